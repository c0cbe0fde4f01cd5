import { describe, expect, it } from 'vitest';
import { gaussian, seededRandom } from '../synthetic/random';
import { syntheticEeg } from '../synthetic/eeg';
import {
  bandPowers,
  bandPowersOf,
  bandPowersPerSecond,
  eegBands,
  peakFrequency,
  powerBetween,
  welchSpectrum,
} from './band-power';
import { fft } from './fft';

const sine = (f: number, fs: number, seconds: number, amplitude: number) =>
  Float64Array.from(
    { length: fs * seconds },
    (_, i) => amplitude * Math.sin((2 * Math.PI * f * i) / fs),
  );

describe('fft', () => {
  it('puts a cosine of bin 3 into bins 3 and N-3', () => {
    const n = 16;
    const re = Float64Array.from({ length: n }, (_, i) => Math.cos((2 * Math.PI * 3 * i) / n));
    const im = new Float64Array(n);
    fft(re, im);
    expect(re[3]).toBeCloseTo(8, 9);
    expect(re[13]).toBeCloseTo(8, 9);
    expect(Math.hypot(re[5]!, im[5]!)).toBeCloseTo(0, 9);
  });

  it('refuses a length that is not a power of two', () => {
    expect(() => fft(new Float64Array(6), new Float64Array(6))).toThrow(RangeError);
  });
});

describe("Welch's method against known sinusoids", () => {
  // 256 Hz and 2 s segments: 512 samples, a power of two, so bins fall on every 0.5 Hz.
  const fs = 256;

  it('puts a 10 Hz sine at bin 20 (10 / 0.5 Hz) with its power A²/2 in the main lobe', () => {
    const spectrum = welchSpectrum(sine(10, fs, 8, 10), fs);
    expect(spectrum.resolution).toBe(0.5);
    const peak = spectrum.density.indexOf(Math.max(...spectrum.density));
    expect(peak).toBe(20);
    expect(peakFrequency(spectrum, 8, 13)).toBe(10);
    // The Hann window spreads a bin-centred tone over its bin and the two beside it (1/4, 1/2, 1/4
    // in amplitude → 1/6, 2/3, 1/6 of the power).
    const lobe = [19, 20, 21].map((k) => spectrum.density[k]! * spectrum.resolution);
    expect(lobe[0]! / lobe[1]!).toBeCloseTo(0.25, 6);
    expect(lobe.reduce((a, b) => a + b, 0)).toBeCloseTo(50, 6);
  });

  it('averages half-overlapping segments: 8 s of 2 s segments are 7 of them', () => {
    expect(welchSpectrum(sine(10, fs, 8, 1), fs).segments).toBe(7);
    expect(welchSpectrum(sine(10, fs, 8, 1), fs, 4).segments).toBe(3);
  });

  it('sums each band: 6 Hz of 4 µV in theta (8 µV²), 20 Hz of 8 µV in beta (32 µV²), the rest ~0', () => {
    const two = sine(6, fs, 8, 4).map((v, i) => v + 8 * Math.sin((2 * Math.PI * 20 * i) / fs));
    const powers = bandPowersOf(welchSpectrum(two, fs));
    expect(powers.theta).toBeCloseTo(8, 6);
    expect(powers.beta).toBeCloseTo(32, 6);
    expect(powers.delta + powers.alpha + powers.gamma).toBeLessThan(1e-6);
  });

  it('uses the bands delta 0.5–4, theta 4–8, alpha 8–13, beta 13–30, gamma 30–45 Hz', () => {
    expect(eegBands).toEqual({
      delta: [0.5, 4],
      theta: [4, 8],
      alpha: [8, 13],
      beta: [13, 30],
      gamma: [30, 45],
    });
  });
});

describe('band power', () => {
  it.each([
    [2, 'delta'],
    [6, 'theta'],
    [10, 'alpha'],
    [20, 'beta'],
    [38, 'gamma'],
  ] as const)('a %i Hz sine of 10 µV puts its power (A²/2 = 50 µV²) in %s', (f, band) => {
    const powers = bandPowers(sine(f, 250, 4, 10), 250);
    expect(powers[band]).toBeGreaterThan(45);
    expect(powers[band]).toBeLessThan(55);
    for (const [other, p] of Object.entries(powers)) if (other !== band) expect(p).toBeLessThan(3);
  });

  it('white noise of variance σ² has total power σ² (Parseval)', () => {
    const normal = gaussian(seededRandom(7));
    const noise = Float64Array.from({ length: 500 * 20 }, () => 3 * normal());
    const total = powerBetween(welchSpectrum(noise, 500), 0, 251);
    expect(total).toBeGreaterThan(9 * 0.9);
    expect(total).toBeLessThan(9 * 1.1);
  });

  it('gives one set of band powers per whole second, alpha leading in synthetic resting EEG', () => {
    const [, , , , , , , o2] = syntheticEeg({
      sampleRate: 500,
      seconds: 5.5,
      channels: 8,
      alphaUv: 20,
    });
    const epochs = bandPowersPerSecond(o2!, 500);
    expect(epochs).toHaveLength(5);
    for (const epoch of epochs) {
      expect(epoch.alpha).toBeGreaterThan(epoch.theta);
      expect(epoch.alpha).toBeGreaterThan(epoch.beta);
      expect(epoch.alpha).toBeGreaterThan(epoch.gamma);
    }
  });
});

// Checked with the band powers, so it sits here: the synthetic signals stay below the features.
describe('synthetic signals', () => {
  it('EEG background falls with frequency (1/f) and mains hum shows at 50 Hz', () => {
    const [channel] = syntheticEeg({
      sampleRate: 500,
      seconds: 20,
      channels: 1,
      alphaUv: 0,
      mainsUv: 30,
    });
    const powers = bandPowers(channel!, 500);
    expect(powers.delta / 3).toBeGreaterThan(powers.beta / 17); // power per Hz falls
    const spectrum = welchSpectrum(channel!, 500);
    expect(powerBetween(spectrum, 49, 51)).toBeGreaterThan(400); // 30²/2 = 450 µV²
  });
});
