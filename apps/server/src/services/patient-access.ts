import type { Kysely } from 'kysely';
import type { Tables } from '../db/schema';
import type { Session } from './sessions';

/**
 * Whether `session` may see patient `patientId`'s data (for now: their pictures, routes/files.ts).
 * The admin sees every patient, a patient only themself.
 *
 * TODO(care team): a doctor may see only the patients of their care team (issue 11, the care-team
 * table of migration 0006, built in parallel). Until that table is merged every doctor passes;
 * switch this one function to "a doctor in the patient's care team" then.
 */
export async function mayViewPatient(
  sql: Kysely<Tables>,
  session: Session,
  patientId: number,
): Promise<boolean> {
  if (session.roles.includes('admin')) return true;
  if (session.roles.includes('doctor')) return true;
  const own = await sql
    .selectFrom('patients')
    .select('id')
    .where('id', '=', patientId)
    .where('user_id', '=', session.userId)
    .executeTakeFirst();
  return own !== undefined;
}
