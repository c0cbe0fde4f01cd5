import {
  FRAME_HEADER_BYTES,
  FRAME_KIND_CODES,
  FRAME_MAGIC_0,
  FRAME_MAGIC_1,
  FRAME_VERSION,
  impedanceFrameBytes,
  samplesFrameBytes,
} from './frame-layout';

export interface SamplesFrameInput {
  deviceCode: number;
  sequence: number;
  deviceTimestampMs: number;
  /** Physical value of one count, per channel. */
  scales: readonly number[];
  /** counts[channel][sample], int16 values. */
  counts: readonly (readonly number[] | Int16Array)[];
}

export interface ImpedanceFrameInput {
  deviceCode: number;
  sequence: number;
  deviceTimestampMs: number;
  /** kΩ per channel. */
  kiloohms: readonly number[];
}

function writeHeader(
  view: DataView,
  kind: number,
  input: { deviceCode: number; sequence: number; deviceTimestampMs: number },
  channels: number,
  samples: number,
): void {
  view.setUint8(0, FRAME_MAGIC_0);
  view.setUint8(1, FRAME_MAGIC_1);
  view.setUint8(2, FRAME_VERSION);
  view.setUint8(3, kind);
  view.setUint16(4, input.deviceCode, true);
  view.setUint16(6, channels, true);
  view.setUint32(8, input.sequence, true);
  view.setFloat64(12, input.deviceTimestampMs, true);
  view.setUint16(20, samples, true);
  view.setUint16(22, 0, true);
}

/** Encodes one samples frame (used by devices, the simulator and tests). */
export function encodeSamplesFrame(input: SamplesFrameInput): Uint8Array {
  const channels = input.counts.length;
  if (channels === 0 || input.scales.length !== channels) {
    throw new RangeError('one scale per channel, at least one channel');
  }
  const samples = input.counts[0]!.length;
  if (input.counts.some((channel) => channel.length !== samples)) {
    throw new RangeError('every channel needs the same number of samples');
  }
  const bytes = new Uint8Array(samplesFrameBytes(channels, samples));
  const view = new DataView(bytes.buffer);
  writeHeader(view, FRAME_KIND_CODES.samples, input, channels, samples);
  input.scales.forEach((scale, c) => view.setFloat32(FRAME_HEADER_BYTES + c * 4, scale, true));
  const dataStart = FRAME_HEADER_BYTES + channels * 4;
  for (let s = 0; s < samples; s++) {
    for (let c = 0; c < channels; c++) {
      view.setInt16(dataStart + (s * channels + c) * 2, input.counts[c]![s]!, true);
    }
  }
  return bytes;
}

/** Encodes one impedance reading. */
export function encodeImpedanceFrame(input: ImpedanceFrameInput): Uint8Array {
  const channels = input.kiloohms.length;
  const bytes = new Uint8Array(impedanceFrameBytes(channels));
  const view = new DataView(bytes.buffer);
  writeHeader(view, FRAME_KIND_CODES.impedance, input, channels, 0);
  input.kiloohms.forEach((k, c) => view.setFloat32(FRAME_HEADER_BYTES + c * 4, k, true));
  return bytes;
}
