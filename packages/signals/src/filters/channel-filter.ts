import { BiquadCascade, cascadeGain } from './biquad';
import type { BiquadCoefficients } from './biquad';
import { butterworthHighPass, butterworthLowPass, notchFilter } from './butterworth';
import type { ButterworthOrder } from './butterworth';

export interface ChannelFilterSettings {
  sampleRate: number;
  /** Mains notch in Hz (50 in China); null for none. */
  notchHz: 50 | 60 | null;
  /** Band-pass edges in Hz (EEG default 0.5–45); null for none. */
  bandPass: readonly [low: number, high: number] | null;
  /** Butterworth order of each band edge (2, 4, 6 or 8). @default 4 */
  order?: ButterworthOrder;
}

/** The live view's default for EEG: 50 Hz notch, 0.5–45 Hz band-pass, Butterworth order 4. */
export const defaultEegFilter = {
  notchHz: 50,
  bandPass: [0.5, 45],
  order: 4,
} as const satisfies Omit<ChannelFilterSettings, 'sampleRate'>;

/** Notch quality as iirnotch means it: 50 / 30 ≈ 1.7 Hz wide at −3 dB, deep at the mains frequency. */
const NOTCH_Q = 30;

/** The sections of one channel's chain; an edge at or above Nyquist is left out. */
export function channelFilterSections(settings: ChannelFilterSettings): BiquadCoefficients[] {
  const { sampleRate, notchHz, bandPass } = settings;
  const nyquist = sampleRate / 2;
  const sections: BiquadCoefficients[] = [];
  if (notchHz !== null && notchHz < nyquist)
    sections.push(notchFilter(notchHz, sampleRate, NOTCH_Q));
  if (bandPass) {
    const order = settings.order ?? 4;
    const [low, high] = bandPass;
    if (low > 0 && low < nyquist) sections.push(...butterworthHighPass(order, low, sampleRate));
    if (high < nyquist) sections.push(...butterworthLowPass(order, high, sampleRate));
  }
  return sections;
}

/** One channel's running filter (notch then band-pass). */
export function createChannelFilter(settings: ChannelFilterSettings): {
  process(block: ArrayLike<number>): Float64Array;
  gainAt(frequency: number): number;
  reset(): void;
} {
  const sections = channelFilterSections(settings);
  const cascade = new BiquadCascade(sections);
  return {
    process: (block) => cascade.process(block),
    gainAt: (frequency) => cascadeGain(sections, frequency, settings.sampleRate),
    reset: () => cascade.reset(),
  };
}

/** Gain in dB. */
export function toDecibels(gain: number): number {
  return 20 * Math.log10(gain);
}
