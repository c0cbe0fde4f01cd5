import { describe, expect, it } from 'vitest';
import { gaussian, seededRandom } from '../synthetic/random';
import { syntheticEeg } from '../synthetic/eeg';
import { bandPowers, bandPowersPerSecond, powerBetween, welchSpectrum } from './band-power';
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
