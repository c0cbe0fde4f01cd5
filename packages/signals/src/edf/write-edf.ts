import type { SignalMarker } from '@cep/contract';
import { annotationRecordBytes } from './annotations';
import {
  asciiField,
  edfPlusDate,
  edfStartFields,
  localParts,
  numberField,
  subfield,
} from './edf-fields';

export interface EdfSignal {
  /** e.g. "EEG Fp1", "ECG", "EDA". */
  label: string;
  /** e.g. "AgAgCl electrode". */
  transducer?: string;
  /** Physical unit, e.g. "uV". */
  unit: string;
  /** e.g. "HP:0.5Hz LP:45Hz N:50Hz". */
  prefilter?: string;
  sampleRate: number;
  samples: ArrayLike<number>;
  /** Physical range mapped onto the digital range; defaults to the samples' own min and max. */
  physicalMin?: number;
  physicalMax?: number;
}

export interface EdfRecording {
  /** The patient's code (never a name: EDF holds ASCII and we disclose the minimum). */
  patientCode: string;
  sex?: 'F' | 'M';
  birthDate?: { year: number; month: number; day: number };
  /** The recording's code, e.g. the session number. */
  recordingCode?: string;
  technician?: string;
  equipment?: string;
  startedAt: Date;
  /** Local time of the clinic for the header's date and time; China is UTC+8. */
  utcOffsetMinutes?: number;
  signals: readonly EdfSignal[];
  markers?: readonly SignalMarker[];
}

/** The EDF+ recommendation: one data record at most 61,440 bytes. */
export const EDF_MAX_RECORD_BYTES = 61_440;
const DIGITAL_MIN = -32768;
const DIGITAL_MAX = 32767;
const RECORD_SECONDS = [1, 0.5, 0.25, 0.2, 0.1, 2, 4, 5, 10] as const;

interface Layout {
  recordSeconds: number;
  records: number;
  perRecord: number[];
  annotationSamples: number;
  annotations: number[][];
}

function planLayout(recording: EdfRecording, markers: readonly SignalMarker[]): Layout {
  const duration = Math.max(
    ...recording.signals.map((s) => s.samples.length / s.sampleRate),
    ...markers.map((m) => m.onset),
    0,
  );
  for (const recordSeconds of RECORD_SECONDS) {
    const perRecord = recording.signals.map((s) => s.sampleRate * recordSeconds);
    if (perRecord.some((n) => !Number.isInteger(n) || n < 1)) continue;
    const records = Math.max(1, Math.ceil(duration / recordSeconds - 1e-9));
    const byRecord: SignalMarker[][] = Array.from({ length: records }, () => []);
    for (const marker of markers) {
      byRecord[Math.min(records - 1, Math.floor(marker.onset / recordSeconds))]!.push(marker);
    }
    const annotations = byRecord.map((list, r) => annotationRecordBytes(r * recordSeconds, list));
    const annotationSamples = Math.ceil(Math.max(...annotations.map((a) => a.length)) / 2);
    const bytes = 2 * (perRecord.reduce((sum, n) => sum + n, 0) + annotationSamples);
    if (bytes <= EDF_MAX_RECORD_BYTES) {
      return { recordSeconds, records, perRecord, annotationSamples, annotations };
    }
  }
  throw new RangeError('signals: no data record length fits the sample rates in 61,440 bytes');
}

function range(signal: EdfSignal, index: number): { min: number; max: number } {
  let min = signal.physicalMin ?? Infinity;
  let max = signal.physicalMax ?? -Infinity;
  if (signal.physicalMin === undefined || signal.physicalMax === undefined) {
    for (let i = 0; i < signal.samples.length; i++) {
      const v = signal.samples[i]!;
      if (!Number.isFinite(v)) continue;
      if (signal.physicalMin === undefined) min = Math.min(min, v);
      if (signal.physicalMax === undefined) max = Math.max(max, v);
    }
  }
  if (!Number.isFinite(min) || !Number.isFinite(max)) {
    min = -1;
    max = 1;
  }
  if (min === max) {
    min -= 1;
    max += 1;
  }
  if (min > max) throw new RangeError(`signals[${index}]: physicalMin is above physicalMax`);
  return { min, max };
}

/**
 * Writes a continuous EDF+ file (EDF+C): one 16-bit signal per channel, each at its own rate, and
 * an "EDF Annotations" signal carrying the markers. Signals shorter than the longest are padded
 * with the physical value nearest 0 (so are missing, non-finite samples). Throws RangeError naming the field for what EDF+ cannot hold.
 */
export function writeEdfPlus(recording: EdfRecording): Uint8Array {
  const markers = [...(recording.markers ?? [])].sort((a, b) => a.onset - b.onset);
  if (recording.signals.length === 0) throw new RangeError('signals: at least one signal');
  markers.forEach((m, i) => asciiField(m.text, 80, `markers[${i}].text`));
  const layout = planLayout(recording, markers);
  const signalCount = recording.signals.length + 1;
  const headerBytes = 256 * (signalCount + 1);

  const parts = localParts(recording.startedAt, recording.utcOffsetMinutes ?? 480);
  const start = edfStartFields(parts);
  const birth = recording.birthDate ? edfPlusDate(recording.birthDate) : 'X';
  const patient = [subfield(recording.patientCode), recording.sex ?? 'X', birth, 'X'].join(' ');
  const recordingId = [
    'Startdate',
    edfPlusDate(parts),
    subfield(recording.recordingCode),
    subfield(recording.technician),
    subfield(recording.equipment),
  ].join(' ');

  // Physical ranges as the header will state them: samples are scaled by what a reader sees.
  const ranges = recording.signals.map((signal, i) => {
    const { min, max } = range(signal, i);
    const minText = numberField(min, 8, `signals[${i}].physicalMin`);
    const maxText = numberField(max, 8, `signals[${i}].physicalMax`);
    return { min: Number(minText), max: Number(maxText), minText, maxText };
  });

  const columns: string[][] = [];
  const column = (values: string[]) => columns.push(values);
  const all = [...recording.signals.map((s, i) => ({ s, i })), null];
  column(all.map((x) => asciiField(x ? x.s.label : 'EDF Annotations', 16, 'label')));
  column(all.map((x) => asciiField(x?.s.transducer ?? '', 80, 'transducer')));
  column(all.map((x) => asciiField(x ? x.s.unit : '', 8, 'unit')));
  column(all.map((x) => (x ? ranges[x.i]!.minText : numberField(-1, 8, 'physicalMin'))));
  column(all.map((x) => (x ? ranges[x.i]!.maxText : numberField(1, 8, 'physicalMax'))));
  column(all.map(() => numberField(DIGITAL_MIN, 8, 'digitalMin')));
  column(all.map(() => numberField(DIGITAL_MAX, 8, 'digitalMax')));
  column(all.map((x) => asciiField(x?.s.prefilter ?? '', 80, 'prefilter')));
  column(
    all.map((x) =>
      numberField(x ? layout.perRecord[x.i]! : layout.annotationSamples, 8, 'samples per record'),
    ),
  );
  column(all.map(() => asciiField('', 32, 'reserved')));

  const header =
    asciiField('0', 8, 'version') +
    asciiField(patient, 80, 'patientCode') +
    asciiField(recordingId, 80, 'recordingCode') +
    start.date +
    start.time +
    numberField(headerBytes, 8, 'header bytes') +
    asciiField('EDF+C', 44, 'reserved') +
    numberField(layout.records, 8, 'records') +
    numberField(layout.recordSeconds, 8, 'record duration') +
    numberField(signalCount, 4, 'signals') +
    columns.map((values) => values.join('')).join('');

  const recordSamples = layout.perRecord.reduce((s, n) => s + n, 0) + layout.annotationSamples;
  const out = new Uint8Array(headerBytes + layout.records * recordSamples * 2);
  for (let i = 0; i < header.length; i++) out[i] = header.charCodeAt(i);
  const view = new DataView(out.buffer);

  let offset = headerBytes;
  for (let r = 0; r < layout.records; r++) {
    recording.signals.forEach((signal, s) => {
      const { min, max } = ranges[s]!;
      const gain = (DIGITAL_MAX - DIGITAL_MIN) / (max - min);
      const pad = Math.min(max, Math.max(min, 0));
      const n = layout.perRecord[s]!;
      for (let k = 0; k < n; k++) {
        const index = r * n + k;
        const value = index < signal.samples.length ? signal.samples[index]! : pad;
        const physical = Number.isFinite(value) ? value : pad;
        const digital = Math.round((physical - min) * gain + DIGITAL_MIN);
        view.setInt16(offset, Math.min(DIGITAL_MAX, Math.max(DIGITAL_MIN, digital)), true);
        offset += 2;
      }
    });
    out.set(layout.annotations[r]!, offset); // the rest stays 0, as EDF+ asks
    offset += layout.annotationSamples * 2;
  }
  return out;
}
