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
 * EDF+C (16-bit) or BDF+C (24-bit, the BioSemi variant EDFbrowser and MNE read) written a data
 * record at a time: the header is known from the signals' rates, lengths and
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
  /**
   * 'edf': EDF+C, 16-bit samples. 'bdf': BDF+C, 24-bit samples over the same physical range (256
   * times finer steps), "BDF Annotations". @default 'edf'
   */
  format?: EdfFormat;
}

export type EdfFormat = 'edf' | 'bdf';

/** What differs between EDF+ and BDF+: sample width, digital range and the fixed words. */
const formats = {
  edf: {
    bytes: 2,
    digitalMin: -32768,
    digitalMax: 32767,
    version: '0',
    reserved: 'EDF+C',
    annotations: 'EDF Annotations',
  },
  bdf: {
    bytes: 3,
    digitalMin: -8388608,
    digitalMax: 8388607,
    // BioSemi's version field: the byte 255, then "BIOSEMI".
    version: '\xffBIOSEMI',
    reserved: 'BDF+C',
    annotations: 'BDF Annotations',
  },
} as const;

/** The EDF+ recommendation: one data record at most 61,440 bytes. */
export const EDF_MAX_RECORD_BYTES = 61_440;
const RECORD_SECONDS = [1, 0.5, 0.25, 0.2, 0.1, 2, 4, 5, 10] as const;

interface Layout {
  recordSeconds: number;
  records: number;
  perRecord: number[];
  annotationSamples: number;
  /** The markers of each record that has any, by record index. */
  markersByRecord: Map<number, SignalMarker[]>;
}

function planLayout(
  header: EdfPlusHeader,
  markers: readonly SignalMarker[],
  sampleBytes: number,
): Layout {
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
    const annotationSamples = Math.ceil(longest / sampleBytes);
    const bytes = sampleBytes * (perRecord.reduce((sum, n) => sum + n, 0) + annotationSamples);
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
 * data record in order. One 16-bit signal per channel (24-bit in BDF+), each at its own rate, and
 * an "EDF Annotations" signal ("BDF Annotations") carrying the markers. Samples past a signal's `sampleCount`, and non-finite
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
  private readonly format: (typeof formats)[EdfFormat];

  constructor(recording: EdfPlusHeader) {
    const markers = [...(recording.markers ?? [])].sort((a, b) => a.onset - b.onset);
    if (recording.signals.length === 0) throw new RangeError('signals: at least one signal');
    markers.forEach((m, i) => asciiField(m.text, 80, `markers[${i}].text`));
    const format = formats[recording.format ?? 'edf'];
    const layout = planLayout(recording, markers, format.bytes);
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
    column(all.map((x) => asciiField(x ? x.s.label : format.annotations, 16, 'label')));
    column(all.map((x) => asciiField(x?.s.transducer ?? '', 80, 'transducer')));
    column(all.map((x) => asciiField(x ? x.s.unit : '', 8, 'unit')));
    column(all.map((x) => (x ? ranges[x.i]!.minText : numberField(-1, 8, 'physicalMin'))));
    column(all.map((x) => (x ? ranges[x.i]!.maxText : numberField(1, 8, 'physicalMax'))));
    column(all.map(() => numberField(format.digitalMin, 8, 'digitalMin')));
    column(all.map(() => numberField(format.digitalMax, 8, 'digitalMax')));
    column(all.map((x) => asciiField(x?.s.prefilter ?? '', 80, 'prefilter')));
    column(
      all.map((x) =>
        numberField(x ? layout.perRecord[x.i]! : layout.annotationSamples, 8, 'samples per record'),
      ),
    );
    column(all.map(() => asciiField('', 32, 'reserved')));

    // The version is written byte by byte below: BDF's first byte (255) is not printable ASCII.
    const text =
      format.version.padEnd(8, ' ') +
      asciiField(patient, 80, 'patientCode') +
      asciiField(recordingId, 80, 'recordingCode') +
      start.date +
      start.time +
      numberField(headerBytes, 8, 'header bytes') +
      asciiField(format.reserved, 44, 'reserved') +
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
    this.format = format;
    this.recordBytes =
      format.bytes * (layout.perRecord.reduce((s, n) => s + n, 0) + layout.annotationSamples);
    this.byteLength = headerBytes + layout.records * this.recordBytes;
    this.sampleCounts = recording.signals.map((s) => s.sampleCount);
    this.scaling = ranges.map(({ min, max }) => ({
      min,
      gain: (format.digitalMax - format.digitalMin) / (max - min),
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
    const { bytes, digitalMin, digitalMax } = this.format;
    let at = offset;
    this.layout.perRecord.forEach((n, s) => {
      const { min, gain, pad } = this.scaling[s]!;
      const signal = samples[s]!;
      const from = starts?.[s] ?? 0;
      const available = Math.min(n, this.sampleCounts[s]! - r * n);
      for (let k = 0; k < n; k++) {
        const value = k < available ? signal[from + k]! : pad;
        const physical = Number.isFinite(value) ? value : pad;
        const digital = Math.round((physical - min) * gain + digitalMin);
        const clamped = Math.min(digitalMax, Math.max(digitalMin, digital));
        // Little-endian two's complement, 2 or 3 bytes.
        out[at] = clamped & 0xff;
        out[at + 1] = (clamped >> 8) & 0xff;
        if (bytes === 3) out[at + 2] = (clamped >> 16) & 0xff;
        at += bytes;
      }
    });
    const annotations = annotationRecordBytes(
      r * this.layout.recordSeconds,
      this.layout.markersByRecord.get(r) ?? [],
    );
    // The rest of the annotation signal is 0, as EDF+ asks.
    out.fill(0, at, at + this.layout.annotationSamples * bytes);
    out.set(annotations, at);
  }
}
