import { fft, nextPowerOfTwo } from './fft';

/** The EEG bands in Hz, [low, high): delta 0.5–4, theta 4–8, alpha 8–13, beta 13–30, gamma 30–45. */
export const eegBands = {
  delta: [0.5, 4],
  theta: [4, 8],
  alpha: [8, 13],
  beta: [13, 30],
  gamma: [30, 45],
} as const satisfies Record<string, readonly [number, number]>;
export type EegBand = keyof typeof eegBands;
export type BandPowers = Record<EegBand, number>;

export interface PowerSpectrum {
  /** Hz per bin. */
  resolution: number;
  /** One-sided power spectral density per bin, in unit²/Hz. */
  density: Float64Array;
  /** How many half-overlapping segments were averaged. */
  segments: number;
}

/**
 * Welch's power spectral density: Hann-windowed segments of `segmentSeconds` (default 2 s: 0.5 Hz bins, or the
 * whole signal when shorter), half overlapping, mean removed, zero-padded to a power of two.
 */
export function welchSpectrum(
  samples: ArrayLike<number>,
  sampleRate: number,
  segmentSeconds = 2,
): PowerSpectrum {
  const segment = Math.min(samples.length, Math.round(segmentSeconds * sampleRate));
  if (segment < 4) throw new RangeError('at least 4 samples are needed for a spectrum');
  const size = nextPowerOfTwo(segment);
  const window = Float64Array.from(
    { length: segment },
    (_, i) => 0.5 - 0.5 * Math.cos((2 * Math.PI * i) / segment),
  );
  const windowPower = window.reduce((sum, w) => sum + w * w, 0);
  const bins = size / 2 + 1;
  const density = new Float64Array(bins);
  const hop = Math.max(1, Math.floor(segment / 2));
  let count = 0;
  for (let start = 0; start + segment <= samples.length; start += hop) {
    let mean = 0;
    for (let i = 0; i < segment; i++) mean += samples[start + i]!;
    mean /= segment;
    const re = new Float64Array(size);
    const im = new Float64Array(size);
    for (let i = 0; i < segment; i++) re[i] = (samples[start + i]! - mean) * window[i]!;
    fft(re, im);
    for (let k = 0; k < bins; k++) {
      // One-sided: every bin but DC and Nyquist carries the power of its mirror too.
      const twoSided = k === 0 || k === size / 2 ? 1 : 2;
      density[k]! += (twoSided * (re[k]! ** 2 + im[k]! ** 2)) / (sampleRate * windowPower);
    }
    count++;
  }
  for (let k = 0; k < bins; k++) density[k]! /= count;
  return { resolution: sampleRate / size, density, segments: count };
}

/** Power between `low` (inclusive) and `high` (exclusive) Hz, in unit² (µV² for EEG). */
export function powerBetween(spectrum: PowerSpectrum, low: number, high: number): number {
  let power = 0;
  spectrum.density.forEach((d, k) => {
    const f = k * spectrum.resolution;
    if (f >= low && f < high) power += d * spectrum.resolution;
  });
  return power;
}

/** Absolute power of each EEG band. */
export function bandPowers(samples: ArrayLike<number>, sampleRate: number): BandPowers {
  return bandPowersOf(welchSpectrum(samples, sampleRate));
}

/** Absolute power of each EEG band in a spectrum already computed. */
export function bandPowersOf(spectrum: PowerSpectrum): BandPowers {
  return Object.fromEntries(
    Object.entries(eegBands).map(([band, [low, high]]) => [
      band,
      powerBetween(spectrum, low, high),
    ]),
  ) as BandPowers;
}

/** The frequency of the highest bin between `low` and `high` Hz (the alpha peak, say), or null. */
export function peakFrequency(spectrum: PowerSpectrum, low: number, high: number): number | null {
  let best = -1;
  let at: number | null = null;
  spectrum.density.forEach((d, k) => {
    const f = k * spectrum.resolution;
    if (f >= low && f < high && d > best) {
      best = d;
      at = f;
    }
  });
  return at;
}

/** Band powers of each whole 1 s epoch of a channel (the live view's derived features). */
export function bandPowersPerSecond(samples: ArrayLike<number>, sampleRate: number): BandPowers[] {
  const perEpoch = Math.round(sampleRate);
  const epochs: BandPowers[] = [];
  for (let start = 0; start + perEpoch <= samples.length; start += perEpoch) {
    const epoch = Float64Array.from({ length: perEpoch }, (_, i) => samples[start + i]!);
    epochs.push(bandPowers(epoch, sampleRate));
  }
  return epochs;
}
