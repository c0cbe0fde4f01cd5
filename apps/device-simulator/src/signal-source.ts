import type { DeviceProfile } from '@cep/contract';
import { syntheticEcg, syntheticEda, syntheticEeg, syntheticPpg } from '@cep/signals';

/*
 * Endless physical samples for one device, made block by block from @cep/signals' seeded synthetic
 * generators: EEG with a 1/f background and 50 Hz mains, eyes open (weak alpha, blinks on the
 * frontal channels) and eyes closed (strong alpha bursts) in turn, 10 s each; ECG and PPG with
 * beats at the chosen rate; slowly drifting EDA with a response now and then.
 */

const BLOCK_SECONDS = 10;

export interface SourceOptions {
  /** Heart rate of ECG and PPG, beats per minute. */
  bpm: number;
  /** Mains interference on EEG, µV (0 for none). */
  mainsUv: number;
  seed: number;
}

export class SignalSource {
  private block: Float64Array[] = [];
  private at = 0;
  private blockIndex = 0;

  constructor(
    private readonly profile: DeviceProfile,
    private readonly options: SourceOptions,
  ) {}

  /** Whether the EEG block now playing is an eyes-closed one. */
  get eyesClosed(): boolean {
    return this.blockIndex % 2 === 0;
  }

  /** The next `count` samples of every channel. */
  next(count: number): Float64Array[] {
    const out = this.profile.channels.map(() => new Float64Array(count));
    for (let i = 0; i < count; i++) {
      if (this.at >= (this.block[0]?.length ?? 0)) this.refill();
      this.block.forEach((samples, c) => (out[c]![i] = samples[this.at]!));
      this.at++;
    }
    return out;
  }

  private refill(): void {
    this.blockIndex++;
    const seed = this.options.seed * 1000 + this.blockIndex;
    const { sampleRate, channels, modality } = this.profile;
    const seconds = BLOCK_SECONDS;
    switch (modality) {
      case 'eeg': {
        const closed = this.eyesClosed;
        this.block = syntheticEeg({
          sampleRate,
          seconds,
          channels: channels.length,
          alphaUv: closed ? 30 : 6,
          backgroundUv: 10,
          mainsUv: this.options.mainsUv,
          blinks: closed ? [] : [1.5, 4.2, 7.8],
          seed,
        });
        break;
      }
      case 'ecg':
        this.block = [syntheticEcg({ sampleRate, seconds, bpm: this.options.bpm, seed }).samples];
        break;
      case 'ppg':
        this.block = [syntheticPpg({ sampleRate, seconds, bpm: this.options.bpm, seed }).samples];
        break;
      case 'eda':
        this.block = [syntheticEda({ sampleRate, seconds, responses: [3 + (seed % 5)], seed })];
        break;
    }
    this.at = 0;
  }
}
