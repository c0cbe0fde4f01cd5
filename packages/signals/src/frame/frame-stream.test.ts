import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { encodeImpedanceFrame, encodeSamplesFrame } from './encode-frame';
import { FrameReader } from './frame-reader';
import { FrameStreamSplitter } from './frame-stream';

function frames(count: number): Uint8Array[] {
  return Array.from({ length: count }, (_, i) =>
    i % 3 === 2
      ? encodeImpedanceFrame({
          deviceCode: 1,
          sequence: i,
          deviceTimestampMs: i * 100,
          kiloohms: [5, 10, 15, 20, 25, 30, 35, 40],
        })
      : encodeSamplesFrame({
          deviceCode: 1,
          sequence: i,
          deviceTimestampMs: i * 100,
          scales: Array.from({ length: 8 }, () => 0.05),
          counts: Array.from({ length: 8 }, (_, c) => Array.from({ length: 25 }, (_, s) => c + s)),
        }),
  );
}

const concat = (parts: Uint8Array[]) => {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
};

describe('FrameStreamSplitter', () => {
  it('gives back the frames whole, however the stream is cut', () => {
    const sent = frames(9);
    const stream = concat(sent);
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: stream.length }), { maxLength: 20 }),
        (cuts) => {
          const splitter = new FrameStreamSplitter();
          const points = [...new Set(cuts)].sort((a, b) => a - b);
          const got: Uint8Array[] = [];
          let from = 0;
          for (const to of [...points, stream.length]) {
            got.push(...splitter.push(stream.subarray(from, to)));
            from = to;
          }
          expect(got).toEqual(sent);
          expect(splitter.skipped).toBe(0);
        },
      ),
    );
  });

  it('skips garbage until a frame lines up, and the frames after it read as valid', () => {
    const sent = frames(4);
    const splitter = new FrameStreamSplitter();
    const got = splitter.push(concat([Uint8Array.of(1, 2, 3, 0x43), sent[0]!, sent[1]!]));
    expect(got).toEqual([sent[0], sent[1]]);
    expect(splitter.skipped).toBe(4);
    const reader = new FrameReader();
    expect(got.map((frame) => reader.read(frame).ok)).toEqual([true, true]);
  });

  it('drops a half frame on reset (a reconnection)', () => {
    const [first, second] = frames(2);
    const splitter = new FrameStreamSplitter();
    expect(splitter.push(first!.subarray(0, 30))).toEqual([]);
    splitter.reset();
    expect(splitter.push(second!)).toEqual([second]);
  });

  it('never throws on random bytes', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 400 }), (bytes) => {
        const splitter = new FrameStreamSplitter();
        const out = splitter.push(bytes);
        const reader = new FrameReader();
        for (const frame of out) reader.read(frame);
      }),
    );
  });
});
