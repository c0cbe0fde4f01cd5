import { FrameReader, encodeImpedanceFrame } from '@cep/signals';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines } from './engines';
import { startTestApp, type TestApp } from './harness';
import { castOf, type Cast } from './records';
import { DeviceClient, eeg8, eegFrames, eventually, listening } from './signals-support';
import { acceptAllConsent } from './consent-support';

/*
 * Signal acquisition (issue 15) end to end on the real server: an admin registers a device (its
 * key shown once), the device bridge connects by WebSocket and streams frames, a clinician of the
 * patient's care team records, marks, plays back, reads the features and exports; the patient
 * reads their own; a viewer watches the live stream.
 */

interface Envelope<T> {
  code: number;
  data: T;
  message: string;
}

describe.each(engines)('signal acquisition on $name PostgreSQL', (engine) => {
  let t: TestApp;
  let cast: Cast;
  let base: string;
  let patientId: number;
  let otherPatientId: number;

  const api = async <T>(
    token: string,
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    payload?: Record<string, unknown>,
  ) => {
    const res = await t.call({ method, url, token, ...(payload === undefined ? {} : { payload }) });
    return res.json<Envelope<T>>();
  };
  const addDevice = (name = '脑电仪', profile = 'eeg-8-250') =>
    api<{ id: number; deviceKey: string }>(cast.admin.token, 'POST', '/api/signalDevice/add', {
      name,
      profile,
    }).then((res) => res.data);

  beforeAll(async () => {
    t = await startTestApp(engine);
    cast = await castOf(t);
    base = await listening(t);
    const doctorId = (
      await t.sql
        .insertInto('doctors')
        .values({ user_id: cast.doctor.id, doctor_name: '张医生' })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
    patientId = (
      await t.sql
        .insertInto('patients')
        .values({ user_id: cast.patient.id, patient_name: '李患者' })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
    otherPatientId = (
      await t.sql
        .insertInto('patients')
        .values({
          user_id: await t.createUser({ username: 'other_patient', userAuth: '2' }),
          patient_name: '王患者',
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
    // Issue 32: recordings need the patients' acceptance of signal recording.
    await acceptAllConsent(t.sql, patientId, otherPatientId);
    await t.sql
      .insertInto('care_team_members')
      .values({ patient_id: patientId, doctor_id: doctorId })
      .execute();
  });
  afterAll(() => t?.close());

  describe('devices', () => {
    it('shows the key once, stores only its hash, and lists devices without it', async () => {
      const created = await addDevice('床旁脑电');
      expect(created.deviceKey).toMatch(/^cepd_[A-Za-z0-9_-]{43}$/);
      const list = await api<Record<string, unknown>[]>(
        cast.doctor.token,
        'GET',
        '/api/signalDevice/list',
      );
      const listed = list.data.find((device) => device.id === created.id)!;
      expect(listed).toMatchObject({
        name: '床旁脑电',
        profile: 'eeg-8-250',
        modality: 'eeg',
        sampleRate: 250,
      });
      expect(listed).not.toHaveProperty('deviceKey');
      expect(JSON.stringify(list.data)).not.toContain(created.deviceKey);
      const { rows } = await t.pool.query<{ key_hash: Buffer }>(
        'SELECT key_hash FROM signal_devices WHERE id = $1',
        [created.id],
      );
      expect(rows[0]!.key_hash.toString('utf8')).not.toContain(created.deviceKey);
      const audit = await t.pool.query('SELECT outcome FROM audit_log WHERE action = $1', [
        'addSignalDevice',
      ]);
      expect(audit.rows).toContainEqual({ outcome: 'success' });
    });

    it('renames and disables; a disabled device is refused and sent away', async () => {
      const created = await addDevice();
      const client = await DeviceClient.ready(base, created.deviceKey);
      const renamed = await api<{ name: string }>(
        cast.admin.token,
        'PUT',
        '/api/signalDevice/update',
        {
          id: created.id,
          name: '二号脑电',
        },
      );
      expect(renamed.data.name).toBe('二号脑电');
      const connected = await api<{ connected: boolean }[]>(
        cast.doctor.token,
        'GET',
        '/api/signalDevice/list',
      );
      expect(
        connected.data.find((d) => (d as unknown as { id: number }).id === created.id),
      ).toMatchObject({
        connected: true,
      });
      await api(cast.admin.token, 'POST', '/api/signalDevice/setStatus', {
        id: created.id,
        status: 'disabled',
      });
      // The heartbeat (every 5 s) notices the change and closes the socket.
      expect(await client.closed(8000)).toBe(4003);
      const again = await DeviceClient.connect(base);
      again.hello(created.deviceKey, eeg8);
      expect(await again.until((m) => m.type === 'refused')).toEqual({
        type: 'refused',
        reason: 'device-disabled',
      });
      expect(await again.closed()).toBe(4001);
    });

    it('a new key sends the connected bridge away (4009, shown as key-rotated); the old key opens nothing', async () => {
      const created = await addDevice('换钥脑电');
      const client = await DeviceClient.ready(base, created.deviceKey);
      const rotated = await api<{ deviceKey: string }>(
        cast.admin.token,
        'POST',
        '/api/signalDevice/rotateKey',
        { id: created.id },
      );
      expect(rotated.code).toBe(200);
      // The heartbeat (every 5 s) finds the key replaced and closes the socket.
      expect(await client.closed(8000)).toBe(4009);
      const listed = () =>
        api<{ id: number; connected: boolean; lastDisconnect: { reason: string } | null }[]>(
          cast.admin.token,
          'GET',
          '/api/signalDevice/list',
        ).then((list) => list.data.find((d) => d.id === created.id));
      expect(
        await eventually(listed, (d) => d?.lastDisconnect?.reason === 'key-rotated'),
      ).toMatchObject({ connected: false, lastDisconnect: { reason: 'key-rotated' } });
      const old = await DeviceClient.connect(base);
      old.hello(created.deviceKey, eeg8);
      expect(await old.until((m) => m.type === 'refused')).toEqual({
        type: 'refused',
        reason: 'unknown-device',
      });
      // The new key connects, and a heartbeat later it is still connected.
      const renewed = await DeviceClient.ready(base, rotated.data.deviceKey);
      const seen = () =>
        t.pool
          .query<{ at: Date }>('SELECT last_seen_at AS at FROM signal_devices WHERE id = $1', [
            created.id,
          ])
          .then((result) => result.rows[0]!.at.getTime());
      const first = await seen();
      expect(await eventually(seen, (at) => at > first, 8000)).toBeGreaterThan(first);
      expect(renewed.socket.readyState).toBe(renewed.socket.OPEN);
      await renewed.close();
    });

    it('refuses an unknown key, a wrong profile, wrong channels and a hello that is not one', async () => {
      const created = await addDevice();
      const cases: [(client: DeviceClient) => void, string][] = [
        [(c) => c.hello(`cepd_${'x'.repeat(43)}`, eeg8), 'unknown-device'],
        [
          (c) =>
            c.socket.send(
              JSON.stringify({
                type: 'hello',
                deviceKey: created.deviceKey,
                profile: 'ecg-250',
                channels: ['ECG'],
              }),
            ),
          'profile-mismatch',
        ],
        [
          (c) =>
            c.hello(created.deviceKey, eeg8, ['Fp1', 'Fp2', 'C3', 'C4', 'P7', 'P8', 'O2', 'O1']),
          'channel-mismatch',
        ],
        [(c) => c.socket.send('not json'), 'bad-hello'],
      ];
      for (const [say, reason] of cases) {
        const client = await DeviceClient.connect(base);
        say(client);
        expect(await client.until((m) => m.type === 'refused')).toEqual({
          type: 'refused',
          reason,
        });
        expect(await client.closed()).toBe(4001);
      }
    });
  });

  describe('a recording', () => {
    it('stores what the device sends while it runs, rejects bad frames with reasons, and plays back', async () => {
      const device = await addDevice();
      const client = await DeviceClient.ready(base, device.deviceKey);
      // Before the recording: frames go live but are not stored.
      const before = eegFrames(1, { firstSequence: 0 });
      for (const frame of before.frames) client.send(frame);

      // The server has read them once it answers a frame sent after them; their second (a whole
      // chunk) is then on its way to the database, where no recording takes it.
      client.send(new Uint8Array(3));
      await client.until((m) => m.type === 'rejected' && m.reason === 'too-short');
      await new Promise((resolve) => setTimeout(resolve, 300));

      const started = await api<{ id: number; status: string }>(
        cast.doctor.token,
        'POST',
        '/api/recording/start',
        {
          patientId,
          deviceIds: [device.id],
        },
      );
      expect(started.code).toBe(200);
      expect(started.data.status).toBe('recording');
      const recordingId = started.data.id;
      const { frames, physical } = eegFrames(12, { firstSequence: 10, startMs: 1_001_000 });
      for (const [i, frame] of frames.entries()) {
        client.send(frame);
        if (i === 5) {
          client.send(frame.subarray(0, frame.length - 3)); // truncated
          client.send(frame); // the same sequence again
        }
      }
      expect(
        await client.until((m) => m.type === 'rejected' && m.reason === 'wrong-length'),
      ).toMatchObject({
        rejectedTotal: 2,
      });
      expect(
        await client.until((m) => m.type === 'rejected' && m.reason === 'out-of-order'),
      ).toMatchObject({
        sequence: 15,
        rejectedTotal: 3,
      });
      // An impedance reading is kept on the device.
      client.send(
        encodeImpedanceFrame({
          deviceCode: 1,
          sequence: 0,
          deviceTimestampMs: 1,
          kiloohms: [5, 10, 30, 60, 5, 5, 5, 5],
        }),
      );

      const detail = await eventually(
        () =>
          api<{ devices: { sampleCount: number; rejectedFrames: number }[] }>(
            cast.doctor.token,
            'GET',
            `/api/recording/detail?id=${recordingId}`,
          ),
        (res) => (res.data.devices[0]?.sampleCount ?? 0) >= 3000,
      );
      expect(detail.data.devices[0]).toMatchObject({ sampleCount: 3000, rejectedFrames: 2 });

      // Playback: a 1 s window at full resolution is the samples themselves.
      const stored = await t.pool.query<{ first_offset_ms: number }>(
        'SELECT first_offset_ms FROM recording_devices WHERE recording_id = $1',
        [recordingId],
      );
      const offset = stored.rows[0]!.first_offset_ms;
      const from = Math.ceil(offset);
      const marker = await api<{ offsetMs: number; label: string; source: string }>(
        cast.doctor.token,
        'POST',
        '/api/recording/marker',
        {
          recordingId,
          label: '闭眼',
          offsetMs: from + 500,
        },
      );
      expect(marker.data).toMatchObject({ offsetMs: from + 500, label: '闭眼', source: 'manual' });

      const raw = await api<{
        channels: {
          label: string;
          startMs: number;
          bucketMs: number;
          min: number[];
          max: number[];
        }[];
        markers: unknown[];
      }>(
        cast.doctor.token,
        'GET',
        `/api/recording/window?recordingId=${recordingId}&from=${from}&to=${from + 1000}&maxPoints=1000`,
      );
      expect(raw.code).toBe(200);
      expect(raw.data.channels.map((c) => c.label)).toEqual(eeg8.channels.map((c) => c.label));
      const o1 = raw.data.channels[6]!;
      expect(o1.bucketMs).toBe(4);
      const first = Math.round(((o1.startMs - offset) * 250) / 1000);
      expect(o1.min.length).toBeGreaterThanOrEqual(250);
      for (let i = 0; i < 250; i++) {
        expect(o1.min[i]!).toBeCloseTo(physical[6]![first + i]!, 5);
        expect(o1.max[i]!).toBe(o1.min[i]!);
      }
      expect(raw.data.markers).toEqual([
        expect.objectContaining({ label: '闭眼', offsetMs: from + 500 }),
      ]);

      // The overview: 20 buckets of 600 ms from the stored per-100 ms summaries: the true extremes.
      const overview = await api<{
        channels: { bucketMs: number; min: number[]; max: number[] }[];
      }>(
        cast.doctor.token,
        'GET',
        `/api/recording/window?recordingId=${recordingId}&from=0&to=${Math.ceil(offset) + 12000}&maxPoints=20`,
      );
      const fp1 = overview.data.channels[0]!;
      expect(fp1.min.length).toBeLessThanOrEqual(20);
      expect(Math.min(...fp1.min)).toBeCloseTo(Math.min(...physical[0]!), 5);
      expect(Math.max(...fp1.max)).toBeCloseTo(Math.max(...physical[0]!), 5);

      // Buckets of a second or more come from each chunk's own min/max: the same extremes.
      const coarse = await api<{ channels: { min: number[]; max: number[] }[] }>(
        cast.doctor.token,
        'GET',
        `/api/recording/window?recordingId=${recordingId}&from=0&to=${Math.ceil(offset) + 12000}&maxPoints=10`,
      );
      const o2 = coarse.data.channels[7]!;
      expect(o2.min.length).toBe(10);
      expect(Math.min(...o2.min)).toBeCloseTo(Math.min(...physical[7]!), 5);
      expect(Math.max(...o2.max)).toBeCloseTo(Math.max(...physical[7]!), 5);

      // Features: one row per stored second, alpha strongest at 10 Hz.
      const features = await api<{
        seconds: { second: number; bands: { alpha: number; beta: number; gamma: number } | null }[];
        hrv: unknown;
      }>(cast.doctor.token, 'GET', `/api/recording/features?id=${recordingId}`);
      expect(features.data.seconds).toHaveLength(12);
      for (const second of features.data.seconds) {
        expect(second.bands!.alpha).toBeGreaterThan(second.bands!.beta);
        expect(second.bands!.alpha).toBeGreaterThan(second.bands!.gamma);
      }
      expect(features.data.hrv).toBeNull();

      // Impedance as the device list shows it.
      const devices = await api<{ id: number; impedance: { quality: string }[] | null }[]>(
        cast.doctor.token,
        'GET',
        '/api/signalDevice/list',
      );
      expect(
        devices.data.find((d) => d.id === device.id)?.impedance?.map((r) => r.quality),
      ).toEqual(['good', 'good', 'serviceable', 'poor', 'good', 'good', 'good', 'good']);

      const stopped = await api<{ status: string; stoppedAt: number }>(
        cast.doctor.token,
        'POST',
        '/api/recording/stop',
        { id: recordingId },
      );
      expect(stopped.data.status).toBe('stopped');
      // Stopping twice answers the same; a marker on a stopped recording is refused.
      expect(
        (
          await api<{ status: string }>(cast.doctor.token, 'POST', '/api/recording/stop', {
            id: recordingId,
          })
        ).data.status,
      ).toBe('stopped');
      expect(
        (await api(cast.doctor.token, 'POST', '/api/recording/marker', { recordingId, label: 'x' }))
          .code,
      ).toBe(40901);
      // After the stop, nothing more is stored.
      for (const frame of eegFrames(2, { firstSequence: 200, startMs: 1_013_000 }).frames)
        client.send(frame);
      await client.close();
      const after = await api<{ devices: { sampleCount: number }[] }>(
        cast.doctor.token,
        'GET',
        `/api/recording/detail?id=${recordingId}`,
      );
      expect(after.data.devices[0]!.sampleCount).toBe(3000);

      // EDF+: ASCII header with the patient's code, EDF+C, the annotations signal, records ≤ 61,440 bytes.
      const edf = await t.call({
        method: 'GET',
        url: `/api/recording/export?id=${recordingId}&format=edf`,
        token: cast.doctor.token,
      });
      expect(edf.statusCode).toBe(200);
      expect(edf.headers['content-disposition']).toContain(`recording-${recordingId}.edf`);
      const bytes = edf.rawPayload;
      const header = bytes.subarray(0, 256).toString('latin1');
      expect(header.slice(8, 88)).toMatch(new RegExp(`^P${String(patientId).padStart(6, '0')} `));
      expect(header.slice(192, 197)).toBe('EDF+C');
      expect([...bytes.subarray(0, 256)].every((b) => b >= 0x20 && b <= 0x7e)).toBe(true);
      const signals = Number(header.slice(252, 256));
      expect(signals).toBe(9);
      const labels = bytes.subarray(256, 256 + signals * 16).toString('latin1');
      expect(labels).toContain('EEG Fp1');
      expect(labels).toContain('EDF Annotations');
      expect(bytes.toString('latin1')).toContain('bi yan');
      const samplesField = bytes
        .subarray(256 + signals * 216, 256 + signals * 224)
        .toString('latin1');
      const perRecord = Array.from({ length: signals }, (_, i) =>
        Number(samplesField.slice(i * 8, i * 8 + 8)),
      );
      expect(perRecord.reduce((a, b) => a + b, 0) * 2).toBeLessThanOrEqual(61_440);

      // CSV: one device's table with the marker as typed.
      const csv = await t.call({
        method: 'GET',
        url: `/api/recording/export?id=${recordingId}&format=csv`,
        token: cast.doctor.token,
      });
      expect(csv.statusCode).toBe(200);
      const lines = csv.body.replace(/^\uFEFF/, '').split(/\r?\n/);
      expect(lines[0]).toBe(
        'time_s,Fp1 (uV),Fp2 (uV),C3 (uV),C4 (uV),P7 (uV),P8 (uV),O1 (uV),O2 (uV),marker',
      );
      expect(csv.body).toContain('闭眼');

      // The patient reads their own recordings; another patient's are not theirs.
      const own = await api<{ list: { id: number }[]; total: number }>(
        cast.patient.token,
        'GET',
        `/api/recording/list?patientId=${patientId}`,
      );
      expect(own.data.list.map((r) => r.id)).toContain(recordingId);
      expect(
        (
          await api(cast.patient.token, 'POST', '/api/recording/marker', {
            recordingId,
            label: 'x',
          })
        ).code,
      ).toBe(40301);
      const audit = await t.pool.query(
        'SELECT action FROM audit_log WHERE entity = $1 AND entity_id = $2',
        ['recording', String(recordingId)],
      );
      expect(audit.rows.map((r) => r.action)).toEqual(
        expect.arrayContaining([
          'startRecording',
          'addRecordingMarker',
          'stopRecording',
          'getRecording',
          'getRecordingWindow',
          'exportRecording',
        ]),
      );
    });

    it('a doctor outside the care team gets 40301; a busy or unknown device is refused', async () => {
      const device = await addDevice();
      const refused = await api(cast.doctor.token, 'POST', '/api/recording/start', {
        patientId: otherPatientId,
        deviceIds: [device.id],
      });
      expect(refused.code).toBe(40301);
      const first = await api<{ id: number }>(cast.doctor.token, 'POST', '/api/recording/start', {
        patientId,
        deviceIds: [device.id],
      });
      expect(first.code).toBe(200);
      const busy = await api(cast.admin.token, 'POST', '/api/recording/start', {
        patientId: otherPatientId,
        deviceIds: [device.id],
      });
      expect(busy.code).toBe(40901);
      expect(
        (
          await api(cast.admin.token, 'POST', '/api/recording/start', {
            patientId,
            deviceIds: [999_999],
          })
        ).code,
      ).toBe(40401);
      await api(cast.doctor.token, 'POST', '/api/recording/stop', { id: first.data.id });
    });
  });

  describe('the live stream', () => {
    it('carries the device frames to a viewer, byte for byte, readable by the same frame reader', async () => {
      const device = await addDevice();
      const client = await DeviceClient.ready(base, device.deviceKey);
      const controller = new AbortController();
      const res = await fetch(`${base}/api/signalDevice/live?deviceId=${device.id}`, {
        headers: { token: cast.doctor.token },
        signal: controller.signal,
      });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('application/octet-stream');
      const { frames } = eegFrames(1);
      const reader = res.body!.getReader();
      const sending = setInterval(() => {
        const frame = frames.shift();
        if (frame) client.send(frame);
        else clearInterval(sending);
      }, 5);
      let received = new Uint8Array(0);
      const expected = eegFrames(1).frames;
      const total = expected.reduce((sum, frame) => sum + frame.length, 0);
      while (received.length < total) {
        const { value, done } = await reader.read();
        if (done) break;
        received = new Uint8Array([...received, ...value]);
      }
      controller.abort();
      await client.close();
      expect(received).toEqual(new Uint8Array(expected.flatMap((frame) => [...frame])));
      // Split by the header's lengths, every frame parses with @cep/signals' reader.
      const frameReader = new FrameReader();
      for (let at = 0; at < received.length; at += expected[0]!.length) {
        expect(frameReader.read(received.subarray(at, at + expected[0]!.length)).ok).toBe(true);
      }
    });
  });
});
