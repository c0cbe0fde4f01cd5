import { deviceCloseCodes, type SignalDevice } from '@cep/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines } from './engines';
import { startTestApp, type TestApp } from './harness';
import { castOf, type Cast } from './records';
import { DeviceClient, eegFrame, eventually, listening } from './signals-support';
import { acceptAllConsent } from './consent-support';

/*
 * The device ingest under a misbehaving device (issue 28, item 1), on the real server: a flood of
 * one-sample frames whose timestamps jump neither inflates the recording with zeros nor goes
 * unmarked, and gets the device told to slow down, then closed (4006); a device faster than
 * storage is closed too (4007); both are counted on the device for the admin. Bytes before the
 * hello get one close and no answer; one address holds at most 16 sockets; a socket that stops
 * answering pings is cut and shown disconnected. The ping interval and the patience with a
 * dropping device are shortened (settings.signalIngest); every wait is for a state.
 */

interface Envelope<T> {
  code: number;
  data: T;
  message: string;
}

interface RecordingDetail {
  durationMs: number;
  devices: { sampleCount: number }[];
  markers: { offsetMs: number; label: string; source: string }[];
}

describe.each(engines)('device ingest limits on $name PostgreSQL', (engine) => {
  let t: TestApp;
  let cast: Cast;
  let base: string;
  let patientId: number;

  const api = async <T>(
    token: string,
    method: 'GET' | 'POST',
    url: string,
    payload?: Record<string, unknown>,
  ) => {
    const res = await t.call({ method, url, token, ...(payload === undefined ? {} : { payload }) });
    return res.json<Envelope<T>>();
  };
  const addDevice = (name: string) =>
    api<{ id: number; deviceKey: string }>(cast.admin.token, 'POST', '/api/signalDevice/add', {
      name,
      profile: 'eeg-8-250',
    }).then((res) => res.data);
  const startRecording = (deviceId: number) =>
    api<{ id: number }>(cast.admin.token, 'POST', '/api/recording/start', {
      patientId,
      deviceIds: [deviceId],
    }).then((res) => {
      expect(res.code, res.message).toBe(200);
      return res.data.id;
    });
  const deviceOf = async (id: number) =>
    (await api<SignalDevice[]>(cast.admin.token, 'GET', '/api/signalDevice/list')).data.find(
      (device) => device.id === id,
    )!;
  const recordingOf = async (id: number) =>
    (await api<RecordingDetail>(cast.admin.token, 'GET', `/api/recording/detail?id=${id}`)).data;
  /** Lets the sockets' I/O run between bursts of sends. */
  const turn = () => new Promise((resolve) => setImmediate(resolve));

  beforeAll(async () => {
    t = await startTestApp(engine, { signalIngest: { pingMs: 2000, persistMs: 1000 } });
    cast = await castOf(t);
    base = await listening(t);
    patientId = (
      await t.sql
        .insertInto('patients')
        .values({ user_id: cast.patient.id, patient_name: '李患者' })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
    // Issue 32: recordings need the patient's acceptance of signal recording.
    await acceptAllConsent(t.sql, patientId);
  });
  afterAll(() => t?.close());

  // First: the sockets of the other tests must not count on the address yet.
  it('holds 16 device sockets per address; the 17th is closed with 4008', async () => {
    const held: DeviceClient[] = [];
    for (let i = 0; i < 16; i++) held.push(await DeviceClient.connect(base));
    const extra = await DeviceClient.connect(base);
    expect(await extra.closed()).toBe(deviceCloseCodes.tooManyConnections);
    expect(extra.messages).toEqual([]);
    // The 16 are still there (a hello would still be read on each).
    expect(held.every((client) => client.closeCode === undefined)).toBe(true);
    await Promise.all(held.map((client) => client.close()));
  });

  it('answers nothing before the hello: bytes first get one close, 4005', async () => {
    const client = await DeviceClient.connect(base);
    for (let i = 0; i < 50; i++) client.send(new Uint8Array([i, 1, 2, 3]));
    client.send(eegFrame(0, 0, 25));
    expect(await client.closed()).toBe(deviceCloseCodes.helloFirst);
    expect(client.messages).toEqual([]);
    expect((await t.call({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });

  it('a flood of one-sample frames with jumping timestamps: no zeros, gaps marked, slowed down, closed', async () => {
    const device = await addDevice('洪水');
    const recordingId = await startRecording(device.id);
    const client = await DeviceClient.ready(base, device.deviceKey);
    // Each frame one sample, its timestamp 5 s after the last: unfixed, every frame would have
    // added 5 s of zeros to the recording.
    let sent = 0;
    while (client.closeCode === undefined && sent < 200_000) {
      for (let i = 0; i < 100; i++, sent++) client.send(eegFrame(sent, 1_000_000 + sent * 5000, 1));
      await turn();
    }
    expect(await client.closed()).toBe(deviceCloseCodes.tooFast);
    const warning = client.messages.find((m) => m.type === 'slow-down');
    expect(warning).toMatchObject({ type: 'slow-down', reason: 'too-fast' });
    expect(client.messages.filter((m) => m.type === 'slow-down').length).toBeLessThan(10);

    // The admin sees it: not connected, frames dropped, why it was closed.
    const shown = await eventually(
      () => deviceOf(device.id),
      (d) => !d.connected && d.lastDisconnect !== null,
      20_000,
    );
    expect(shown.lastDisconnect?.reason).toBe('too-fast');
    expect(shown.droppedFrames).toBeGreaterThan(0);
    expect(shown.droppedFrames).toBeLessThanOrEqual(sent);

    // The recording holds what was taken, one sample a frame, and not one zero more.
    const recording = await recordingOf(recordingId);
    const stored = recording.devices[0]!.sampleCount;
    expect(stored).toBeGreaterThan(0);
    expect(stored).toBeLessThanOrEqual(sent - shown.droppedFrames);
    expect(recording.durationMs).toBeLessThan(stored * 4 + 60_000);
    // Every jump is marked where it falls: one marker per stored second at most.
    const gaps = recording.markers.filter((m) => m.source === 'gap');
    expect(gaps.length).toBeGreaterThan(0);
    expect(gaps.length).toBeLessThanOrEqual(Math.ceil(stored / 250) + 1);
    expect(gaps[0]!.label).toMatch(/^signal gap: [\d.]+ s skipped \(\d+ jumps\)$/);
  });

  it('marks a lost frame filled with zeros, takes jitter as it is, and shows the gap in the CSV', async () => {
    const device = await addDevice('抖动');
    const recordingId = await startRecording(device.id);
    const client = await DeviceClient.ready(base, device.deviceKey);
    // 10 s of 100 ms frames, the first 3 s stamped up to 20 ms off; frame 50 never arrives.
    for (let f = 0; f < 100; f++) {
      if (f === 50) continue;
      const jitter = f < 30 ? ((f % 3) - 1) * 20 : 0;
      client.send(eegFrame(f, 2_000_000 + f * 100 + jitter, 25));
    }
    await client.close();
    const recording = await eventually(
      () => recordingOf(recordingId),
      (r) => r.devices[0]!.sampleCount >= 2500,
      20_000,
    );
    // 99 frames of 25 samples and the lost one's 25 zeros: the stream stays on the clock.
    expect(recording.devices[0]!.sampleCount).toBe(2500);
    const gaps = recording.markers.filter((m) => m.source === 'gap');
    expect(gaps.map((m) => m.label)).toEqual(['signal gap: 0.100 s zero-filled']);
    const csv = await t.call({
      method: 'GET',
      url: `/api/recording/export?id=${recordingId}&format=csv`,
      token: cast.admin.token,
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain('signal gap: 0.100 s zero-filled');
  });

  it('a device faster than storage is told to slow down, then closed with 4007', async () => {
    const device = await addDevice('慢存储');
    const recordingId = await startRecording(device.id);
    // Storage stalls: the recording's device row is locked, so no chunk of it can be written.
    const lock = await t.pool.connect();
    let sender: NodeJS.Timeout | undefined;
    try {
      await lock.query('BEGIN');
      await lock.query('SELECT 1 FROM recording_devices WHERE recording_id = $1 FOR UPDATE', [
        recordingId,
      ]);
      const client = await DeviceClient.ready(base, device.deviceKey);
      // One-second frames (a chunk each) at the device's own pace and below the frame limit:
      // only the queue can be what stops them.
      let f = 0;
      const next = () => client.send(eegFrame(f, 3_000_000 + f * 1000, 250));
      for (; f < 20; f++) next();
      sender = setInterval(() => {
        next();
        f++;
      }, 50);
      expect(await client.closed(30_000)).toBe(deviceCloseCodes.queueFull);
      expect(client.messages.find((m) => m.type === 'slow-down')).toMatchObject({
        reason: 'queue-full',
      });
    } finally {
      clearInterval(sender);
      await lock.query('ROLLBACK');
      lock.release();
    }
    // What was queued is stored once storage is back; the admin sees why it was closed.
    const shown = await eventually(
      () => deviceOf(device.id),
      (d) => !d.connected && d.lastDisconnect !== null,
      20_000,
    );
    expect(shown.lastDisconnect?.reason).toBe('queue-full');
    expect(shown.droppedFrames).toBeGreaterThan(0);
    const recording = await recordingOf(recordingId);
    expect(recording.devices[0]!.sampleCount).toBeLessThanOrEqual(20 * 250 + 250);
  });

  it('cuts a socket that stops answering pings and shows the device disconnected', async () => {
    const device = await addDevice('断线');
    const client = await DeviceClient.ready(base, device.deviceKey, undefined, {
      autoPong: false,
    });
    expect((await deviceOf(device.id)).connected).toBe(true);
    // Cut without a close frame: the device side sees 1006.
    expect(await client.closed(30_000)).toBe(1006);
    const shown = await eventually(
      () => deviceOf(device.id),
      (d) => !d.connected && d.lastDisconnect !== null,
      20_000,
    );
    expect(shown.lastDisconnect?.reason).toBe('no-pong');
  });
});
