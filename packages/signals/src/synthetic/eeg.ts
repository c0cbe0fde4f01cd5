import { gaussian, seededRandom } from './random';

export interface EegOptions {
  sampleRate: number;
  seconds: number;
  channels: number;
  /** Amplitude of the 10 Hz alpha rhythm, µV (strongest at the back of the head). */
  alphaUv?: number;
  /** Background 1/f activity, µV RMS roughly. */
  backgroundUv?: number;
  /** 50 Hz mains interference, µV. */
  mainsUv?: number;
  /** Times of eye blinks, s: large slow bumps on the frontal channels (first two). */
  blinks?: readonly number[];
  seed?: number;
}

/**
 * Synthetic EEG in µV, channel by channel: pink (1/f) background from Paul Kellet's filter of white
 * noise, a waxing and waning 10 Hz alpha rhythm, optional blinks and mains hum.
 */
export function syntheticEeg(options: EegOptions): Float64Array[] {
  const {
    sampleRate,
    seconds,
    channels,
    alphaUv = 20,
    backgroundUv = 10,
    mainsUv = 0,
    blinks = [],
    seed = 1,
  } = options;
  const length = Math.round(seconds * sampleRate);
  return Array.from({ length: channels }, (_, c) => {
    const normal = gaussian(seededRandom(seed * 1000 + c));
    const samples = new Float64Array(length);
    let b0 = 0;
    let b1 = 0;
    let b2 = 0;
    // Occipital channels (the last two in our montages) carry the most alpha.
    const alphaGain = c >= channels - 2 ? 1 : 0.4;
    const phase = c * 0.7;
    for (let i = 0; i < length; i++) {
      const t = i / sampleRate;
      const white = normal();
      b0 = 0.99765 * b0 + white * 0.099046;
      b1 = 0.963 * b1 + white * 0.2965164;
      b2 = 0.57 * b2 + white * 1.0526913;
      const pink = (b0 + b1 + b2 + white * 0.1848) * 0.25;
      const waxing = 0.75 + 0.25 * Math.sin(2 * Math.PI * 0.1 * t + phase);
      let v =
        backgroundUv * pink +
        alphaUv * alphaGain * waxing * Math.sin(2 * Math.PI * 10 * t + phase) +
        mainsUv * Math.sin(2 * Math.PI * 50 * t);
      if (c < 2)
        for (const blink of blinks) v += 150 * Math.exp(-((t - blink) ** 2) / (2 * 0.08 ** 2));
      samples[i] = v;
    }
    return samples;
  });
}
