import type { SignalModality } from '@cep/contract';
import { syntheticEcg, syntheticPpg } from '../synthetic/cardiac';
import { syntheticEda } from '../synthetic/eda';
import { syntheticEeg } from '../synthetic/eeg';
import type { LiveSignalBuffer } from './live-buffer';

export interface SyntheticFeedOptions {
  modality: SignalModality;
  /** Seconds of signal generated once and then looped. */
  seconds?: number;
  /** Milliseconds between blocks: a device sends about 100 ms per frame. */
  blockMs?: number;
  /** Electrode impedances in kΩ per channel (looped over the channels). */
  impedances?: readonly number[];
  seed?: number;
}

/**
 * Feeds a live buffer with seeded synthetic signals in device-sized blocks, as a device would:
 * for stories, the bench and demos without a device. Returns a function that stops it.
 */
export function startSyntheticFeed(
  buffer: LiveSignalBuffer,
  options: SyntheticFeedOptions,
): () => void {
  const { modality, seconds = 20, blockMs = 100, seed = 7 } = options;
  const rate = buffer.sampleRate;
  const channels: Float64Array[] =
    modality === 'eeg'
      ? syntheticEeg({
          sampleRate: rate,
          seconds,
          channels: buffer.channelCount,
          mainsUv: 15,
          blinks: [2.5, 9, 15.5],
          seed,
        })
      : modality === 'ecg'
        ? [syntheticEcg({ sampleRate: rate, seconds, bpm: 72, seed }).samples]
        : modality === 'ppg'
          ? [syntheticPpg({ sampleRate: rate, seconds, bpm: 72, seed }).samples]
          : [syntheticEda({ sampleRate: rate, seconds, seed })];
  const length = channels[0]!.length;
  const perBlock = Math.max(1, Math.round((rate * blockMs) / 1000));
  if (options.impedances)
    buffer.setImpedances(
      Array.from(
        { length: buffer.channelCount },
        (_, c) => options.impedances![c % options.impedances!.length],
      ),
    );
  let at = 0;
  const block = () => {
    const samples = Array.from({ length: buffer.channelCount }, (_, c) => {
      const source = channels[c % channels.length]!;
      const out = new Float32Array(perBlock);
      for (let i = 0; i < perBlock; i++) out[i] = source[(at + i) % length]!;
      return out;
    });
    at = (at + perBlock) % length;
    buffer.push(samples);
  };
  block();
  const timer = setInterval(block, blockMs);
  return () => clearInterval(timer);
}
