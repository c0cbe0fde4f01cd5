import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EdfPlusWriter } from './edf-plus-writer';
import { writeEdfPlus, type EdfSignal } from './write-edf';

const startedAt = new Date('2026-03-02T01:04:05Z');

const signal = fc.record({
  label: fc.constantFrom('EEG Fp1', 'ECG', 'EDA'),
  unit: fc.constantFrom('uV', 'mV'),
  sampleRate: fc.constantFrom(1, 4, 250, 256, 500),
  samples: fc
    .array(fc.oneof(fc.integer({ min: -32768, max: 32767 }), fc.constant(Number.NaN)), {
      maxLength: 2600,
    })
    .map((counts) => Float64Array.from(counts, (v) => v * 0.05)),
});
const markers = fc.array(
  fc.record({
    onset: fc.double({ min: 0, max: 12, noNaN: true }),
    text: fc.constantFrom('a', 'bi yan'),
  }),
  { maxLength: 4 },
);

describe('EDF+ writer a data record at a time', () => {
  it('writes the bytes of writeEdfPlus from windows of one record each', () => {
    fc.assert(
      fc.property(fc.array(signal, { minLength: 1, maxLength: 4 }), markers, (signals, marks) => {
        const ranged: EdfSignal[] = signals.map((s) => ({
          ...s,
          physicalMin: -1638.4,
          physicalMax: 1638.35,
        }));
        const whole = writeEdfPlus({
          patientCode: 'P1',
          startedAt,
          signals: ranged,
          markers: marks,
        });
        const writer = new EdfPlusWriter({
          patientCode: 'P1',
          startedAt,
          markers: marks,
          signals: ranged.map(({ samples, ...s }) => ({
            ...s,
            sampleCount: samples.length,
            physicalMin: -1638.4,
            physicalMax: 1638.35,
          })),
        });
        expect(writer.byteLength).toBe(whole.byteLength);
        const pieces = [writer.header];
        for (let r = 0; r < writer.records; r++) {
          // Only this record's samples, the last one shorter than a record.
          const windows = ranged.map((s, i) => {
            const n = writer.samplesPerRecord[i]!;
            return (s.samples as Float64Array).subarray(r * n, (r + 1) * n);
          });
          const out = new Uint8Array(writer.recordBytes);
          writer.writeRecord(r, windows, out, 0);
          pieces.push(out);
        }
        expect(Buffer.concat(pieces).equals(Buffer.from(whole))).toBe(true);
      }),
      { numRuns: 60 },
    );
  });

  it('knows the file size before any sample, and refuses a record the file does not have', () => {
    const writer = new EdfPlusWriter({
      patientCode: 'P1',
      startedAt,
      signals: [
        {
          label: 'EEG Cz',
          unit: 'uV',
          sampleRate: 500,
          sampleCount: 7_200 * 500,
          physicalMin: -1,
          physicalMax: 1,
        },
      ],
    });
    expect(writer.records).toBe(7_200);
    expect(writer.byteLength).toBe(writer.header.length + 7_200 * writer.recordBytes);
    expect(() => writer.writeRecord(7_200, [[]], new Uint8Array(writer.recordBytes), 0)).toThrow(
      /record 7200/,
    );
  });
});
