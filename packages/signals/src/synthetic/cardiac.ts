import { syntheticBeatTimes } from './beats';
import { gaussian, seededRandom } from './random';

export interface CardiacOptions {
  sampleRate: number;
  seconds: number;
  bpm?: number;
  /** Beat-to-beat variability (SD of the intervals), ms. */
  jitterMs?: number;
  /** Noise SD, in the signal's unit. */
  noise?: number;
  seed?: number;
}

export interface CardiacSignal {
  samples: Float64Array;
  /** The true beat times (R peak or systolic peak), s. */
  beats: number[];
}

function bump(t: number, centre: number, width: number): number {
  return Math.exp(-((t - centre) ** 2) / (2 * width * width));
}

/** One ECG lead in mV: P, Q, R, S and T waves as Gaussians around each R peak. */
export function syntheticEcg(options: CardiacOptions): CardiacSignal {
  const { sampleRate, seconds, bpm = 72, jitterMs = 30, noise = 0.02, seed = 1 } = options;
  const beats = syntheticBeatTimes(seconds, bpm, jitterMs, seed);
  const normal = gaussian(seededRandom(seed + 1));
  const samples = new Float64Array(Math.round(seconds * sampleRate));
  const waves = [
    [-0.2, 0.025, 0.15], // P
    [-0.03, 0.008, -0.12], // Q
    [0, 0.01, 1.2], // R
    [0.03, 0.008, -0.25], // S
    [0.25, 0.04, 0.3], // T
  ] as const;
  for (let i = 0; i < samples.length; i++) {
    const t = i / sampleRate;
    let v = 0.05 * Math.sin(2 * Math.PI * 0.25 * t); // breathing baseline wander
    for (const beat of beats) {
      if (Math.abs(t - beat) > 0.5) continue;
      for (const [offset, width, amplitude] of waves)
        v += amplitude * bump(t, beat + offset, width);
    }
    samples[i] = v + noise * normal();
  }
  return { samples, beats };
}

/** A photoplethysmogram (arbitrary units): systolic peak and dicrotic wave after each beat. */
export function syntheticPpg(options: CardiacOptions): CardiacSignal {
  const { sampleRate, seconds, bpm = 72, jitterMs = 30, noise = 2, seed = 1 } = options;
  // The pulse reaches the finger ~200 ms after the R peak.
  const beats = syntheticBeatTimes(seconds, bpm, jitterMs, seed).map((t) => t + 0.2);
  const normal = gaussian(seededRandom(seed + 2));
  const samples = new Float64Array(Math.round(seconds * sampleRate));
  for (let i = 0; i < samples.length; i++) {
    const t = i / sampleRate;
    let v = 500;
    for (const beat of beats) {
      if (Math.abs(t - beat) > 0.8) continue;
      v += 100 * bump(t, beat, 0.08) + 35 * bump(t, beat + 0.3, 0.1);
    }
    samples[i] = v + noise * normal();
  }
  return { samples, beats: beats.filter((t) => t < seconds) };
}
