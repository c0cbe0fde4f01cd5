import { exerciseEntries } from '@cep/contract';
import type { ExerciseDefinition } from './definition';
import { levelTable } from './definition';

/*
 * Turns of up to 45° at first, up to 180° from level 7; shapes of 4 squares growing to 7; the
 * answer window shrinks from 8 s to 3.5 s. Half of the pairs are mirror images at every level
 * (otherwise "same" would always be right). Sixteen pairs a run.
 */
const steps: ReadonlyArray<readonly [maxAngle: number, cells: number]> = [
  [45, 4],
  [45, 5],
  [90, 4],
  [90, 5],
  [135, 5],
  [135, 6],
  [180, 6],
  [180, 6],
  [180, 7],
  [180, 7],
];

export const mentalRotation: ExerciseDefinition<'mentalRotation'> = {
  entry: exerciseEntries.mentalRotation,
  levels: levelTable(steps.length, (level) => {
    const [maxAngle, cells] = steps[level - 1]!;
    return {
      kind: 'mentalRotation',
      cells,
      maxAngle,
      mirrorRatio: 0.5,
      trials: 16,
      responseWindowMs: 8000 - (level - 1) * 500,
    };
  }),
  practiceTrials: 4,
};
