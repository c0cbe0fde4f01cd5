import { z } from 'zod';
import { exerciseOutcome } from '../exercise';
import { clientId, epochMs, id } from '../fields';
import { trainingPlanItem } from './plan';

/* The sessions a patient trains in, each of an active plan. */

/** A session's state: started, then completed or abandoned. */
export const sessionStatus = z.enum(['started', 'completed', 'abandoned']);
export type SessionStatus = z.infer<typeof sessionStatus>;

/**
 * `POST /api/trainingSession/start`: begins (or, with the same `clientId`, finds again) a session
 * of an active plan. `startedAt` is the browser's clock (a session trained offline arrives late).
 */
export const trainingSessionStart = z.strictObject({
  clientId,
  planId: id,
  startedAt: epochMs.optional(),
});
export type TrainingSessionStart = z.infer<typeof trainingSessionStart>;

/** `POST /api/trainingSession/finish`: ends a session (idempotent: finishing again changes nothing). */
export const trainingSessionFinish = z.strictObject({
  clientId,
  planId: id,
  outcome: exerciseOutcome,
  finishedAt: epochMs.optional(),
});
export type TrainingSessionFinish = z.infer<typeof trainingSessionFinish>;

/** A stored session. Times are epoch milliseconds. */
export const trainingSession = z.object({
  id: z.number().int(),
  clientId: z.string(),
  planId: z.number().int(),
  patientId: z.number().int(),
  status: sessionStatus,
  startedAt: z.number().int(),
  finishedAt: z.number().int().nullable(),
  /** The plan's items with the level each starts at now. */
  items: z.array(trainingPlanItem),
  /** The patient's 隐藏成绩 switch: their screens then show no score. */
  scoresHidden: z.boolean(),
});
export type TrainingSession = z.infer<typeof trainingSession>;
