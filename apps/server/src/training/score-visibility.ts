import type { ProgressRun, StoredExerciseResult, TrainingScoresHidden } from '@cep/contract';
import type { Kysely } from 'kysely';
import type { Tables } from '../platform/db/schema';
import type { Session } from '../platform/auth/sessions';
import { ApiError } from '../platform/http/api-error';

/*
 * The 隐藏成绩 switch (issue 33 §2): a clinician may hide scores from a patient for whom seeing
 * them does harm (discouragement, perseveration on the numbers). Then the answers the patient
 * gets carry no score at all — the fields are left out, not blanked — while clinicians (a doctor,
 * the admin) still get every figure.
 */

/** Whether patient `patientId`'s switch is on. */
export async function scoresHiddenOf(db: Kysely<Tables>, patientId: number): Promise<boolean> {
  const row = await db
    .selectFrom('patients')
    .select('training_scores_hidden')
    .where('id', '=', patientId)
    .executeTakeFirst();
  return row?.training_scores_hidden ?? false;
}

/** Whether the caller is a clinician: they always see scores. */
function isClinician(session: Session): boolean {
  return session.roles.includes('admin') || session.roles.includes('doctor');
}

/** Whether this caller's answers about `patientId` must leave the scores out. */
export async function hideScoresFrom(
  db: Kysely<Tables>,
  session: Session,
  patientId: number,
): Promise<boolean> {
  return !isClinician(session) && (await scoresHiddenOf(db, patientId));
}

/** A stored result without its trials and scores. */
export function resultWithoutScores(result: StoredExerciseResult): StoredExerciseResult {
  const {
    trials: _trials,
    accuracy: _accuracy,
    meanRtMs: _mean,
    medianRtMs: _median,
    omissions: _omissions,
    commissions: _commissions,
    extra: _extra,
    ...rest
  } = result;
  return rest;
}

/** A progress run without its scores (its level and trial count stay: they are not scores). */
export function runWithoutScores(run: ProgressRun): ProgressRun {
  const {
    accuracy: _accuracy,
    meanRtMs: _mean,
    medianRtMs: _median,
    omissions: _omissions,
    commissions: _commissions,
    ...rest
  } = run;
  return rest;
}

/** Turns the switch on or off; 40401 for a patient that does not exist. */
export async function setScoresHidden(
  db: Kysely<Tables>,
  patientId: number,
  hidden: boolean,
): Promise<TrainingScoresHidden> {
  const row = await db
    .updateTable('patients')
    .set({ training_scores_hidden: hidden })
    .where('id', '=', patientId)
    .returning(['id', 'training_scores_hidden'])
    .executeTakeFirst();
  if (!row) throw new ApiError(40401, '患者档案不存在');
  return { patientId: row.id, hidden: row.training_scores_hidden };
}
