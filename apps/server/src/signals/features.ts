import type { RecordingFeatures } from '@cep/contract';
import { beatIntervalsMs, heartRateVariability, type BandPowers } from '@cep/signals';
import { sql, type Kysely } from 'kysely';
import type { Tables } from '../platform/db/schema';
import { profileByKey } from './devices';
import { devicesOf } from './recordings';

/*
 * A recording's features as stored second by second (recorder.ts): EEG band powers from the first
 * EEG device, heart rate from the ECG (or else the PPG), and SDNN / RMSSD over all the beats of
 * the recording. Seconds are placed on the recording's time line by each device's first offset.
 */

interface FeatureRow {
  device_id: number;
  second: number;
  bands: BandPowers | null;
  heart_rate: number | null;
  beats: number[];
}

export async function recordingFeatures(
  db: Kysely<Tables>,
  recordingId: number,
): Promise<RecordingFeatures> {
  const devices = await devicesOf(db, [recordingId]);
  const modalityOf = (deviceId: number) => {
    const device = devices.find((d) => d.device_id === deviceId);
    return device ? profileByKey(device.profile)?.modality : undefined;
  };
  const eeg = devices.find((d) => modalityOf(d.device_id) === 'eeg');
  const pulse =
    devices.find((d) => modalityOf(d.device_id) === 'ecg') ??
    devices.find((d) => modalityOf(d.device_id) === 'ppg');
  const wanted = [eeg, pulse].flatMap((device) => (device ? [device.device_id] : []));
  const { rows } = await sql<FeatureRow>`
    SELECT device_id, second, bands, heart_rate, beats FROM recording_features
     WHERE recording_id = ${recordingId} AND device_id = ANY(${wanted}::integer[])
     ORDER BY second`.execute(db);

  const shift = (deviceId: number) =>
    Math.round((devices.find((d) => d.device_id === deviceId)?.first_offset_ms ?? 0) / 1000);
  const bySecond = new Map<number, RecordingFeatures['seconds'][number]>();
  const at = (second: number) => {
    let entry = bySecond.get(second);
    if (!entry) {
      entry = { second, bands: null, heartRate: null };
      bySecond.set(second, entry);
    }
    return entry;
  };
  for (const row of rows) {
    const entry = at(row.second + shift(row.device_id));
    if (row.device_id === eeg?.device_id && row.bands) entry.bands = row.bands;
    if (row.device_id === pulse?.device_id && row.heart_rate !== null) {
      entry.heartRate = row.heart_rate;
    }
  }

  let hrv: RecordingFeatures['hrv'] = null;
  if (pulse) {
    const beats = rows
      .filter((row) => row.device_id === pulse.device_id)
      .flatMap((row) => row.beats.map(Number))
      .sort((a, b) => a - b);
    const variability = heartRateVariability(beatIntervalsMs(beats));
    if (variability.sdnnMs !== null && variability.rmssdMs !== null) {
      hrv = {
        sdnnMs: variability.sdnnMs,
        rmssdMs: variability.rmssdMs,
        beats: beats.length,
        source: modalityOf(pulse.device_id) === 'ecg' ? 'ecg' : 'ppg',
      };
    }
  }
  return {
    recordingId,
    seconds: [...bySecond.values()].sort((a, b) => a.second - b.second),
    hrv,
  };
}
