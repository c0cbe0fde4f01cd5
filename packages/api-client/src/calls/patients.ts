import type { ApiClient } from '../types';
import type { Send } from './send';

type PatientCalls = Pick<
  ApiClient,
  'listPatients' | 'getPatient' | 'addPatient' | 'updatePatient' | 'deletePatient' | 'revealPatient'
>;

/** Patients' records (patientInformation). */
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
