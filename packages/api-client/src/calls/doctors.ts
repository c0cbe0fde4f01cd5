import type { CallBody, CallResponse, Doctor, Page } from '@cep/contract';
import type { ListQuery } from '../types';
import type { Send } from './send';

/** Doctors' records (doctorInformation). */
export interface DoctorCalls {
  /** `GET /api/doctorInformation/list`. */
  listDoctors(query?: ListQuery<'listDoctors'>): Promise<Page<Doctor>>;
  /** `GET /api/doctorInformation/doctor/{id}`. */
  getDoctor(id: number): Promise<Doctor>;
  /** `POST /api/doctorInformation/add`. */
  addDoctor(doctor: CallBody<'addDoctor'>): Promise<Doctor>;
  /** `PUT /api/doctorInformation/update`: the whole record (a doctor only their own), from `revision` (stale → 40902). */
  updateDoctor(doctor: CallBody<'updateDoctor'>): Promise<Doctor>;
  /** `DELETE /api/doctorInformation/delete/{id}`: archives the record with its account (issue 32). */
  deleteDoctor(id: number): Promise<CallResponse<'deleteDoctor'>>;
  /** `POST /api/doctorInformation/reveal`: a doctor's full phone number, audited. */
  revealDoctor(id: number): Promise<string | null>;
}

/** The functions of {@link DoctorCalls}. */
export function doctorCalls(send: Send): DoctorCalls {
  return {
    listDoctors: (query) => send('listDoctors', { params: query }),
    getDoctor: (id) => send('getDoctor', { pathParams: { id } }),
    addDoctor: (doctor) => send('addDoctor', { data: doctor }),
    updateDoctor: (doctor) => send('updateDoctor', { data: doctor }),
    deleteDoctor: (id) => send('deleteDoctor', { pathParams: { id } }),
    revealDoctor: async (id) =>
      (await send('revealDoctor', { data: { id, field: 'phone' } })).value,
  };
}
