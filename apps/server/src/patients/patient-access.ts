import type { Kysely } from 'kysely';
import type { Tables } from '../platform/db/schema';
import { isOnTeam } from './care-teams';
import type { Session } from '../platform/auth/sessions';

/**
 * Whether `session` may see patient `patientId`'s data (for now: their pictures, platform/files/files.ts).
 * The admin sees every patient, a doctor the patients of their care teams, a patient only
 * themself: the same rule as the patient calls (patients/patient-scope.ts).
 */
export async function mayViewPatient(
  sql: Kysely<Tables>,
  session: Session,
  patientId: number,
): Promise<boolean> {
  if (session.roles.includes('admin')) return true;
  if (session.roles.includes('doctor')) {
    // The doctor record comes with the session row (migration 0024).
    return session.doctorId !== null && (await isOnTeam(sql, patientId, session.doctorId));
  }
  const own = await sql
    .selectFrom('patients')
    .select('id')
    .where('id', '=', patientId)
    .where('user_id', '=', session.userId)
    .executeTakeFirst();
  return own !== undefined;
}
