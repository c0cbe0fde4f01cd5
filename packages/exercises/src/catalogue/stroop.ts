import { exerciseEntries } from '@cep/contract';
import type { ExerciseDefinition } from './definition';
import { levelTable } from './definition';

/* More colours, more incongruent trials and less time as the level rises. */

export const stroop: ExerciseDefinition<'stroop'> = {
  entry: exerciseEntries.stroop,
  levels: levelTable(10, (level) => ({
    kind: 'stroop',
    trials: 24,
    colourCount: level <= 3 ? 3 : level <= 7 ? 4 : 5,
    incongruentRatio: Math.round((0.25 + (level - 1) * 0.05) * 100) / 100,
    responseWindowMs: 3000 - (level - 1) * 200,
  })),
  practiceTrials: 3,
};
