import http from 'node:http';
import { deviceCloseCodes, messageSocketClose, type AlertEvent } from '@cep/contract';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines } from './engines';
import { startTestApp, type TestApp } from './harness';
import { openSocket, type Person } from './messages-support';
import { castOf, type Cast } from './records';
import { DeviceClient, eeg8, eventually, listening } from './signals-support';

/*
 * Every long-lived connection is re-authorized while it runs, not only when it opens (issue 28,
 * item 4): the bell's alert stream, the community stream and the message socket re-check the
 * caller within a second of a change to their roles, care teams or account, on whichever
 * instance holds them (two instances on one database here: the change is NOTIFYed to both), not
 * at their next 20-second beat; a device bridge connected with a key the admin has rotated is
 * closed (4009) just as fast. A live signal viewer that falls 1 MiB behind is cut off rather than
 * silently sent a signal with holes. Every wait is for a state, capped: `within` fails a wait
 * that takes longer than the promise it checks.
 */

/** How soon a change must reach a connection (the periodic check would take 20 s). */
const WITHIN_MS = 1000;

/** `promise`, or a failure naming `what` if it has not settled within `ms`. */
async function within<T>(promise: Promise<T>, what: string, ms = WITHIN_MS): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: not within ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([promise, late]);
  } finally {
    clearTimeout(timer);
  }
}

interface StreamEvent {
  /** `message` for a data event, `end` for the server's last word. */
  event: string;
  data: unknown;
}

/** A Server-Sent Events stream read block by block; `next()` fails once the stream has ended. */
async function follow(origin: string, path: string, token: string) {
  const controller = new AbortController();
  const res = await fetch(`${origin}${path}`, { headers: { token }, signal: controller.signal });
  expect(res.headers.get('content-type')).toContain('text/event-stream');
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  const next = async (): Promise<StreamEvent> => {
    for (;;) {
      const cut = buffer.indexOf('\n\n');
      if (cut >= 0) {
        const lines = buffer.slice(0, cut).split('\n');
        buffer = buffer.slice(cut + 2);
        const data = lines.find((line) => line.startsWith('data: '));
        if (!data) continue; // a beat
        const event = lines.find((line) => line.startsWith('event: '))?.slice(7) ?? 'message';
        return { event, data: JSON.parse(data.slice(6)) as unknown };
      }
      const { value, done } = await reader.read();
      if (done) throw new Error('stream ended');
      buffer += decoder.decode(value, { stream: true });
    }
  };
  /** Resolves when the server has closed the stream (what is left unread is skipped). */
  const ended = async (): Promise<void> => {
    for (;;) {
      const { done } = await reader.read();
      if (done) return;
    }
  };
  return { next, ended, stop: () => controller.abort() };
}

describe.each(engines)('long-lived connections re-authorized on $name PostgreSQL', (engine) => {
  let t: TestApp;
  let second: FastifyInstance;
  let cast: Cast;
  let base: string;
  let secondBase: string;
  let serial = 0;

  const post = async (url: string, payload: Record<string, unknown>, token = cast.admin.token) => {
    const res = await t.call({ method: 'POST', url, token, payload });
    const body = res.json<{ code: number; data: unknown }>();
    expect(body.code, `${url}: ${res.body}`).toBe(200);
    return body.data;
  };

  /** A doctor with a doctor record and one patient on their care team, who has one unread alert. */
  async function doctorWithAlert() {
    const n = ++serial;
    const userId = await t.createUser({ username: `ra_doctor${n}`, userAuth: '1' });
    const doctorId = (
      await t.sql
        .insertInto('doctors')
        .values({ user_id: userId, doctor_name: `医生${n}` })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
    const patientUser = await t.createUser({ username: `ra_patient${n}`, userAuth: '2' });
    const patientId = (
      await t.sql
        .insertInto('patients')
        .values({ user_id: patientUser, patient_name: `患者${n}` })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
    await t.sql
      .insertInto('care_team_members')
      .values({ patient_id: patientId, doctor_id: doctorId })
      .execute();
    await t.sql
      .insertInto('assistant_findings')
      .values({
        patient_id: patientId,
        rule: 'decline',
        kind: 'alert',
        key: `ra${n}`,
        numbers: JSON.stringify({}),
        action: JSON.stringify({}),
        link: '',
      })
      .execute();
    const person: Person = { id: userId, token: await t.tokenFor(userId), name: `医生${n}` };
    return { ...person, doctorId, patientId };
  }

  beforeAll(async () => {
    t = await startTestApp(engine);
    cast = await castOf(t);
    base = await listening(t);
    second = await t.secondInstance();
    secondBase = await second.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await second?.close();
    await t?.close();
  });

  describe('the bell (alert stream)', () => {
    it('ends within a second, with the reason, on both instances, when the clinician loses the role giving them their patients', async () => {
      const doctor = await doctorWithAlert();
      const here = await follow(base, '/api/alert/stream', doctor.token);
      const there = await follow(secondBase, '/api/alert/stream', doctor.token);
      expect((await here.next()).data).toEqual({ unread: 1 });
      expect((await there.next()).data).toEqual({ unread: 1 });

      await post('/api/users/saveUserRole', { userId: doctor.id, roles: ['patient'] });
      for (const stream of [here, there]) {
        const last = await within(stream.next(), 'the end of the alert stream');
        expect(last).toMatchObject({ event: 'end', data: { code: 40301 } });
        await within(stream.ended(), 'the alert stream closed');
      }
      // The reconnection is refused the same way.
      const again = await fetch(`${secondBase}/api/alert/stream`, {
        headers: { token: doctor.token },
      });
      expect(((await again.json()) as { code: number }).code).toBe(40301);
    });

    it('taken off the care team: the count drops within a second on the other instance, the stream goes on', async () => {
      const doctor = await doctorWithAlert();
      const stream = await follow(secondBase, '/api/alert/stream', doctor.token);
      try {
        expect((await stream.next()).data).toEqual({ unread: 1 });
        await post('/api/careTeam/unassign', {
          patientId: doctor.patientId,
          doctorId: doctor.doctorId,
        });
        // The patient's alert is no longer the clinician's to see.
        const event = await within(stream.next(), 'the new count');
        expect(event).toEqual({ event: 'message', data: { unread: 0 } satisfies AlertEvent });
        // Back on the team: the count again.
        await post('/api/careTeam/assign', {
          patientId: doctor.patientId,
          doctorId: doctor.doctorId,
        });
        expect((await within(stream.next(), 'the count back')).data).toEqual({ unread: 1 });
      } finally {
        stream.stop();
      }
    });

    it('ends within a second when the account is disabled', async () => {
      const doctor = await doctorWithAlert();
      const stream = await follow(secondBase, '/api/alert/stream', doctor.token);
      expect((await stream.next()).data).toEqual({ unread: 1 });
      await post('/api/users/setStatus', { id: doctor.id, status: 'disabled' });
      const last = await within(stream.next(), 'the end of the alert stream');
      expect(last).toMatchObject({ event: 'end', data: { code: 50008 } });
    });
  });

  describe('the community stream', () => {
    it('an admin made a doctor is told to read again within a second, on the other instance', async () => {
      const userId = await t.createUser({ username: `ra_admin${++serial}`, userAuth: '0' });
      const token = await t.tokenFor(userId);
      const stream = await follow(secondBase, '/api/community/stream', token);
      try {
        expect((await stream.next()).data).toEqual({ kind: 'ready', groupId: null });
        await post('/api/users/saveUserRole', { userId, roles: ['doctor'] });
        expect((await within(stream.next(), 'ready again')).data).toEqual({
          kind: 'ready',
          groupId: null,
        });
        // An unrelated change says nothing to it.
        await post('/api/users/saveUserRole', { userId: cast.patient.id, roles: ['patient'] });
        await post('/api/users/setStatus', { id: userId, status: 'disabled' });
        const last = await within(stream.next(), 'the end of the community stream');
        expect(last).toMatchObject({ event: 'end', data: { code: 50008 } });
      } finally {
        stream.stop();
      }
    });
  });

  describe('the message socket', () => {
    it('closes within a second on the other instance: 4403 when the roles go, 4401 when the account is disabled', async () => {
      const roleless = await doctorWithAlert();
      const disabled = await doctorWithAlert();
      const sockets = [];
      for (const who of [roleless, disabled]) {
        const socket = await openSocket(secondBase);
        socket.send({ type: 'auth', token: who.token });
        expect((await socket.next()).type).toBe('ready');
        sockets.push(socket);
      }
      const [first, other] = sockets as [
        Awaited<ReturnType<typeof openSocket>>,
        Awaited<ReturnType<typeof openSocket>>,
      ];
      // Every role taken away (no call leaves an account without one; a script or seed could).
      await t.sql.deleteFrom('user_roles').where('user_id', '=', roleless.id).execute();
      expect(await within(first.closed, 'the socket closed')).toMatchObject({
        code: messageSocketClose.forbidden,
      });
      expect(first.pending()).toContainEqual(expect.objectContaining({ code: 40301 }));

      await post('/api/users/setStatus', { id: disabled.id, status: 'disabled' });
      expect(await within(other.closed, 'the socket closed')).toMatchObject({
        code: messageSocketClose.signedOut,
      });
    });
  });

  describe('device bridges', () => {
    const addDevice = async (name: string) =>
      (await post('/api/signalDevice/add', { name, profile: 'eeg-8-250' })) as {
        id: number;
        deviceKey: string;
      };
    const lastDisconnect = async (id: number) =>
      (
        await sql<{ reason: string | null }>`
          SELECT last_disconnect_reason AS reason FROM signal_devices WHERE id = ${id}`.execute(
          t.sql,
        )
      ).rows[0]?.reason;

    it('one connected with a key that was rotated is closed within a second (4009), on the other instance', async () => {
      const device = await addDevice('旧密钥脑电仪');
      const bridge = await DeviceClient.ready(secondBase, device.deviceKey);
      const rotated = (await post('/api/signalDevice/rotateKey', { id: device.id })) as {
        deviceKey: string;
      };
      expect(await within(bridge.closed(), 'the bridge closed')).toBe(deviceCloseCodes.keyRotated);
      expect(
        await eventually(
          () => lastDisconnect(device.id),
          (reason) => reason !== null,
        ),
      ).toBe('key-rotated');
      // The old key opens nothing; the new one does.
      const old = await DeviceClient.connect(base);
      old.hello(device.deviceKey, eeg8);
      expect(await old.until((m) => m.type === 'refused')).toEqual({
        type: 'refused',
        reason: 'unknown-device',
      });
      const fresh = await DeviceClient.ready(secondBase, rotated.deviceKey);
      await fresh.close();
    });

    it('one of a device the admin disables is closed within a second (4003)', async () => {
      const device = await addDevice('停用脑电仪');
      const bridge = await DeviceClient.ready(base, device.deviceKey);
      await post('/api/signalDevice/setStatus', { id: device.id, status: 'disabled' });
      expect(await within(bridge.closed(), 'the bridge closed')).toBe(deviceCloseCodes.disabled);
    });
  });

  it('a live signal viewer 1 MiB behind is cut off, not sent a signal with holes', async () => {
    const device = (await post('/api/signalDevice/add', {
      name: '慢读者',
      profile: 'eeg-8-250',
    })) as { id: number };
    // The viewer reads nothing until the server has had more to send than the bound and the
    // sockets' buffers hold.
    const response = await new Promise<http.IncomingMessage>((resolve, reject) => {
      http
        .get(
          `${base}/api/signalDevice/live?deviceId=${device.id}`,
          { headers: { token: cast.doctor.token } },
          resolve,
        )
        .on('error', reject);
    });
    expect(response.statusCode).toBe(200);
    response.pause();
    const finished = new Promise<'ended' | 'cut'>((resolve) => {
      response.on('end', () => resolve('ended'));
      response.on('error', () => resolve('cut'));
      response.on('aborted', () => resolve('cut'));
      response.on('close', () => resolve('cut'));
    });
    // The frames as a device connected here would publish them (the ingest caps a real device far
    // below what fills a reader's buffers quickly).
    const frame = new Uint8Array(64 * 1024);
    for (let i = 0; i < 512; i++) {
      t.app.signalHub.publish(device.id, frame);
      await new Promise((resolve) => setImmediate(resolve));
    }
    let received = 0;
    response.on('data', (chunk: Buffer) => {
      received += chunk.length;
    });
    response.resume();
    // Whatever was under way is read; then the stream is over instead of waiting for more.
    await within(finished, 'the stream cut off', 10_000);
    expect(received).toBeLessThan(512 * frame.length);
  });
});
