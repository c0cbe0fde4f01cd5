import { z } from 'zod';
import { text } from './fields';

/*
 * Cognitive training exercises (认知训练): the catalogue, the per-level parameters, one record per
 * trial, a finished run's result, and the rule that moves a patient between levels. Shared by the
 * server (which stores results and the level a plan item left off at) and `@cep/exercises`.
 */

/** The cognitive domains the catalogue is grouped by (RehaCom / NeuronUP; DOMAIN.md §1's eight). */
export const cognitiveDomain = z.enum([
  'attention',
  'memory',
  'executiveFunction',
  'processingSpeed',
  'language',
  'visuospatial',
  'visuomotor',
  'orientation',
]);
export type CognitiveDomain = z.infer<typeof cognitiveDomain>;

/** The exercises built so far; one lazy screen each in `@cep/exercises`. */
export const exerciseKind = z.enum([
  'digitSpanForward',
  'digitSpanBackward',
  'schulteGrid',
  'goNoGo',
  'nBack',
  'stroop',
  // Issue 33, set A: processing speed, visuomotor, visuospatial.
  'symbolDigit',
  'trailMaking',
  'mentalRotation',
  // Set B (issue 33): attention, memory, language, orientation.
  'visualSearch',
  'wordListRecall',
  'pictureNaming',
  'orientationQuiz',
]);
export type ExerciseKind = z.infer<typeof exerciseKind>;

/** Levels start at 1 (RehaCom); the top is per exercise. */
/** A whole number from `min` to `max`, with a Chinese message that names the field for each mistake. */
function wholeNumber(label: string, min: number, max: number) {
  return z
    .number({ error: `${label}必须是数字` })
    .int(`${label}必须是整数`)
    .min(min, `${label}不能小于${min}`)
    .max(max, `${label}不能大于${max}`);
}

export const exerciseLevel = wholeNumber('级别', 1, 100);

const ms = z.number().int().min(0).max(600_000);

/** Digit span: how many digits are shown, one every `stimulusMs`. */
export const digitSpanParams = z.strictObject({
  spanLength: z.number().int().min(2).max(12),
  stimulusMs: ms,
  trials: z.number().int().min(1).max(50),
});

/** Schulte grid: find 1..size² in order; `timeLimitMs` 0 means untimed. */
export const schulteGridParams = z.strictObject({
  gridSize: z.number().int().min(3).max(7),
  timeLimitMs: ms,
});

/** Go/No-Go: respond to go, withhold on no-go; `noGoRatio` is the share of no-go stimuli. */
export const goNoGoParams = z.strictObject({
  trials: z.number().int().min(1).max(200),
  stimulusMs: ms,
  responseWindowMs: ms,
  noGoRatio: z.number().min(0).max(1),
});

/** N-back: respond when the stimulus equals the one n steps back. */
export const nBackParams = z.strictObject({
  n: z.number().int().min(1).max(3),
  trials: z.number().int().min(1).max(200),
  stimulusMs: ms,
  responseWindowMs: ms,
  targetRatio: z.number().min(0).max(1),
});

/** Stroop: name the ink of a colour word; `incongruentRatio` of trials where word ≠ ink. */
export const stroopParams = z.strictObject({
  trials: z.number().int().min(1).max(200),
  responseWindowMs: ms,
  incongruentRatio: z.number().min(0).max(1),
  /** How many colours are in play (also the number of answer buttons). */
  colourCount: z.number().int().min(2).max(6),
});

/**
 * Symbol–digit substitution (符号数字转换): a key of `pairs` symbols ↔ digits 1..pairs on top; each
 * trial shows one symbol, answered with its digit within `responseWindowMs`.
 */
export const symbolDigitParams = z.strictObject({
  pairs: z.number().int().min(3).max(9),
  trials: z.number().int().min(1).max(200),
  responseWindowMs: z.number().int().min(1000).max(60_000),
});

/**
 * Trail making (连线测验): tap `count` circles in order, 1..count (part A) or alternating numbers
 * and 天干 1-甲-2-乙… (part B, at most 10 of each); `timeLimitMs` 0 means untimed.
 */
export const trailMakingParams = z.strictObject({
  count: z.number().int().min(4).max(20),
  partB: z.boolean(),
  timeLimitMs: ms,
});

/**
 * Mental rotation (心理旋转): two shapes of `cells` squares, the second turned by up to `maxAngle`
 * degrees (steps of 45) and mirrored in `mirrorRatio` of the trials; answer 相同 or 镜像.
 */
export const mentalRotationParams = z.strictObject({
  cells: z.number().int().min(4).max(8),
  maxAngle: z.number().int().min(0).max(180).multipleOf(45),
  mirrorRatio: z.number().min(0).max(1),
  trials: z.number().int().min(1).max(200),
  responseWindowMs: z.number().int().min(1000).max(60_000),
});

/* ── Set B (issue 33) ─────────────────────────────────────────────────────────────────────────── */

/** A time limit where 0 means none (older patients are not rushed unless the level says so). */
const limitMs = z.number().int().min(0).max(600_000);

/**
 * Visual search (cancellation): mark every target in a grid of `columns` × `rows` characters.
 * `similarity` 0 draws distractors unlike the target, 1 half alike, 2 all alike. At most six
 * columns so each cell keeps 44 px on a 375 px wide phone.
 */
export const visualSearchParams = z.strictObject({
  grids: z.number().int().min(1).max(10),
  columns: z.number().int().min(3).max(6),
  rows: z.number().int().min(3).max(10),
  targets: z.number().int().min(1).max(20),
  similarity: z.number().int().min(0).max(2),
  timeLimitMs: limitMs,
});

/**
 * Word-list recall: `listLength` two-character words shown one every `stimulusMs`, recognised
 * among as many foils at once and again after `fillerItems` counting questions. `foilSimilarity`
 * is the share of foils drawn from the studied words' own categories.
 */
export const wordListRecallParams = z.strictObject({
  listLength: z.number().int().min(3).max(15),
  stimulusMs: z.number().int().min(500).max(10_000),
  fillerItems: z.number().int().min(0).max(10),
  foilSimilarity: z.number().min(0).max(1),
  responseWindowMs: limitMs,
});

/**
 * Picture naming: a line drawing and `choices` names; a `categoryRatio` share of the trials asks
 * instead which of four words does not belong with the others. `foilSimilarity` is the share of
 * wrong names from the picture's own category.
 */
export const pictureNamingParams = z.strictObject({
  trials: z.number().int().min(1).max(60),
  choices: z.number().int().min(2).max(4),
  foilSimilarity: z.number().min(0).max(1),
  categoryRatio: z.number().min(0).max(1),
  responseWindowMs: limitMs,
});

/**
 * Orientation: `trials` questions about time and place with `choices` answers, drawn from the first
 * `topics` of time of day, season, weekday, month, year, date (and the place when `place` names it).
 */
export const orientationQuizParams = z.strictObject({
  trials: z.number().int().min(1).max(30),
  choices: z.number().int().min(2).max(4),
  topics: z.number().int().min(1).max(6),
  responseWindowMs: limitMs,
  /** Where the patient trains (e.g. a hospital's name), set by the therapist; no place question without it. */
  place: z.string().trim().min(1).max(30).optional(),
});

/** Level parameters, tagged by exercise so one schema validates any of them. */
export const levelParams = z.discriminatedUnion('kind', [
  digitSpanParams.extend({ kind: z.literal('digitSpanForward') }),
  digitSpanParams.extend({ kind: z.literal('digitSpanBackward') }),
  schulteGridParams.extend({ kind: z.literal('schulteGrid') }),
  goNoGoParams.extend({ kind: z.literal('goNoGo') }),
  nBackParams.extend({ kind: z.literal('nBack') }),
  stroopParams.extend({ kind: z.literal('stroop') }),
  symbolDigitParams.extend({ kind: z.literal('symbolDigit') }),
  trailMakingParams.extend({ kind: z.literal('trailMaking') }),
  mentalRotationParams.extend({ kind: z.literal('mentalRotation') }),
  visualSearchParams.extend({ kind: z.literal('visualSearch') }),
  wordListRecallParams.extend({ kind: z.literal('wordListRecall') }),
  pictureNamingParams.extend({ kind: z.literal('pictureNaming') }),
  orientationQuizParams.extend({ kind: z.literal('orientationQuiz') }),
]);
export type LevelParams = z.infer<typeof levelParams>;
export type DigitSpanParams = z.infer<typeof digitSpanParams>;
export type SchulteGridParams = z.infer<typeof schulteGridParams>;
export type GoNoGoParams = z.infer<typeof goNoGoParams>;
export type NBackParams = z.infer<typeof nBackParams>;
export type StroopParams = z.infer<typeof stroopParams>;
export type SymbolDigitParams = z.infer<typeof symbolDigitParams>;
export type TrailMakingParams = z.infer<typeof trailMakingParams>;
export type MentalRotationParams = z.infer<typeof mentalRotationParams>;
export type VisualSearchParams = z.infer<typeof visualSearchParams>;
export type WordListRecallParams = z.infer<typeof wordListRecallParams>;
export type PictureNamingParams = z.infer<typeof pictureNamingParams>;
export type OrientationQuizParams = z.infer<typeof orientationQuizParams>;

/** Text in both shipped languages. */
export const localizedText = z.strictObject({
  'zh-CN': z.string().min(1),
  'en-US': z.string().min(1),
});
export type LocalizedText = z.infer<typeof localizedText>;

/** One entry of the catalogue (parameters per level live in code, checked by `levelParams`). */
export const exerciseCatalogueEntry = z.strictObject({
  kind: exerciseKind,
  domain: cognitiveDomain,
  name: localizedText,
  /** Plain-words instructions shown before the practice. */
  instructions: localizedText,
  maxLevel: exerciseLevel,
});
export type ExerciseCatalogueEntry = z.infer<typeof exerciseCatalogueEntry>;

/**
 * One trial: what was shown, what the patient did, whether it was right, and the reaction time
 * from the frame the stimulus was drawn (null when there was no response).
 */
export const trialRecord = z.strictObject({
  index: z.number().int().min(0),
  /** Whether it belonged to the practice (practice trials are not scored). */
  practice: z.boolean(),
  stimulus: text().max(200),
  /** null: no response (an omission, or a correct withhold on no-go). */
  response: text().max(200).nullable(),
  correct: z.boolean(),
  rtMs: z.number().min(0).max(600_000).nullable(),
});
export type TrialRecord = z.infer<typeof trialRecord>;

/** How a run ended: finished, or abandoned by the patient (kept, but does not move the level). */
export const exerciseOutcome = z.enum(['completed', 'abandoned']);
export type ExerciseOutcome = z.infer<typeof exerciseOutcome>;

/** A run's result (RehaCom counts correct, missed = omissions, false = commissions). */
export const exerciseResult = z.strictObject({
  kind: exerciseKind,
  level: exerciseLevel,
  outcome: exerciseOutcome,
  trials: z.array(trialRecord).max(1000),
  /** Share of scored trials that were correct, 0..1. */
  accuracy: z.number().min(0).max(1),
  meanRtMs: z.number().min(0).nullable(),
  medianRtMs: z.number().min(0).nullable(),
  /** Missed targets: no response where one was due. */
  omissions: z.number().int().min(0),
  /** False reactions: a response where none was due, or a wrong one. */
  commissions: z.number().int().min(0),
  /** Exercise-specific measures (e.g. Stroop interference cost in ms, longest span). */
  extra: z.record(text().max(50), z.number()).optional(),
});
export type ExerciseResult = z.infer<typeof exerciseResult>;

/**
 * The level rule of a plan item (PMC7387708): a staircase (`up` correct in a row → level up,
 * `down` errors in a row → level down; 3/2 by default) or a block rule (after `blockSize` trials:
 * errors < `upBelow` → up, errors > `downAbove` → down).
 */
export const levelRule = z.discriminatedUnion('type', [
  z.strictObject({
    type: z.literal('staircase'),
    up: wholeNumber('连续答对次数', 1, 20).default(3),
    down: wholeNumber('连续答错次数', 1, 20).default(2),
  }),
  z
    .strictObject({
      type: z.literal('block'),
      blockSize: wholeNumber('每组题数', 1, 200).default(40),
      upBelow: wholeNumber('升级的错误数', 0, 200).default(6),
      downAbove: wholeNumber('降级的错误数', 0, 200).default(8),
    })
    // Otherwise one block could call for both a level up and a level down.
    .refine((rule) => rule.upBelow <= rule.downAbove + 1, {
      message: '升级的错误数不能大于降级的错误数加1',
      path: ['upBelow'],
    }),
]);
export type LevelRule = z.infer<typeof levelRule>;
export type LevelRuleInput = z.input<typeof levelRule>;

/**
 * Where the level engine stands for one plan item, stored between sessions so the next one
 * starts at the level (and the half-counted streak or block) the engine left.
 */
export const levelState = z.strictObject({
  level: exerciseLevel,
  correctStreak: z.number().int().min(0),
  errorStreak: z.number().int().min(0),
  blockCount: z.number().int().min(0),
  blockErrors: z.number().int().min(0),
});
export type LevelStateData = z.infer<typeof levelState>;
