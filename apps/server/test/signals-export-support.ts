import { deviceProfiles } from '@cep/contract';
import type { TestApp } from './harness';

/*
 * Recordings written straight into the database, in the shape the recorder stores them (one row
 * per chunk: int16 counts interleaved, a float4 scale per channel, min/max per 100 ms block and
 * per chunk), so an export test can have hours of samples in seconds.
 */

export interface SeedChunk {
  /** Index of the chunk's first sample on the device's stream. */
  start: number;
  /** int16 counts, interleaved s0c0 s0c1 … */
  counts: Int16Array;
  scales: number[];
}

export interface SeedDevice {
  deviceId: number;
  profile: string;
  /** Where the device's first sample falls on the recording's time line. */
  firstOffsetMs: number;
  chunks: SeedChunk[];
  /** The samples the recording counted; the end of the last chunk when not given. */
  sampleCount?: number;
}

export function profileOf(key: string) {
  const profile = deviceProfiles.find((p) => p.key === key);
  if (!profile) throw new Error(`no profile ${key}`);
  return profile;
}

/** The bytes of a chunk as the recorder stores them: data, summary (100 ms blocks) and range. */
export function chunkBytes(counts: Int16Array, channels: number, sampleRate: number) {
  const samples = counts.length / channels;
  const block = Math.max(1, Math.round(sampleRate / 10));
  const blocks = Math.ceil(samples / block);
  const summary = new Int16Array(blocks * channels * 2);
  const range = new Int16Array(channels * 2);
  for (let c = 0; c < channels; c++) {
    range[c * 2] = 32767;
    range[c * 2 + 1] = -32768;
  }
  for (let b = 0; b < blocks; b++) {
    for (let c = 0; c < channels; c++) {
      let min = 32767;
      let max = -32768;
      for (let s = b * block; s < Math.min(samples, (b + 1) * block); s++) {
        const v = counts[s * channels + c]!;
        min = Math.min(min, v);
        max = Math.max(max, v);
      }
      summary[(b * channels + c) * 2] = min;
      summary[(b * channels + c) * 2 + 1] = max;
      range[c * 2] = Math.min(range[c * 2]!, min);
      range[c * 2 + 1] = Math.max(range[c * 2 + 1]!, max);
    }
  }
  const bytes = (a: Int16Array) => Buffer.from(a.buffer, a.byteOffset, a.byteLength);
  return { data: bytes(counts), summary: bytes(summary), range: bytes(range) };
}

/** Counts that look like a signal and differ by `seed`: a slow wave per channel plus noise. */
export function patternCounts(seed: number, samples: number, channels: number): Int16Array {
  const out = new Int16Array(samples * channels);
  let state = (seed * 2654435761) >>> 0 || 1;
  for (let s = 0; s < samples; s++) {
    for (let c = 0; c < channels; c++) {
      state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
      const wave = Math.round(8000 * Math.sin((2 * Math.PI * (s + 37 * c + seed)) / 97));
      out[s * channels + c] = wave + ((state >>> 16) % 4001) - 2000;
    }
  }
  return out;
}

/** A stopped recording of `patientId` with `devices`' chunks and `markers`; returns its id. */
export async function seedRecording(
  t: TestApp,
  input: {
    patientId: number;
    devices: SeedDevice[];
    markers?: { offsetMs: number; label: string }[];
  },
): Promise<number> {
  const { rows } = await t.pool.query<{ id: number }>(
    `INSERT INTO recordings (patient_id, status, started_at, stopped_at, started_by_name)
     VALUES ($1, 'stopped', now() - interval '3 hours', now(), '种子') RETURNING id`,
    [input.patientId],
  );
  const recordingId = rows[0]!.id;
  for (const device of input.devices) {
    const profile = profileOf(device.profile);
    const end = Math.max(
      0,
      ...device.chunks.map((c) => c.start + c.counts.length / profile.channels.length),
    );
    await t.pool.query(
      `INSERT INTO recording_devices (recording_id, device_id, device_name, profile, channels,
              sample_rate, active, sample_count, first_offset_ms)
       VALUES ($1, $2, $3, $4, $5::jsonb, $6, false, $7, $8)`,
      [
        recordingId,
        device.deviceId,
        `设备${device.deviceId}`,
        profile.key,
        JSON.stringify(profile.channels),
        profile.sampleRate,
        device.sampleCount ?? end,
        device.firstOffsetMs,
      ],
    );
    for (const chunk of device.chunks) {
      const { data, summary, range } = chunkBytes(
        chunk.counts,
        profile.channels.length,
        profile.sampleRate,
      );
      await t.pool.query(
        `INSERT INTO recording_chunks (recording_id, device_id, start_sample, sample_count, scales,
                data, summary, chunk_range)
         VALUES ($1, $2, $3, $4, $5::real[], $6, $7, $8)`,
        [
          recordingId,
          device.deviceId,
          chunk.start,
          chunk.counts.length / profile.channels.length,
          chunk.scales,
          data,
          summary,
          range,
        ],
      );
    }
  }
  for (const marker of input.markers ?? []) {
    await t.pool.query(
      `INSERT INTO recording_markers (recording_id, offset_ms, label, source)
       VALUES ($1, $2, $3, 'manual')`,
      [recordingId, marker.offsetMs, marker.label],
    );
  }
  return recordingId;
}

/**
 * `seconds` one-second chunks of a device, stored by one statement: each second repeats one of
 * `patterns` (second s holds pattern s mod patterns.length), so hours cost one round trip.
 */
export async function seedLongDevice(
  t: TestApp,
  recordingId: number,
  deviceId: number,
  seconds: number,
  patterns: Int16Array[],
  scales: number[],
): Promise<void> {
  const { rows } = await t.pool.query<{ profile: string }>(
    'SELECT profile FROM recording_devices WHERE recording_id = $1 AND device_id = $2',
    [recordingId, deviceId],
  );
  const profile = profileOf(rows[0]!.profile);
  const chunks = patterns.map((counts) =>
    chunkBytes(counts, profile.channels.length, profile.sampleRate),
  );
  await t.pool.query(
    `INSERT INTO recording_chunks (recording_id, device_id, start_sample, sample_count, scales,
            data, summary, chunk_range)
     SELECT $1, $2, g * $3::bigint, $3, $4::real[],
            ($5::bytea[])[g % $8 + 1], ($6::bytea[])[g % $8 + 1], ($7::bytea[])[g % $8 + 1]
       FROM generate_series(0, $9::integer - 1) g`,
    [
      recordingId,
      deviceId,
      profile.sampleRate,
      scales,
      chunks.map((c) => c.data),
      chunks.map((c) => c.summary),
      chunks.map((c) => c.range),
      patterns.length,
      seconds,
    ],
  );
  await t.pool.query(
    `UPDATE recording_devices SET sample_count = $3
      WHERE recording_id = $1 AND device_id = $2`,
    [recordingId, deviceId, seconds * profile.sampleRate],
  );
}
