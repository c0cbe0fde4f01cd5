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

/*
 * EDF+C written a data record at a time: the header is known from the signals' rates, lengths and
 * ranges alone, so a caller holding hours of samples in a database never needs them all in memory
 * (the server streams exports through this). `writeEdfPlus` is this writer over arrays in memory.
 */

/** What the header says of one signal; its samples come later, a data record at a time. */
export interface EdfSignalHeader {
  /** e.g. "EEG Fp1", "ECG", "EDA". */
  label: string;
  /** e.g. "AgAgCl electrode". */
  transducer?: string;
  /** Physical unit, e.g. "uV". */
  unit: string;
  /** e.g. "HP:0.5Hz LP:45Hz N:50Hz". */
  prefilter?: string;
  sampleRate: number;
  /** How many samples the signal has; the file's records past them are padded. */
  sampleCount: number;
  /** Physical range mapped onto the digital range (not finite → ±1; equal ends are widened by 1). */
  physicalMin: number;
  physicalMax: number;
}

export interface EdfPlusHeader {
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
  signals: readonly EdfSignalHeader[];
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
  /** The markers of each record that has any, by record index. */
  markersByRecord: Map<number, SignalMarker[]>;
}

function planLayout(header: EdfPlusHeader, markers: readonly SignalMarker[]): Layout {
  const duration = Math.max(
    ...header.signals.map((s) => s.sampleCount / s.sampleRate),
    ...markers.map((m) => m.onset),
    0,
  );
  for (const recordSeconds of RECORD_SECONDS) {
    const perRecord = header.signals.map((s) => s.sampleRate * recordSeconds);
    if (perRecord.some((n) => !Number.isInteger(n) || n < 1)) continue;
    const records = Math.max(1, Math.ceil(duration / recordSeconds - 1e-9));
    const markersByRecord = new Map<number, SignalMarker[]>();
    for (const marker of markers) {
      const r = Math.min(records - 1, Math.floor(marker.onset / recordSeconds));
      markersByRecord.set(r, [...(markersByRecord.get(r) ?? []), marker]);
    }
    // The longest record's annotations size the annotation signal of every record; each record's
    // bytes are built again when it is written rather than kept for hours of records.
    let longest = 0;
    for (let r = 0; r < records; r++) {
      const bytes = annotationRecordBytes(r * recordSeconds, markersByRecord.get(r) ?? []).length;
      if (bytes > longest) longest = bytes;
    }
    const annotationSamples = Math.ceil(longest / 2);
    const bytes = 2 * (perRecord.reduce((sum, n) => sum + n, 0) + annotationSamples);
    if (bytes <= EDF_MAX_RECORD_BYTES) {
      return { recordSeconds, records, perRecord, annotationSamples, markersByRecord };
    }
  }
  throw new RangeError('signals: no data record length fits the sample rates in 61,440 bytes');
}

/** The range as the header states it: finite, not empty, in order. */
function settledRange(signal: EdfSignalHeader, index: number): { min: number; max: number } {
  let min = signal.physicalMin;
  let max = signal.physicalMax;
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

interface Scaling {
  min: number;
  gain: number;
  pad: number;
}

/**
 * A continuous EDF+ file (EDF+C) written in pieces: `header` first, then `writeRecord` for each
 * data record in order. One 16-bit signal per channel, each at its own rate, and an "EDF
 * Annotations" signal carrying the markers. Samples past a signal's `sampleCount`, and non-finite
 * ones, are the physical value nearest 0. Throws RangeError naming the field for what EDF+ cannot
 * hold.
 */
export class EdfPlusWriter {
  /** The header's bytes (ASCII). */
  readonly header: Uint8Array;
  readonly records: number;
  readonly recordSeconds: number;
  /** Samples of each signal in one data record, in the order of `signals`. */
  readonly samplesPerRecord: readonly number[];
  /** Bytes of one data record, annotations included. */
  readonly recordBytes: number;
  /** Bytes of the whole file. */
  readonly byteLength: number;
  private readonly layout: Layout;
  private readonly sampleCounts: number[];
  private readonly scaling: Scaling[];

  constructor(recording: EdfPlusHeader) {
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
      const { min, max } = settledRange(signal, i);
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

    const text =
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
    this.header = new Uint8Array(headerBytes);
    for (let i = 0; i < text.length; i++) this.header[i] = text.charCodeAt(i);

    this.layout = layout;
    this.records = layout.records;
    this.recordSeconds = layout.recordSeconds;
    this.samplesPerRecord = layout.perRecord;
    this.recordBytes = 2 * (layout.perRecord.reduce((s, n) => s + n, 0) + layout.annotationSamples);
    this.byteLength = headerBytes + layout.records * this.recordBytes;
    this.sampleCounts = recording.signals.map((s) => s.sampleCount);
    this.scaling = ranges.map(({ min, max }) => ({
      min,
      gain: (DIGITAL_MAX - DIGITAL_MIN) / (max - min),
      pad: Math.min(max, Math.max(min, 0)),
    }));
  }

  /**
   * Writes data record `r` into `out` at `offset` (`recordBytes` bytes). `samples[s]` holds signal
   * s's samples of this record from index `starts[s]` (0 when not given): a window of the record
   * alone, or the whole signal with `starts[s] = r × samplesPerRecord[s]`.
   */
  writeRecord(
    r: number,
    samples: readonly ArrayLike<number>[],
    out: Uint8Array,
    offset: number,
    starts?: readonly number[],
  ): void {
    if (!Number.isInteger(r) || r < 0 || r >= this.records) {
      throw new RangeError(`record ${r}: the file has ${this.records} records`);
    }
    const view = new DataView(out.buffer, out.byteOffset, out.byteLength);
    let at = offset;
    this.layout.perRecord.forEach((n, s) => {
      const { min, gain, pad } = this.scaling[s]!;
      const signal = samples[s]!;
      const from = starts?.[s] ?? 0;
      const available = Math.min(n, this.sampleCounts[s]! - r * n);
      for (let k = 0; k < n; k++) {
        const value = k < available ? signal[from + k]! : pad;
        const physical = Number.isFinite(value) ? value : pad;
        const digital = Math.round((physical - min) * gain + DIGITAL_MIN);
        view.setInt16(at, Math.min(DIGITAL_MAX, Math.max(DIGITAL_MIN, digital)), true);
        at += 2;
      }
    });
    const annotations = annotationRecordBytes(
      r * this.layout.recordSeconds,
      this.layout.markersByRecord.get(r) ?? [],
    );
    // The rest of the annotation signal is 0, as EDF+ asks.
    out.fill(0, at, at + this.layout.annotationSamples * 2);
    out.set(annotations, at);
  }
}
