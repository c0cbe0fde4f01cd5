import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedSignalDevices } from '../src/seed/seed-signals';
import { engines } from './engines';
import { startTestApp, type TestApp } from './harness';
import { castOf, type Cast } from './records';
import { eventually, listening } from './signals-support';
import { acceptAllConsent } from './consent-support';

/*
 * The device simulator as a separate process (issue 15), in demo mode against a server holding the
 * demo devices: it connects EEG, ECG, EDA and PPG through the protocol, a recording of all four
 * stores them at their own rates, and the ECG's beats give the heart rate the simulator was told
 * (72 bpm) and an HRV.
 */

const repo = path.resolve(import.meta.dirname, '../../..');
const tsx = path.join(repo, 'node_modules/.bin/tsx');
const simulator = path.join(repo, 'apps/device-simulator/src/main.ts');

describe.each(engines)('the device simulator on $name PostgreSQL', (engine) => {
  let t: TestApp;
  let cast: Cast;
  let child: ChildProcess | undefined;
  let output = '';

  beforeAll(async () => {
    t = await startTestApp(engine);
    cast = await castOf(t);
    await seedSignalDevices(t.sql);
    const base = await listening(t);
    child = spawn(tsx, ['--conditions=source', simulator, '--demo', '--url', base, '--bpm', '72'], {
      cwd: repo,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  });
  afterAll(async () => {
    if (child && child.exitCode === null) {
      const exited = new Promise((resolve) => child!.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    await t?.close();
  });

  it('streams four demo devices that a recording stores, with the heart rate it was told', async () => {
    const devices = await eventually(
      async () =>
        (
          await sql<{ id: number; profile: string; connected: boolean }>`
            SELECT id, profile, connected_instance IS NOT NULL AS connected FROM signal_devices
             ORDER BY id`.execute(t.sql)
        ).rows,
      (rows) => rows.length === 4 && rows.every((row) => row.connected),
      20_000,
    );
    expect(
      devices.every((row) => row.connected),
      output,
    ).toBe(true);
    expect(output).not.toContain('cepd_'); // never a key in its log
    const patientId = (
      await t.sql
        .insertInto('patients')
        .values({ user_id: cast.patient.id, patient_name: '李患者' })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
    await acceptAllConsent(t.sql, patientId);
    const started = await t.call({
      method: 'POST',
      url: '/api/recording/start',
      token: cast.admin.token,
      payload: { patientId, deviceIds: devices.map((row) => row.id) },
    });
    const recordingId = started.json<{ data: { id: number } }>().data.id;
    const detail = await eventually(
      async () =>
        (
          await t.call({
            method: 'GET',
            url: `/api/recording/detail?id=${recordingId}`,
            token: cast.admin.token,
          })
        ).json<{
          data: { devices: { profile: string; sampleCount: number; rejectedFrames: number }[] };
        }>().data,
      (data) => data.devices.find((d) => d.profile === 'ecg-250')!.sampleCount >= 250 * 9,
      20_000,
    );
    const count = (profile: string) =>
      detail.devices.find((d) => d.profile === profile)!.sampleCount;
    expect(count('ecg-250')).toBeGreaterThanOrEqual(250 * 9);
    expect(count('eeg-8-250')).toBeGreaterThanOrEqual(250 * 8);
    expect(count('ppg-64')).toBeGreaterThanOrEqual(64 * 8);
    expect(count('eda-4')).toBeGreaterThanOrEqual(4 * 8);
    expect(detail.devices.every((d) => d.rejectedFrames === 0)).toBe(true);

    const features = (
      await t.call({
        method: 'GET',
        url: `/api/recording/features?id=${recordingId}`,
        token: cast.admin.token,
      })
    ).json<{
      data: {
        seconds: { bands: unknown; heartRate: number | null }[];
        hrv: { source: string; beats: number; sdnnMs: number } | null;
      };
    }>().data;
    const rates = features.seconds.flatMap((s) => (s.heartRate === null ? [] : [s.heartRate]));
    expect(rates.length).toBeGreaterThan(3);
    for (const rate of rates.slice(2)) {
      expect(rate).toBeGreaterThan(60);
      expect(rate).toBeLessThan(85);
    }
    expect(features.hrv).toMatchObject({ source: 'ecg' });
    expect(features.hrv!.beats).toBeGreaterThanOrEqual(8);
    expect(features.seconds.filter((s) => s.bands !== null).length).toBeGreaterThanOrEqual(8);
    await t.call({
      method: 'POST',
      url: '/api/recording/stop',
      token: cast.admin.token,
      payload: { id: recordingId },
    });
  }, 60_000);
});
