import { z } from 'zod';

/**
 * Physiological signal acquisition (DOMAIN.md §2): the device profiles, the header of a binary
 * frame, impedance readings and markers, shared by the server (which receives frames) and
 * `@cep/signals` (which encodes, parses, filters and exports them). No calls yet.
 */

/** What a device measures. */
export const signalModalities = ['eeg', 'ecg', 'eda', 'ppg'] as const;
export const signalModality = z.enum(signalModalities, { error: '不支持的信号类型' });
export type SignalModality = z.infer<typeof signalModality>;

/** Physical units of the samples, ASCII so they fit the EDF+ header. */
export const signalUnits = ['uV', 'mV', 'uS', 'au'] as const;
export const signalUnit = z.enum(signalUnits, { error: '不支持的信号单位' });
export type SignalUnit = z.infer<typeof signalUnit>;

/** One channel of a device: its label (10-20 name for EEG), unit and the size of one count. */
export const signalChannel = z.strictObject({
  label: z
    .string()
    .min(1)
    .max(16)
    .regex(/^[\x20-\x7e]+$/, { error: '通道名只能是可打印ASCII字符' }),
  unit: signalUnit,
  /** Physical value of one int16 count, in `unit`. */
  scale: z.number().positive({ error: '通道刻度必须大于0' }),
});
export type SignalChannel = z.infer<typeof signalChannel>;

/** A kind of device: one sample rate for all its channels. `code` is its number on the wire. */
export const deviceProfile = z.strictObject({
  code: z.number().int().min(1).max(65535),
  key: z.string().regex(/^[a-z0-9-]+$/),
  modality: signalModality,
  sampleRate: z.number().positive(),
  channels: z.array(signalChannel).min(1).max(64),
});
export type DeviceProfile = z.infer<typeof deviceProfile>;

/** 10-20 labels of the EEG montages we support, in channel order. */
export const eegMontages = {
  8: ['Fp1', 'Fp2', 'C3', 'C4', 'P7', 'P8', 'O1', 'O2'],
  16: [
    'Fp1',
    'Fp2',
    'F7',
    'F3',
    'F4',
    'F8',
    'T7',
    'C3',
    'C4',
    'T8',
    'P7',
    'P3',
    'P4',
    'P8',
    'O1',
    'O2',
  ],
  32: [
    'Fp1',
    'Fp2',
    'AF3',
    'AF4',
    'F7',
    'F3',
    'Fz',
    'F4',
    'F8',
    'FC5',
    'FC1',
    'FC2',
    'FC6',
    'T7',
    'C3',
    'Cz',
    'C4',
    'T8',
    'CP5',
    'CP1',
    'CP2',
    'CP6',
    'P7',
    'P3',
    'Pz',
    'P4',
    'P8',
    'PO3',
    'PO4',
    'O1',
    'Oz',
    'O2',
  ],
} as const satisfies Record<number, readonly string[]>;

/** EEG int16 count in µV: ±32767 counts cover about ±1.6 mV. */
const eegScale = 0.05;

function eegProfile(code: number, channelCount: 8 | 16 | 32, sampleRate: 250 | 500) {
  return {
    code,
    key: `eeg-${channelCount}-${sampleRate}`,
    modality: 'eeg',
    sampleRate,
    channels: eegMontages[channelCount].map((label) => ({ label, unit: 'uV', scale: eegScale })),
  } satisfies DeviceProfile;
}

/** Every device the platform accepts, by wire code; a frame naming another code is rejected. */
export const deviceProfiles: readonly DeviceProfile[] = [
  eegProfile(1, 8, 250),
  eegProfile(2, 8, 500),
  eegProfile(3, 16, 250),
  eegProfile(4, 16, 500),
  eegProfile(5, 32, 250),
  eegProfile(6, 32, 500),
  {
    code: 20,
    key: 'ecg-250',
    modality: 'ecg',
    sampleRate: 250,
    channels: [{ label: 'ECG', unit: 'mV', scale: 0.001 }],
  },
  {
    code: 30,
    key: 'eda-4',
    modality: 'eda',
    sampleRate: 4,
    channels: [{ label: 'EDA', unit: 'uS', scale: 0.001 }],
  },
  {
    code: 40,
    key: 'ppg-64',
    modality: 'ppg',
    sampleRate: 64,
    channels: [{ label: 'PPG', unit: 'au', scale: 1 }],
  },
];

/** The profile with this wire code, or undefined for an unknown device. */
export function deviceProfileOf(code: number): DeviceProfile | undefined {
  return deviceProfiles.find((profile) => profile.code === code);
}

/** Kinds of binary message a device sends. */
export const frameKinds = ['samples', 'impedance'] as const;
export type FrameKind = (typeof frameKinds)[number];

/** The decoded header of one binary frame (about 100 ms of samples, or one impedance reading). */
export const frameHeader = z.strictObject({
  kind: z.enum(frameKinds),
  deviceCode: z.number().int().min(1).max(65535),
  channelCount: z.number().int().min(1).max(64),
  /** Counts up by one per frame of a device; a frame not after the last one is rejected. */
  sequence: z.number().int().min(0).max(0xffffffff),
  /** The device's clock when the first sample was taken, in ms. */
  deviceTimestampMs: z.number().finite(),
  /** Samples per channel in this frame; 0 for impedance. */
  sampleCount: z.number().int().min(0).max(65535),
});
export type FrameHeader = z.infer<typeof frameHeader>;

/** Electrode impedance thresholds (kΩ): below `good` is good, up to `serviceable` still usable. */
export const impedanceLimits = { good: 20, serviceable: 50 } as const;
export const channelQualities = ['good', 'serviceable', 'poor'] as const;
export const channelQuality = z.enum(channelQualities);
export type ChannelQuality = z.infer<typeof channelQuality>;

/** A note on the recording's time line (stimulus, eyes closed, artefact…); ASCII for EDF+. */
export const signalMarker = z.strictObject({
  /** Seconds from the start of the recording. */
  onset: z.number().min(0),
  /** Seconds; absent for an instant. */
  duration: z.number().min(0).optional(),
  text: z
    .string()
    .min(1)
    .max(80)
    .regex(/^[\x20-\x7e]+$/, { error: '标记文字只能是可打印ASCII字符' }),
});
export type SignalMarker = z.infer<typeof signalMarker>;

/*
 * The device protocol's text messages (apps/server/README.md, "Device protocol"). A device bridge
 * opens a WebSocket to `/api/signalDevice/ingest`, sends `hello` first (its key and channels), and
 * after `ready` sends binary frames (`frame-layout.ts` in @cep/signals). The server answers each
 * rejected frame with `rejected` and goes on. It answers nothing before the hello: a first message
 * that is not one closes the socket. A device sending faster than its profile, or faster than the
 * database takes its chunks, is told `slow-down` and its extra frames are dropped (counted on the
 * device); if it goes on, it is closed (`deviceCloseCodes`).
 */

/**
 * Why the server closes a device's socket (WebSocket close codes; the reason text says it too).
 * 1001: the server is shutting down; 1011: a server error; a connection that stops answering
 * pings is cut without a close frame (the device sees 1006).
 */
export const deviceCloseCodes = {
  /** The hello was refused (`refused` says why). */
  helloRefused: 4001,
  /** No hello within 10 s. */
  noHello: 4002,
  /** The device was disabled by the admin. */
  disabled: 4003,
  /** A newer connection of the same device replaced this one. */
  replaced: 4004,
  /** The first message was a frame, not the hello. */
  helloFirst: 4005,
  /** Still faster than its profile (samples or frames per second) after `slow-down`. */
  tooFast: 4006,
  /** The server's queue of the device's chunks stayed full after `slow-down`. */
  queueFull: 4007,
  /** Too many device connections from this address to this server. */
  tooManyConnections: 4008,
  /** The admin gave the device a new key: the one this connection said hello with opens nothing. */
  keyRotated: 4009,
} as const;

/** Why frames were dropped, in `slow-down`: over the profile's rate, or the storage queue full. */
export const deviceSlowDownReasons = ['too-fast', 'queue-full'] as const;

/** A device's secret, shown once when an admin adds the device: `cepd_` + 43 base64url chars. */
export const deviceKey = z
  .string({ error: '请提供设备密钥' })
  .regex(/^cepd_[A-Za-z0-9_-]{43}$/, { error: '设备密钥格式不正确' });

/** The first message of a device: who it is and the channels it will send, in frame order. */
export const deviceHello = z.strictObject({
  type: z.literal('hello'),
  deviceKey,
  /** The profile's `key` (e.g. `eeg-8-250`); it must be the device's registered profile. */
  profile: z.string().max(32),
  /** Channel labels in frame order; they must be the profile's labels, in its order. */
  channels: z.array(z.string().max(16)).min(1).max(64),
});
export type DeviceHello = z.infer<typeof deviceHello>;

/** Why the server refused a hello (then it closes the socket with code 4001). */
export const deviceHelloRejections = [
  'bad-hello',
  'unknown-device',
  'device-disabled',
  'profile-mismatch',
  'channel-mismatch',
] as const;
export type DeviceHelloRejection = (typeof deviceHelloRejections)[number];

/** What the server says to a device. `rejected` names a frame the server dropped, and why. */
export const deviceServerMessage = z.discriminatedUnion('type', [
  z.strictObject({
    type: z.literal('ready'),
    deviceId: z.number().int(),
    /** The device's wire code: frames must carry it. */
    deviceCode: z.number().int(),
  }),
  z.strictObject({
    type: z.literal('refused'),
    reason: z.enum(deviceHelloRejections),
  }),
  z.strictObject({
    type: z.literal('rejected'),
    /** A `frameRejections` reason of @cep/signals, `not-ready` while the hello is being checked, or `unexpected-text`. */
    reason: z.string(),
    sequence: z.number().int().optional(),
    /** Frames rejected on this connection so far. */
    rejectedTotal: z.number().int().min(0),
  }),
  z.strictObject({
    type: z.literal('slow-down'),
    reason: z.enum(deviceSlowDownReasons),
    /** Frames dropped on this connection so far (too fast or queue full; not `rejected` ones). */
    droppedTotal: z.number().int().min(0),
  }),
]);
export type DeviceServerMessage = z.infer<typeof deviceServerMessage>;

/**
 * The key of the demo device of a profile: public like the demo passwords, it opens only a demo
 * database (the server seeds demo devices only in demo mode; the device simulator's `--demo` uses
 * these). Never a production key: those are random and shown once.
 */
export function demoDeviceKey(profileKey: string): string {
  return `cepd_${`demo-${profileKey}-`.padEnd(43, '0').slice(0, 43)}`;
}
