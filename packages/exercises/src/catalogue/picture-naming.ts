import { exerciseEntries } from '@cep/contract';
import type { ExerciseDefinition } from './definition';
import { levelTable } from './definition';

/*
 * Naming, then semantic categories: two names to choose from at level 1, four from level 3; the
 * wrong names come from the picture's own category from level 4 (杯子 against 勺子, not 太阳); from
 * level 6 a growing share of the trials asks which of four words does not belong.
 */
export const pictureNaming: ExerciseDefinition<'pictureNaming'> = {
  entry: exerciseEntries.pictureNaming,
  levels: levelTable(10, (level) => ({
    kind: 'pictureNaming',
    trials: 12 + 2 * Math.floor((level - 1) / 2),
    choices: level === 1 ? 2 : level === 2 ? 3 : 4,
    foilSimilarity: level <= 3 ? 0 : level <= 5 ? 0.5 : 1,
    categoryRatio: level <= 5 ? 0 : Math.round((level - 5) * 0.12 * 100) / 100,
    responseWindowMs: level <= 7 ? 0 : 15_000 - (level - 8) * 3000,
  })),
  practiceTrials: 2,
};
