import { exerciseEntries } from '@cep/contract';
import type { ExerciseDefinition } from './definition';
import { levelTable } from './definition';

/* Digits shown one a second (the clinical pace); a level adds one digit. */

export const digitSpanForward: ExerciseDefinition<'digitSpanForward'> = {
  entry: exerciseEntries.digitSpanForward,
  // Level 1 is 3 digits, level 10 is 12.
  levels: levelTable(10, (level) => ({
    kind: 'digitSpanForward',
    spanLength: level + 2,
    stimulusMs: 1000,
    trials: 6,
  })),
  practiceTrials: 1,
};

export const digitSpanBackward: ExerciseDefinition<'digitSpanBackward'> = {
  entry: exerciseEntries.digitSpanBackward,
  // Backward is harder: level 1 is 2 digits, level 9 is 10.
  levels: levelTable(9, (level) => ({
    kind: 'digitSpanBackward',
    spanLength: level + 1,
    stimulusMs: 1000,
    trials: 6,
  })),
  practiceTrials: 1,
};
