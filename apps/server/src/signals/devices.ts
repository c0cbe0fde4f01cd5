import {
  deviceProfiles,
  type DeviceDisconnectReason,
  type DeviceProfile,
  type SignalDevice,
  type SignalDeviceCreate,
} from '@cep/contract';
import { channelQualityOf } from '@cep/signals';
import { sql, type Kysely } from 'kysely';
import type { Tables } from '../platform/db/schema';
import { ApiError } from '../platform/http/api-error';
import { deviceKeyHash, newDeviceKey } from './device-keys';

/*
 * Acquisition devices (MPSA): registered by an admin, connected by their bridge with their key.
 * "Connected" is read from the row (which instance holds the socket, and a heartbeat the ingest
 * writes every few seconds), so every instance answers the same (decision 0007).
 */

/** A bridge that has not been heard from for this long counts as gone (its instance died). */
export const CONNECTED_WITHIN_S = 15;

export interface DeviceRow {
  id: number;
  name: string;
  profile: string;
  status: 'enabled' | 'disabled';
  connected: boolean;
  last_seen_at: Date | null;
  impedance: { label: string; kiloohms: number }[] | null;
  recording_id: number | null;
  created_at: Date;
  dropped_frames: string;
  last_disconnect_reason: DeviceDisconnectReason | null;
  last_disconnect_at: Date | null;
}

export function profileByKey(key: string): DeviceProfile | undefined {
  return deviceProfiles.find((profile) => profile.key === key);
}

function deviceQuery(db: Kysely<Tables>, where: ReturnType<typeof sql>) {
  return sql<DeviceRow>`
    SELECT d.id, d.name, d.profile, d.status, d.last_seen_at, d.impedance, d.created_at,
           d.dropped_frames, d.last_disconnect_reason, d.last_disconnect_at,
           (d.connected_instance IS NOT NULL
              AND d.last_seen_at > now() - make_interval(secs => ${CONNECTED_WITHIN_S})) AS connected,
           (SELECT rd.recording_id FROM recording_devices rd
             WHERE rd.device_id = d.id AND rd.active) AS recording_id
      FROM signal_devices d
     WHERE ${where}
     ORDER BY d.id`.execute(db);
}

export function toDevice(row: DeviceRow): SignalDevice {
  const profile = profileByKey(row.profile);
  if (!profile) throw new Error(`device ${row.id} has an unknown profile`);
  return {
    id: row.id,
    name: row.name,
    profile: profile.key,
    modality: profile.modality,
    sampleRate: profile.sampleRate,
    channels: profile.channels,
    status: row.status,
    connected: row.connected,
    lastSeenAt: row.last_seen_at?.getTime() ?? null,
    impedance:
      row.impedance?.map((reading) => ({
        ...reading,
        quality: channelQualityOf(reading.kiloohms),
      })) ?? null,
    droppedFrames: Number(row.dropped_frames),
    lastDisconnect:
      row.last_disconnect_reason && row.last_disconnect_at
        ? { reason: row.last_disconnect_reason, at: row.last_disconnect_at.getTime() }
        : null,
    recordingId: row.recording_id,
    createdAt: row.created_at.getTime(),
  };
}

export async function listDevices(db: Kysely<Tables>): Promise<SignalDevice[]> {
  const { rows } = await deviceQuery(db, sql`true`);
  return rows.map(toDevice);
}

export async function findDevice(db: Kysely<Tables>, id: number): Promise<SignalDevice> {
  const { rows } = await deviceQuery(db, sql`d.id = ${id}`);
  const row = rows[0];
  if (!row) throw new ApiError(40401, '设备不存在');
  return toDevice(row);
}

export async function addDevice(
  db: Kysely<Tables>,
  input: SignalDeviceCreate,
): Promise<SignalDevice & { deviceKey: string }> {
  const deviceKey = newDeviceKey();
  const { rows } = await sql<{ id: number }>`
    INSERT INTO signal_devices (name, profile, key_hash)
    VALUES (${input.name}, ${input.profile}, ${deviceKeyHash(deviceKey)})
    RETURNING id`.execute(db);
  return { ...(await findDevice(db, rows[0]!.id)), deviceKey };
}

export async function renameDevice(
  db: Kysely<Tables>,
  id: number,
  name: string,
): Promise<SignalDevice> {
  const { numAffectedRows } =
    await sql`UPDATE signal_devices SET name = ${name} WHERE id = ${id}`.execute(db);
  if (numAffectedRows === 0n) throw new ApiError(40401, '设备不存在');
  return findDevice(db, id);
}

export async function setDeviceStatus(
  db: Kysely<Tables>,
  id: number,
  status: 'enabled' | 'disabled',
): Promise<SignalDevice> {
  const { numAffectedRows } =
    await sql`UPDATE signal_devices SET status = ${status} WHERE id = ${id}`.execute(db);
  if (numAffectedRows === 0n) throw new ApiError(40401, '设备不存在');
  return findDevice(db, id);
}

/** A new key for the device (returned this once); the old one opens nothing from now on. */
export async function rotateDeviceKey(
  db: Kysely<Tables>,
  id: number,
): Promise<SignalDevice & { deviceKey: string }> {
  const deviceKey = newDeviceKey();
  const { numAffectedRows } = await sql`
    UPDATE signal_devices SET key_hash = ${deviceKeyHash(deviceKey)} WHERE id = ${id}`.execute(db);
  if (numAffectedRows === 0n) throw new ApiError(40401, '设备不存在');
  return { ...(await findDevice(db, id)), deviceKey };
}

/** The device a bridge's key names, if any (disabled ones too: the caller says why it refuses). */
export async function deviceByKey(
  db: Kysely<Tables>,
  key: string,
): Promise<{ id: number; profile: string; status: 'enabled' | 'disabled' } | undefined> {
  const { rows } = await sql<{ id: number; profile: string; status: 'enabled' | 'disabled' }>`
    SELECT id, profile, status FROM signal_devices WHERE key_hash = ${deviceKeyHash(key)}`.execute(
    db,
  );
  return rows[0];
}
