import { exerciseEntries } from '@cep/contract';
import type { ExerciseDefinition } from './definition';
import { levelTable } from './definition';

/* Three levels per n (1, 2, 3), each faster than the one before. */
const paces = [
  { stimulusMs: 1000, responseWindowMs: 2500 },
  { stimulusMs: 750, responseWindowMs: 2000 },
  { stimulusMs: 500, responseWindowMs: 1500 },
] as const;

export const nBack: ExerciseDefinition<'nBack'> = {
  entry: exerciseEntries.nBack,
  levels: levelTable(9, (level) => {
    const n = Math.ceil(level / 3);
    const pace = paces[(level - 1) % 3]!;
    return { kind: 'nBack', n, trials: 20 + n, targetRatio: 0.3, ...pace };
  }),
  practiceTrials: 5,
};
