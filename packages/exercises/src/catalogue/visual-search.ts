import { exerciseEntries } from '@cep/contract';
import type { ExerciseDefinition } from './definition';
import { levelTable } from './definition';

/*
 * Cancellation, harder by level: the grid grows (4×4 to 6×8, at most six columns so a cell keeps
 * 44 px on a phone), the distractors come to look like the target (山 among 日, then 目 and 白 among
 * 日), and from level 7 there is a time limit. Two grids per session.
 */
const GRID: ReadonlyArray<readonly [columns: number, rows: number]> = [
  [4, 4],
  [4, 5],
  [5, 5],
  [5, 6],
  [5, 7],
  [6, 6],
  [6, 7],
  [6, 7],
  [6, 8],
  [6, 8],
];

export const visualSearch: ExerciseDefinition<'visualSearch'> = {
  entry: exerciseEntries.visualSearch,
  levels: levelTable(10, (level) => {
    const [columns, rows] = GRID[level - 1]!;
    return {
      kind: 'visualSearch',
      grids: 2,
      columns,
      rows,
      targets: Math.round((columns * rows) / 5),
      similarity: level <= 3 ? 0 : level <= 6 ? 1 : 2,
      timeLimitMs: level <= 6 ? 0 : 120_000 - (level - 7) * 15_000,
    };
  }),
  practiceTrials: 1,
};
