import { BiquadCascade } from '../filters/biquad';
import { butterworthHighPass, butterworthLowPass } from '../filters/butterworth';

export type PulseSource = 'ecg' | 'ppg';

/** Fastest beat we accept: 240 bpm, so two peaks closer than 250 ms are one beat. */
const REFRACTORY_SECONDS = 0.25;

function bandPass(samples: ArrayLike<number>, sampleRate: number, low: number, high: number) {
  const sections = [
    ...butterworthHighPass(2, low, sampleRate),
    ...(high < sampleRate / 2 ? butterworthLowPass(2, high, sampleRate) : []),
  ];
  return new BiquadCascade(sections).process(samples);
}

function quantile(values: Float64Array, q: number): number {
  const sorted = Float64Array.from(values).sort();
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
}

/**
 * Times (s) of the beats: R peaks of an ECG or systolic peaks of a PPG. ECG follows the idea of
 * Pan–Tompkins (5–15 Hz band-pass, slope squared, 150 ms moving integration, threshold); PPG is
 * band-passed 0.5–8 Hz and its maxima taken. A peak must pass a threshold set from the signal's own
 * distribution (robust to gain) and lie at least 250 ms after the previous one.
 */
export function detectBeats(
  samples: ArrayLike<number>,
  sampleRate: number,
  source: PulseSource,
): number[] {
  if (samples.length < sampleRate) return [];
  let envelope: Float64Array;
  if (source === 'ecg') {
    const filtered = bandPass(samples, sampleRate, 5, 15);
    const window = Math.max(1, Math.round(0.15 * sampleRate));
    envelope = new Float64Array(filtered.length);
    let sum = 0;
    for (let i = 0; i < filtered.length; i++) {
      const slope = i > 0 ? filtered[i]! - filtered[i - 1]! : 0;
      sum += slope * slope;
      if (i >= window) {
        const old = i - window > 0 ? filtered[i - window]! - filtered[i - window - 1]! : 0;
        sum -= old * old;
      }
      envelope[i] = sum / window;
    }
  } else {
    envelope = bandPass(samples, sampleRate, 0.5, 8);
  }
  // Skip the filters' first half second of settling.
  const settle = Math.round(0.5 * sampleRate);
  const body = envelope.subarray(settle);
  if (body.length === 0) return [];
  const low = quantile(body, 0.5);
  const high = quantile(body, 0.98);
  if (!(high > low)) return []; // a flat line has no beats
  const threshold = low + 0.35 * (high - low);
  const refractory = Math.round(REFRACTORY_SECONDS * sampleRate);
  const peaks: number[] = [];
  for (let i = settle + 1; i < envelope.length - 1; i++) {
    const v = envelope[i]!;
    if (v <= threshold || v < envelope[i - 1]! || v < envelope[i + 1]!) continue;
    const last = peaks[peaks.length - 1];
    if (last !== undefined && i - last < refractory) {
      if (v > envelope[last]!) peaks[peaks.length - 1] = i; // the higher of two close maxima wins
      continue;
    }
    peaks.push(i);
  }
  return (source === 'ecg' ? peaks.map((i) => rPeakNear(samples, sampleRate, i)) : peaks).map(
    (i) => i / sampleRate,
  );
}

/**
 * The moving integration peaks after the QRS complex: the R peak is the sample furthest from the
 * local mean in the 200 ms before (and 50 ms after) it, either polarity.
 */
function rPeakNear(samples: ArrayLike<number>, sampleRate: number, at: number): number {
  const from = Math.max(0, at - Math.round(0.2 * sampleRate));
  const to = Math.min(samples.length - 1, at + Math.round(0.05 * sampleRate));
  let mean = 0;
  for (let i = from; i <= to; i++) mean += samples[i]!;
  mean /= to - from + 1;
  let best = from;
  for (let i = from; i <= to; i++) {
    if (Math.abs(samples[i]! - mean) > Math.abs(samples[best]! - mean)) best = i;
  }
  return best;
}

/** Intervals between beats, in ms. */
export function beatIntervalsMs(beatTimes: readonly number[]): number[] {
  return beatTimes.slice(1).map((t, i) => (t - beatTimes[i]!) * 1000);
}

/** Heart rate (bpm) from the median interval, robust to one missed or extra beat; null if < 2 beats. */
export function heartRate(beatTimes: readonly number[]): number | null {
  const intervals = beatIntervalsMs(beatTimes).sort((a, b) => a - b);
  if (intervals.length === 0) return null;
  const mid = intervals.length / 2;
  const median =
    intervals.length % 2
      ? intervals[Math.floor(mid)]!
      : (intervals[mid - 1]! + intervals[mid]!) / 2;
  return 60_000 / median;
}
