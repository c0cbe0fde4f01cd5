import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines } from './engines';
import { startTestApp, type TestApp } from './harness';
import { readWithMne, type MneReading } from './mne-reader';
import { castOf, type Cast } from './records';
import { patternCounts, profileOf, seedRecording, type SeedChunk } from './signals-export-support';

/*
 * BDF+ beside EDF+ (issue 33, item 4.3): the two exports of one recording, downloaded from the
 * real server and read back by MNE-Python (an independent reader, from Debian), hold the same
 * channels, rates and annotations, and the same samples within the resolution of each: half a
 * 16-bit step of the channel's range for EDF+, half a 24-bit step for BDF+. The samples are the
 * stored int16 counts times the channel's scale, so the EDF+ holds them exactly and BDF+ within
 * 1/512 of a count.
 */

/** What MNE multiplies a unit by to give volts. */
const toVolts: Record<string, number> = { uV: 1e-6, mV: 1e-3 };

describe.each(engines)('BDF+ export on $name PostgreSQL', (engine) => {
  let t: TestApp;
  let cast: Cast;
  let recordingId: number;
  const eeg = profileOf('eeg-8-250');
  const ecg = profileOf('ecg-250');
  const seconds = 12;
  const eegChunks: SeedChunk[] = Array.from({ length: seconds }, (_, i) => ({
    start: i * 250,
    counts: patternCounts(i, 250, 8),
    scales: eeg.channels.map((c) => c.scale),
  }));

  beforeAll(async () => {
    t = await startTestApp(engine);
    cast = await castOf(t);
    const patientId = (
      await t.sql
        .insertInto('patients')
        .values({ user_id: cast.patient.id, patient_name: '王患者' })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
    const addDevice = async (profile: string) =>
      (
        await t.call({
          method: 'POST',
          url: '/api/signalDevice/add',
          token: cast.admin.token,
          payload: { name: profile, profile },
        })
      ).json<{ data: { id: number } }>().data.id;
    recordingId = await seedRecording(t, {
      patientId,
      devices: [
        {
          deviceId: await addDevice(eeg.key),
          profile: eeg.key,
          firstOffsetMs: 0,
          chunks: eegChunks,
        },
        // A second device at the same rate, joined 2 s late (zeros before its first sample).
        {
          deviceId: await addDevice(ecg.key),
          profile: ecg.key,
          firstOffsetMs: 2000,
          chunks: Array.from({ length: 8 }, (_, i) => ({
            start: i * 250,
            counts: patternCounts(100 + i, 250, 1),
            scales: [0.001],
          })),
        },
      ],
      markers: [
        { offsetMs: 1500, label: '闭眼' },
        { offsetMs: 7250, label: 'eyes open' },
      ],
    });
  }, 120_000);
  afterAll(() => t?.close());

  const download = async (format: 'edf' | 'bdf') => {
    const res = await t.call({
      method: 'GET',
      url: `/api/recording/export?id=${recordingId}&format=${format}`,
      token: cast.admin.token,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain(`recording-${recordingId}.${format}`);
    return new Uint8Array(res.rawPayload);
  };

  it('reads back the same recording from EDF+ and BDF+ in MNE, each within its resolution', async () => {
    const edfBytes = await download('edf');
    const bdfBytes = await download('bdf');
    // 3 bytes a sample against 2 (the header is the same size).
    expect(bdfBytes.byteLength).toBeGreaterThan(1.4 * edfBytes.byteLength);
    const edf: MneReading = await readWithMne(edfBytes, 'edf');
    const bdf: MneReading = await readWithMne(bdfBytes, 'bdf');

    const labels = [...eeg.channels.map((c) => `EEG ${c.label}`), 'ECG'];
    expect(edf.channels).toEqual(labels);
    expect(bdf.channels).toEqual(labels);
    expect(edf.sfreq).toBe(250);
    expect(bdf.sfreq).toBe(250);
    // Chinese labels go out as pinyin (EDF+ and BDF+ headers are ASCII).
    const markers = [
      { onset: 1.5, description: 'bi yan' },
      { onset: 7.25, description: 'eyes open' },
    ];
    expect(edf.annotations).toEqual(markers);
    expect(bdf.annotations).toEqual(markers);

    const units = [...eeg.channels, ...ecg.channels];
    units.forEach((channel, c) => {
      // Each file's step over the channel's range (the device's int16 range), in volts.
      const range = 65535 * channel.scale * toVolts[channel.unit]!;
      const edfStep = range / 65535;
      const bdfStep = range / (2 ** 24 - 1);
      const edfRow = edf.data[c]!;
      const bdfRow = bdf.data[c]!;
      expect(bdfRow).toHaveLength(edfRow.length);
      let worst = 0;
      for (let i = 0; i < edfRow.length; i++) {
        worst = Math.max(worst, Math.abs(bdfRow[i]! - edfRow[i]!));
      }
      expect(worst).toBeLessThanOrEqual(edfStep / 2 + bdfStep / 2);
      // And each against the stored samples: EEG from the recording's start.
      if (c < eeg.channels.length) {
        for (let s = 0; s < seconds * 250; s++) {
          const chunk = eegChunks[Math.floor(s / 250)]!;
          const stored = chunk.counts[(s % 250) * 8 + c]! * channel.scale * toVolts.uV!;
          expect(Math.abs(edfRow[s]! - stored)).toBeLessThanOrEqual(edfStep / 2 + 1e-15);
          expect(Math.abs(bdfRow[s]! - stored)).toBeLessThanOrEqual(bdfStep / 2 + 1e-15);
        }
      }
    });
  });

  it('refuses an unknown format with the contract’s message', async () => {
    const res = await t.call({
      method: 'GET',
      url: `/api/recording/export?id=${recordingId}&format=gdf`,
      token: cast.admin.token,
    });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('导出格式只能是edf、bdf或csv');
  });
});
