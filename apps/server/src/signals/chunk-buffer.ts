import { FRAME_HEADER_BYTES } from '@cep/signals';

/*
 * Turns a device's accepted samples frames (about 100 ms each) into chunks of one second, the unit
 * the server stores: int16 counts interleaved as on the wire, the frame's scale per channel, and
 * the min/max of each channel per 100 ms block (for playback of long windows without reading the
 * samples). Gaps the device's timestamps reveal (frames lost on the way) are filled with zeros so
 * sample n is always at n / rate on the stream; a frame that goes back in time is cut to what is
 * new. A change of scale closes the chunk early (a chunk has one scale per channel).
 */

/** The longest gap filled with zeros; a longer one (a device clock jump) is closed up instead. */
const MAX_GAP_S = 10;

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
   * the chunks it completed.
   */
  push(frame: Uint8Array, deviceTimestampMs: number, sampleCount: number): Chunk[] {
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

    let skip = 0;
    if (this.nextDeviceMs !== undefined) {
      const gap = Math.round(((deviceTimestampMs - this.nextDeviceMs) * this.sampleRate) / 1000);
      if (gap > 0 && gap <= MAX_GAP_S * this.sampleRate) {
        for (let i = 0; i < gap; i++) this.append(null, 0, out);
      } else if (gap < 0) {
        skip = Math.min(sampleCount, -gap);
      }
    }
    const dataStart = FRAME_HEADER_BYTES + this.channels * 4;
    for (let s = skip; s < sampleCount; s++)
      this.append(view, dataStart + s * this.channels * 2, out);
    if (skip < sampleCount || this.nextDeviceMs === undefined) {
      this.nextDeviceMs = deviceTimestampMs + (sampleCount * 1000) / this.sampleRate;
    }
    return out;
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
    return {
      startSample: this.streamSamples - samples,
      sampleCount: samples,
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
