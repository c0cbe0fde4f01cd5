import type { ApiClient } from '../types';
import type { Send } from './send';

type DoctorCalls = Pick<
  ApiClient,
  'listDoctors' | 'getDoctor' | 'addDoctor' | 'updateDoctor' | 'deleteDoctor' | 'revealDoctor'
>;

/** Doctors' records (doctorInformation). */
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
