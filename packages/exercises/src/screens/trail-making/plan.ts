import type { TrailMakingParams } from '@cep/contract';
import { trailLabels } from '../../scoring';
import type { StimulusPlan } from '../runner';
import { shuffle } from '../runner';

/** One circle: its label and where it sits, in cells of the board (centre = col + 0.5 + dx). */
export interface TrailCircle {
  label: string;
  col: number;
  row: number;
  /** Jitter within the cell, −JITTER..JITTER of a cell: never enough for two circles to touch. */
  dx: number;
  dy: number;
}

export interface TrailLayout {
  cols: number;
  rows: number;
  /** The labels in the order they are due. */
  order: string[];
  /** The circles in reading order (row by row): the order Tab moves in, which gives nothing away. */
  circles: TrailCircle[];
}

export const TRAIL_COLS = 5;
/** A 52 px circle in a cell of ≥ 60 px (a 375 px screen): ±6 % of a cell keeps them apart. */
export const JITTER = 0.06;

/**
 * Circles on a board of five columns, one per cell of a random choice of cells (so none overlap,
 * at any width), a little off each cell's centre so they do not look like a grid.
 */
export function trailLayout(count: number, partB: boolean, random: () => number): TrailLayout {
  const rows = Math.max(4, Math.ceil((count * 1.4) / TRAIL_COLS));
  const cells = shuffle(
    Array.from({ length: TRAIL_COLS * rows }, (_, i) => i),
    random,
  )
    .slice(0, count)
    .sort((a, b) => a - b);
  const order = trailLabels(count, partB);
  const labels = shuffle(order, random);
  const jitter = () => Math.round((random() * 2 - 1) * JITTER * 1000) / 1000;
  return {
    cols: TRAIL_COLS,
    rows,
    order,
    circles: cells.map((cell, i) => ({
      label: labels[i]!,
      col: cell % TRAIL_COLS,
      row: Math.floor(cell / TRAIL_COLS),
      dx: jitter(),
      dy: jitter(),
    })),
  };
}

/** One short untimed practice trail of the level's part (5 circles A, 6 B), then the level's. */
export function planTrail(
  params: TrailMakingParams,
  random: () => number,
  practiceTrails = 1,
): StimulusPlan<TrailLayout> {
  return {
    practice: Array.from({ length: practiceTrails }, () =>
      trailLayout(params.partB ? 6 : 5, params.partB, random),
    ),
    scored: [trailLayout(params.count, params.partB, random)],
  };
}
