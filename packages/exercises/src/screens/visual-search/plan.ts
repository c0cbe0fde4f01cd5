import type { VisualSearchParams } from '@cep/contract';
import type { StimulusPlan } from '../runner';
import { pick, shuffle } from '../runner';
import { SEARCH_FAMILIES, UNLIKE } from './characters';

/** One grid: the character to find and the cells in reading order. */
export interface SearchGrid {
  /** Its place in the run (the trial records tell grids apart by it). */
  index: number;
  target: string;
  columns: number;
  cells: string[];
}

type GridShape = Pick<VisualSearchParams, 'columns' | 'rows' | 'targets' | 'similarity'>;

/** A grid with exactly `targets` targets; distractors alike (similarity 2), unlike (0), or half each. */
export function searchGrid(shape: GridShape, random: () => number, index = 0): SearchGrid {
  const family = SEARCH_FAMILIES[pick(random, SEARCH_FAMILIES.length)]!;
  const unlike = UNLIKE.filter((c) => c !== family.target && !family.alike.includes(c));
  const size = shape.columns * shape.rows;
  const targets = Math.min(shape.targets, size - 1);
  const distractors = Array.from({ length: size - targets }, (_, i) => {
    const alike = shape.similarity === 2 || (shape.similarity === 1 && i % 2 === 0);
    const pool = alike ? family.alike : unlike;
    return pool[pick(random, pool.length)]!;
  });
  return {
    index,
    target: family.target,
    columns: shape.columns,
    cells: shuffle(
      [...Array.from({ length: targets }, () => family.target), ...distractors],
      random,
    ),
  };
}

/** The practice is one small 3×3 grid with unlike distractors; then `grids` grids of the level. */
export function planVisualSearch(
  params: VisualSearchParams,
  random: () => number,
  practiceGrids = 1,
): StimulusPlan<SearchGrid> {
  return {
    practice: Array.from({ length: practiceGrids }, (_, index) =>
      searchGrid({ columns: 3, rows: 3, targets: 2, similarity: 0 }, random, index),
    ),
    scored: Array.from({ length: params.grids }, (_, index) => searchGrid(params, random, index)),
  };
}
