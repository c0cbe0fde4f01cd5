import { setImmediate as nextTurn } from 'node:timers/promises';
import type { SignalMarker } from '@cep/contract';
import { CsvWriter, EdfPlusWriter, type EdfFormat, type EdfSignalHeader } from '@cep/signals';
import type { Kysely } from 'kysely';
import { pinyin } from 'pinyin-pro';
import type { Download } from '../platform/calls/audited-download';
import type { Tables } from '../platform/db/schema';
import { ApiError } from '../platform/http/api-error';
import { DeviceTimeline } from './device-timeline';
import { profileByKey } from './devices';
import { devicesOf, findRecording, type RecordingDeviceRow } from './recordings';

/*
 * Exports of a recording. EDF+C (our writer in @cep/signals): every device's channels at their own
 * rates, each stream placed on the recording's time line (zeros before a device's first sample),
 * the markers as an "EDF Annotations" signal, the patient as a code (`P000123`), never a name: EDF
 * headers are ASCII. Marker labels typed in Chinese go out as pinyin for the same reason. CSV: one
 * device's table (one rate), with the markers in its `marker` column.
 *
 * Both are written as they are read: the file's layout (EDF+'s header states the number of data
 * records) follows from the recording's devices and markers, then the samples come from the
 * stored chunks a batch at a time (device-timeline.ts), each batch written out before the next is
 * read, so memory stays the same for a minute or a day, and the event loop gets a turn between
 * batches.
 */

/**
 * The most samples one file may hold, counting all it writes: the zeros before a late device's
 * first sample and the padding to whole data records included. Two hours of 64 channels at
 * 500 Hz; its EDF+ is about 460 MB, written in about 20 s of CPU on a busy 2-core machine, within
 * the request's time limit.
 */
export const MAX_EXPORT_SAMPLES = 64 * 500 * 3600 * 2;
/**
 * The most sample cells of a CSV: an hour of 32 channels at 500 Hz, about 500 MB of text (what
 * fitted in one string before exports were streamed). Text costs ten times EDF+'s CPU per sample,
 * so a longer table would not finish within the request's time limit: refused up front, with
 * EDF+ as the way out.
 */
export const MAX_CSV_CELLS = 32 * 500 * 3600;
/** About what one batch writes: big enough that a batch costs little, small enough to yield often. */
const EDF_BATCH_BYTES = 256 * 1024;
const CSV_BATCH_CELLS = 32 * 1024;

/** A label as printable ASCII: Chinese as toneless pinyin, anything else unprintable as '?'. */
export function asciiLabel(label: string): string {
  const spelled = /[\u4e00-\u9fff]/.test(label)
    ? pinyin(label, { toneType: 'none', nonZh: 'consecutive', v: true })
    : label;
  const ascii = spelled.replace(/[^\x20-\x7e]/g, '?').trim();
  return (ascii === '' ? '?' : ascii).slice(0, 80);
}

export function patientCode(patientId: number): string {
  return `P${String(patientId).padStart(6, '0')}`;
}

function requireSamples(devices: RecordingDeviceRow[]): void {
  if (devices.every((device) => Number(device.sample_count) === 0)) {
    throw new ApiError(40901, '记录还没有数据，无法导出');
  }
}

function checkSize(written: number): void {
  if (written > MAX_EXPORT_SAMPLES) throw new ApiError(40001, '记录过长，无法导出为一个文件');
}

function checkCsvSize(cells: number): void {
  checkSize(cells);
  if (cells > MAX_CSV_CELLS) {
    throw new ApiError(40001, '记录过长，无法导出为CSV，请改为导出EDF+格式');
  }
}

/**
 * The EDF+ (or BDF+: the same layout with 24-bit samples over the same physical range) of a
 * recording: its size known before a byte is read, its bytes read as written.
 */
export async function recordingEdf(
  db: Kysely<Tables>,
  recordingId: number,
  format: EdfFormat = 'edf',
): Promise<Download> {
  const recording = await findRecording(db, recordingId);
  const devices = await devicesOf(db, [recordingId]);
  requireSamples(devices);
  const timelines = devices.map((device) => new DeviceTimeline(db, device));
  const signals: EdfSignalHeader[] = devices.flatMap((device, d) => {
    const modality = profileByKey(device.profile)?.modality ?? 'eeg';
    return device.channels.map((channel) => ({
      label: modality === 'eeg' ? `EEG ${channel.label}` : channel.label,
      unit: channel.unit,
      sampleRate: device.sample_rate,
      sampleCount: timelines[d]!.length,
      // The int16 range of the device: EDF+ keeps its resolution exactly, BDF+ to 1/256 of a count.
      physicalMin: -32768 * channel.scale,
      physicalMax: 32767 * channel.scale,
    }));
  });
  const markers: SignalMarker[] = recording.markers.map((marker) => ({
    onset: marker.offsetMs / 1000,
    text: asciiLabel(marker.label),
  }));
  const writer = new EdfPlusWriter({
    patientCode: patientCode(recording.patientId),
    recordingCode: `R${recording.id}`,
    equipment: 'CEP',
    startedAt: new Date(recording.startedAt),
    signals,
    markers,
    format,
  });
  const perRecord = writer.samplesPerRecord.reduce((sum, n) => sum + n, 0);
  checkSize(writer.records * perRecord);
  // Each device's samples per data record (its channels share its rate).
  const deviceRecord = devices.map((device, d) => {
    const first = devices.slice(0, d).reduce((sum, other) => sum + other.channels.length, 0);
    return writer.samplesPerRecord[first]!;
  });
  const batch = Math.max(1, Math.floor(EDF_BATCH_BYTES / writer.recordBytes));

  async function* bytes(): AsyncGenerator<Uint8Array> {
    yield writer.header;
    for (let first = 0; first < writer.records; first += batch) {
      const records = Math.min(batch, writer.records - first);
      const samples: Float64Array[] = [];
      for (const [d, timeline] of timelines.entries()) {
        const n = deviceRecord[d]!;
        samples.push(...(await timeline.window(first * n, records * n)));
      }
      const out = new Uint8Array(records * writer.recordBytes);
      for (let k = 0; k < records; k++) {
        const starts = writer.samplesPerRecord.map((n) => k * n);
        writer.writeRecord(first + k, samples, out, k * writer.recordBytes, starts);
      }
      yield out;
      await nextTurn();
    }
  }
  return {
    contentType: 'application/octet-stream',
    fileName: `recording-${recordingId}.${format}`,
    byteLength: writer.byteLength,
    chunks: bytes,
  };
}

/** One device's CSV (the first device's when none is named), its rows read as written. */
export async function recordingCsv(
  db: Kysely<Tables>,
  recordingId: number,
  deviceId: number | undefined,
): Promise<Download> {
  const recording = await findRecording(db, recordingId);
  const devices = await devicesOf(db, [recordingId]);
  const device =
    deviceId === undefined ? devices[0] : devices.find((d) => d.device_id === deviceId);
  if (!device) throw new ApiError(40401, '该记录没有这台设备');
  requireSamples([device]);
  const timeline = new DeviceTimeline(db, device);
  const writer = new CsvWriter({
    sampleRate: device.sample_rate,
    channels: device.channels.map((channel) => ({
      label: channel.label,
      unit: channel.unit,
      sampleCount: timeline.length,
    })),
    // A CSV is UTF-8: the labels stay as typed. Its rows start at the recording's start, a late
    // device's with the zeros before its first sample (DeviceTimeline), so a marker's onset is its
    // offset in the recording, as in the EDF+ file.
    markers: recording.markers.map((marker) => ({
      onset: marker.offsetMs / 1000,
      text: marker.label,
    })),
  });
  checkCsvSize(writer.rows * device.channels.length);
  const batch = Math.max(1, Math.floor(CSV_BATCH_CELLS / Math.max(1, device.channels.length)));

  async function* bytes(): AsyncGenerator<Uint8Array> {
    // The BOM lets Excel read the Chinese right.
    yield Buffer.from(`\uFEFF${writer.header}`, 'utf8');
    for (let first = 0; first < writer.rows; first += batch) {
      const rows = Math.min(batch, writer.rows - first);
      const samples = await timeline.window(first, rows);
      yield Buffer.from(writer.rowsText(first, rows, samples), 'utf8');
      await nextTurn();
    }
  }
  return {
    contentType: 'text/csv; charset=utf-8',
    fileName: `recording-${recordingId}.csv`,
    chunks: bytes,
  };
}
