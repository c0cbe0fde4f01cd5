import { z } from 'zod';
import {
  exerciseCatalogueEntry,
  exerciseKind,
  exerciseLevel,
  levelRule,
  levelState,
  type ExerciseKind,
} from '../exercise';
import { maxLevelOf } from '../exercise-catalogue';
import { freeText, id, idText, isoDate, revision, storedRevision } from '../fields';
import { pageQuery } from '../page';
import { itemSettingProblems, planItemSettings, type PlanItemSettings } from './item-settings';

/* A clinician's plan for a patient: the exercises and their levels, the dose, the dates, its states. */

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
  /** The therapist's trials, time limit, stimulus time, distractors; the level's own when absent. */
  settings: planItemSettings.optional(),
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
  items: Array<{ kind: ExerciseKind; startLevel: number; settings?: PlanItemSettings | undefined }>;
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
    // Each setting within the exercise's safe range, the message naming the field and the range.
    const problems = itemSettingProblems(item.kind, item.settings ?? {});
    for (const [name, message] of Object.entries(problems)) {
      ctx.addIssue({ code: 'custom', path: ['items', index, 'settings', name], message });
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
export const trainingPlanUpdate = z
  .strictObject({ id, revision, ...planFields })
  .superRefine(checkPlan);
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
  /** The therapist's settings; the session plays exactly these (empty: the level's own). */
  settings: planItemSettings,
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
  /** Raised by every write of the plan (edits and changes of state); updates send it back. */
  revision: storedRevision,
  /** Every change of state, oldest first (the first is the draft's creation). */
  statusHistory: z.array(planStatusChange),
  /** The patient's 隐藏成绩 switch: their own screens and answers then carry no score. */
  scoresHidden: z.boolean(),
});
export type TrainingPlan = z.infer<typeof trainingPlan>;

/** `GET /api/trainingPlan/list`: one patient's plans, newest first. */
export const trainingPlanListQuery = pageQuery
  .extend({ patientId: idText, status: planStatus.optional() })
  .strict();
export type TrainingPlanListQuery = z.infer<typeof trainingPlanListQuery>;

/** `PUT /api/trainingPlan/scoresHidden`: a clinician's 隐藏成绩 switch for one patient. */
export const trainingScoresHiddenSet = z.strictObject({
  patientId: id,
  hidden: z.boolean({ error: '隐藏成绩必须是是或否' }),
});
export type TrainingScoresHiddenSet = z.infer<typeof trainingScoresHiddenSet>;

/** The switch as stored. */
export const trainingScoresHidden = z.object({
  patientId: z.number().int(),
  hidden: z.boolean(),
});
export type TrainingScoresHidden = z.infer<typeof trainingScoresHidden>;
