import { sql, type Kysely } from 'kysely';
import type { Tables } from '../platform/db/schema';
import { chunkChannels } from './chunk-buffer';
import type { RecordingDeviceRow } from './recordings';

/*
 * One device's samples on the recording's time line, read from its stored chunks a few at a time
 * for exports: zeros before the device's first sample (a device that joined late) and wherever no
 * chunk was stored, nothing past the samples the recording counted when the export began. Chunks
 * are read by key (the next start_sample after the last one read), each read on a pooled
 * connection of its own, so a long export holds no connection between reads and memory holds a
 * batch of chunks whatever the recording's length.
 */

/** Chunks per read: about 1 MiB of samples for 32 channels at 500 Hz (one chunk per second). */
const CHUNKS_PER_READ = 32;

interface StoredChunk {
  /** Index of the chunk's first sample on the recording's time line. */
  at: number;
  sampleCount: number;
  scales: number[];
  data: Buffer;
  /** The physical values per channel, decoded when a window first needs them. */
  decoded?: Float64Array[];
}

export class DeviceTimeline {
  /** Samples on the time line: the lead-in zeros and the device's own. */
  readonly length: number;
  private readonly lead: number;
  private readonly total: number;
  /** Chunks read and not yet wholly behind the windows asked for. */
  private pending: StoredChunk[] = [];
  private lastStart = -1;
  private lastScales: number[] = [];
  private exhausted = false;
  private windowEnd = 0;

  constructor(
    private readonly db: Kysely<Tables>,
    private readonly device: RecordingDeviceRow,
  ) {
    this.lead = leadSamples(device);
    this.total = Number(device.sample_count);
    this.length = this.lead + this.total;
  }

  /**
   * Samples `from` to `from + count - 1` of each channel. Windows move forward only (each starts
   * where the one before ended or later). Where chunks overlap, the later one's samples stand.
   */
  async window(from: number, count: number): Promise<Float64Array[]> {
    if (from < this.windowEnd) throw new RangeError('a device timeline is read forward only');
    const to = from + count;
    this.windowEnd = to;
    const out = this.device.channels.map(() => new Float64Array(count));
    while (!this.exhausted && this.lead + this.lastStart + 1 < to) await this.readMore();
    for (const chunk of this.pending) {
      const first = Math.max(from, chunk.at);
      const end = Math.min(to, chunk.at + chunk.sampleCount, this.length);
      if (first >= end) continue;
      chunk.decoded ??= chunkChannels(chunk.data, chunk.scales, chunk.sampleCount);
      chunk.decoded.forEach((samples, c) =>
        out[c]!.set(samples.subarray(first - chunk.at, end - chunk.at), first - from),
      );
    }
    this.pending = this.pending.filter((chunk) => chunk.at + chunk.sampleCount > to);
    return out;
  }

  private async readMore(): Promise<void> {
    // A chunk's scales are sent only when they differ from the chunk before (they rarely
    // change): parsing 32 floats per row costs more than the samples' copy.
    const { rows } = await sql<{
      start_sample: string;
      sample_count: number;
      scales: number[] | null;
      data: Buffer;
    }>`
      SELECT start_sample, sample_count,
             CASE WHEN scales IS DISTINCT FROM lag(scales) OVER (ORDER BY start_sample)
                  THEN scales END AS scales,
             data
        FROM recording_chunks
       WHERE recording_id = ${this.device.recording_id} AND device_id = ${this.device.device_id}
         AND start_sample > ${this.lastStart} AND start_sample < ${this.total}
       ORDER BY start_sample
       LIMIT ${CHUNKS_PER_READ}`.execute(this.db);
    if (rows.length < CHUNKS_PER_READ) this.exhausted = true;
    for (const row of rows) {
      if (row.scales) this.lastScales = row.scales.map(Number);
      this.lastStart = Number(row.start_sample);
      this.pending.push({
        at: this.lead + this.lastStart,
        sampleCount: row.sample_count,
        scales: this.lastScales,
        data: row.data,
      });
    }
  }
}

/** Samples before the device's first one on the recording's time line. */
export function leadSamples(device: RecordingDeviceRow): number {
  return Math.round(((device.first_offset_ms ?? 0) * device.sample_rate) / 1000);
}
