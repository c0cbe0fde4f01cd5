import type { ApiClient } from '../types';
import type { Send } from './send';

type CareTeamCalls = Pick<ApiClient, 'listCareTeam' | 'assignCareTeam' | 'unassignCareTeam'>;

/** Patients' care teams: the clinicians who treat each patient. */
export function careTeamCalls(send: Send): CareTeamCalls {
  return {
    listCareTeam: (patientId) => send('listCareTeam', { params: { patientId } }),
    assignCareTeam: (change) => send('assignCareTeam', { data: change }),
    unassignCareTeam: (change) => send('unassignCareTeam', { data: change }),
  };
}
