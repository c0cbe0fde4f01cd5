import { describe, expect, it } from 'vitest';
import { scoreSchulte } from './schulte-grid';
import { trials } from './test-trials';

describe('Schulte grid', () => {
  it('counts wrong taps as commissions and sums the correct taps into completion time', () => {
    const rows = Array.from({ length: 9 }, (_, i) => [String(i + 1), String(i + 1), 1000] as const);
    const score = scoreSchulte(trials([...rows.slice(0, 2), ['3', '7', 400], ...rows.slice(2)]), 3);
    expect(score.completed).toBe(true);
    expect(score.found).toBe(9);
    expect(score.commissions).toBe(1);
    expect(score.omissions).toBe(0);
    expect(score.completionMs).toBe(9000);
    expect(score.accuracy).toBe(0.9);
    expect(score.medianRtMs).toBe(1000);
  });

  it('numbers not found before the time limit are omissions', () => {
    const score = scoreSchulte(
      trials([
        ['1', '1', 800],
        ['2', '2', 900],
      ]),
      3,
    );
    expect(score.completed).toBe(false);
    expect(score.omissions).toBe(7);
    expect(score.accuracy).toBeCloseTo(2 / 9);
  });

  it('an untouched grid scores zero, not NaN', () => {
    const score = scoreSchulte([], 4);
    expect(score.accuracy).toBe(0);
    expect(score.omissions).toBe(16);
    expect(score.meanRtMs).toBeNull();
  });
});
