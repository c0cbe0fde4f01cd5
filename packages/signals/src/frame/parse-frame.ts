import { deviceProfileOf, type FrameHeader, type Localized } from '@cep/contract';
import {
  FRAME_HEADER_BYTES,
  FRAME_KIND_CODES,
  FRAME_MAGIC_0,
  FRAME_MAGIC_1,
  FRAME_VERSION,
  impedanceFrameBytes,
  samplesFrameBytes,
} from './frame-layout';

/** Why a frame was rejected. */
export const frameRejections = [
  'too-short',
  'bad-magic',
  'bad-version',
  'unknown-kind',
  'unknown-device',
  'channel-mismatch',
  'bad-sample-count',
  'wrong-length',
  'bad-timestamp',
  'bad-scale',
  'bad-impedance',
  'out-of-order',
] as const;
export type FrameRejection = (typeof frameRejections)[number];

/** What the live view and the server's log say about each reason. */
export const frameRejectionText: Record<FrameRejection, Localized> = {
  'too-short': { 'zh-CN': '数据帧过短', 'en-US': 'Frame too short' },
  'bad-magic': { 'zh-CN': '数据帧标识错误', 'en-US': 'Not a signal frame' },
  'bad-version': { 'zh-CN': '不支持的协议版本', 'en-US': 'Unsupported protocol version' },
  'unknown-kind': { 'zh-CN': '未知的数据帧类型', 'en-US': 'Unknown frame kind' },
  'unknown-device': { 'zh-CN': '未知的设备', 'en-US': 'Unknown device' },
  'channel-mismatch': {
    'zh-CN': '通道数与设备不符',
    'en-US': 'Channel count does not match the device',
  },
  'bad-sample-count': { 'zh-CN': '每通道采样数不合理', 'en-US': 'Implausible samples per channel' },
  'wrong-length': { 'zh-CN': '数据帧长度错误', 'en-US': 'Wrong frame length' },
  'bad-timestamp': { 'zh-CN': '设备时间戳无效', 'en-US': 'Invalid device timestamp' },
  'bad-scale': { 'zh-CN': '通道刻度无效', 'en-US': 'Invalid channel scale' },
  'bad-impedance': { 'zh-CN': '阻抗值无效', 'en-US': 'Invalid impedance value' },
  'out-of-order': { 'zh-CN': '数据帧序号乱序或重复', 'en-US': 'Frame out of order or repeated' },
};

export interface SamplesFrame {
  header: FrameHeader & { kind: 'samples' };
  /** Physical values per channel (count × scale), in the channel's unit. */
  channels: Float64Array[];
}

export interface ImpedanceFrame {
  header: FrameHeader & { kind: 'impedance' };
  kiloohms: number[];
}

export type ParsedFrame = SamplesFrame | ImpedanceFrame;
export type FrameResult =
  { ok: true; frame: ParsedFrame } | { ok: false; reason: FrameRejection; sequence?: number };

function reject(reason: FrameRejection): FrameResult {
  return { ok: false, reason };
}

/**
 * Parses one frame without state (no sequence check: see `FrameReader`). Never throws: anything
 * that is not a well-formed frame of a known device comes back with a reason.
 */
export function parseFrame(bytes: Uint8Array): FrameResult {
  if (bytes.byteLength < FRAME_HEADER_BYTES) return reject('too-short');
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (view.getUint8(0) !== FRAME_MAGIC_0 || view.getUint8(1) !== FRAME_MAGIC_1) {
    return reject('bad-magic');
  }
  if (view.getUint8(2) !== FRAME_VERSION) return reject('bad-version');
  const kindCode = view.getUint8(3);
  if (kindCode !== FRAME_KIND_CODES.samples && kindCode !== FRAME_KIND_CODES.impedance) {
    return reject('unknown-kind');
  }
  const deviceCode = view.getUint16(4, true);
  const profile = deviceProfileOf(deviceCode);
  if (!profile) return reject('unknown-device');
  const channelCount = view.getUint16(6, true);
  if (channelCount !== profile.channels.length) return reject('channel-mismatch');
  const sequence = view.getUint32(8, true);
  const deviceTimestampMs = view.getFloat64(12, true);
  const sampleCount = view.getUint16(20, true);

  if (kindCode === FRAME_KIND_CODES.impedance) {
    if (sampleCount !== 0) return reject('bad-sample-count');
    if (bytes.byteLength !== impedanceFrameBytes(channelCount)) return reject('wrong-length');
    if (!Number.isFinite(deviceTimestampMs)) return reject('bad-timestamp');
    const kiloohms: number[] = [];
    for (let c = 0; c < channelCount; c++) {
      const k = view.getFloat32(FRAME_HEADER_BYTES + c * 4, true);
      if (!Number.isFinite(k) || k < 0) return reject('bad-impedance');
      kiloohms.push(k);
    }
    return {
      ok: true,
      frame: {
        header: {
          kind: 'impedance',
          deviceCode,
          channelCount,
          sequence,
          deviceTimestampMs,
          sampleCount,
        },
        kiloohms,
      },
    };
  }

  // A frame holds at most one second of samples (about 100 ms is usual; EDA at 4 Hz sends 1).
  if (sampleCount < 1 || sampleCount > Math.max(1, Math.ceil(profile.sampleRate))) {
    return reject('bad-sample-count');
  }
  if (bytes.byteLength !== samplesFrameBytes(channelCount, sampleCount)) {
    return reject('wrong-length');
  }
  if (!Number.isFinite(deviceTimestampMs)) return reject('bad-timestamp');
  const scales: number[] = [];
  for (let c = 0; c < channelCount; c++) {
    const scale = view.getFloat32(FRAME_HEADER_BYTES + c * 4, true);
    if (!Number.isFinite(scale) || scale <= 0) return reject('bad-scale');
    scales.push(scale);
  }
  const dataStart = FRAME_HEADER_BYTES + channelCount * 4;
  const channels = scales.map(() => new Float64Array(sampleCount));
  for (let s = 0; s < sampleCount; s++) {
    for (let c = 0; c < channelCount; c++) {
      channels[c]![s] = view.getInt16(dataStart + (s * channelCount + c) * 2, true) * scales[c]!;
    }
  }
  return {
    ok: true,
    frame: {
      header: {
        kind: 'samples',
        deviceCode,
        channelCount,
        sequence,
        deviceTimestampMs,
        sampleCount,
      },
      channels,
    },
  };
}
