import { FRAME_HEADER_BYTES } from '@cep/signals';
import { ingestLimits } from './ingest-limits';

/*
 * Turns a device's accepted samples frames (about 100 ms each) into chunks of one second, the unit
 * the server stores: int16 counts interleaved as on the wire, the frame's scale per channel, and
 * the min/max of each channel per 100 ms block (for playback of long windows without reading the
 * samples). A change of scale closes the chunk early (a chunk has one scale per channel).
 *
 * The stream keeps its own time line: sample n is at n / rate. A timestamp within the bridge's
 * jitter of where the stream expects it is taken as contiguous. A short gap (frames lost on the
 * way) is filled with zeros so what follows stays on the clock, if the device's sample budget
 * allows it (zeros count as samples: no stream runs ahead of the server's clock); a longer jump,
 * forward or back, is closed up; a frame that overlaps what came is cut to what is new. Each gap
 * filled or closed up is noted on the chunk it falls in (one note per chunk, however many gaps),
 * and becomes a `gap` marker of the recording: no invented samples, no lost time, without a mark.
 */

/** The gaps of one chunk: where the first one falls, how many, and what became of the time. */
export interface GapNote {
  /** Index in the chunk of the first sample after the first gap. */
  atSample: number;
  count: number;
  /** Device time jumped forward and was closed up (ms). */
  skippedMs: number;
  /** Device time jumped back and was closed up (ms). */
  backMs: number;
  /** Device time missing and filled with zeros (ms). */
  filledMs: number;
}

/** A gap note as a marker label: ASCII (exported into EDF+), at most 80 characters. */
export function gapLabel(gap: GapNote): string {
  const seconds = (ms: number) => {
    const s = ms / 1000;
    return s < 1e6 ? s.toFixed(3) : s.toExponential(2);
  };
  const parts: string[] = [];
  if (gap.skippedMs > 0) parts.push(`${seconds(gap.skippedMs)} s skipped`);
  if (gap.backMs > 0) parts.push(`clock back ${seconds(gap.backMs)} s`);
  if (gap.filledMs > 0) parts.push(`${seconds(gap.filledMs)} s zero-filled`);
  const times = gap.count > 1 ? ` (${gap.count} jumps)` : '';
  return `signal gap: ${parts.join(', ')}${times}`.slice(0, 80);
}

export interface Chunk {
  /** Index on this device's stream of the chunk's first sample (counted from the buffer's start). */
  startSample: number;
  sampleCount: number;
  scales: number[];
  /** int16 little-endian, s0c0 s0c1 … */
  data: Buffer;
  /** int16 pairs (min, max) per 100 ms block and channel, block-major. */
  summary: Buffer;
  /** int16 pairs (min, max) per channel over the whole chunk. */
  range: Buffer;
  /** The gaps in the device's timestamps within this chunk, if any. */
  gap?: GapNote | undefined;
}

/** Samples per summary block: 100 ms, at least one sample. */
export function blockSamples(sampleRate: number): number {
  return Math.max(1, Math.round(sampleRate / 10));
}

export class ChunkBuffer {
  private readonly perChunk: number;
  private readonly channels: number;
  private counts: Int16Array;
  private filled = 0;
  private scales: number[] | undefined;
  /** Samples emitted or buffered so far on the stream. */
  private streamSamples = 0;
  /** Device time (ms) of the next expected sample, once a frame has been seen. */
  private nextDeviceMs: number | undefined;
  /** Gaps not yet in an emitted chunk; `at` is their stream index. */
  private pendingGap: (GapNote & { at: number }) | undefined;

  constructor(
    private readonly sampleRate: number,
    channels: number,
  ) {
    this.perChunk = Math.max(1, Math.round(sampleRate));
    this.channels = channels;
    this.counts = new Int16Array(this.perChunk * channels);
  }

  /**
   * Adds one accepted samples frame (the raw bytes, already checked by the frame reader); returns
   * the chunks it completed. `mayFill(n)` answers whether n zeros may be filled into a short gap
   * (and takes them from the device's sample budget if so).
   */
  push(
    frame: Uint8Array,
    deviceTimestampMs: number,
    sampleCount: number,
    mayFill: (samples: number) => boolean = () => true,
  ): Chunk[] {
    const view = new DataView(frame.buffer, frame.byteOffset, frame.byteLength);
    const scales = Array.from({ length: this.channels }, (_, c) =>
      view.getFloat32(FRAME_HEADER_BYTES + c * 4, true),
    );
    const out: Chunk[] = [];
    if (this.scales && scales.some((scale, c) => scale !== this.scales![c])) {
      const partial = this.flush();
      if (partial) out.push(partial);
    }
    this.scales = scales;

    const frameMs = (sampleCount * 1000) / this.sampleRate;
    let skip = 0;
    let next = deviceTimestampMs + frameMs;
    const expected = this.nextDeviceMs;
    if (expected !== undefined) {
      const deltaMs = deviceTimestampMs - expected;
      const samples = Math.round((Math.abs(deltaMs) * this.sampleRate) / 1000);
      if (Math.abs(deltaMs) <= ingestLimits.jitterMs || samples === 0) {
        // Jitter: on the stream's own time line, so jitter never adds up; an eighth of the
        // difference is taken, so the line follows a device clock that drifts, and forgets a
        // jittered first stamp, without jumping.
        next = expected + frameMs + deltaMs / 8;
      } else if (deltaMs > 0) {
        if (deltaMs <= ingestLimits.maxFillMs && mayFill(samples)) {
          this.noteGap({ filledMs: (samples * 1000) / this.sampleRate });
          for (let i = 0; i < samples; i++) this.append(null, 0, out);
        } else {
          this.noteGap({ skippedMs: deltaMs });
        }
      } else if (-deltaMs <= ingestLimits.maxFillMs) {
        // An overlap: only what is new is taken.
        skip = Math.min(sampleCount, samples);
        if (skip === sampleCount) next = expected;
      } else {
        this.noteGap({ backMs: -deltaMs });
      }
    }
    const dataStart = FRAME_HEADER_BYTES + this.channels * 4;
    for (let s = skip; s < sampleCount; s++)
      this.append(view, dataStart + s * this.channels * 2, out);
    this.nextDeviceMs = next;
    return out;
  }

  private noteGap(time: Partial<Pick<GapNote, 'skippedMs' | 'backMs' | 'filledMs'>>): void {
    const gap = (this.pendingGap ??= {
      at: this.streamSamples,
      atSample: 0,
      count: 0,
      skippedMs: 0,
      backMs: 0,
      filledMs: 0,
    });
    gap.count++;
    gap.skippedMs += time.skippedMs ?? 0;
    gap.backMs += time.backMs ?? 0;
    gap.filledMs += time.filledMs ?? 0;
  }

  /** The samples buffered so far as a (short) chunk, or undefined when there are none. */
  flush(): Chunk | undefined {
    if (this.filled === 0 || !this.scales) return undefined;
    const chunk = this.chunkOf(this.filled);
    this.filled = 0;
    return chunk;
  }

  private append(view: DataView | null, offset: number, out: Chunk[]): void {
    const base = this.filled * this.channels;
    for (let c = 0; c < this.channels; c++) {
      this.counts[base + c] = view ? view.getInt16(offset + c * 2, true) : 0;
    }
    this.streamSamples++;
    if (++this.filled === this.perChunk) {
      out.push(this.chunkOf(this.perChunk));
      this.filled = 0;
    }
  }

  private chunkOf(samples: number): Chunk {
    const counts = this.counts.slice(0, samples * this.channels);
    const block = blockSamples(this.sampleRate);
    const blocks = Math.ceil(samples / block);
    const summary = new Int16Array(blocks * this.channels * 2);
    const range = new Int16Array(this.channels * 2);
    for (let c = 0; c < this.channels; c++) {
      range[c * 2] = 32767;
      range[c * 2 + 1] = -32768;
    }
    for (let b = 0; b < blocks; b++) {
      const end = Math.min(samples, (b + 1) * block);
      for (let c = 0; c < this.channels; c++) {
        let min = 32767;
        let max = -32768;
        for (let s = b * block; s < end; s++) {
          const v = counts[s * this.channels + c]!;
          if (v < min) min = v;
          if (v > max) max = v;
        }
        summary[(b * this.channels + c) * 2] = min;
        summary[(b * this.channels + c) * 2 + 1] = max;
        if (min < range[c * 2]!) range[c * 2] = min;
        if (max > range[c * 2 + 1]!) range[c * 2 + 1] = max;
      }
    }
    const startSample = this.streamSamples - samples;
    let gap: GapNote | undefined;
    if (this.pendingGap && this.pendingGap.at < this.streamSamples) {
      const { at, ...note } = this.pendingGap;
      gap = { ...note, atSample: Math.max(0, at - startSample) };
      this.pendingGap = undefined;
    }
    return {
      startSample,
      sampleCount: samples,
      gap,
      scales: [...this.scales!],
      data: Buffer.from(counts.buffer, counts.byteOffset, counts.byteLength),
      summary: Buffer.from(summary.buffer, summary.byteOffset, summary.byteLength),
      range: Buffer.from(range.buffer, range.byteOffset, range.byteLength),
    };
  }
}

/** The physical values of a stored chunk, per channel. */
export function chunkChannels(
  data: Uint8Array,
  scales: readonly number[],
  sampleCount: number,
): Float64Array[] {
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength);
  const channels = scales.length;
  const out = scales.map(() => new Float64Array(sampleCount));
  for (let s = 0; s < sampleCount; s++) {
    for (let c = 0; c < channels; c++) {
      out[c]![s] = view.getInt16((s * channels + c) * 2, true) * scales[c]!;
    }
  }
  return out;
}
