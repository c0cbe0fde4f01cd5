import type { Kysely } from 'kysely';
import type { Tables } from '../platform/db/schema';
import { ApiError } from '../platform/http/api-error';
import { mayViewPatient } from '../patients/patient-access';
import type { Session } from '../platform/auth/sessions';

/*
 * Whose training a caller reaches: the same rule as every patient record (mayViewPatient): the
 * admin every patient, a doctor their care teams' patients, a patient themself. Outside it the
 * answer is 40301 whether or not the patient or plan exists, so ids cannot be probed; the admin
 * gets 40401 for one that does not exist. Inside a write the care-team row is locked until the
 * transaction ends (isOnTeam), so an unassign cannot race the write it allowed.
 */

function refused(session: Session): ApiError {
  return new ApiError(
    40301,
    session.roles.includes('doctor') || session.roles.includes('admin')
      ? '只能查看或修改自己护理团队中患者的训练'
      : '只能查看或记录自己的训练',
  );
}

/** Refuses a patient the caller may not reach; an admin gets 40401 for one that does not exist. */
export async function requireTrainingPatient(
  sql: Kysely<Tables>,
  session: Session,
  patientId: number,
): Promise<void> {
  if (!(await mayViewPatient(sql, session, patientId))) throw refused(session);
  const found = await sql
    .selectFrom('patients')
    .select('id')
    .where('id', '=', patientId)
    .executeTakeFirst();
  if (!found) throw new ApiError(40401, '患者档案不存在');
}

/** The patient of plan `planId` when the caller reaches it (same answers as above). */
export async function requireTrainingPlan(
  sql: Kysely<Tables>,
  session: Session,
  planId: number,
): Promise<number> {
  const plan = await sql
    .selectFrom('training_plans')
    .select('patient_id')
    .where('id', '=', planId)
    .executeTakeFirst();
  if (!plan) {
    if (session.roles.includes('admin')) throw new ApiError(40401, '训练计划不存在');
    throw refused(session);
  }
  if (!(await mayViewPatient(sql, session, plan.patient_id))) throw refused(session);
  return plan.patient_id;
}
