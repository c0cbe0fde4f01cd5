import { channelQualityOf } from '../filters/channel-quality';
import { BiquadCascade } from '../filters/biquad';
import { channelFilterSections } from '../filters/channel-filter';
import type { ChannelQuality } from '@cep/contract';

/** Which of the live view's two filters a channel runs (DOMAIN.md §2: 50 Hz, 0.5–45 Hz). */
export interface LiveFilter {
  notch: boolean;
  bandPass: boolean;
}

export interface LiveMarker {
  /** Seconds from the first sample the buffer received. */
  seconds: number;
  text: string;
}

export interface LiveSignalBufferOptions {
  sampleRate: number;
  channelCount: number;
  /** How much history to keep; the view's longest window is 20 s. */
  seconds?: number;
  /** Every channel's filter at the start. */
  filter?: LiveFilter;
}

/** What changed in a buffer, for a copy of it elsewhere (the drawing worker). */
export type LiveBufferChange =
  | { type: 'block'; block: readonly ArrayLike<number>[] }
  | { type: 'filter'; channel: number | 'all'; change: Partial<LiveFilter> }
  | { type: 'marker'; marker: LiveMarker };

/** The newest samples of every channel in a fixed ring; the shown (filtered) copy beside the raw. */
export class LiveSignalBuffer {
  readonly sampleRate: number;
  readonly channelCount: number;
  readonly capacity: number;
  /** Samples received per channel since the start (the newest has index `total - 1`). */
  total = 0;
  /** Bumps on every change the drawing shows, so a frame with nothing new can skip work. */
  version = 0;
  /** `performance.now()` when the last block arrived: the view scrolls smoothly from it. */
  receivedAt = 0;
  readonly markers: LiveMarker[] = [];
  private readonly raw: Float32Array[];
  private readonly shown: Float32Array[];
  private readonly filters: LiveFilter[];
  private readonly cascades: (BiquadCascade | null)[];
  private readonly impedances: (number | undefined)[];
  private readonly listeners = new Set<(change: LiveBufferChange) => void>();

  constructor(options: LiveSignalBufferOptions) {
    this.sampleRate = options.sampleRate;
    this.channelCount = options.channelCount;
    this.capacity = Math.ceil((options.seconds ?? 20) * options.sampleRate);
    this.raw = Array.from({ length: this.channelCount }, () => new Float32Array(this.capacity));
    this.shown = Array.from({ length: this.channelCount }, () => new Float32Array(this.capacity));
    const filter = options.filter ?? { notch: true, bandPass: true };
    this.filters = Array.from({ length: this.channelCount }, () => ({ ...filter }));
    this.cascades = this.filters.map((f) => this.cascadeFor(f));
    this.impedances = new Array<number | undefined>(this.channelCount).fill(undefined);
  }

  /** Calls `listener` after every block, filter change and marker; returns the unsubscribe. */
  subscribe(listener: (change: LiveBufferChange) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private emit(change: LiveBufferChange): void {
    for (const listener of this.listeners) listener(change);
  }

  private cascadeFor(filter: LiveFilter): BiquadCascade | null {
    if (!filter.notch && !filter.bandPass) return null;
    return new BiquadCascade(
      channelFilterSections({
        sampleRate: this.sampleRate,
        notchHz: filter.notch ? 50 : null,
        bandPass: filter.bandPass ? [0.5, 45] : null,
        order: 4,
      }),
    );
  }

  /** Appends one block: an array of samples per channel, all the same length. */
  push(block: readonly ArrayLike<number>[], now = performance.now()): void {
    const count = block[0]?.length ?? 0;
    if (count === 0) return;
    for (let c = 0; c < this.channelCount; c++) {
      const input = block[c];
      if (!input) continue;
      const filtered = this.cascades[c]?.process(input) ?? input;
      const raw = this.raw[c]!;
      const shown = this.shown[c]!;
      let at = this.total % this.capacity;
      for (let i = 0; i < count; i++) {
        raw[at] = input[i]!;
        shown[at] = filtered[i]!;
        at = at + 1 === this.capacity ? 0 : at + 1;
      }
    }
    this.total += count;
    this.receivedAt = now;
    this.version++;
    this.emit({ type: 'block', block });
  }

  filterOf(channel: number): LiveFilter {
    return { ...this.filters[channel]! };
  }

  /**
   * Changes the filter of one channel or all; the history kept is filtered again from its raw
   * samples, so the whole window shows the new setting at once.
   */
  setFilter(channel: number | 'all', change: Partial<LiveFilter>): void {
    const channels =
      channel === 'all' ? Array.from({ length: this.channelCount }, (_, c) => c) : [channel];
    const held = Math.min(this.total, this.capacity);
    for (const c of channels) {
      const filter = { ...this.filters[c]!, ...change };
      this.filters[c] = filter;
      const cascade = this.cascadeFor(filter);
      this.cascades[c] = cascade;
      const history = new Float32Array(held);
      this.copyLatest(this.raw[c]!, held, history);
      const filtered = cascade ? cascade.process(history) : history;
      const start = (this.total - held) % this.capacity;
      for (let i = 0; i < held; i++) this.shown[c]![(start + i) % this.capacity] = filtered[i]!;
    }
    this.version++;
    this.emit({ type: 'filter', channel, change });
  }

  private copyLatest(ring: Float32Array, count: number, out: Float32Array): void {
    const start = (((this.total - count) % this.capacity) + this.capacity) % this.capacity;
    for (let i = 0; i < count; i++) out[i] = ring[(start + i) % this.capacity]!;
  }

  /** The ring of shown (filtered) samples of a channel: sample n is at n % capacity. */
  shownRing(channel: number): Float32Array {
    return this.shown[channel]!;
  }

  /** The newest shown sample of a channel, or NaN before any arrived. */
  latest(channel: number): number {
    if (this.total === 0) return Number.NaN;
    return this.shown[channel]![(this.total - 1) % this.capacity]!;
  }

  /** The newest `count` shown samples of a channel (fewer if fewer arrived), oldest first. */
  latestShown(channel: number, count: number): Float32Array {
    const held = Math.min(count, this.total, this.capacity);
    const out = new Float32Array(held);
    this.copyLatest(this.shown[channel]!, held, out);
    return out;
  }

  /** The newest `count` raw samples of a channel, oldest first. */
  latestRaw(channel: number, count: number): Float32Array {
    const held = Math.min(count, this.total, this.capacity);
    const out = new Float32Array(held);
    this.copyLatest(this.raw[channel]!, held, out);
    return out;
  }

  /** Electrode impedances in kΩ, one per channel (undefined: not measured). */
  setImpedances(kiloohms: readonly (number | undefined)[]): void {
    for (let c = 0; c < this.channelCount; c++) this.impedances[c] = kiloohms[c];
    this.version++;
  }

  impedanceOf(channel: number): number | undefined {
    return this.impedances[channel];
  }

  qualityOf(channel: number): ChannelQuality | undefined {
    const kiloohms = this.impedances[channel];
    return kiloohms === undefined ? undefined : channelQualityOf(kiloohms);
  }

  addMarker(marker: LiveMarker): void {
    this.markers.push(marker);
    this.version++;
    this.emit({ type: 'marker', marker });
  }

  /** Seconds of signal received so far. */
  get seconds(): number {
    return this.total / this.sampleRate;
  }
}
