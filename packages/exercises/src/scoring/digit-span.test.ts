import { describe, expect, it } from 'vitest';
import { expectedSpan, scoreDigitSpan } from './digit-span';
import { trials } from './test-trials';

describe('digit span', () => {
  it('expects the digits in order forward and reversed backward', () => {
    expect(expectedSpan('3814', 'forward')).toBe('3814');
    expect(expectedSpan('3 8 1 4', 'backward')).toBe('4183');
  });

  it('scores forward: correct, wrong (commission), empty (omission), longest span', () => {
    const score = scoreDigitSpan(
      trials([
        ['381', '381', 1200],
        ['3814', '3841', 2000],
        ['38142', null, null],
        ['52917', '52917', 3000],
      ]),
      'forward',
    );
    expect(score.accuracy).toBe(0.5);
    expect(score.omissions).toBe(1);
    expect(score.commissions).toBe(1);
    expect(score.meanRtMs).toBe(2100);
    expect(score.medianRtMs).toBe(2100);
    expect(score.longestSpan).toBe(5);
    expect(score.trials.map((t) => t.correct)).toEqual([true, false, false, true]);
  });

  it('scores backward against the reversed sequence', () => {
    const score = scoreDigitSpan(
      trials([
        ['381', '183', 900],
        ['381', '381', 800],
      ]),
      'backward',
    );
    expect(score.trials.map((t) => t.correct)).toEqual([true, false]);
    expect(score.longestSpan).toBe(3);
  });

  it('leaves practice trials out', () => {
    const practice = trials([['12', '12', 500]], true);
    const score = scoreDigitSpan([...practice, ...trials([['34', '43', 700]])], 'forward');
    expect(score.trials).toHaveLength(1);
    expect(score.accuracy).toBe(0);
    expect(score.longestSpan).toBe(0);
    expect(score.meanRtMs).toBeNull();
  });
});
