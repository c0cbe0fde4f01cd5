import { exerciseEntries } from '@cep/contract';
import type { ExerciseDefinition } from './definition';
import { levelTable } from './definition';

/* Faster stimuli and more no-go trials as the level rises (more pressure to withhold). */

export const goNoGo: ExerciseDefinition<'goNoGo'> = {
  entry: exerciseEntries.goNoGo,
  levels: levelTable(10, (level) => {
    const stimulusMs = 1000 - (level - 1) * 60;
    return {
      kind: 'goNoGo',
      trials: 40,
      stimulusMs,
      responseWindowMs: stimulusMs + 500,
      noGoRatio: Math.round((0.2 + (level - 1) * 0.02) * 100) / 100,
    };
  }),
  practiceTrials: 4,
};
