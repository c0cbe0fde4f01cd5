import { describe, expect, it } from 'vitest';
import { writeEdfPlus } from './write-edf';

/*
 * BDF+ beside EDF+: the same writer with 3-byte samples. These check the fields that differ (the
 * server's test reads both files back with MNE, an independent reader).
 */
const ascii = (bytes: Uint8Array, from: number, length: number) =>
  String.fromCharCode(...bytes.subarray(from, from + length)).trimEnd();
const int24 = (bytes: Uint8Array, at: number) =>
  ((bytes[at]! | (bytes[at + 1]! << 8) | (bytes[at + 2]! << 16)) << 8) >> 8;

describe('BDF+ writer', () => {
  const samples = Float64Array.from({ length: 250 }, (_, i) => 100 * Math.sin(i / 7));
  const recording = {
    patientCode: 'P1',
    startedAt: new Date('2026-03-02T01:04:05Z'),
    signals: [
      {
        label: 'EEG Fp1',
        unit: 'uV',
        sampleRate: 250,
        samples,
        physicalMin: -1638.4,
        physicalMax: 1638.35,
      },
    ],
    markers: [{ onset: 0.5, text: 'eyes closed' }],
  };

  it('writes the BioSemi version, BDF+C, 24-bit digital range and "BDF Annotations"', () => {
    const bdf = writeEdfPlus({ ...recording, format: 'bdf' });
    expect(bdf[0]).toBe(255);
    expect(ascii(bdf, 1, 7)).toBe('BIOSEMI');
    expect(ascii(bdf, 192, 44)).toBe('BDF+C');
    const signals = Number(ascii(bdf, 252, 4));
    expect(signals).toBe(2);
    const labels = 256;
    expect(ascii(bdf, labels + 16, 16)).toBe('BDF Annotations');
    const digitalMin = 256 + signals * (16 + 80 + 8 + 8 + 8);
    expect(ascii(bdf, digitalMin, 8)).toBe('-8388608');
    expect(ascii(bdf, digitalMin + signals * 8, 8)).toBe('8388607');
  });

  it('stores each sample in 3 bytes, 256 times finer than EDF+, and decodes to within half a step', () => {
    const bdf = writeEdfPlus({ ...recording, format: 'bdf' });
    const edf = writeEdfPlus(recording);
    const headerBytes = 256 * 3;
    const step = (1638.35 + 1638.4) / (2 ** 24 - 1);
    for (let i = 0; i < samples.length; i++) {
      const digital = int24(bdf, headerBytes + 3 * i);
      const physical = -1638.4 + (digital + 8388608) * step;
      expect(Math.abs(physical - samples[i]!)).toBeLessThanOrEqual(step / 2 + 1e-9);
    }
    // One record of 250 samples plus the annotations: 3 bytes a sample against 2.
    const annotations = (bytes: Uint8Array, width: number) =>
      (bytes.length - headerBytes - 250 * width) / width;
    expect(bdf.length - headerBytes).toBe(3 * (250 + annotations(bdf, 3)));
    expect(edf.length - headerBytes).toBe(2 * (250 + annotations(edf, 2)));
    expect(ascii(edf, 0, 8)).toBe('0');
  });
});
