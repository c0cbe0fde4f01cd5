import { describe, expect, it } from 'vitest';
import { levelOutcomes, scoreExercise } from './score-exercise';
import { judgeSymbolDigit, scoreSymbolDigit, symbolDigitStimulus } from './symbol-digit';
import { trials } from './test-trials';

describe('symbol–digit', () => {
  it('judges the digit the key gave the symbol', () => {
    expect(symbolDigitStimulus('ring', 3)).toBe('ring:3');
    expect(judgeSymbolDigit('ring:3', '3')).toBe(true);
    expect(judgeSymbolDigit('ring:3', '4')).toBe(false);
    expect(judgeSymbolDigit('ring:3', null)).toBe(false);
  });

  it('a wrong digit is a commission, no answer an omission; speed is correct per minute', () => {
    const score = scoreSymbolDigit([
      ...trials([['ring:1', '1', 500]], true), // practice: never counts
      ...trials([
        ['ring:1', '1', 1000],
        ['cross:2', '2', 1000],
        ['bars:3', '5', 1000],
        ['arc:4', null, null],
      ]),
    ]);
    expect(score.trials).toHaveLength(4);
    expect(score.commissions).toBe(1);
    expect(score.omissions).toBe(1);
    expect(score.accuracy).toBe(0.5);
    expect(score.meanRtMs).toBe(1000);
    // 2 correct in 3 s of answering: 40 a minute.
    expect(score.correctPerMinute).toBe(40);
  });

  it('nothing answered: no speed, and every trial an omission', () => {
    const score = scoreSymbolDigit(trials([['ring:1', null, null]]));
    expect(score.correctPerMinute).toBeNull();
    expect(score.omissions).toBe(1);
  });

  it('scoreExercise puts the speed into extra; each trial is one level outcome', () => {
    const result = scoreExercise(
      { kind: 'symbolDigit', pairs: 3, trials: 2, responseWindowMs: 6000 },
      1,
      trials([
        ['ring:1', '1', 1500],
        ['cross:2', '3', 1500],
      ]),
    );
    expect(result.extra).toEqual({ correctPerMinute: 20 });
    expect(levelOutcomes(result)).toEqual([true, false]);
  });
});
