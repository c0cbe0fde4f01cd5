import type { SignalModality } from '@cep/contract';
import { bandPowers, detectBeats, heartRate, type BandPowers } from '@cep/signals';

/*
 * The 1 s features of one device's stream in one recording, computed by the instance the device is
 * connected to as each stored second arrives: EEG band powers (delta … gamma, averaged over the
 * channels), and for ECG / PPG the beats found and the heart rate. Beats need more than a second of
 * signal, so the last few seconds are kept and each beat is reported once, when it is no longer
 * near the end of what has arrived.
 */

const PULSE_WINDOW_S = 6;
/** A beat this close to the newest sample may still move; it is reported a second later. */
const SETTLE_S = 0.4;

export interface SecondFeatures {
  bands: BandPowers | null;
  heartRate: number | null;
  /** Beat times (s on the device's stream of this recording) first found in this second. */
  beats: number[];
}

export class SecondFeatureState {
  private pulse: number[] = [];
  /** Stream time (s) of `pulse[0]`. */
  private pulseStart = 0;
  private lastBeat = -Infinity;
  private readonly recentBeats: number[] = [];

  constructor(
    private readonly modality: SignalModality,
    private readonly sampleRate: number,
  ) {}

  /** Features of the chunk starting at `startSample` (its physical channels). */
  next(channels: readonly Float64Array[], startSample: number): SecondFeatures {
    if (this.modality === 'eeg') return { bands: this.bands(channels), heartRate: null, beats: [] };
    if (this.modality === 'ecg' || this.modality === 'ppg') {
      return { bands: null, ...this.heart(channels[0]!, startSample) };
    }
    return { bands: null, heartRate: null, beats: [] };
  }

  private bands(channels: readonly Float64Array[]): BandPowers | null {
    if (channels.length === 0 || channels[0]!.length < this.sampleRate * 0.5) return null;
    const sum: BandPowers = { delta: 0, theta: 0, alpha: 0, beta: 0, gamma: 0 };
    for (const samples of channels) {
      const powers = bandPowers(samples, this.sampleRate);
      for (const band of Object.keys(sum) as (keyof BandPowers)[]) sum[band] += powers[band];
    }
    for (const band of Object.keys(sum) as (keyof BandPowers)[]) sum[band] /= channels.length;
    return sum;
  }

  private heart(samples: Float64Array, startSample: number) {
    const start = startSample / this.sampleRate;
    if (
      this.pulse.length === 0 ||
      Math.abs(this.pulseStart + this.pulse.length / this.sampleRate - start) > 1e-6
    ) {
      this.pulse = [];
      this.pulseStart = start;
    }
    this.pulse.push(...samples);
    const excess = this.pulse.length - Math.round(PULSE_WINDOW_S * this.sampleRate);
    if (excess > 0) {
      this.pulse.splice(0, excess);
      this.pulseStart += excess / this.sampleRate;
    }
    const end = this.pulseStart + this.pulse.length / this.sampleRate;
    const source = this.modality === 'ecg' ? 'ecg' : 'ppg';
    const found = detectBeats(this.pulse, this.sampleRate, source).map((t) => t + this.pulseStart);
    const beats = found.filter((t) => t > this.lastBeat + 0.25 && t <= end - SETTLE_S);
    if (beats.length > 0) this.lastBeat = beats[beats.length - 1]!;
    this.recentBeats.push(...beats);
    while (this.recentBeats.length > 0 && this.recentBeats[0]! < end - PULSE_WINDOW_S) {
      this.recentBeats.shift();
    }
    const rate = heartRate(this.recentBeats);
    return { heartRate: rate, beats };
  }
}
