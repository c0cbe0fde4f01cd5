import { z } from 'zod';
import { exerciseKind, exerciseLevel, exerciseOutcome } from '../exercise';
import { idText } from '../fields';
import { trainingPlan } from './plan';
import { sessionStatus } from './session';

/* The progress the clinician reviews: levels, sessions and adherence of a plan. */

/** `GET /api/patientProgress/detail`: a plan's progress (the active plan, else the newest). */
export const patientProgressQuery = z.strictObject({
  patientId: idText,
  planId: idText.optional(),
});
export type PatientProgressQuery = z.infer<typeof patientProgressQuery>;

/** One exercise run as the progress shows it (the trials are in `exerciseResult/list`). */
export const progressRun = z.object({
  resultId: z.number().int(),
  planItemId: z.number().int().nullable(),
  kind: exerciseKind,
  level: exerciseLevel,
  outcome: exerciseOutcome,
  /* The scores: absent for a patient whose scores are hidden (see `storedExerciseResult`). */
  accuracy: z.number().optional(),
  meanRtMs: z.number().nullable().optional(),
  medianRtMs: z.number().nullable().optional(),
  omissions: z.number().int().optional(),
  commissions: z.number().int().optional(),
  trialCount: z.number().int(),
  finishedAt: z.number().int(),
});
export type ProgressRun = z.infer<typeof progressRun>;

export const patientProgress = z.object({
  patientId: z.number().int(),
  /** null: the patient has no plan yet. */
  plan: trainingPlan.nullable(),
  /** Per plan item: the level now (where the next session starts) and the level of each run. */
  items: z.array(
    z.object({
      planItemId: z.number().int(),
      kind: exerciseKind,
      currentLevel: exerciseLevel,
      levels: z.array(
        z.object({ at: z.number().int(), level: exerciseLevel, sessionId: z.number().int() }),
      ),
    }),
  ),
  /** The plan's sessions, oldest first, with each run's accuracy and reaction times. */
  sessions: z.array(
    z.object({
      id: z.number().int(),
      status: sessionStatus,
      startedAt: z.number().int(),
      finishedAt: z.number().int().nullable(),
      runs: z.array(progressRun),
    }),
  ),
  /**
   * Adherence from the plan's start to its end or today (China time, UTC+8): whether the day was
   * a planned training day, the sessions completed and the minutes trained that day.
   */
  days: z.array(
    z.object({
      date: z.string(),
      planned: z.boolean(),
      sessions: z.number().int(),
      minutes: z.number().int(),
    }),
  ),
});
export type PatientProgress = z.infer<typeof patientProgress>;
