import { describe, expect, it } from 'vitest';
import { isNBackTarget, scoreNBack } from './n-back';
import { trials } from './test-trials';

describe('N-back', () => {
  it('finds targets n steps back', () => {
    const stream = ['A', 'B', 'A', 'A', 'B'];
    expect(stream.map((_, i) => isNBackTarget(stream, i, 1))).toEqual([
      false,
      false,
      false,
      true,
      false,
    ]);
    expect(stream.map((_, i) => isNBackTarget(stream, i, 2))).toEqual([
      false,
      false,
      true,
      false,
      false,
    ]);
  });

  it('2-back: hits, misses and false alarms', () => {
    const score = scoreNBack(
      trials([
        ['A', null, null],
        ['B', 'match', 600], // false alarm
        ['A', 'match', 500], // hit
        ['B', null, null], // miss
        ['C', null, null],
        ['B', 'match', 700], // hit
      ]),
      2,
    );
    expect(score.hits).toBe(2);
    expect(score.omissions).toBe(1);
    expect(score.falseAlarms).toBe(1);
    expect(score.commissions).toBe(1);
    expect(score.accuracy).toBeCloseTo(4 / 6);
    expect(score.medianRtMs).toBe(600);
  });

  it('targets come from the scored stream, not the practice', () => {
    const practice = trials([['A', null, null]], true);
    const score = scoreNBack([...practice, ...trials([['A', 'match', 400]])], 1);
    expect(score.falseAlarms).toBe(1);
    expect(score.hits).toBe(0);
  });
});
