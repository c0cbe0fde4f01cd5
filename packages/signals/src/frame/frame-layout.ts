/**
 * The binary frame, little-endian (our protocol, version 1):
 *
 * | offset | size | field                                     |
 * |--------|------|-------------------------------------------|
 * | 0      | 2    | magic "CF"                                |
 * | 2      | 1    | version (1)                               |
 * | 3      | 1    | kind: 1 samples, 2 impedance              |
 * | 4      | 2    | device code (u16, a `deviceProfiles` code) |
 * | 6      | 2    | channel count (u16)                       |
 * | 8      | 4    | sequence (u32)                            |
 * | 12     | 8    | device timestamp, ms (f64)                |
 * | 20     | 2    | samples per channel (u16; 0 for impedance) |
 * | 22     | 2    | reserved, 0                               |
 * | 24     | …    | samples: f32 scale per channel, then int16 samples interleaved (s0c0 s0c1 … s1c0 …) |
 * |        |      | impedance: f32 kΩ per channel             |
 *
 * A frame's length is fully determined by its header, so a short or padded frame is detected.
 */
export const FRAME_MAGIC_0 = 0x43; // 'C'
export const FRAME_MAGIC_1 = 0x46; // 'F'
export const FRAME_VERSION = 1;
export const FRAME_HEADER_BYTES = 24;
export const FRAME_KIND_CODES = { samples: 1, impedance: 2 } as const;

/** Bytes of a samples frame with `channels` channels and `samples` samples per channel. */
export function samplesFrameBytes(channels: number, samples: number): number {
  return FRAME_HEADER_BYTES + channels * 4 + channels * samples * 2;
}

/** Bytes of an impedance frame. */
export function impedanceFrameBytes(channels: number): number {
  return FRAME_HEADER_BYTES + channels * 4;
}
