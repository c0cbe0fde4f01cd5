import type { DeviceProfile } from '@cep/contract';
import type { FastifyBaseLogger } from 'fastify';
import { sql, type Kysely } from 'kysely';
import type { Tables } from '../platform/db/schema';
import { ChunkBuffer, chunkChannels, gapLabel, type Chunk } from './chunk-buffer';
import { SecondFeatureState } from './second-features';

/*
 * Stores what one connected device sends while a recording of it runs: the instance holding the
 * device's socket writes each second as a chunk, and that second's features, in PostgreSQL. No
 * browser is involved, so closing one loses nothing. Whether a recording runs is read from the
 * database by the very statement that stores a chunk (the recording may be started or stopped on
 * any instance): no running recording, nothing stored. At most the second being buffered is lost
 * if this instance dies. The chunks waiting for the database are counted (`backlog`): the ingest
 * slows the device down and drops its frames before that queue grows past its bound. A gap noted
 * on a chunk becomes a `gap` marker in the statement that stores the chunk.
 */

export class DeviceRecorder {
  private readonly buffer: ChunkBuffer;
  private queue: Promise<void> = Promise.resolve();
  private queued = 0;
  private features: { recordingId: number; state: SecondFeatureState } | undefined;
  private rejectedSinceStore = 0;

  constructor(
    private readonly db: Kysely<Tables>,
    private readonly deviceId: number,
    private readonly profile: DeviceProfile,
    private readonly log: FastifyBaseLogger,
  ) {
    this.buffer = new ChunkBuffer(profile.sampleRate, profile.channels.length);
  }

  /** An accepted samples frame (raw bytes); `mayFill` as ChunkBuffer.push's. */
  samples(
    frame: Uint8Array,
    deviceTimestampMs: number,
    sampleCount: number,
    mayFill?: (samples: number) => boolean,
  ): void {
    for (const chunk of this.buffer.push(frame, deviceTimestampMs, sampleCount, mayFill))
      this.enqueue(chunk);
  }

  /** Chunks waiting for the database. */
  get backlog(): number {
    return this.queued;
  }

  /** A rejected frame: counted on the running recording with its next chunk. */
  rejected(): void {
    this.rejectedSinceStore++;
  }

  /** Stores what is buffered and waits for every write. */
  async close(): Promise<void> {
    const last = this.buffer.flush();
    if (last) this.enqueue(last);
    await this.queue;
  }

  private enqueue(chunk: Chunk): void {
    this.queued++;
    this.queue = this.queue
      .then(() => this.store(chunk))
      .catch((error: unknown) => this.log.error({ err: error }, 'storing a signal chunk failed'))
      .finally(() => {
        this.queued--;
      });
  }

  private async store(chunk: Chunk): Promise<void> {
    const rejected = this.rejectedSinceStore;
    this.rejectedSinceStore = 0;
    const chunkMs = (chunk.sampleCount * 1000) / this.profile.sampleRate;
    const { gap } = chunk;
    const { rows } = await sql<{ recording_id: number; start_sample: string }>`
      WITH rd AS (
        UPDATE recording_devices rd
           SET sample_count = rd.sample_count + ${chunk.sampleCount},
               rejected_frames = rd.rejected_frames + ${rejected},
               first_offset_ms = COALESCE(rd.first_offset_ms, GREATEST(0,
                 extract(epoch FROM (now() - r.started_at)) * 1000 - ${chunkMs}))
          FROM recordings r
         WHERE rd.device_id = ${this.deviceId} AND rd.active AND r.id = rd.recording_id
        RETURNING rd.recording_id, rd.sample_count - ${chunk.sampleCount} AS start_sample,
                  rd.first_offset_ms
      ), gap AS (
        INSERT INTO recording_markers (recording_id, offset_ms, label, source)
        SELECT rd.recording_id,
               rd.first_offset_ms + (rd.start_sample + ${gap?.atSample ?? 0}) * 1000.0 / ${this.profile.sampleRate},
               ${gap ? gapLabel(gap) : ''}, 'gap'
          FROM rd WHERE ${gap !== undefined}
      )
      INSERT INTO recording_chunks
             (recording_id, device_id, start_sample, sample_count, scales, data, summary, chunk_range)
      SELECT rd.recording_id, ${this.deviceId}, rd.start_sample, ${chunk.sampleCount},
             ${chunk.scales}::real[], ${chunk.data}, ${chunk.summary}, ${chunk.range}
        FROM rd
      RETURNING recording_id, start_sample`.execute(this.db);
    const stored = rows[0];
    if (!stored) {
      this.features = undefined;
      return;
    }
    if (this.profile.modality === 'eda') return;
    if (this.features?.recordingId !== stored.recording_id) {
      this.features = {
        recordingId: stored.recording_id,
        state: new SecondFeatureState(this.profile.modality, this.profile.sampleRate),
      };
    }
    const startSample = Number(stored.start_sample);
    const channels = chunkChannels(chunk.data, chunk.scales, chunk.sampleCount);
    const features = this.features.state.next(channels, startSample);
    await sql`
      INSERT INTO recording_features (recording_id, device_id, second, bands, heart_rate, beats)
      VALUES (${stored.recording_id}, ${this.deviceId},
              ${Math.floor(startSample / this.profile.sampleRate)},
              ${features.bands ? JSON.stringify(features.bands) : null}::jsonb,
              ${features.heartRate}, ${features.beats}::double precision[])
      ON CONFLICT (recording_id, device_id, second) DO UPDATE
        SET bands = COALESCE(EXCLUDED.bands, recording_features.bands),
            heart_rate = COALESCE(EXCLUDED.heart_rate, recording_features.heart_rate),
            beats = recording_features.beats || EXCLUDED.beats`.execute(this.db);
  }
}
