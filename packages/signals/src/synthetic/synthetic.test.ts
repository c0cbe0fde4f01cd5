import { describe, expect, it } from 'vitest';
import { syntheticEcg } from './cardiac';
import { syntheticEda } from './eda';
import { syntheticEeg } from './eeg';

describe('synthetic signals', () => {
  it('are the same for the same seed and differ for another', () => {
    const a = syntheticEeg({ sampleRate: 250, seconds: 1, channels: 2, seed: 4 });
    const b = syntheticEeg({ sampleRate: 250, seconds: 1, channels: 2, seed: 4 });
    const c = syntheticEeg({ sampleRate: 250, seconds: 1, channels: 2, seed: 5 });
    expect(a).toEqual(b);
    expect(a).not.toEqual(c);
    expect(syntheticEcg({ sampleRate: 250, seconds: 2 })).toEqual(
      syntheticEcg({ sampleRate: 250, seconds: 2 }),
    );
  });

  it('puts blinks on the frontal channels only', () => {
    const eeg = syntheticEeg({
      sampleRate: 250,
      seconds: 3,
      channels: 8,
      alphaUv: 0,
      blinks: [1.5],
    });
    const at = Math.round(1.5 * 250);
    expect(eeg[0]![at]).toBeGreaterThan(100);
    expect(Math.abs(eeg[5]![at]!)).toBeLessThan(60);
  });

  it('EDA rises after a response and stays in a plausible µS range', () => {
    const eda = syntheticEda({ seconds: 20, responses: [5] });
    expect(eda).toHaveLength(80);
    expect(eda[4 * 8]!).toBeGreaterThan(eda[4 * 5]! + 0.2);
    for (const v of eda) expect(v).toBeGreaterThan(1);
  });
});
