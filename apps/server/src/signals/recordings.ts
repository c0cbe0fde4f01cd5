import type {
  Page,
  Recording,
  RecordingDevice,
  RecordingListQuery,
  RecordingMarker,
  RecordingStart,
  RecordingSummary,
  SignalChannel,
} from '@cep/contract';
import { sql, type Kysely } from 'kysely';
import type { Tables } from '../platform/db/schema';
import { ApiError } from '../platform/http/api-error';
import { profileByKey } from './devices';

/*
 * Recordings (MPSA): start for a patient on one or more devices, stop, list, detail, markers.
 * The samples themselves are written by the instance each device is connected to (recorder.ts).
 * Times on a recording's time line are ms from `started_at` (the database's clock).
 */

export interface Actor {
  userId: number;
  name: string;
}

interface RecordingRow {
  id: number;
  patient_id: number;
  patient_name: string;
  status: 'recording' | 'stopped';
  training_session_id: number | null;
  started_at: Date;
  stopped_at: Date | null;
  started_by_name: string | null;
}

export interface RecordingDeviceRow {
  recording_id: number;
  device_id: number;
  device_name: string;
  profile: string;
  channels: SignalChannel[];
  sample_rate: number;
  sample_count: string;
  rejected_frames: number;
  first_offset_ms: number | null;
}

/** Where a device's stream ends on the recording's time line (ms). */
export function streamEndMs(device: RecordingDeviceRow): number {
  return (device.first_offset_ms ?? 0) + (Number(device.sample_count) * 1000) / device.sample_rate;
}

export async function devicesOf(
  db: Kysely<Tables>,
  recordingIds: readonly number[],
): Promise<RecordingDeviceRow[]> {
  if (recordingIds.length === 0) return [];
  const { rows } = await sql<RecordingDeviceRow>`
    SELECT recording_id, device_id, device_name, profile, channels, sample_rate, sample_count,
           rejected_frames, first_offset_ms
      FROM recording_devices WHERE recording_id = ANY(${recordingIds}::integer[])
     ORDER BY recording_id, device_id`.execute(db);
  return rows;
}

function toDevice(row: RecordingDeviceRow): RecordingDevice {
  const profile = profileByKey(row.profile);
  return {
    deviceId: row.device_id,
    name: row.device_name,
    profile: row.profile,
    modality: profile?.modality ?? 'eeg',
    sampleRate: row.sample_rate,
    channels: row.channels,
    sampleCount: Number(row.sample_count),
    rejectedFrames: row.rejected_frames,
  };
}

function summaryOf(row: RecordingRow, devices: RecordingDeviceRow[]): RecordingSummary {
  const mine = devices.filter((device) => device.recording_id === row.id);
  return {
    id: row.id,
    patientId: row.patient_id,
    patientName: row.patient_name,
    status: row.status,
    trainingSessionId: row.training_session_id,
    startedAt: row.started_at.getTime(),
    stoppedAt: row.stopped_at?.getTime() ?? null,
    durationMs: Math.round(Math.max(0, ...mine.map(streamEndMs))),
    devices: mine.map(toDevice),
    startedBy: row.started_by_name,
  };
}

const recordingColumns = sql`
  r.id, r.patient_id, p.patient_name, r.status, r.training_session_id, r.started_at,
  r.stopped_at, r.started_by_name`;

export async function markersOf(
  db: Kysely<Tables>,
  recordingId: number,
  range?: { from: number; to: number },
): Promise<RecordingMarker[]> {
  const { rows } = await sql<{
    id: number;
    offset_ms: number;
    label: string;
    source: RecordingMarker['source'];
    created_by_name: string | null;
  }>`
    SELECT id, offset_ms, label, source, created_by_name FROM recording_markers
     WHERE recording_id = ${recordingId}
       ${range ? sql`AND offset_ms >= ${range.from} AND offset_ms <= ${range.to}` : sql``}
     ORDER BY offset_ms, id`.execute(db);
  return rows.map((row) => ({
    id: row.id,
    offsetMs: row.offset_ms,
    label: row.label,
    source: row.source,
    createdBy: row.created_by_name,
  }));
}

export async function findRecording(db: Kysely<Tables>, id: number): Promise<Recording> {
  const { rows } = await sql<RecordingRow>`
    SELECT ${recordingColumns} FROM recordings r JOIN patients p ON p.id = r.patient_id
     WHERE r.id = ${id}`.execute(db);
  const row = rows[0];
  if (!row) throw new ApiError(40401, '记录不存在');
  return { ...summaryOf(row, await devicesOf(db, [id])), markers: await markersOf(db, id) };
}

export async function listRecordings(
  db: Kysely<Tables>,
  query: RecordingListQuery,
): Promise<Page<RecordingSummary>> {
  const { rows } = await sql<RecordingRow & { total: string }>`
    SELECT ${recordingColumns}, count(*) OVER () AS total
      FROM recordings r JOIN patients p ON p.id = r.patient_id
     WHERE r.patient_id = ${query.patientId}
     ORDER BY r.id DESC
     LIMIT ${query.pageSize} OFFSET ${(query.pageNum - 1) * query.pageSize}`.execute(db);
  const devices = await devicesOf(
    db,
    rows.map((row) => row.id),
  );
  return {
    list: rows.map((row) => summaryOf(row, devices)),
    total: Number(rows[0]?.total ?? 0),
    pageNum: query.pageNum,
    pageSize: query.pageSize,
  };
}

/** Starts a recording in the caller's transaction (the devices are locked until it ends). */
export async function startRecording(
  trx: Kysely<Tables>,
  input: RecordingStart,
  actor: Actor,
): Promise<Recording> {
  if (input.trainingSessionId !== undefined) {
    const { rows } = await sql<{ patient_id: number }>`
      SELECT patient_id FROM training_sessions WHERE id = ${input.trainingSessionId}`.execute(trx);
    if (rows[0]?.patient_id !== input.patientId) {
      throw new ApiError(40001, '训练不存在或不属于该患者');
    }
  }
  const { rows: devices } = await sql<{
    id: number;
    name: string;
    profile: string;
    status: string;
    busy: boolean;
  }>`
    SELECT d.id, d.name, d.profile, d.status,
           EXISTS (SELECT 1 FROM recording_devices rd WHERE rd.device_id = d.id AND rd.active) AS busy
      FROM signal_devices d WHERE d.id = ANY(${input.deviceIds}::integer[])
     ORDER BY d.id FOR UPDATE OF d`.execute(trx);
  for (const id of input.deviceIds) {
    const device = devices.find((row) => row.id === id);
    if (!device) throw new ApiError(40401, `设备${id}不存在`);
    if (device.status !== 'enabled') throw new ApiError(40901, `设备“${device.name}”已停用`);
    if (device.busy) throw new ApiError(40901, `设备“${device.name}”正在记录中`);
  }
  const { rows } = await sql<{ id: number }>`
    INSERT INTO recordings (patient_id, training_session_id, started_by, started_by_name)
    VALUES (${input.patientId}, ${input.trainingSessionId ?? null}, ${actor.userId}, ${actor.name})
    RETURNING id`.execute(trx);
  const recordingId = rows[0]!.id;
  for (const device of devices) {
    const profile = profileByKey(device.profile)!;
    await sql`
      INSERT INTO recording_devices
             (recording_id, device_id, device_name, profile, channels, sample_rate)
      VALUES (${recordingId}, ${device.id}, ${device.name}, ${profile.key},
              ${JSON.stringify(profile.channels)}::jsonb, ${profile.sampleRate})`.execute(trx);
  }
  return findRecording(trx, recordingId);
}

/** Stops a recording; a stopped one is answered as it is. */
export async function stopRecording(trx: Kysely<Tables>, id: number): Promise<Recording> {
  await sql`
    WITH stopped AS (
      UPDATE recordings SET status = 'stopped', stopped_at = now()
       WHERE id = ${id} AND status = 'recording' RETURNING id
    )
    UPDATE recording_devices SET active = false
     WHERE recording_id IN (SELECT id FROM stopped)`.execute(trx);
  return findRecording(trx, id);
}

export async function addMarker(
  trx: Kysely<Tables>,
  input: { recordingId: number; label: string; offsetMs?: number | undefined },
  actor: Actor,
): Promise<RecordingMarker> {
  // Without a time the marker is "now" on the database's clock, the clock of `started_at`.
  const { rows } = await sql<{ id: number }>`
    INSERT INTO recording_markers
           (recording_id, offset_ms, label, source, created_by, created_by_name)
    SELECT r.id,
           COALESCE(${input.offsetMs ?? null}::double precision,
                    GREATEST(0, extract(epoch FROM (now() - r.started_at)) * 1000)),
           ${input.label}, 'manual', ${actor.userId}, ${actor.name}
      FROM recordings r WHERE r.id = ${input.recordingId} AND r.status = 'recording'
    RETURNING id`.execute(trx);
  const id = rows[0]?.id;
  if (id === undefined) throw new ApiError(40901, '记录已停止，不能再添加标记');
  return (await markersOf(trx, input.recordingId)).find((marker) => marker.id === id)!;
}
