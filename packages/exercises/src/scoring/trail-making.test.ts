import { describe, expect, it } from 'vitest';
import { levelOutcomes, scoreExercise } from './score-exercise';
import { trials } from './test-trials';
import { scoreTrail, trailLabels } from './trail-making';

describe('trail making', () => {
  it('part A is 1..n; part B alternates numbers and the heavenly stems', () => {
    expect(trailLabels(5, false)).toEqual(['1', '2', '3', '4', '5']);
    expect(trailLabels(7, true)).toEqual(['1', '甲', '2', '乙', '3', '丙', '4']);
    expect(trailLabels(20, true).at(-1)).toBe('癸');
  });

  it('wrong taps are commissions; the completion time sums the correct taps', () => {
    const score = scoreTrail(
      trials([
        ['1', '1', 900],
        ['甲', '2', 300], // the switch missed: a commission
        ['甲', '甲', 1200],
        ['2', '2', 900],
      ]),
      3,
    );
    expect(score).toMatchObject({
      reached: 3,
      completed: true,
      commissions: 1,
      omissions: 0,
      completionMs: 3000,
      accuracy: 0.75,
    });
  });

  it('circles not reached are omissions and count against accuracy', () => {
    const score = scoreTrail(trials([['1', '1', 800]]), 8);
    expect(score).toMatchObject({ reached: 1, completed: false, omissions: 7 });
    expect(score.accuracy).toBeCloseTo(1 / 8);
  });

  it('one level outcome per trail: all reached within the limit and at most one wrong tap', () => {
    const params = { kind: 'trailMaking', count: 3, partB: false, timeLimitMs: 5000 } as const;
    const clean = trials([
      ['1', '1', 1000],
      ['2', '2', 1000],
      ['3', '3', 1000],
    ]);
    expect(levelOutcomes(scoreExercise(params, 2, clean))).toEqual([true]);
    const slow = scoreExercise({ ...params, timeLimitMs: 2000 }, 2, clean);
    expect(slow.extra).toMatchObject({ completed: 0, completionMs: 3000 });
    expect(levelOutcomes(slow)).toEqual([false]);
    const twoWrong = trials([
      ['1', '2', 100],
      ['1', '3', 100],
      ['1', '1', 1000],
      ['2', '2', 1000],
      ['3', '3', 1000],
    ]);
    expect(levelOutcomes(scoreExercise(params, 2, twoWrong))).toEqual([false]);
    expect(levelOutcomes(scoreExercise(params, 2, clean, 'abandoned'))).toEqual([]);
  });
});
