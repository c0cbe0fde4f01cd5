import type { CognitiveDomain, ExerciseKind } from '@cep/contract';
import { cognitiveDomain } from '@cep/contract';
import type { ExerciseDefinition, ParamsOf } from './definition';
import { digitSpanBackward, digitSpanForward } from './digit-span';
import { goNoGo } from './go-no-go';
import { nBack } from './n-back';
import { schulteGrid } from './schulte-grid';
import { stroop } from './stroop';
import { mentalRotation } from './mental-rotation';
import { symbolDigit } from './symbol-digit';
import { trailMaking } from './trail-making';
import { orientationQuiz } from './orientation-quiz';
import { pictureNaming } from './picture-naming';
import { visualSearch } from './visual-search';
import { wordListRecall } from './word-list-recall';

/** Every exercise, by kind. */
export const exerciseCatalogue: { readonly [K in ExerciseKind]: ExerciseDefinition<K> } = {
  digitSpanForward,
  digitSpanBackward,
  schulteGrid,
  goNoGo,
  nBack,
  stroop,
  // Issue 33, set A.
  symbolDigit,
  trailMaking,
  mentalRotation,
  visualSearch,
  wordListRecall,
  pictureNaming,
  orientationQuiz,
};

/** The catalogue grouped by cognitive domain, in the contract's domain order (empty ones too). */
export function catalogueByDomain(): ReadonlyArray<{
  domain: CognitiveDomain;
  exercises: ExerciseDefinition[];
}> {
  const all = Object.values(exerciseCatalogue) as ExerciseDefinition[];
  return cognitiveDomain.options.map((domain) => ({
    domain,
    exercises: all.filter((definition) => definition.entry.domain === domain),
  }));
}

/** The parameters of `level` (clamped to 1..maxLevel: a stored level may outlive a shorter table). */
export function levelParamsOf<K extends ExerciseKind>(kind: K, level: number): ParamsOf<K> {
  const definition = exerciseCatalogue[kind] as unknown as ExerciseDefinition<K>;
  const index = Math.min(Math.max(Math.trunc(level), 1), definition.entry.maxLevel) - 1;
  return definition.levels[index]!;
}
