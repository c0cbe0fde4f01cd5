import type { SignalMarker } from '@cep/contract';
import { toCsv, writeEdfPlus, type EdfSignal } from '@cep/signals';
import { sql, type Kysely } from 'kysely';
import { pinyin } from 'pinyin-pro';
import type { Tables } from '../platform/db/schema';
import { ApiError } from '../platform/http/api-error';
import { chunkChannels } from './chunk-buffer';
import { profileByKey } from './devices';
import { devicesOf, findRecording, type RecordingDeviceRow } from './recordings';

/*
 * Exports of a recording. EDF+C (our writer in @cep/signals): every device's channels at their own
 * rates, each stream placed on the recording's time line (zeros before a device's first sample),
 * the markers as an "EDF Annotations" signal, the patient as a code (`P000123`), never a name: EDF
 * headers are ASCII. Marker labels typed in Chinese go out as pinyin for the same reason. CSV: one
 * device's table (one rate), with the markers in its `marker` column.
 */

/** The longest recording we export in one file (memory: samples are assembled in the process). */
const MAX_EXPORT_SAMPLES = 64 * 500 * 3600 * 2;

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

/** A device's channels as physical samples on the recording's time line. */
async function deviceSamples(
  db: Kysely<Tables>,
  device: RecordingDeviceRow,
): Promise<Float64Array[]> {
  const lead = Math.round(((device.first_offset_ms ?? 0) * device.sample_rate) / 1000);
  const total = Number(device.sample_count);
  const out = device.channels.map(() => new Float64Array(lead + total));
  const { rows } = await sql<{
    start_sample: string;
    sample_count: number;
    scales: number[];
    data: Buffer;
  }>`
    SELECT start_sample, sample_count, scales, data FROM recording_chunks
     WHERE recording_id = ${device.recording_id} AND device_id = ${device.device_id}
     ORDER BY start_sample`.execute(db);
  for (const row of rows) {
    const channels = chunkChannels(row.data, row.scales.map(Number), row.sample_count);
    const at = lead + Number(row.start_sample);
    channels.forEach((samples, c) =>
      out[c]!.set(samples.subarray(0, Math.max(0, out[c]!.length - at)), at),
    );
  }
  return out;
}

function checkSize(devices: RecordingDeviceRow[]): void {
  const samples = devices.reduce(
    (sum, device) => sum + Number(device.sample_count) * device.channels.length,
    0,
  );
  if (samples === 0) throw new ApiError(40901, '记录还没有数据，无法导出');
  if (samples > MAX_EXPORT_SAMPLES) {
    throw new ApiError(40001, '记录过长，无法导出为一个文件');
  }
}

export async function recordingEdf(db: Kysely<Tables>, recordingId: number): Promise<Uint8Array> {
  const recording = await findRecording(db, recordingId);
  const devices = await devicesOf(db, [recordingId]);
  checkSize(devices);
  const signals: EdfSignal[] = [];
  for (const device of devices) {
    const samples = await deviceSamples(db, device);
    const modality = profileByKey(device.profile)?.modality ?? 'eeg';
    device.channels.forEach((channel, c) => {
      signals.push({
        label: modality === 'eeg' ? `EEG ${channel.label}` : channel.label,
        unit: channel.unit,
        sampleRate: device.sample_rate,
        samples: samples[c]!,
        // The int16 range of the device: the file keeps its resolution exactly.
        physicalMin: -32768 * channel.scale,
        physicalMax: 32767 * channel.scale,
      });
    });
  }
  const markers: SignalMarker[] = recording.markers.map((marker) => ({
    onset: marker.offsetMs / 1000,
    text: asciiLabel(marker.label),
  }));
  return writeEdfPlus({
    patientCode: patientCode(recording.patientId),
    recordingCode: `R${recording.id}`,
    equipment: 'CEP',
    startedAt: new Date(recording.startedAt),
    signals,
    markers,
  });
}

export async function recordingCsv(
  db: Kysely<Tables>,
  recordingId: number,
  deviceId: number | undefined,
): Promise<string> {
  const recording = await findRecording(db, recordingId);
  const devices = await devicesOf(db, [recordingId]);
  const device =
    deviceId === undefined ? devices[0] : devices.find((d) => d.device_id === deviceId);
  if (!device) throw new ApiError(40401, '该记录没有这台设备');
  checkSize([device]);
  const samples = await deviceSamples(db, device);
  return toCsv({
    sampleRate: device.sample_rate,
    channels: device.channels.map((channel, c) => ({
      label: channel.label,
      unit: channel.unit,
      samples: samples[c]!,
    })),
    // A CSV is UTF-8: the labels stay as typed; onsets on this device's stream.
    markers: recording.markers.map((marker) => ({
      onset: Math.max(0, (marker.offsetMs - (device.first_offset_ms ?? 0)) / 1000),
      text: marker.label,
    })),
  });
}
