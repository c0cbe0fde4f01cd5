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

/**
 * A cell as text: quoted when it holds a comma, quote or line break, and with a leading "'" when a
 * spreadsheet would read it as a formula (CSV injection).
 */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/**
 * One row per sample: `time_s`, a column per channel headed "label (unit)", and a `marker`
 * column holding the texts of the markers whose onset falls in that sample's interval.
 */
export function toCsv(recording: CsvRecording): string {
  const { sampleRate, channels } = recording;
  const rows = Math.max(0, ...channels.map((c) => c.samples.length));
  const markerAt = new Map<number, string[]>();
  for (const marker of recording.markers ?? []) {
    const row = Math.min(Math.max(rows - 1, 0), Math.floor(marker.onset * sampleRate + 1e-9));
    markerAt.set(row, [...(markerAt.get(row) ?? []), marker.text]);
  }
  const lines = [
    ['time_s', ...channels.map((c) => `${c.label} (${c.unit})`), 'marker'].map(csvCell).join(','),
  ];
  for (let r = 0; r < rows; r++) {
    const cells = [String(Number((r / sampleRate).toFixed(6)))];
    for (const channel of channels) {
      const v = channel.samples[r];
      cells.push(v === undefined || !Number.isFinite(v) ? '' : String(Number(v.toFixed(6))));
    }
    cells.push(csvCell((markerAt.get(r) ?? []).join('; ')));
    lines.push(cells.join(','));
  }
  return lines.join('\r\n') + '\r\n';
}
