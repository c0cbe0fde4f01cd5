import edfdecoder from 'edfdecoder';
import { expect, it } from 'vitest';
import { syntheticEcg } from '../synthetic/cardiac';
import { syntheticEda } from '../synthetic/eda';
import { syntheticEeg } from '../synthetic/eeg';
import { writeEdfPlus } from './write-edf';

// A second, third-party reader (npm `edfdecoder`) reads what our writer wrote: samples and rates.
it('is read by the npm package edfdecoder with the same samples and rates', () => {
  const seconds = 6;
  const [fp1, o2] = syntheticEeg({ sampleRate: 500, seconds, channels: 2 });
  const ecg = syntheticEcg({ sampleRate: 250, seconds }).samples;
  const eda = syntheticEda({ seconds, responses: [1] });
  const signals = [
    {
      label: 'EEG Fp1',
      unit: 'uV',
      sampleRate: 500,
      samples: fp1!,
      physicalMin: -500,
      physicalMax: 500,
    },
    {
      label: 'EEG O2',
      unit: 'uV',
      sampleRate: 500,
      samples: o2!,
      physicalMin: -500,
      physicalMax: 500,
    },
    { label: 'ECG', unit: 'mV', sampleRate: 250, samples: ecg },
    { label: 'EDA', unit: 'uS', sampleRate: 4, samples: eda },
  ];
  const bytes = writeEdfPlus({
    patientCode: 'P-000123',
    startedAt: new Date('2026-03-02T01:04:05Z'),
    signals,
    markers: [{ onset: 1, text: 'eyes closed' }],
  });

  const decoder = new edfdecoder.EdfDecoder();
  decoder.setInput(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength));
  decoder.decode();
  const edf = decoder.getOutput()!;
  expect(edf.getNumberOfSignals()).toBe(5);
  expect(edf.getPatientID()).toBe('P-000123 X X X');
  expect(edf.getSignalLabel(4)).toBe('EDF Annotations');
  expect(edf.getNumberOfRecords() * edf.getRecordDuration()).toBe(seconds);
  signals.forEach((signal, s) => {
    expect(edf.getSignalLabel(s)).toBe(signal.label);
    expect(edf.getSignalPhysicalUnit(s)).toBe(signal.unit);
    expect(edf.getSignalSamplingFrequency(s)).toBe(signal.sampleRate);
    const read = edf.getPhysicalSignalConcatRecords(s);
    expect(read).toHaveLength(signal.samples.length);
    const range = Math.max(...signal.samples) - Math.min(...signal.samples);
    const step = (signal.physicalMax !== undefined ? 1000 : range) / 65535;
    for (let k = 0; k < signal.samples.length; k++) {
      expect(Math.abs(read[k]! - signal.samples[k]!)).toBeLessThanOrEqual(step * 1.01 + 1e-4);
    }
  });
});
