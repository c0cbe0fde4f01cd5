import { describe, expect, it } from 'vitest';
import { levelOutcomes, scoreExercise } from './score-exercise';
import { trials } from './test-trials';
import { scoreWordList, wordListStageOutcomes } from './word-list-recall';

describe('word-list recall (recognition, immediate and delayed)', () => {
  const run = trials([
    ['immediate:old:苹果', 'mark', 1200],
    ['immediate:old:香蕉', 'mark', 1800],
    ['immediate:new:葡萄', 'mark', 2500], // a foil picked: false alarm (commission)
    ['immediate:new:汽车', null, null], // a correct rejection
    ['delayed:old:苹果', 'mark', 1000],
    ['delayed:old:香蕉', null, null], // forgotten: omission
    ['delayed:new:西瓜', null, null],
    ['delayed:new:老虎', null, null],
  ]);

  it('scores hits per stage, misses as omissions and false alarms as commissions', () => {
    const score = scoreWordList(run);
    expect(score).toMatchObject({
      immediateHits: 2,
      delayedHits: 1,
      listLength: 2,
      falseAlarms: 1,
      omissions: 1,
      commissions: 1,
    });
    expect(score.accuracy).toBeCloseTo(6 / 8);
    expect(score.medianRtMs).toBe(1200);
  });

  it('moves the level once per stage (80 % of its words right)', () => {
    expect(wordListStageOutcomes(run)).toEqual([false, false]);
    const allRight = trials([
      ['immediate:old:苹果', 'mark', 900],
      ['immediate:new:汽车', null, null],
      ['delayed:old:苹果', 'mark', 900],
      ['delayed:new:老虎', null, null],
    ]);
    const result = scoreExercise(
      {
        kind: 'wordListRecall',
        listLength: 4,
        stimulusMs: 2000,
        fillerItems: 3,
        foilSimilarity: 0,
        responseWindowMs: 0,
      },
      1,
      allRight,
    );
    expect(levelOutcomes(result)).toEqual([true, true]);
    expect(result.extra).toMatchObject({ immediateHits: 1, delayedHits: 1, falseAlarms: 0 });
  });
});
