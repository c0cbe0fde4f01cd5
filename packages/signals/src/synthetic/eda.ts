import { gaussian, seededRandom } from './random';

export interface EdaOptions {
  sampleRate?: number;
  seconds: number;
  /** Times of skin conductance responses (arousal), s. */
  responses?: readonly number[];
  seed?: number;
}

/**
 * Electrodermal activity in µS (4 Hz like the Empatica E4): a slowly drifting tonic level and a
 * phasic response after each event (rise ~1 s, recovery ~4 s).
 */
export function syntheticEda(options: EdaOptions): Float64Array {
  const { sampleRate = 4, seconds, responses = [], seed = 1 } = options;
  const normal = gaussian(seededRandom(seed + 3));
  const samples = new Float64Array(Math.round(seconds * sampleRate));
  for (let i = 0; i < samples.length; i++) {
    const t = i / sampleRate;
    let v = 3 + 0.5 * Math.sin((2 * Math.PI * t) / 120);
    for (const onset of responses) {
      const d = t - onset - 1.5; // latency
      if (d > 0) v += 0.6 * (Math.exp(-d / 4) - Math.exp(-d / 0.75));
    }
    samples[i] = v + 0.005 * normal();
  }
  return samples;
}
