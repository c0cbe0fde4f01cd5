import { exerciseEntries } from '@cep/contract';
import type { ExerciseDefinition } from './definition';
import { levelTable } from './definition';

/*
 * More symbol–digit pairs in the key (3 → 9 by level 7), then less time per item: 6 s at level 1
 * down to 2.4 s at level 10 (0.4 s a level). Twenty items a run.
 */
export const symbolDigit: ExerciseDefinition<'symbolDigit'> = {
  entry: exerciseEntries.symbolDigit,
  levels: levelTable(10, (level) => ({
    kind: 'symbolDigit',
    pairs: Math.min(9, level + 2),
    trials: 20,
    responseWindowMs: 6000 - (level - 1) * 400,
  })),
  practiceTrials: 3,
};
