import type { CallBody, CallResponse, Page, Patient, PatientListRow } from '@cep/contract';
import type { ListQuery } from '../types';
import type { Send } from './send';

/** Patients' records (patientInformation). */
export interface PatientCalls {
  /**
   * `GET /api/patientInformation/list` (a patient sees only themself); each row with its care
   * team's names (`careTeam`).
   */
  listPatients(query?: ListQuery<'listPatients'>): Promise<Page<PatientListRow>>;
  /** `GET /api/patientInformation/{id}`. */
  getPatient(id: number): Promise<Patient>;
  /** `POST /api/patientInformation/add`. */
  addPatient(patient: CallBody<'addPatient'>): Promise<Patient>;
  /** `PUT /api/patientInformation/update`: the whole record (a patient only their own), from `revision` (stale → 40902). */
  updatePatient(patient: CallBody<'updatePatient'>): Promise<Patient>;
  /** `DELETE /api/patientInformation/delete/{id}`: archives the record with its account (issue 32). */
  deletePatient(id: number): Promise<CallResponse<'deletePatient'>>;
  /** `POST /api/patientInformation/reveal`: the full phone or ID card of one patient, audited. */
  revealPatient(id: number, field: CallBody<'revealPatient'>['field']): Promise<string | null>;
}

/** The functions of {@link PatientCalls}. */
export function patientCalls(send: Send): PatientCalls {
  return {
    listPatients: (query) => send('listPatients', { params: query }),
    getPatient: (id) => send('getPatient', { pathParams: { id } }),
    addPatient: (patient) => send('addPatient', { data: patient }),
    updatePatient: (patient) => send('updatePatient', { data: patient }),
    deletePatient: (id) => send('deletePatient', { pathParams: { id } }),
    revealPatient: async (id, field) =>
      (await send('revealPatient', { data: { id, field } })).value,
  };
}
