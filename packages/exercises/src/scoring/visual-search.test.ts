import { describe, expect, it } from 'vitest';
import { levelOutcomes, scoreExercise } from './score-exercise';
import { trials } from './test-trials';
import { scoreVisualSearch, visualSearchGridOutcomes } from './visual-search';

describe('visual search (cancellation)', () => {
  const run = trials([
    ['0:T:1:日', 'mark', 900],
    ['0:T:5:日', 'mark', 2100],
    ['0:T:7:日', null, null], // a target missed: omission
    ['0:D:3:目', 'mark', 1500], // a look-alike marked: commission
    ['1:T:0:大', 'mark', 800],
    ['1:T:4:大', 'mark', 1200],
  ]);

  it('counts missed targets as omissions and marked distractors as commissions', () => {
    const score = scoreVisualSearch(run);
    expect(score.trials.map((t) => t.correct)).toEqual([true, true, false, false, true, true]);
    expect(score).toMatchObject({ omissions: 1, commissions: 1, hits: 4, targets: 5 });
    expect(score.accuracy).toBeCloseTo(4 / 6);
    // Search time: each grid's last mark (2100 + 1200).
    expect(score.searchMs).toBe(3300);
    expect(score.meanRtMs).toBe((900 + 2100 + 800 + 1200) / 4);
  });

  it('moves the level by grid: every target found and at most one wrong mark', () => {
    expect(visualSearchGridOutcomes(run)).toEqual([false, true]);
    const result = scoreExercise(
      {
        kind: 'visualSearch',
        grids: 2,
        columns: 4,
        rows: 4,
        targets: 3,
        similarity: 0,
        timeLimitMs: 0,
      },
      1,
      run,
    );
    expect(result.extra).toMatchObject({ gridsCleared: 1, grids: 2 });
    expect(levelOutcomes(result)).toEqual([false, true]);
    expect(levelOutcomes({ ...result, outcome: 'abandoned' })).toEqual([]);
  });

  it('leaves the practice out', () => {
    expect(scoreVisualSearch(trials([['0:T:1:日', null, null]], true)).trials).toEqual([]);
  });
});
