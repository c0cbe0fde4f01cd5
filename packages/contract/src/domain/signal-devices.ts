import { z } from 'zod';
import { id, idText, text } from './fields';
import { channelQuality, deviceProfiles, signalChannel, signalModality } from './signals';

/*
 * Acquisition devices (MPSA, issue 15): an admin registers each device bridge with a name and a
 * profile and hands its secret key to the bridge (shown once); clinicians pick a device to record
 * with. A disabled device cannot connect.
 */

const profileKeys = deviceProfiles.map((profile) => profile.key) as [string, ...string[]];

/** A profile key of `deviceProfiles` (`eeg-8-250`, `ecg-250`, …). */
export const deviceProfileKey = z.enum(profileKeys, { error: '不支持的设备类型' });

/** A device's name as the clinic calls it: 1–50 characters. */
export const deviceName = text('请输入设备名称')
  .trim()
  .min(1, '请输入设备名称')
  .max(50, '设备名称不能超过50个字符');

/**
 * Why a device's connection ended: the device closed it or the network dropped it, it sent too
 * fast (4006) or faster than storage (4007), it stopped answering pings (a half-open connection),
 * a newer connection replaced it (4004), it was disabled (4003), its key was changed (4009), the
 * server shut down or failed.
 */
export const deviceDisconnectReasons = [
  'device-closed',
  'too-fast',
  'queue-full',
  'no-pong',
  'replaced',
  'disabled',
  'key-rotated',
  'server-shutdown',
  'server-error',
] as const;
export type DeviceDisconnectReason = (typeof deviceDisconnectReasons)[number];

/** `GET /api/signalDevice/list`: every device, disabled ones too (`status`). */
export const signalDevice = z.object({
  id: z.number().int(),
  name: z.string(),
  profile: z.string(),
  modality: signalModality,
  sampleRate: z.number(),
  channels: z.array(signalChannel),
  status: z.enum(['enabled', 'disabled']),
  /** Whether a bridge is connected now (to any server instance); when it last sent (epoch ms). */
  connected: z.boolean(),
  lastSeenAt: z.number().nullable(),
  /** The last impedance reading per channel (kΩ, in channel order), null before any. */
  impedance: z
    .array(z.object({ label: z.string(), kiloohms: z.number(), quality: channelQuality }))
    .nullable(),
  /**
   * Frames the server dropped from this device since it was added: sent faster than its profile
   * allows or while its storage queue was full (the device was told `slow-down`).
   */
  droppedFrames: z.number().int().min(0),
  /** Why its last connection ended, and when (epoch ms); null before any ended. */
  lastDisconnect: z.object({ reason: z.enum(deviceDisconnectReasons), at: z.number() }).nullable(),
  /** The recording running on this device, if any. */
  recordingId: z.number().int().nullable(),
  createdAt: z.number(),
});
export type SignalDevice = z.infer<typeof signalDevice>;

/** `POST /api/signalDevice/add` (admin). */
export const signalDeviceCreate = z.strictObject({ name: deviceName, profile: deviceProfileKey });
export type SignalDeviceCreate = z.infer<typeof signalDeviceCreate>;

/** The new device with its key: the only time the key is ever sent. */
export const signalDeviceCreated = signalDevice.extend({ deviceKey: z.string() });
export type SignalDeviceCreated = z.infer<typeof signalDeviceCreated>;

/** `PUT /api/signalDevice/update` (admin): rename; the profile is fixed once a device exists. */
export const signalDeviceUpdate = z.strictObject({ id, name: deviceName });
export type SignalDeviceUpdate = z.infer<typeof signalDeviceUpdate>;

/** `POST /api/signalDevice/setStatus` (admin): a disabled device is disconnected and refused. */
export const signalDeviceStatusChange = z.strictObject({
  id,
  status: z.enum(['enabled', 'disabled'], { error: '状态只能是enabled或disabled' }),
});
export type SignalDeviceStatusChange = z.infer<typeof signalDeviceStatusChange>;

/**
 * `POST /api/signalDevice/rotateKey` (admin): a new key for the device, answered once like a new
 * device's (`signalDeviceCreated`); the old key opens nothing from then on. The way to retire a
 * demo device's published key (`demoDeviceKey`) before serving the database on a network.
 */
export const signalDeviceKeyRotation = z.strictObject({ id });
export type SignalDeviceKeyRotation = z.infer<typeof signalDeviceKeyRotation>;

/** `GET /api/signalDevice/live?deviceId=`: the device's frames as they arrive. */
export const signalDeviceLiveQuery = z.strictObject({ deviceId: idText });
export type SignalDeviceLiveQuery = z.infer<typeof signalDeviceLiveQuery>;
