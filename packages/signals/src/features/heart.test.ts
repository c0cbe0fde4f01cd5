import { describe, expect, it } from 'vitest';
import { syntheticEcg, syntheticPpg } from '../synthetic/cardiac';
import { beatIntervalsMs, detectBeats, heartRate } from './heart-rate';
import { heartRateVariability } from './hrv';

describe('heart rate', () => {
  it.each([50, 72, 120, 160])('finds every R peak of a synthetic ECG at %i bpm', (bpm) => {
    const ecg = syntheticEcg({ sampleRate: 250, seconds: 30, bpm, seed: bpm });
    const found = detectBeats(ecg.samples, 250, 'ecg');
    const expected = ecg.beats.filter((t) => t > 0.6 && t < 29.8);
    for (const beat of expected) {
      expect(
        found.some((t) => Math.abs(t - beat) < 0.06),
        `beat at ${beat.toFixed(2)} s`,
      ).toBe(true);
    }
    expect(found.length).toBeLessThanOrEqual(expected.length + 2);
    expect(heartRate(found)).toBeGreaterThan(bpm * 0.96);
    expect(heartRate(found)).toBeLessThan(bpm * 1.04);
  });

  it.each([55, 80, 140])('finds the pulse of a synthetic PPG at %i bpm', (bpm) => {
    const ppg = syntheticPpg({ sampleRate: 64, seconds: 60, bpm, seed: bpm });
    const found = detectBeats(ppg.samples, 64, 'ppg');
    expect(heartRate(found)).toBeGreaterThan(bpm * 0.96);
    expect(heartRate(found)).toBeLessThan(bpm * 1.04);
    const expected = ppg.beats.filter((t) => t > 0.6 && t < 59.5);
    expect(Math.abs(found.length - expected.length)).toBeLessThanOrEqual(2);
  });

  it('finds nothing in a flat line and gives no rate for fewer than two beats', () => {
    expect(detectBeats(new Float64Array(2500), 250, 'ecg')).toEqual([]);
    expect(heartRate([1.2])).toBeNull();
  });
});

describe('heart rate variability', () => {
  it('computes SDNN and RMSSD by the Task Force definitions', () => {
    const hrv = heartRateVariability([800, 810, 790, 820, 780]);
    // mean 800; deviations 0,10,-10,20,-20 → SD = sqrt(1000/4)
    expect(hrv.sdnnMs).toBeCloseTo(Math.sqrt(1000 / 4), 9);
    // successive differences 10,-20,30,-40 → sqrt((100+400+900+1600)/4)
    expect(hrv.rmssdMs).toBeCloseTo(Math.sqrt(3000 / 4), 9);
    expect(hrv.intervals).toBe(5);
  });

  it('is null with fewer than two intervals', () => {
    expect(heartRateVariability([800])).toEqual({ sdnnMs: null, rmssdMs: null, intervals: 1 });
  });

  it('recovers the variability of a synthetic ECG from its detected beats', () => {
    const ecg = syntheticEcg({ sampleRate: 250, seconds: 300, bpm: 70, jitterMs: 40, seed: 3 });
    const truth = heartRateVariability(beatIntervalsMs(ecg.beats));
    const measured = heartRateVariability(beatIntervalsMs(detectBeats(ecg.samples, 250, 'ecg')));
    expect(measured.sdnnMs! / truth.sdnnMs!).toBeGreaterThan(0.9);
    expect(measured.sdnnMs! / truth.sdnnMs!).toBeLessThan(1.15);
    expect(measured.rmssdMs! / truth.rmssdMs!).toBeGreaterThan(0.9);
    expect(measured.rmssdMs! / truth.rmssdMs!).toBeLessThan(1.2);
  });
});
