import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { Tables } from '../platform/db/schema';
import { ApiError } from '../platform/http/api-error';
import { mayViewPatient } from '../patients/patient-access';
import type { Session } from '../platform/auth/sessions';

/*
 * Whose recordings a caller reaches: the rule of every patient record (mayViewPatient): the admin
 * every patient, a doctor their care teams' patients, a patient themself (read-only: patients hold
 * no recording:record permission). Outside it the answer is 40301 whether or not the recording
 * exists, so ids cannot be probed; the admin gets 40401 for one that does not exist.
 */

function refused(session: Session): ApiError {
  return new ApiError(
    40301,
    session.roles.includes('doctor') || session.roles.includes('admin')
      ? '只能查看或记录自己护理团队中患者的生理信号'
      : '只能查看自己的生理信号记录',
  );
}

export async function requireSignalPatient(
  db: Kysely<Tables>,
  session: Session,
  patientId: number,
): Promise<void> {
  if (!(await mayViewPatient(db, session, patientId))) throw refused(session);
  const found = await db
    .selectFrom('patients')
    .select('id')
    .where('id', '=', patientId)
    .executeTakeFirst();
  if (!found) throw new ApiError(40401, '患者档案不存在');
}

/** The recording's patient when the caller reaches it. */
export async function requireRecording(
  db: Kysely<Tables>,
  session: Session,
  recordingId: number,
): Promise<{ patientId: number; status: 'recording' | 'stopped' }> {
  const { rows } = await sql<{ patient_id: number; status: 'recording' | 'stopped' }>`
    SELECT patient_id, status FROM recordings WHERE id = ${recordingId}`.execute(db);
  const row = rows[0];
  if (!row) {
    if (session.roles.includes('admin')) throw new ApiError(40401, '记录不存在');
    throw refused(session);
  }
  if (!(await mayViewPatient(db, session, row.patient_id))) throw refused(session);
  return { patientId: row.patient_id, status: row.status };
}

/** A live view of a device that records for a patient is that patient's data. */
export async function requireDeviceView(
  db: Kysely<Tables>,
  session: Session,
  patientId: number | null,
): Promise<void> {
  if (patientId !== null && !(await mayViewPatient(db, session, patientId))) {
    throw refused(session);
  }
}
