import type { SignalMarker } from '@cep/contract';

export interface CsvChannel {
  label: string;
  unit: string;
  samples: ArrayLike<number>;
}

export interface CsvRecording {
  /** One rate for all channels: a CSV is one device's table (EDF+ holds mixed rates). */
  sampleRate: number;
  channels: readonly CsvChannel[];
  markers?: readonly SignalMarker[];
}

/** A channel as the table's header names it; its samples come later, some rows at a time. */
export interface CsvChannelHeader {
  label: string;
  unit: string;
  /** How many samples the channel has; its cells past them are empty. */
  sampleCount: number;
}

export interface CsvTableHeader {
  sampleRate: number;
  channels: readonly CsvChannelHeader[];
  markers?: readonly SignalMarker[];
}

/**
 * A cell as text: quoted when it holds a comma, quote or line break, and with a leading "'" when a
 * spreadsheet would read it as a formula (CSV injection).
 */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** Formatted samples kept: every count of one scale. */
const CELL_CACHE_SIZE = 65_536;

/**
 * The CSV of `toCsv` written in pieces: `header` first, then `rowsText` for consecutive rows, so
 * hours of samples never make one string (V8 caps a string at about 512 MiB).
 */
export class CsvWriter {
  /** Rows of the table: the longest channel's samples. */
  readonly rows: number;
  /** The header line, CRLF included. */
  readonly header: string;
  private readonly sampleRate: number;
  private readonly sampleCounts: number[];
  private readonly markerAt = new Map<number, string[]>();
  private readonly cells = new Map<number, string>();

  constructor(table: CsvTableHeader) {
    this.sampleRate = table.sampleRate;
    this.sampleCounts = table.channels.map((c) => c.sampleCount);
    this.rows = Math.max(0, ...this.sampleCounts);
    for (const marker of table.markers ?? []) {
      const row = Math.min(
        Math.max(this.rows - 1, 0),
        Math.floor(marker.onset * this.sampleRate + 1e-9),
      );
      this.markerAt.set(row, [...(this.markerAt.get(row) ?? []), marker.text]);
    }
    const names = ['time_s', ...table.channels.map((c) => `${c.label} (${c.unit})`), 'marker'];
    this.header = `${names.map(csvCell).join(',')}\r\n`;
  }

  /**
   * Rows `first` to `first + count - 1`, each ending in CRLF. `samples[c]` holds channel c's
   * samples of these rows from index `starts[c]` (0 when not given).
   */
  rowsText(
    first: number,
    count: number,
    samples: readonly ArrayLike<number>[],
    starts?: readonly number[],
  ): string {
    const lines: string[] = [];
    const end = Math.min(this.rows, first + count);
    for (let r = first; r < end; r++) {
      const cells = [String(Number((r / this.sampleRate).toFixed(6)))];
      for (let c = 0; c < samples.length; c++) {
        const v =
          r < this.sampleCounts[c]! ? samples[c]![(starts?.[c] ?? 0) + r - first] : undefined;
        cells.push(v === undefined || !Number.isFinite(v) ? '' : this.cell(v));
      }
      cells.push(csvCell((this.markerAt.get(r) ?? []).join('; ')));
      lines.push(`${cells.join(',')}\r\n`);
    }
    return lines.join('');
  }

  /**
   * A sample as text, to 6 decimals. A device's samples are its int16 counts times a scale, so
   * the same few thousand values recur for hours: each is formatted once (toFixed was 9 in 10 of
   * a long table's time), in a cache cleared when it fills.
   */
  private cell(value: number): string {
    let text = this.cells.get(value);
    if (text === undefined) {
      text = String(Number(value.toFixed(6)));
      if (this.cells.size >= CELL_CACHE_SIZE) this.cells.clear();
      this.cells.set(value, text);
    }
    return text;
  }
}

/**
 * One row per sample: `time_s`, a column per channel headed "label (unit)", and a `marker`
 * column holding the texts of the markers whose onset falls in that sample's interval.
 */
export function toCsv(recording: CsvRecording): string {
  const writer = new CsvWriter({
    ...recording,
    channels: recording.channels.map((c) => ({ ...c, sampleCount: c.samples.length })),
  });
  const samples = recording.channels.map((c) => c.samples);
  return writer.header + writer.rowsText(0, writer.rows, samples);
}
