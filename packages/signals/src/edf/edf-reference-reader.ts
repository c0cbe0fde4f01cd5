/**
 * A reader written separately from the writer, straight from the EDF / EDF+ specifications
 * (edfplus.info), used by the tests to check what `writeEdfPlus` produced. Not exported.
 */
export interface ReadSignal {
  label: string;
  unit: string;
  physicalMin: number;
  physicalMax: number;
  digitalMin: number;
  digitalMax: number;
  samplesPerRecord: number;
  sampleRate: number;
  physical: number[];
}

export interface ReadAnnotation {
  onset: number;
  duration: number | null;
  texts: string[];
}

export interface ReadEdf {
  version: string;
  patient: string;
  recording: string;
  startDate: string;
  startTime: string;
  headerBytes: number;
  reserved: string;
  records: number;
  recordSeconds: number;
  signals: ReadSignal[];
  annotations: ReadAnnotation[];
  /** The time-keeping onset of each record. */
  recordStarts: number[];
  recordBytes: number;
}

export function readEdf(bytes: Uint8Array): ReadEdf {
  let cursor = 0;
  const text = (length: number) => {
    let out = '';
    for (let i = 0; i < length; i++) {
      const c = bytes[cursor + i]!;
      if (c < 0x20 || c > 0x7e) throw new Error(`non-printable header byte at ${cursor + i}`);
      out += String.fromCharCode(c);
    }
    cursor += length;
    return out.trimEnd();
  };
  const num = (length: number) => {
    const value = Number(text(length));
    if (Number.isNaN(value)) throw new Error(`not a number at ${cursor - length}`);
    return value;
  };
  const version = text(8);
  const patient = text(80);
  const recording = text(80);
  const startDate = text(8);
  const startTime = text(8);
  const headerBytes = num(8);
  const reserved = text(44);
  const records = num(8);
  const recordSeconds = num(8);
  const ns = num(4);
  const each = <T>(read: () => T) => Array.from({ length: ns }, read);
  const labels = each(() => text(16));
  each(() => text(80)); // transducer
  const units = each(() => text(8));
  const pmin = each(() => num(8));
  const pmax = each(() => num(8));
  const dmin = each(() => num(8));
  const dmax = each(() => num(8));
  each(() => text(80)); // prefilter
  const spr = each(() => num(8));
  each(() => text(32));
  if (cursor !== headerBytes) throw new Error('header size does not match');
  const recordBytes = spr.reduce((s, n) => s + n, 0) * 2;
  if (bytes.length !== headerBytes + records * recordBytes) throw new Error('file size mismatch');

  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const signals: ReadSignal[] = [];
  const annotations: ReadAnnotation[] = [];
  const recordStarts: number[] = [];
  for (let s = 0; s < ns; s++) {
    if (labels[s] !== 'EDF Annotations') {
      signals.push({
        label: labels[s]!,
        unit: units[s]!,
        physicalMin: pmin[s]!,
        physicalMax: pmax[s]!,
        digitalMin: dmin[s]!,
        digitalMax: dmax[s]!,
        samplesPerRecord: spr[s]!,
        sampleRate: spr[s]! / recordSeconds,
        physical: [],
      });
    }
  }
  for (let r = 0; r < records; r++) {
    let at = headerBytes + r * recordBytes;
    let signalIndex = 0;
    for (let s = 0; s < ns; s++) {
      if (labels[s] === 'EDF Annotations') {
        const raw = bytes.subarray(at, at + spr[s]! * 2);
        parseTals(raw, annotations, recordStarts);
      } else {
        const signal = signals[signalIndex++]!;
        const gain = (pmax[s]! - pmin[s]!) / (dmax[s]! - dmin[s]!);
        for (let k = 0; k < spr[s]!; k++) {
          const digital = view.getInt16(at + k * 2, true);
          signal.physical.push(pmin[s]! + (digital - dmin[s]!) * gain);
        }
      }
      at += spr[s]! * 2;
    }
  }
  return {
    version,
    patient,
    recording,
    startDate,
    startTime,
    headerBytes,
    reserved,
    records,
    recordSeconds,
    signals,
    annotations,
    recordStarts,
    recordBytes,
  };
}

/** Time-stamped annotation lists: "+onset[\x15duration]\x14text\x14...\x14\x00". */
function parseTals(raw: Uint8Array, annotations: ReadAnnotation[], recordStarts: number[]): void {
  let tal = '';
  let first = true;
  for (const byte of raw) {
    if (byte !== 0) {
      tal += String.fromCharCode(byte);
      continue;
    }
    if (tal === '') continue;
    const [timing, ...texts] = tal.split('\x14');
    const [onsetText, durationText] = timing!.split('\x15');
    if (!/^[+-]\d+(\.\d+)?$/.test(onsetText!)) throw new Error(`bad onset ${onsetText}`);
    const nonEmpty = texts.filter((t) => t !== '');
    if (first) {
      // The first TAL of every record keeps time: an empty annotation at the record's start.
      recordStarts.push(Number(onsetText));
      first = false;
    }
    if (nonEmpty.length > 0) {
      annotations.push({
        onset: Number(onsetText),
        duration: durationText === undefined ? null : Number(durationText),
        texts: nonEmpty,
      });
    }
    tal = '';
  }
}
