import { deviceProfiles, eegMontages } from '@cep/contract';
import { describe, expect, it } from 'vitest';
import { syntheticEcg } from '../synthetic/cardiac';
import { syntheticEda } from '../synthetic/eda';
import { syntheticEeg } from '../synthetic/eeg';
import { readEdf } from './edf-reference-reader';
import { EDF_MAX_RECORD_BYTES } from './edf-plus-writer';
import { writeEdfPlus, type EdfSignal } from './write-edf';

const startedAt = new Date('2026-03-02T01:04:05Z'); // 09:04:05 in Beijing

function mixedRecording(seconds: number, channels: 8 | 32 = 8) {
  const eegRate = channels === 32 ? 500 : 250;
  const eeg = syntheticEeg({ sampleRate: eegRate, seconds, channels, blinks: [1.2] });
  const ecg = syntheticEcg({ sampleRate: 250, seconds });
  const eda = syntheticEda({ seconds, responses: [2] });
  const signals: EdfSignal[] = [
    ...eegMontages[channels].map((label, c) => ({
      label: `EEG ${label}`,
      unit: 'uV',
      transducer: 'AgAgCl electrode',
      prefilter: 'HP:0.5Hz LP:45Hz N:50Hz',
      sampleRate: eegRate,
      samples: eeg[c]!,
      physicalMin: -1638.4,
      physicalMax: 1638.35,
    })),
    { label: 'ECG', unit: 'mV', sampleRate: 250, samples: ecg.samples },
    { label: 'EDA', unit: 'uS', sampleRate: 4, samples: eda },
  ];
  return signals;
}

describe('EDF+ writer, read back by an independent reader', () => {
  const signals = mixedRecording(10);
  const markers = [
    { onset: 0, text: 'recording start' },
    { onset: 2.5, duration: 30, text: 'eyes closed' },
    { onset: 7.25, text: 'blink' },
  ];
  const bytes = writeEdfPlus({
    patientCode: 'P-000123',
    sex: 'F',
    birthDate: { year: 1951, month: 5, day: 2 },
    recordingCode: 'S42',
    equipment: 'eeg-8-250',
    startedAt,
    signals,
    markers,
  });
  const file = readEdf(bytes);

  it('writes an EDF+C header with the patient code and Beijing start time', () => {
    expect(file.version).toBe('0');
    expect(file.reserved).toBe('EDF+C');
    expect(file.patient).toBe('P-000123 F 02-MAY-1951 X');
    expect(file.recording).toBe('Startdate 02-MAR-2026 S42 X eeg-8-250');
    expect(file.startDate).toBe('02.03.26');
    expect(file.startTime).toBe('09.04.05');
    expect(file.headerBytes).toBe(256 * (signals.length + 2));
  });

  it('keeps every rate, label and unit, and samples within one digital step', () => {
    expect(file.signals.map((s) => s.sampleRate)).toEqual(signals.map((s) => s.sampleRate));
    expect(file.signals.map((s) => s.label)).toEqual(signals.map((s) => s.label));
    expect(file.signals.map((s) => s.unit)).toEqual(signals.map((s) => s.unit));
    file.signals.forEach((read, i) => {
      const original = signals[i]!;
      const step = (read.physicalMax - read.physicalMin) / (read.digitalMax - read.digitalMin);
      expect(read.physical).toHaveLength(file.records * read.samplesPerRecord);
      for (let k = 0; k < original.samples.length; k++) {
        expect(Math.abs(read.physical[k]! - original.samples[k]!)).toBeLessThanOrEqual(step);
      }
    });
  });

  it('states the physical and digital range of each channel', () => {
    expect(file.signals[0]).toMatchObject({
      physicalMin: -1638.4,
      physicalMax: 1638.35,
      digitalMin: -32768,
      digitalMax: 32767,
    });
    const ecg = file.signals[8]!;
    const original = signals[8]!.samples as Float64Array;
    expect(ecg.physicalMin).toBeCloseTo(Math.min(...original), 4);
    expect(ecg.physicalMax).toBeCloseTo(Math.max(...original), 4);
  });

  it('carries the markers as TALs and keeps time in every record', () => {
    expect(file.annotations).toEqual([
      { onset: 0, duration: null, texts: ['recording start'] },
      { onset: 2.5, duration: 30, texts: ['eyes closed'] },
      { onset: 7.25, duration: null, texts: ['blink'] },
    ]);
    expect(file.recordStarts).toEqual(
      Array.from({ length: file.records }, (_, r) => r * file.recordSeconds),
    );
    expect(file.records * file.recordSeconds).toBeGreaterThanOrEqual(10);
  });

  it('keeps a data record at or below 61,440 bytes, even for 32 channels at 500 Hz', () => {
    expect(file.recordBytes).toBeLessThanOrEqual(EDF_MAX_RECORD_BYTES);
    const big = readEdf(
      writeEdfPlus({ patientCode: 'P1', startedAt, signals: mixedRecording(3, 32) }),
    );
    expect(big.recordBytes).toBeLessThanOrEqual(EDF_MAX_RECORD_BYTES);
    expect(big.signals[0]!.sampleRate).toBe(500);
    expect(big.signals.at(-1)!.sampleRate).toBe(4);
    // 34 signals at 1 s records would be 2 × (32 × 500 + 250 + 4) = 32,508 bytes plus annotations.
    expect(big.recordSeconds).toBe(1);
  });

  it('shortens the record when a second of data would exceed 61,440 bytes', () => {
    const many = Array.from({ length: 64 }, (_, c) => ({
      label: `EEG ${c}`,
      unit: 'uV',
      sampleRate: 1000,
      samples: new Float64Array(2000).fill(c),
    }));
    const read = readEdf(writeEdfPlus({ patientCode: 'P1', startedAt, signals: many }));
    expect(read.recordSeconds).toBe(0.25);
    expect(read.recordBytes).toBeLessThanOrEqual(EDF_MAX_RECORD_BYTES);
    expect(read.signals[5]!.physical.slice(0, 2000).every((v) => Math.abs(v - 5) < 1e-3)).toBe(
      true,
    );
  });

  it('refuses a patient name or marker text EDF+ cannot hold, naming the field', () => {
    expect(() => writeEdfPlus({ patientCode: '张三', startedAt, signals })).toThrow(/patientCode/);
    expect(() =>
      writeEdfPlus({
        patientCode: 'P1',
        startedAt,
        signals,
        markers: [{ onset: 1, text: '闭眼' }],
      }),
    ).toThrow(/markers\[0\]\.text/);
    expect(() => writeEdfPlus({ patientCode: 'P1', startedAt, signals: [] })).toThrow(/signals/);
  });

  it('knows every device profile rate can share a file', () => {
    const all = deviceProfiles.map((p) => ({
      label: p.key,
      unit: p.channels[0]!.unit,
      sampleRate: p.sampleRate,
      samples: new Float64Array(p.sampleRate * 2),
    }));
    const read = readEdf(writeEdfPlus({ patientCode: 'P1', startedAt, signals: all }));
    expect(read.signals.map((s) => s.sampleRate)).toEqual(deviceProfiles.map((p) => p.sampleRate));
  });
});
