import type { CallBody, CareTeam } from '@cep/contract';
import type { Send } from './send';

/** Patients' care teams: the clinicians who treat each patient. */
export interface CareTeamCalls {
  /**
   * `GET /api/careTeam/list?patientId=`: the clinicians treating a patient (an admin any patient's,
   * a doctor their own patients', a patient their own).
   */
  listCareTeam(patientId: number): Promise<CareTeam>;
  /** `POST /api/careTeam/assign`: adds a doctor to the patient's team; resolves the new team. */
  assignCareTeam(change: CallBody<'assignCareTeam'>): Promise<CareTeam>;
  /** `POST /api/careTeam/unassign`: removes a doctor from the patient's team; resolves the new team. */
  unassignCareTeam(change: CallBody<'unassignCareTeam'>): Promise<CareTeam>;
}

/** The functions of {@link CareTeamCalls}. */
export function careTeamCalls(send: Send): CareTeamCalls {
  return {
    listCareTeam: (patientId) => send('listCareTeam', { params: { patientId } }),
    assignCareTeam: (change) => send('assignCareTeam', { data: change }),
    unassignCareTeam: (change) => send('unassignCareTeam', { data: change }),
  };
}
