import { z } from 'zod';
import {
  exerciseKind,
  exerciseLevel,
  exerciseOutcome,
  exerciseResult,
  levelState,
  type ExerciseKind,
  type ExerciseResult,
} from '../exercise';
import { maxLevelOf } from '../exercise-catalogue';
import { clientId, epochMs, id, idText } from '../fields';
import { pageQuery } from '../page';

/* One stored result per exercise run, idempotent by an id the browser made. */

/**
 * Exercises whose missed items have no trial of their own (numbers never found in a Schulte grid,
 * circles a trail never reached), with the most there can be (the 7×7 grid, a 20-circle trail).
 */
const omissionsWithoutTrial: Partial<Record<ExerciseKind, number>> = {
  schulteGrid: 49,
  trailMaking: 20,
};

/** Whether a result's counts agree with its trials (the rules a scoring in `@cep/exercises` keeps). */
function checkResult(result: ExerciseResult, ctx: z.RefinementCtx, at: (string | number)[]): void {
  const issue = (path: (string | number)[], message: string) =>
    ctx.addIssue({ code: 'custom', path: [...at, ...path], message });
  const max = maxLevelOf(result.kind);
  if (result.level > max) issue(['level'], `级别不能高于该训练的最高级别${max}`);
  const indexes = new Set<number>();
  result.trials.forEach((trial, index) => {
    if (indexes.has(trial.index)) issue(['trials', index, 'index'], '试次序号重复');
    indexes.add(trial.index);
  });
  const scored = result.trials.filter((trial) => !trial.practice);
  const correct = scored.filter((trial) => trial.correct).length;
  const answered = (trial: { response: string | null }) =>
    trial.response !== null && trial.response !== '';
  const responded = scored.filter(answered).length;
  const wrong = scored.length - correct;
  if (result.commissions > responded) {
    issue(['commissions'], '错误反应数多于有反应的试次数');
  } else if (omissionsWithoutTrial[result.kind] !== undefined) {
    if (result.omissions > omissionsWithoutTrial[result.kind]!) {
      issue(['omissions'], '遗漏数与试次数不一致');
    }
  } else if (
    result.omissions > scored.length - responded ||
    result.omissions + result.commissions !== wrong
  ) {
    issue(['omissions'], '遗漏数与错误反应数之和须等于错误的试次数');
  }
  const untrialled = omissionsWithoutTrial[result.kind] !== undefined;
  const outOf = scored.length + (untrialled ? result.omissions : 0);
  const accuracy = outOf === 0 ? 0 : correct / outOf;
  if (Math.abs(accuracy - result.accuracy) > 1e-6) issue(['accuracy'], '正确率与试次不一致');
  const hasRt = scored.some(
    (trial) => trial.correct && trial.rtMs !== null && trial.response !== null,
  );
  if ((result.meanRtMs === null) === hasRt) issue(['meanRtMs'], '平均反应时与试次不一致');
  if ((result.medianRtMs === null) === hasRt) issue(['medianRtMs'], '反应时中位数与试次不一致');
}

/**
 * `POST /api/exerciseResult/add`: one exercise run of a session, idempotent by `clientId` (the
 * same id again stores nothing and answers the stored result). `levelState` is where the level
 * engine stands after the run; the plan item keeps the newest one for the next session.
 */
export const exerciseResultAdd = z
  .strictObject({
    clientId,
    /** The session's own client id (the session is started here if its start has not arrived). */
    sessionClientId: clientId,
    planItemId: id,
    startedAt: epochMs,
    finishedAt: epochMs,
    result: exerciseResult,
    levelState: levelState.optional(),
  })
  .superRefine((body, ctx) => {
    if (body.finishedAt < body.startedAt) {
      ctx.addIssue({ code: 'custom', path: ['finishedAt'], message: '结束时间不能早于开始时间' });
    }
    checkResult(body.result, ctx, ['result']);
    if (body.levelState && body.levelState.level > maxLevelOf(body.result.kind)) {
      ctx.addIssue({
        code: 'custom',
        path: ['levelState', 'level'],
        message: `级别不能高于该训练的最高级别${maxLevelOf(body.result.kind)}`,
      });
    }
  });
export type ExerciseResultAdd = z.input<typeof exerciseResultAdd>;

/** A stored result. Times are epoch milliseconds. */
export const storedExerciseResult = z.object({
  id: z.number().int(),
  clientId: z.string(),
  sessionId: z.number().int(),
  sessionClientId: z.string(),
  planId: z.number().int(),
  /** null once the clinician removed the item from the plan. */
  planItemId: z.number().int().nullable(),
  patientId: z.number().int(),
  kind: exerciseKind,
  level: exerciseLevel,
  outcome: exerciseOutcome,
  /*
   * The run's trials and scores. Absent, every one, in the answers a patient gets while their
   * clinician hides scores from them (the patient's 隐藏成绩 switch); clinicians always get them.
   */
  trials: exerciseResult.shape.trials.optional(),
  accuracy: z.number().optional(),
  meanRtMs: z.number().nullable().optional(),
  medianRtMs: z.number().nullable().optional(),
  omissions: z.number().int().optional(),
  commissions: z.number().int().optional(),
  extra: z.record(z.string(), z.number()).nullable().optional(),
  startedAt: z.number().int(),
  finishedAt: z.number().int(),
  recordedAt: z.number().int(),
});
export type StoredExerciseResult = z.infer<typeof storedExerciseResult>;

/** `GET /api/exerciseResult/list`: a patient's results, newest first, by plan, session or exercise. */
export const exerciseResultListQuery = pageQuery
  .extend({
    patientId: idText,
    planId: idText.optional(),
    sessionId: idText.optional(),
    kind: exerciseKind.optional(),
  })
  .strict();
export type ExerciseResultListQuery = z.infer<typeof exerciseResultListQuery>;
