import type { RecordingWindow, RecordingWindowQuery, WindowChannel } from '@cep/contract';
import { sql, type Kysely } from 'kysely';
import type { Tables } from '../platform/db/schema';
import { blockSamples } from './chunk-buffer';
import { devicesOf, markersOf, streamEndMs, type RecordingDeviceRow } from './recordings';

/*
 * Playback: a window of a recording reduced on the server to at most `maxPoints` min/max pairs per
 * channel, so a browser scrolls an hour of 32 channels without loading it. A bucket of a second
 * or more is built from each chunk's stored min/max (an hour's overview reads 3,600 rows of 128
 * bytes for 32 channels), one of at least 100 ms from the chunks' per-100 ms min/max, a shorter
 * one from the samples of the few chunks in the window. The samples of a long window are never
 * read.
 */

interface ChunkRow {
  start_sample: string;
  sample_count: number;
  /** Null when the same as the chunk before's. */
  scales: number[] | null;
  data?: Buffer;
  summary?: Buffer;
  range?: Buffer | null;
}

async function deviceWindow(
  db: Kysely<Tables>,
  device: RecordingDeviceRow,
  query: RecordingWindowQuery,
): Promise<WindowChannel[]> {
  const rate = device.sample_rate;
  const offset = device.first_offset_ms ?? 0;
  const total = Number(device.sample_count);
  const s0 = Math.min(total, Math.max(0, Math.floor(((query.from - offset) * rate) / 1000)));
  const s1 = Math.min(total, Math.max(0, Math.ceil(((query.to - offset) * rate) / 1000)));
  const count = Math.max(0, s1 - s0);
  const bucketSamples = Math.max(1, count / query.maxPoints);
  const buckets = Math.ceil(count / bucketSamples);
  const channels = device.channels.length;
  const min = Array.from({ length: channels }, () => new Float64Array(buckets).fill(Infinity));
  const max = Array.from({ length: channels }, () => new Float64Array(buckets).fill(-Infinity));
  const block = blockSamples(rate);
  const fromSummary = bucketSamples >= block;
  // A bucket of a second or more: each chunk's own min/max is enough.
  const fromRange = bucketSamples >= Math.max(1, Math.round(rate));

  if (count > 0) {
    // The chunk holding s0 may start up to one second earlier. A chunk's scales are sent only
    // when they differ from the chunk before (they rarely change): parsing 32 floats per row was
    // most of an hour's overview.
    const { rows } = await sql<ChunkRow>`
      SELECT start_sample, sample_count,
             CASE WHEN scales IS DISTINCT FROM lag(scales) OVER (ORDER BY start_sample)
                  THEN scales END AS scales,
             ${sql.raw(
               fromRange
                 ? 'chunk_range AS range, CASE WHEN chunk_range IS NULL THEN summary END AS summary'
                 : fromSummary
                   ? 'summary'
                   : 'data',
             )}
        FROM recording_chunks
       WHERE recording_id = ${device.recording_id} AND device_id = ${device.device_id}
         AND start_sample < ${s1} AND start_sample + sample_count > ${s0}
       ORDER BY start_sample`.execute(db);
    let last = -1;
    const put = (sample: number, c: number, low: number, high: number) => {
      const b = Math.floor((sample - s0) / bucketSamples);
      if (b < 0 || b >= buckets) return;
      if (low < min[c]![b]!) min[c]![b] = low;
      if (high > max[c]![b]!) max[c]![b] = high;
      if (b > last) last = b;
    };
    let scales: number[] = [];
    for (const row of rows) {
      const start = Number(row.start_sample);
      if (row.scales) scales = row.scales.map(Number);
      if (fromRange && row.range) {
        const view = new DataView(row.range.buffer, row.range.byteOffset, row.range.byteLength);
        // The chunk's first sample places it; a chunk reaching into the window from before s0
        // counts in the first bucket.
        const sample = Math.max(start, s0);
        for (let c = 0; c < channels; c++) {
          put(
            sample,
            c,
            view.getInt16(c * 4, true) * scales[c]!,
            view.getInt16(c * 4 + 2, true) * scales[c]!,
          );
        }
      } else if (fromSummary) {
        const bytes = row.summary!;
        const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
        const blocks = Math.ceil(row.sample_count / block);
        for (let b = 0; b < blocks; b++) {
          const sample = start + b * block;
          if (sample < s0 || sample >= s1) continue;
          for (let c = 0; c < channels; c++) {
            const at = (b * channels + c) * 4;
            put(
              sample,
              c,
              view.getInt16(at, true) * scales[c]!,
              view.getInt16(at + 2, true) * scales[c]!,
            );
          }
        }
      } else {
        const bytes = row.data!;
        const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
        const first = Math.max(s0, start);
        const end = Math.min(s1, start + row.sample_count);
        for (let sample = first; sample < end; sample++) {
          const base = (sample - start) * channels * 2;
          for (let c = 0; c < channels; c++) {
            const value = view.getInt16(base + c * 2, true) * scales[c]!;
            put(sample, c, value, value);
          }
        }
      }
    }
    const used = last + 1;
    return device.channels.map((channel, c) => {
      const round = rounding(channel.scale);
      return {
        deviceId: device.device_id,
        label: channel.label,
        unit: channel.unit,
        sampleRate: rate,
        startMs: offset + (s0 * 1000) / rate,
        bucketMs: (bucketSamples * 1000) / rate,
        min: Array.from(min[c]!.subarray(0, used), round),
        max: Array.from(max[c]!.subarray(0, used), round),
      };
    });
  }
  return device.channels.map((channel) => ({
    deviceId: device.device_id,
    label: channel.label,
    unit: channel.unit,
    sampleRate: rate,
    startMs: query.from,
    bucketMs: (bucketSamples * 1000) / rate,
    min: [],
    max: [],
  }));
}

/**
 * Values to the resolution of the channel (a count is `scale`; the stored scale is a float32, so
 * count × scale carries float noise like 12.350000190734863): one digit past the scale's, which
 * keeps every count distinct and the JSON a third as long. A bucket no sample fell in (a gap
 * inside the window) reads as 0, never as a non-number.
 */
function rounding(scale: number): (value: number) => number {
  const factor = 10 ** Math.min(9, Math.max(0, Math.ceil(-Math.log10(scale)) + 1));
  return (value) => (Number.isFinite(value) ? Math.round(value * factor) / factor : 0);
}

export async function recordingWindow(
  db: Kysely<Tables>,
  query: RecordingWindowQuery,
): Promise<RecordingWindow> {
  const devices = await devicesOf(db, [query.recordingId]);
  const [channels, markers] = await Promise.all([
    Promise.all(devices.map((device) => deviceWindow(db, device, query))),
    markersOf(db, query.recordingId, { from: query.from, to: query.to }),
  ]);
  return {
    recordingId: query.recordingId,
    from: query.from,
    to: query.to,
    durationMs: Math.round(Math.max(0, ...devices.map(streamEndMs))),
    channels: channels.flat(),
    markers,
  };
}
