import { EdfPlusWriter, type EdfPlusHeader, type EdfSignalHeader } from './edf-plus-writer';

export interface EdfSignal extends Omit<
  EdfSignalHeader,
  'sampleCount' | 'physicalMin' | 'physicalMax'
> {
  samples: ArrayLike<number>;
  /** Physical range mapped onto the digital range; defaults to the samples' own min and max. */
  physicalMin?: number;
  physicalMax?: number;
}

export interface EdfRecording extends Omit<EdfPlusHeader, 'signals'> {
  signals: readonly EdfSignal[];
}

/** The samples' own min and max where the signal does not state them (±Infinity: none finite). */
function ownRange(signal: EdfSignal): { min: number; max: number } {
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
  return { min, max };
}

/**
 * Writes a continuous EDF+ file (EDF+C) from samples in memory: one 16-bit signal per channel,
 * each at its own rate, and an "EDF Annotations" signal carrying the markers. Signals shorter
 * than the longest are padded with the physical value nearest 0 (so are missing, non-finite
 * samples). Throws RangeError naming the field for what EDF+ cannot hold. For a recording too
 * long to hold in memory, `EdfPlusWriter` writes the same bytes a data record at a time.
 */
export function writeEdfPlus(recording: EdfRecording): Uint8Array {
  const writer = new EdfPlusWriter({
    ...recording,
    signals: recording.signals.map(({ samples, ...signal }) => {
      const { min, max } = ownRange({ samples, ...signal });
      return { ...signal, sampleCount: samples.length, physicalMin: min, physicalMax: max };
    }),
  });
  const out = new Uint8Array(writer.byteLength);
  out.set(writer.header);
  const samples = recording.signals.map((signal) => signal.samples);
  for (let r = 0; r < writer.records; r++) {
    const starts = writer.samplesPerRecord.map((n) => r * n);
    writer.writeRecord(r, samples, out, writer.header.length + r * writer.recordBytes, starts);
  }
  return out;
}
