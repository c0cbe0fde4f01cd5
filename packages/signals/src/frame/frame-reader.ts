import { frameRejections, parseFrame, type FrameRejection, type FrameResult } from './parse-frame';

/**
 * Reads the frames of one device connection in order: parses each, rejects a frame whose sequence
 * is not after the last accepted one of the same device and kind, and counts every rejection by
 * reason. Its state belongs to one connection (one socket), so it lives with that connection.
 */
export class FrameReader {
  readonly rejected: Record<FrameRejection, number> = Object.fromEntries(
    frameRejections.map((reason) => [reason, 0]),
  ) as Record<FrameRejection, number>;
  accepted = 0;
  private readonly lastSequence = new Map<string, number>();

  read(bytes: Uint8Array): FrameResult {
    const result = parseFrame(bytes);
    if (!result.ok) {
      this.rejected[result.reason]++;
      return result;
    }
    const { header } = result.frame;
    const stream = `${header.deviceCode}:${header.kind}`;
    const last = this.lastSequence.get(stream);
    if (last !== undefined && header.sequence <= last) {
      this.rejected['out-of-order']++;
      return { ok: false, reason: 'out-of-order', sequence: header.sequence };
    }
    this.lastSequence.set(stream, header.sequence);
    this.accepted++;
    return result;
  }

  /** Rejections in total. */
  get rejectedTotal(): number {
    return Object.values(this.rejected).reduce((sum, n) => sum + n, 0);
  }
}
