import type { TrialRecord } from '@cep/contract';
import { scoredTrials, summarise, type TrialSummary } from './summary';

/*
 * Visual search (cancellation). One record per target of a grid and one per distractor the patient
 * marked; distractors left alone are not trials (counting them would make a careless search look
 * accurate). The stimulus is "grid:T|D:cell:character" (e.g. "0:T:5:日"), the response "mark" or
 * null. A target left unmarked is an omission, a marked distractor a commission. The RT of a mark
 * runs from the grid's drawn frame, so a grid's last mark is its search time.
 */

export interface SearchCell {
  grid: number;
  target: boolean;
  cell: number;
  character: string;
}

export function visualSearchStimulus(cell: SearchCell): string {
  return `${cell.grid}:${cell.target ? 'T' : 'D'}:${cell.cell}:${cell.character}`;
}

export function parseVisualSearchStimulus(stimulus: string): SearchCell {
  const [grid = '0', kind = 'D', cell = '0', character = ''] = stimulus.split(':');
  return { grid: Number(grid), target: kind === 'T', cell: Number(cell), character };
}

export function judgeVisualSearch(stimulus: string, response: string | null): boolean {
  const marked = response === 'mark';
  return parseVisualSearchStimulus(stimulus).target ? marked : !marked;
}

export interface VisualSearchScore extends TrialSummary {
  hits: number;
  targets: number;
  /** Sum over grids of the time from the grid's drawing to its last mark. */
  searchMs: number;
  /** Grids with every target marked and at most one wrong mark (what moves the level). */
  gridsCleared: number;
  grids: number;
}

/** Per grid: every target marked and at most one wrong mark. */
export function visualSearchGridOutcomes(trials: readonly TrialRecord[]): boolean[] {
  const byGrid = new Map<number, { missed: number; wrong: number }>();
  for (const trial of scoredTrials(trials)) {
    const { grid, target } = parseVisualSearchStimulus(trial.stimulus);
    const counts = byGrid.get(grid) ?? { missed: 0, wrong: 0 };
    if (!judgeVisualSearch(trial.stimulus, trial.response)) {
      if (target) counts.missed += 1;
      else counts.wrong += 1;
    }
    byGrid.set(grid, counts);
  }
  return [...byGrid.entries()]
    .sort(([a], [b]) => a - b)
    .map(([, counts]) => counts.missed === 0 && counts.wrong <= 1);
}

export function scoreVisualSearch(trials: readonly TrialRecord[]): VisualSearchScore {
  const judged = scoredTrials(trials).map((trial) => ({
    ...trial,
    correct: judgeVisualSearch(trial.stimulus, trial.response),
  }));
  const targets = judged.filter((t) => parseVisualSearchStimulus(t.stimulus).target);
  const hits = targets.filter((t) => t.correct).length;
  const lastMark = new Map<number, number>();
  for (const trial of judged) {
    if (trial.response !== 'mark' || trial.rtMs === null) continue;
    const { grid } = parseVisualSearchStimulus(trial.stimulus);
    lastMark.set(grid, Math.max(lastMark.get(grid) ?? 0, trial.rtMs));
  }
  const outcomes = visualSearchGridOutcomes(judged);
  return {
    ...summarise(judged, {
      omissions: targets.length - hits,
      commissions: judged
        .filter((t) => !parseVisualSearchStimulus(t.stimulus).target)
        .filter((t) => !t.correct).length,
    }),
    hits,
    targets: targets.length,
    searchMs: [...lastMark.values()].reduce((sum, ms) => sum + ms, 0),
    gridsCleared: outcomes.filter(Boolean).length,
    grids: outcomes.length,
  };
}
