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
  entry: {
    kind: 'schulteGrid',
    domain: 'attention',
    name: { 'zh-CN': '舒尔特方格', 'en-US': 'Schulte grid' },
    instructions: {
      'zh-CN': '方格里有打乱的数字。从 1 开始，按顺序依次点出每个数字，越快越好。',
      'en-US':
        'The grid holds numbers in random places. Starting at 1, tap each number in order, as fast as you can.',
    },
    maxLevel: steps.length,
  },
  levels: levelTable(steps.length, (level) => {
    const [gridSize, timeLimitMs] = steps[level - 1]!;
    return { kind: 'schulteGrid', gridSize, timeLimitMs };
  }),
  // One untimed 3×3 practice grid, whatever the level.
  practiceTrials: 1,
};
