import { exerciseEntries } from '@cep/contract';
import type { ExerciseDefinition } from './definition';
import { levelTable } from './definition';

/* Each grid size comes first untimed, then with a time limit (0 = untimed). */
const steps: ReadonlyArray<readonly [gridSize: number, timeLimitMs: number]> = [
  [3, 0],
  [3, 30_000],
  [4, 0],
  [4, 60_000],
  [5, 0],
  [5, 120_000],
  [6, 0],
  [6, 180_000],
  [7, 0],
  [7, 240_000],
];

export const schulteGrid: ExerciseDefinition<'schulteGrid'> = {
  entry: exerciseEntries.schulteGrid,
  levels: levelTable(steps.length, (level) => {
    const [gridSize, timeLimitMs] = steps[level - 1]!;
    return { kind: 'schulteGrid', gridSize, timeLimitMs };
  }),
  // One untimed 3×3 practice grid, whatever the level.
  practiceTrials: 1,
};
