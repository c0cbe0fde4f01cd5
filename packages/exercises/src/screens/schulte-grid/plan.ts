import type { SchulteGridParams } from '@cep/contract';
import type { StimulusPlan } from '../runner';
import { shuffle } from '../runner';

/** A grid is its numbers 1..size² in reading order (row by row). */
export type SchulteLayout = number[];

export function schulteLayout(gridSize: number, random: () => number): SchulteLayout {
  return shuffle(
    Array.from({ length: gridSize * gridSize }, (_, i) => i + 1),
    random,
  );
}

/** The practice is one small 3×3 grid (untimed); then one grid of the level. */
export function planSchulte(
  params: SchulteGridParams,
  random: () => number,
  practiceGrids = 1,
): StimulusPlan<SchulteLayout> {
  return {
    practice: Array.from({ length: practiceGrids }, () => schulteLayout(3, random)),
    scored: [schulteLayout(params.gridSize, random)],
  };
}
