import { z } from 'zod';
import type { ExerciseKind } from '../exercise';

/*
 * A therapist's settings of one plan item (issue 33 §2): how many trials or items, a time limit for
 * the whole exercise, how long each stimulus shows, how many wrong answers stand beside the right
 * one. Each exercise takes only the settings that make sense for it, each within a safe range; the
 * start level is the item's own `startLevel`. Unset settings leave the level's own value.
 */

/** The settings a therapist may give, in the order the plan form shows them. */
export const itemSettingName = z.enum(['trials', 'timeLimitSeconds', 'stimulusMs', 'distractors']);
export type ItemSettingName = z.infer<typeof itemSettingName>;

/** Each setting's name in the Chinese messages (the console's own labels are in its i18n). */
export const itemSettingLabel: Readonly<Record<ItemSettingName, string>> = {
  trials: '题数',
  timeLimitSeconds: '限时（秒）',
  stimulusMs: '刺激呈现时间（毫秒）',
  distractors: '干扰项数',
};

/** A setting's safe range, both ends allowed. */
export interface SettingRange {
  min: number;
  max: number;
}

/** Any exercise may be given a time limit for its scored part: half a minute to a quarter hour. */
const timeLimit: SettingRange = { min: 30, max: 900 };

/**
 * Which settings each exercise takes, and within what. Trials are the exercise's own unit (grids
 * of a visual search, words of a list, circles of a trail); distractors are the wrong answers
 * beside the right one (Stroop's other colours, a picture's other names).
 */
export const itemSettingRanges: {
  readonly [K in ExerciseKind]: Readonly<Partial<Record<ItemSettingName, SettingRange>>>;
} = {
  digitSpanForward: {
    trials: { min: 1, max: 20 },
    timeLimitSeconds: timeLimit,
    stimulusMs: { min: 500, max: 3000 },
  },
  digitSpanBackward: {
    trials: { min: 1, max: 20 },
    timeLimitSeconds: timeLimit,
    stimulusMs: { min: 500, max: 3000 },
  },
  schulteGrid: { timeLimitSeconds: timeLimit },
  goNoGo: {
    trials: { min: 10, max: 100 },
    timeLimitSeconds: timeLimit,
    stimulusMs: { min: 300, max: 2000 },
  },
  nBack: {
    trials: { min: 10, max: 100 },
    timeLimitSeconds: timeLimit,
    stimulusMs: { min: 500, max: 3000 },
  },
  stroop: {
    trials: { min: 10, max: 100 },
    timeLimitSeconds: timeLimit,
    distractors: { min: 1, max: 5 },
  },
  symbolDigit: { trials: { min: 10, max: 100 }, timeLimitSeconds: timeLimit },
  trailMaking: { trials: { min: 4, max: 20 }, timeLimitSeconds: timeLimit },
  mentalRotation: { trials: { min: 5, max: 60 }, timeLimitSeconds: timeLimit },
  visualSearch: { trials: { min: 1, max: 10 }, timeLimitSeconds: timeLimit },
  wordListRecall: {
    trials: { min: 3, max: 15 },
    timeLimitSeconds: timeLimit,
    stimulusMs: { min: 500, max: 5000 },
  },
  pictureNaming: {
    trials: { min: 5, max: 40 },
    timeLimitSeconds: timeLimit,
    distractors: { min: 1, max: 3 },
  },
  orientationQuiz: {
    trials: { min: 3, max: 20 },
    timeLimitSeconds: timeLimit,
    distractors: { min: 1, max: 3 },
  },
};

const settingValue = (name: ItemSettingName) =>
  z
    .number({ error: `${itemSettingLabel[name]}必须是数字` })
    .int(`${itemSettingLabel[name]}必须是整数`)
    .optional();

/** A plan item's settings as sent and stored; the ranges are checked per exercise (`checkItemSettings`). */
export const planItemSettings = z.strictObject({
  trials: settingValue('trials'),
  timeLimitSeconds: settingValue('timeLimitSeconds'),
  stimulusMs: settingValue('stimulusMs'),
  distractors: settingValue('distractors'),
});
export type PlanItemSettings = z.infer<typeof planItemSettings>;

/** The Chinese message for a value outside its range (server answer and console form alike). */
export function settingRangeMessage(name: ItemSettingName, range: SettingRange): string {
  return `${itemSettingLabel[name]}须在${range.min}到${range.max}之间`;
}

/**
 * What is wrong with `settings` for `kind`: one message per setting, keyed by its name (a setting
 * the exercise does not take, or a value outside the safe range). Empty when all is well.
 */
export function itemSettingProblems(
  kind: ExerciseKind,
  settings: PlanItemSettings,
): Partial<Record<ItemSettingName, string>> {
  const problems: Partial<Record<ItemSettingName, string>> = {};
  for (const name of itemSettingName.options) {
    const value = settings[name];
    if (value === undefined) continue;
    const range = itemSettingRanges[kind][name];
    if (!range) problems[name] = `该训练项目不能设置${itemSettingLabel[name]}`;
    else if (value < range.min || value > range.max) {
      problems[name] = settingRangeMessage(name, range);
    }
  }
  return problems;
}
