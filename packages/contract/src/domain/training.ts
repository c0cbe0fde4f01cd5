import { z } from 'zod';
import {
  exerciseCatalogueEntry,
  exerciseKind,
  exerciseLevel,
  exerciseOutcome,
  exerciseResult,
  levelRule,
  levelState,
  type ExerciseKind,
  type ExerciseResult,
} from './exercise';
import { maxLevelOf } from './exercise-catalogue';
import { freeText, id, idText, text } from './fields';
import { pageQuery } from './page';

/*
 * Cognitive training (认知训练, issue 13): a clinician's plan for a patient (items, dose, dates,
 * states), the sessions the patient trains in, one stored result per exercise run (idempotent by an
 * id the browser made), and the progress the clinician reviews.
 */

/** `GET /api/exercise/list`: the catalogue, in the catalogue's order. */
export const exerciseList = z.array(exerciseCatalogueEntry);
export type ExerciseList = z.infer<typeof exerciseList>;

/** A plan's state: draft → active → paused ⇄ active → completed. One active plan per patient. */
export const planStatus = z.enum(['draft', 'active', 'paused', 'completed'], {
  error: '计划状态只能是draft、active、paused或completed',
});
export type PlanStatus = z.infer<typeof planStatus>;

/** The changes of state a plan may make (anything else → 40901). */
export const planTransitions: { readonly [S in PlanStatus]: readonly PlanStatus[] } = {
  draft: ['active'],
  active: ['paused', 'completed'],
  paused: ['active', 'completed'],
  completed: [],
};

/** A calendar day, `YYYY-MM-DD` (a real date). */
export const isoDate = text('请输入日期')
  .regex(/^\d{4}-\d{2}-\d{2}$/, '日期格式应为YYYY-MM-DD')
  .refine((value) => {
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
  }, '不是有效的日期');

/** A moment as the browser measured it: epoch milliseconds, 2000-01-01 .. 2100-01-01. */
export const epochMs = z
  .number({ error: '时间必须是毫秒时间戳' })
  .int('时间必须是整数毫秒')
  .min(946_684_800_000, '时间早于2000年')
  .max(4_102_444_800_000, '时间晚于2100年');

/** An id the browser made (`crypto.randomUUID()`), so a result sent twice is stored once. */
export const clientId = text('请提供客户端ID').regex(
  /^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/,
  '客户端ID必须是UUID',
);

/** ISO weekday: 1 Monday … 7 Sunday. */
export const weekday = z
  .number()
  .int('星期必须是1到7')
  .min(1, '星期必须是1到7')
  .max(7, '星期必须是1到7');

/**
 * The weekdays a plan of `sessionsPerWeek` trains on when the clinician names none (spread over
 * the week, weekdays first): 3 → Mon, Wed, Fri; 5 → Mon–Fri.
 */
export function defaultTrainingDays(sessionsPerWeek: number): number[] {
  const spread: Record<number, number[]> = {
    1: [1],
    2: [1, 4],
    3: [1, 3, 5],
    4: [1, 2, 4, 5],
    5: [1, 2, 3, 4, 5],
    6: [1, 2, 3, 4, 5, 6],
    7: [1, 2, 3, 4, 5, 6, 7],
  };
  return spread[Math.min(Math.max(Math.trunc(sessionsPerWeek), 1), 7)] ?? [1];
}

/** One exercise of a plan as the clinician prescribes it. `id` keeps an existing item (update). */
export const planItemInput = z.strictObject({
  id: id.optional(),
  kind: exerciseKind,
  startLevel: exerciseLevel,
  /** The level rule; the staircase 3/2 when absent. */
  rule: levelRule.optional(),
});
export type PlanItemInput = z.input<typeof planItemInput>;

/** What a clinician edits on a plan (add, and update while draft or paused). */
const planFields = {
  items: z.array(planItemInput).min(1, '至少选择一个训练项目').max(20, '训练项目不能超过20个'),
  minutesPerSession: z
    .number({ error: '每次训练时长必须是数字' })
    .int('每次训练时长必须是整数')
    .min(5, '每次训练至少5分钟')
    .max(120, '每次训练不能超过120分钟'),
  sessionsPerWeek: z
    .number({ error: '每周训练次数必须是数字' })
    .int('每周训练次数必须是整数')
    .min(1, '每周至少训练1次')
    .max(7, '每周最多训练7次'),
  /** Which weekdays are planned (as many as `sessionsPerWeek`); spread over the week when absent. */
  trainingDays: z.array(weekday).max(7).optional(),
  startDate: isoDate,
  endDate: isoDate,
  notes: freeText.optional(),
};

interface PlanShape {
  items: Array<{ kind: ExerciseKind; startLevel: number }>;
  sessionsPerWeek: number;
  trainingDays?: number[] | undefined;
  startDate: string;
  endDate: string;
}

/** The rules across fields: dates in order, levels within each exercise, no repeats. */
function checkPlan(plan: PlanShape, ctx: z.RefinementCtx): void {
  if (plan.endDate < plan.startDate) {
    ctx.addIssue({ code: 'custom', path: ['endDate'], message: '结束日期不能早于开始日期' });
  }
  const seen = new Set<ExerciseKind>();
  plan.items.forEach((item, index) => {
    if (seen.has(item.kind)) {
      ctx.addIssue({
        code: 'custom',
        path: ['items', index, 'kind'],
        message: '同一训练项目只能出现一次',
      });
    }
    seen.add(item.kind);
    const max = maxLevelOf(item.kind);
    if (item.startLevel > max) {
      ctx.addIssue({
        code: 'custom',
        path: ['items', index, 'startLevel'],
        message: `起始级别不能高于该训练的最高级别${max}`,
      });
    }
  });
  if (plan.trainingDays !== undefined) {
    const days = new Set(plan.trainingDays);
    if (days.size !== plan.trainingDays.length || days.size !== plan.sessionsPerWeek) {
      ctx.addIssue({
        code: 'custom',
        path: ['trainingDays'],
        message: '训练日须互不相同，且天数等于每周训练次数',
      });
    }
  }
}

/** `POST /api/trainingPlan/add`: a new plan (a draft) for a patient. */
export const trainingPlanCreate = z
  .strictObject({ patientId: id, ...planFields })
  .superRefine(checkPlan);
export type TrainingPlanCreate = z.input<typeof trainingPlanCreate>;

/**
 * `PUT /api/trainingPlan/update`: the whole editable plan, while it is a draft or paused. Items
 * sent with their `id` keep where the level engine stands (unless their exercise or start level
 * changed); items left out are removed (their results stay).
 */
export const trainingPlanUpdate = z.strictObject({ id, ...planFields }).superRefine(checkPlan);
export type TrainingPlanUpdate = z.input<typeof trainingPlanUpdate>;

/** `POST /api/trainingPlan/status`: move a plan to another state. */
export const trainingPlanStatusChange = z.strictObject({ id, status: planStatus });
export type TrainingPlanStatusChange = z.infer<typeof trainingPlanStatusChange>;

/** One item of a stored plan, with where the level engine stands for it. */
export const trainingPlanItem = z.object({
  id: z.number().int(),
  kind: exerciseKind,
  startLevel: exerciseLevel,
  rule: levelRule,
  /** The engine's state the next session starts from (the start level before any result). */
  levelState,
});
export type TrainingPlanItem = z.infer<typeof trainingPlanItem>;

/** One change of a plan's state: who and when. */
export const planStatusChange = z.object({
  from: planStatus.nullable(),
  to: planStatus,
  /** Epoch milliseconds. */
  at: z.number().int(),
  byId: z.number().int().nullable(),
  byName: z.string().nullable(),
});
export type PlanStatusChangeEntry = z.infer<typeof planStatusChange>;

/** A stored plan. Times are epoch milliseconds. */
export const trainingPlan = z.object({
  id: z.number().int(),
  patientId: z.number().int(),
  patientName: z.string(),
  status: planStatus,
  items: z.array(trainingPlanItem),
  minutesPerSession: z.number().int(),
  sessionsPerWeek: z.number().int(),
  trainingDays: z.array(weekday),
  startDate: z.string(),
  endDate: z.string(),
  notes: z.string(),
  createdAt: z.number().int(),
  createdById: z.number().int().nullable(),
  createdByName: z.string().nullable(),
  updatedAt: z.number().int(),
  /** Every change of state, oldest first (the first is the draft's creation). */
  statusHistory: z.array(planStatusChange),
});
export type TrainingPlan = z.infer<typeof trainingPlan>;

/** `GET /api/trainingPlan/list`: one patient's plans, newest first. */
export const trainingPlanListQuery = pageQuery
  .extend({ patientId: idText, status: planStatus.optional() })
  .strict();
export type TrainingPlanListQuery = z.infer<typeof trainingPlanListQuery>;

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
});
export type TrainingSession = z.infer<typeof trainingSession>;

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
  } else if (result.kind === 'schulteGrid') {
    // Numbers never found are omissions without a trial (at most the 7×7 grid's 49).
    if (result.omissions > 49) issue(['omissions'], '遗漏数与试次数不一致');
  } else if (
    result.omissions > scored.length - responded ||
    result.omissions + result.commissions !== wrong
  ) {
    issue(['omissions'], '遗漏数与错误反应数之和须等于错误的试次数');
  }
  const schulte = result.kind === 'schulteGrid';
  const outOf = scored.length + (schulte ? result.omissions : 0);
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
  trials: exerciseResult.shape.trials,
  accuracy: z.number(),
  meanRtMs: z.number().nullable(),
  medianRtMs: z.number().nullable(),
  omissions: z.number().int(),
  commissions: z.number().int(),
  extra: z.record(z.string(), z.number()).nullable(),
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
  accuracy: z.number(),
  meanRtMs: z.number().nullable(),
  medianRtMs: z.number().nullable(),
  omissions: z.number().int(),
  commissions: z.number().int(),
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
