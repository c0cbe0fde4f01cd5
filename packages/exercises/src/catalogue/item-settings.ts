import type { ExerciseKind, LevelParams, PlanItemSettings } from '@cep/contract';
import type { ParamsOf } from './definition';
import { levelParamsOf } from './catalogue';

/*
 * A therapist's settings of a plan item (issue 33 §2) laid over the level's parameters, so the
 * session plays exactly what was prescribed: 20 trials set → 20 trials played, at every level.
 * The contract has checked each value against the exercise's safe range (`itemSettingRanges`);
 * a setting an exercise does not take is ignored here.
 */

/** The field of each exercise's parameters that counts its trials (or grids, words, circles). */
function withTrials(params: LevelParams, trials: number): LevelParams {
  switch (params.kind) {
    case 'visualSearch':
      return { ...params, grids: trials };
    case 'wordListRecall':
      return { ...params, listLength: trials };
    case 'trailMaking':
      return { ...params, count: trials };
    case 'schulteGrid':
      return params;
    default:
      return { ...params, trials };
  }
}

/** Distractors are the wrong answers beside the right one: the answer buttons are one more. */
function withDistractors(params: LevelParams, distractors: number): LevelParams {
  switch (params.kind) {
    case 'stroop':
      return { ...params, colourCount: distractors + 1 };
    case 'pictureNaming':
    case 'orientationQuiz':
      return { ...params, choices: distractors + 1 };
    default:
      return params;
  }
}

function withStimulus(params: LevelParams, stimulusMs: number): LevelParams {
  switch (params.kind) {
    case 'digitSpanForward':
    case 'digitSpanBackward':
    case 'goNoGo':
    case 'nBack':
    case 'wordListRecall':
      return { ...params, stimulusMs };
    default:
      return params;
  }
}

/** `params` with the therapist's settings applied. */
export function applyItemSettings<K extends ExerciseKind>(
  params: ParamsOf<K>,
  settings: PlanItemSettings,
): ParamsOf<K> {
  let next: LevelParams = params;
  if (settings.trials !== undefined) next = withTrials(next, settings.trials);
  if (settings.stimulusMs !== undefined) next = withStimulus(next, settings.stimulusMs);
  if (settings.distractors !== undefined) next = withDistractors(next, settings.distractors);
  return next as ParamsOf<K>;
}

/** What a session plays for one plan item at `level`: the parameters and the time limit (ms). */
export function prescribedRun<K extends ExerciseKind>(
  kind: K,
  level: number,
  settings: PlanItemSettings,
): { params: ParamsOf<K>; timeLimitMs: number | undefined } {
  return {
    params: applyItemSettings(levelParamsOf(kind, level), settings),
    timeLimitMs:
      settings.timeLimitSeconds === undefined ? undefined : settings.timeLimitSeconds * 1000,
  };
}
