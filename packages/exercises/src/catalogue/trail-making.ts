import { exerciseEntries } from '@cep/contract';
import type { ExerciseDefinition } from './definition';
import { levelTable } from './definition';

/*
 * Part A (numbers only) at levels 1..5 with 8..20 circles, then part B (1-甲-2-乙…, the switching
 * version) at levels 6..10. Each part's first level is untimed; the others get about 4 s (A) or
 * 6 s (B) a circle.
 */
const steps: ReadonlyArray<readonly [count: number, partB: boolean, timeLimitMs: number]> = [
  [8, false, 0],
  [12, false, 60_000],
  [16, false, 64_000],
  [20, false, 80_000],
  [20, false, 60_000],
  [8, true, 0],
  [10, true, 60_000],
  [14, true, 84_000],
  [18, true, 108_000],
  [20, true, 120_000],
];

export const trailMaking: ExerciseDefinition<'trailMaking'> = {
  entry: exerciseEntries.trailMaking,
  levels: levelTable(steps.length, (level) => {
    const [count, partB, timeLimitMs] = steps[level - 1]!;
    return { kind: 'trailMaking', count, partB, timeLimitMs };
  }),
  // One short untimed trail of the level's part (5 circles A, 6 circles B).
  practiceTrials: 1,
};
