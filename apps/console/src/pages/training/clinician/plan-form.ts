import {
  exerciseKind,
  itemSettingName,
  itemSettingRanges,
  trainingPlanCreate,
  type ItemSettingName,
  type PlanItemSettings,
  type ExerciseKind,
  type TrainingPlan,
  type TrainingPlanCreate,
} from '@cep/contract';
import { z } from 'zod';

/*
 * The plan form's values (text as typed) and the schema that turns them into the contract's
 * `trainingPlanCreate` body: the contract's own rules and Chinese messages decide, with the same
 * paths as the form's fields (items.0.startLevel, items.0.rule.up, …).
 */

export interface PlanItemValues {
  id?: number;
  kind: ExerciseKind;
  startLevel: string;
  rule: {
    type: 'staircase' | 'block';
    up: string;
    down: string;
    blockSize: string;
    upBelow: string;
    downAbove: string;
  };
  /** The therapist's settings as typed; blank leaves the level's own value. */
  settings: Record<ItemSettingName, string>;
}

export interface PlanFormValues {
  patientId: number;
  items: PlanItemValues[];
  minutesPerSession: string;
  sessionsPerWeek: string;
  startDate: string;
  endDate: string;
  notes: string;
}

/** Text → number; an empty or non-numeric field stays NaN, which the contract's rule names. */
const num = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

export const newItem = (kind: ExerciseKind = 'goNoGo'): PlanItemValues => ({
  kind,
  startLevel: '1',
  rule: { type: 'staircase', up: '3', down: '2', blockSize: '40', upBelow: '6', downAbove: '8' },
  settings: { trials: '', timeLimitSeconds: '', stimulusMs: '', distractors: '' },
});

/** Typed settings → the item's: blanks left out, and only those the exercise takes. */
function settingsOf(kind: ExerciseKind, typed: Record<ItemSettingName, string>): PlanItemSettings {
  const settings: PlanItemSettings = {};
  for (const name of itemSettingName.options) {
    if (itemSettingRanges[kind][name] && typed[name].trim() !== '')
      settings[name] = num(typed[name]);
  }
  return settings;
}

/** A calendar day `days` from today (local), YYYY-MM-DD. */
function dayFromToday(days: number): string {
  const date = new Date();
  date.setDate(date.getDate() + days);
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
}

/** A new plan: one exercise, 20 minutes five times a week for four weeks from today. */
export function emptyPlanValues(patientId: number): PlanFormValues {
  return {
    patientId,
    items: [newItem()],
    minutesPerSession: '20',
    sessionsPerWeek: '5',
    startDate: dayFromToday(0),
    endDate: dayFromToday(27),
    notes: '',
  };
}

/** The form's values of a stored plan (editing it). */
export function planValues(plan: TrainingPlan): PlanFormValues {
  return {
    patientId: plan.patientId,
    items: plan.items.map((item) => ({
      id: item.id,
      kind: item.kind,
      startLevel: String(item.startLevel),
      rule:
        item.rule.type === 'staircase'
          ? { ...newItem().rule, up: String(item.rule.up), down: String(item.rule.down) }
          : {
              ...newItem().rule,
              type: 'block',
              blockSize: String(item.rule.blockSize),
              upBelow: String(item.rule.upBelow),
              downAbove: String(item.rule.downAbove),
            },
      settings: {
        trials: String(item.settings.trials ?? ''),
        timeLimitSeconds: String(item.settings.timeLimitSeconds ?? ''),
        stimulusMs: String(item.settings.stimulusMs ?? ''),
        distractors: String(item.settings.distractors ?? ''),
      },
    })),
    minutesPerSession: String(plan.minutesPerSession),
    sessionsPerWeek: String(plan.sessionsPerWeek),
    startDate: plan.startDate,
    endDate: plan.endDate,
    notes: plan.notes,
  };
}

const itemValues = z.object({
  id: z.number().optional(),
  kind: exerciseKind,
  startLevel: z.string(),
  rule: z.object({
    type: z.enum(['staircase', 'block']),
    up: z.string(),
    down: z.string(),
    blockSize: z.string(),
    upBelow: z.string(),
    downAbove: z.string(),
  }),
  settings: z.object({
    trials: z.string(),
    timeLimitSeconds: z.string(),
    stimulusMs: z.string(),
    distractors: z.string(),
  }),
});

/** Form values → the contract's body, checked by the contract. */
export const planFormSchema = z
  .object({
    patientId: z.number(),
    items: z.array(itemValues),
    minutesPerSession: z.string(),
    sessionsPerWeek: z.string(),
    startDate: z.string(),
    endDate: z.string(),
    notes: z.string(),
  })
  .transform((values): TrainingPlanCreate => ({
    patientId: values.patientId,
    items: values.items.map((item) => ({
      ...(item.id === undefined ? {} : { id: item.id }),
      kind: item.kind,
      startLevel: num(item.startLevel),
      rule:
        item.rule.type === 'staircase'
          ? { type: 'staircase', up: num(item.rule.up), down: num(item.rule.down) }
          : {
              type: 'block',
              blockSize: num(item.rule.blockSize),
              upBelow: num(item.rule.upBelow),
              downAbove: num(item.rule.downAbove),
            },
      settings: settingsOf(item.kind, item.settings),
    })),
    minutesPerSession: num(values.minutesPerSession),
    sessionsPerWeek: num(values.sessionsPerWeek),
    startDate: values.startDate,
    endDate: values.endDate,
    notes: values.notes,
  }))
  .pipe(trainingPlanCreate);
