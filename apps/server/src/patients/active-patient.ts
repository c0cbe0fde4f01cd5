import type { Kysely } from 'kysely';
import type { Tables } from '../platform/db/schema';
import { ApiError } from '../platform/http/api-error';

/**
 * Refuses to add to an archived patient's record (issue 32): archiving keeps the medical record,
 * readable by the care team, but closes it — no new training plan, session or result, assessment
 * or signal recording until an admin restores the patient. Called inside the writing transaction,
 * after the caller's access was checked, so the answer does not tell outsiders who is archived.
 */
export async function requireActivePatient(db: Kysely<Tables>, patientId: number): Promise<void> {
  const patient = await db
    .selectFrom('patients')
    .select('archived_at')
    .where('id', '=', patientId)
    .executeTakeFirst();
  if (patient?.archived_at) throw new ApiError(40921);
}
