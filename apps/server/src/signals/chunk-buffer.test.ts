import { deviceProfileOf } from '@cep/contract';
import { encodeSamplesFrame } from '@cep/signals';
import { describe, expect, it } from 'vitest';
import { ChunkBuffer, gapLabel, type Chunk } from './chunk-buffer';

/*
 * The stream's time line under device timestamps that jitter, lose frames, jump or go back
 * (issue 28): contiguous within the jitter, a short loss zero-filled only as far as the budget
 * allows, any other jump closed up, and every gap noted on the chunk it falls in.
 */

const eeg8 = deviceProfileOf(1)!; // 8 channels, 250 Hz
const scales = eeg8.channels.map((c) => c.scale);

function frame(sequence: number, at: number, samples: number, value = 7): Uint8Array {
  return encodeSamplesFrame({
    deviceCode: eeg8.code,
    sequence,
    deviceTimestampMs: at,
    scales,
    counts: scales.map(() => new Int16Array(samples).fill(value)),
  });
}

/** Pushes frames of 25 samples (100 ms) at the given timestamps; answers every chunk, flushed. */
function run(times: number[], mayFill: (n: number) => boolean = () => true): Chunk[] {
  const buffer = new ChunkBuffer(250, 8);
  const chunks = times.flatMap((at, i) => buffer.push(frame(i, at, 25), at, 25, mayFill));
  const last = buffer.flush();
  return last ? [...chunks, last] : chunks;
}

const total = (chunks: Chunk[]) => chunks.reduce((sum, chunk) => sum + chunk.sampleCount, 0);
const gaps = (chunks: Chunk[]) => chunks.flatMap((chunk) => (chunk.gap ? [chunk.gap] : []));

describe('ChunkBuffer time line', () => {
  it('takes jitter as contiguous: nothing filled, nothing cut, nothing marked', () => {
    const chunks = run(Array.from({ length: 20 }, (_, i) => i * 100 + ((i % 3) - 1) * 20));
    expect(total(chunks)).toBe(500);
    expect(gaps(chunks)).toEqual([]);
  });

  it('fills a lost frame with zeros and notes where', () => {
    const chunks = run([0, 100, 200, 400, 500]);
    expect(total(chunks)).toBe(150);
    expect(gaps(chunks)).toEqual([
      { atSample: 75, count: 1, skippedMs: 0, backMs: 0, filledMs: 100 },
    ]);
    const data = new DataView(chunks[0]!.data.buffer, chunks[0]!.data.byteOffset);
    expect(data.getInt16(75 * 16, true)).toBe(0);
    expect(data.getInt16(100 * 16, true)).toBe(7);
  });

  it('closes up a jump the budget does not allow to fill, a long one, and one back in time', () => {
    expect(gaps(run([0, 200], () => false))).toEqual([
      { atSample: 25, count: 1, skippedMs: 100, backMs: 0, filledMs: 0 },
    ]);
    const jumps = run([0, 100, 60_100, 60_200, 5_000, 5_100]);
    expect(total(jumps)).toBe(150);
    const [gap] = gaps(jumps);
    expect(gap).toEqual({ atSample: 50, count: 2, skippedMs: 59_900, backMs: 55_300, filledMs: 0 });
    expect(gapLabel(gap!)).toBe('signal gap: 59.900 s skipped, clock back 55.300 s (2 jumps)');
  });

  it('cuts an overlapping frame to what is new', () => {
    // 80 ms of the third frame were in the second already.
    const chunks = run([0, 100, 120]);
    expect(total(chunks)).toBe(25 + 25 + 5);
    expect(gaps(chunks)).toEqual([]);
  });

  it('keeps a marker label within 80 ASCII characters whatever the times', () => {
    const label = gapLabel({
      atSample: 0,
      count: 99_999,
      skippedMs: 1e300,
      backMs: 1e12,
      filledMs: 1000,
    });
    expect(label.length).toBeLessThanOrEqual(80);
    expect(label).toMatch(/^[\x20-\x7e]+$/);
  });
});
