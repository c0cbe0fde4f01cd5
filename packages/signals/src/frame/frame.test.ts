import { deviceProfiles } from '@cep/contract';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { encodeImpedanceFrame, encodeSamplesFrame } from './encode-frame';
import { FrameReader } from './frame-reader';
import { frameRejections, frameRejectionText, parseFrame } from './parse-frame';

const eeg8 = deviceProfiles.find((p) => p.key === 'eeg-8-250')!;

function eegFrame(sequence: number, samples = 25) {
  return encodeSamplesFrame({
    deviceCode: eeg8.code,
    sequence,
    deviceTimestampMs: 1_000 + sequence * 100,
    scales: eeg8.channels.map((c) => c.scale),
    counts: eeg8.channels.map((_, c) =>
      Array.from({ length: samples }, (_, s) => (c * 1000 + s * 7) % 32767),
    ),
  });
}

describe('frame codec', () => {
  it('round-trips a samples frame into physical values', () => {
    const result = parseFrame(eegFrame(3));
    expect(result.ok).toBe(true);
    if (!result.ok || result.frame.header.kind !== 'samples') throw new Error('samples expected');
    const frame = result.frame as Extract<typeof result.frame, { channels: Float64Array[] }>;
    expect(frame.header).toEqual({
      kind: 'samples',
      deviceCode: eeg8.code,
      channelCount: 8,
      sequence: 3,
      deviceTimestampMs: 1_300,
      sampleCount: 25,
    });
    expect(frame.channels).toHaveLength(8);
    expect(frame.channels[2]![4]).toBeCloseTo(((2 * 1000 + 28) % 32767) * 0.05, 5);
  });

  it('round-trips an impedance reading', () => {
    const bytes = encodeImpedanceFrame({
      deviceCode: eeg8.code,
      sequence: 1,
      deviceTimestampMs: 5,
      kiloohms: [5, 10, 15, 20, 30, 45, 60, 200],
    });
    const result = parseFrame(bytes);
    expect(result.ok && 'kiloohms' in result.frame && result.frame.kiloohms).toEqual([
      5, 10, 15, 20, 30, 45, 60, 200,
    ]);
  });

  it.each([
    ['too-short', (b: Uint8Array) => b.slice(0, 10)],
    ['bad-magic', (b: Uint8Array) => (b.set([0x58], 0), b)],
    ['bad-version', (b: Uint8Array) => (b.set([9], 2), b)],
    ['unknown-kind', (b: Uint8Array) => (b.set([7], 3), b)],
    ['unknown-device', (b: Uint8Array) => (b.set([0xee, 0xee], 4), b)],
    ['channel-mismatch', (b: Uint8Array) => (b.set([9, 0], 6), b)],
    ['wrong-length', (b: Uint8Array) => b.slice(0, b.length - 1)],
    ['wrong-length', (b: Uint8Array) => Uint8Array.from([...b, 0, 0])],
    ['bad-sample-count', (b: Uint8Array) => (b.set([0, 0], 20), b)],
    ['bad-timestamp', (b: Uint8Array) => (new DataView(b.buffer).setFloat64(12, NaN, true), b)],
    ['bad-scale', (b: Uint8Array) => (new DataView(b.buffer).setFloat32(24, -1, true), b)],
  ])('rejects %s', (reason, damage) => {
    const result = parseFrame(damage(eegFrame(1)));
    expect(result).toEqual({ ok: false, reason });
  });

  it('rejects repeated and earlier sequences per device, and counts the reasons', () => {
    const reader = new FrameReader();
    expect(reader.read(eegFrame(1)).ok).toBe(true);
    expect(reader.read(eegFrame(2)).ok).toBe(true);
    expect(reader.read(eegFrame(2))).toEqual({ ok: false, reason: 'out-of-order', sequence: 2 });
    expect(reader.read(eegFrame(1)).ok).toBe(false);
    expect(reader.read(eegFrame(5)).ok).toBe(true); // a gap is lost frames, not disorder
    expect(reader.read(new Uint8Array(3)).ok).toBe(false);
    expect(reader.accepted).toBe(3);
    expect(reader.rejected['out-of-order']).toBe(2);
    expect(reader.rejected['too-short']).toBe(1);
    expect(reader.rejectedTotal).toBe(3);
  });

  it('has a zh-CN and en-US text for every reason', () => {
    for (const reason of frameRejections) {
      expect(frameRejectionText[reason]['zh-CN']).toMatch(/[\u4e00-\u9fff]/);
      expect(frameRejectionText[reason]['en-US']).toMatch(/^[A-Z]/);
    }
  });
});

describe('frame parser under fuzzing', () => {
  it('never throws on random bytes, and rejects them with a known reason', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 600 }), (bytes) => {
        const result = parseFrame(bytes);
        if (!result.ok) expect(frameRejections).toContain(result.reason);
      }),
      { numRuns: 2000 },
    );
  });

  it('rejects every truncation of a valid frame with a reason', () => {
    const whole = eegFrame(7);
    for (let length = 0; length < whole.length; length++) {
      const result = parseFrame(whole.slice(0, length));
      expect(result.ok, `truncated to ${length}`).toBe(false);
      if (!result.ok) expect(frameRejections).toContain(result.reason);
    }
  });

  it('rejects random headers on a valid magic unless they describe a whole frame', () => {
    fc.assert(
      fc.property(
        fc.record({
          kind: fc.integer({ min: 0, max: 4 }),
          device: fc.constantFrom(...deviceProfiles.map((p) => p.code), 0, 999),
          channels: fc.integer({ min: 0, max: 40 }),
          samples: fc.integer({ min: 0, max: 600 }),
          tail: fc.uint8Array({ maxLength: 2000 }),
        }),
        ({ kind, device, channels, samples, tail }) => {
          const bytes = new Uint8Array(24 + tail.length);
          bytes.set(tail, 24);
          const view = new DataView(bytes.buffer);
          bytes.set([0x43, 0x46, 1, kind]);
          view.setUint16(4, device, true);
          view.setUint16(6, channels, true);
          view.setUint16(20, samples, true);
          const result = parseFrame(bytes);
          if (result.ok) {
            // Accepted only when the header and the length agree with a known profile.
            const profile = deviceProfiles.find((p) => p.code === device)!;
            expect(channels).toBe(profile.channels.length);
          } else {
            expect(frameRejections).toContain(result.reason);
          }
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('a reader survives a random mix of valid, damaged and replayed frames', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.oneof(
            fc.integer({ min: 0, max: 50 }).map((seq) => eegFrame(seq)),
            fc
              .tuple(fc.integer({ min: 0, max: 50 }), fc.nat())
              .map(([seq, cut]) => eegFrame(seq).slice(0, cut % 430)),
            fc.uint8Array({ maxLength: 100 }),
          ),
          { maxLength: 60 },
        ),
        (frames) => {
          const reader = new FrameReader();
          let lastAccepted = -1;
          for (const bytes of frames) {
            const result = reader.read(bytes);
            if (result.ok) {
              expect(result.frame.header.sequence).toBeGreaterThan(lastAccepted);
              lastAccepted = result.frame.header.sequence;
            }
          }
          expect(reader.accepted + reader.rejectedTotal).toBe(frames.length);
        },
      ),
      { numRuns: 300 },
    );
  });
});
