import {
  FRAME_HEADER_BYTES,
  FRAME_KIND_CODES,
  FRAME_MAGIC_0,
  FRAME_MAGIC_1,
  impedanceFrameBytes,
  samplesFrameBytes,
} from './frame-layout';

/** Longest frame we accept from a stream: 64 channels × 65,535 samples would be 8 MB. */
const MAX_FRAME_BYTES = 1 << 20;

/**
 * Cuts a byte stream of frames sent back to back (the server's live stream) into whole frames: a
 * frame's length follows from its header, so chunks may end anywhere. Bytes that cannot start a
 * frame (wrong magic, unknown kind, an absurd length) are skipped one at a time until a frame
 * header lines up again, and counted. Each frame still goes through `FrameReader` afterwards.
 */
export class FrameStreamSplitter {
  /** Bytes skipped because no frame started there. */
  skipped = 0;
  private pending = new Uint8Array(0);

  /** Adds a chunk; returns the frames it completed, in order (each a copy of its own bytes). */
  push(chunk: Uint8Array): Uint8Array[] {
    const joined = new Uint8Array(this.pending.length + chunk.length);
    joined.set(this.pending);
    joined.set(chunk, this.pending.length);
    const frames: Uint8Array[] = [];
    let at = 0;
    while (joined.length - at >= FRAME_HEADER_BYTES) {
      const length = frameLength(joined, at);
      if (length === null) {
        at++;
        this.skipped++;
        continue;
      }
      if (joined.length - at < length) break;
      frames.push(joined.slice(at, at + length));
      at += length;
    }
    this.pending = joined.slice(at);
    return frames;
  }

  /** Forgets a half frame (after a reconnection). */
  reset(): void {
    this.pending = new Uint8Array(0);
  }
}

/** The byte length of the frame whose header starts at `at`, or null if none can start there. */
function frameLength(bytes: Uint8Array, at: number): number | null {
  if (bytes[at] !== FRAME_MAGIC_0 || bytes[at + 1] !== FRAME_MAGIC_1) return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset + at, FRAME_HEADER_BYTES);
  const kind = view.getUint8(3);
  const channels = view.getUint16(6, true);
  const samples = view.getUint16(20, true);
  if (channels === 0) return null;
  const length =
    kind === FRAME_KIND_CODES.samples
      ? samplesFrameBytes(channels, samples)
      : kind === FRAME_KIND_CODES.impedance
        ? impedanceFrameBytes(channels)
        : null;
  return length !== null && length <= MAX_FRAME_BYTES ? length : null;
}
