import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines } from './engines';
import { startTestApp, type TestApp } from './harness';
import { castOf, type Cast } from './records';
import { DeviceClient, eegFrames, listening } from './signals-support';
import { acceptAllConsent } from './consent-support';

/*
 * A live signal stream is authorized while it runs, not only when it opens (issue 28, item 4): a
 * doctor watching an idle device stops receiving when a recording starts on it for a patient
 * outside their care teams; a viewer taken off the patient's care team, or whose roles change, is
 * cut off too, on whichever instance holds the stream (two instances on one database here: the
 * change is NOTIFYed to both). The stream ends; the client's reconnection is answered 40301 with
 * the reason. Every wait is for a state: the stream's end, bytes received.
 */

interface Envelope<T> {
  code: number;
  data: T;
  message: string;
}

/** A live stream read as it comes: its bytes counted, its end awaited. */
class LiveView {
  received = 0;
  readonly ended: Promise<void>;
  private waiters: (() => void)[] = [];
  private finished = false;

  private constructor(
    private readonly controller: AbortController,
    reader: ReadableStreamDefaultReader<Uint8Array>,
  ) {
    this.ended = (async () => {
      try {
        for (;;) {
          const { done, value } = await reader.read();
          if (done) return;
          this.received += value.byteLength;
          this.wake();
        }
      } catch {
        // Aborted by the test.
      } finally {
        this.finished = true;
        this.wake();
      }
    })();
  }

  /** Opens the stream; a refusal answers its envelope instead. */
  static async open(
    base: string,
    token: string,
    deviceId: number,
  ): Promise<LiveView | { status: number; body: Envelope<null> }> {
    const controller = new AbortController();
    const res = await fetch(`${base}/api/signalDevice/live?deviceId=${deviceId}`, {
      headers: { token },
      signal: controller.signal,
    });
    if (res.status !== 200)
      return { status: res.status, body: (await res.json()) as Envelope<null> };
    return new LiveView(controller, res.body!.getReader());
  }

  /** Waits until `bytes` more arrived; fails if the stream ends first. */
  async more(bytes: number): Promise<void> {
    const target = this.received + bytes;
    while (this.received < target) {
      if (this.finished) throw new Error('the stream ended');
      await new Promise<void>((resolve) => this.waiters.push(resolve));
    }
  }

  stop(): void {
    this.controller.abort();
  }

  private wake(): void {
    const waiters = this.waiters;
    this.waiters = [];
    for (const wake of waiters) wake();
  }
}

async function opened(view: Awaited<ReturnType<typeof LiveView.open>>): Promise<LiveView> {
  if (!(view instanceof LiveView)) throw new Error(`refused: ${JSON.stringify(view)}`);
  return view;
}

/** The device sends frames (one each 20 ms) until the view has received one more frame's bytes. */
async function receivesWhileSent(client: DeviceClient, view: LiveView): Promise<void> {
  const { frames } = eegFrames(30);
  let next = 0;
  const sending = setInterval(() => {
    const frame = frames[next++];
    if (frame) client.send(frame);
  }, 20);
  try {
    await view.more(frames[0]!.length);
  } finally {
    clearInterval(sending);
  }
}

describe.each(engines)('live signal streams re-authorized on $name PostgreSQL', (engine) => {
  let t: TestApp;
  let second: FastifyInstance;
  let cast: Cast;
  let base: string;
  let secondBase: string;
  let patientId: number;
  /** Doctor A: on the patient's care team. */
  let teamDoctor: { id: number; token: string; doctorId: number };
  /** Doctor B: another team's. */
  let otherDoctor: { token: string };

  const api = async <T>(token: string, method: 'GET' | 'POST', url: string, payload?: unknown) => {
    const res = await t.call({
      method,
      url,
      token,
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
    return res.json<Envelope<T>>();
  };
  const addDevice = (name: string) =>
    api<{ id: number; deviceKey: string }>(cast.admin.token, 'POST', '/api/signalDevice/add', {
      name,
      profile: 'eeg-8-250',
    }).then((res) => res.data);
  const doctorRecord = async (userId: number, name: string) =>
    (
      await t.sql
        .insertInto('doctors')
        .values({ user_id: userId, doctor_name: name })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;

  beforeAll(async () => {
    t = await startTestApp(engine);
    cast = await castOf(t);
    base = await listening(t);
    second = await t.secondInstance();
    secondBase = await second.listen({ port: 0, host: '127.0.0.1' });
    teamDoctor = {
      id: cast.doctor.id,
      token: cast.doctor.token,
      doctorId: await doctorRecord(cast.doctor.id, '张医生'),
    };
    const otherId = await t.createUser({ username: 'other_doctor', userAuth: '1' });
    await doctorRecord(otherId, '王医生');
    otherDoctor = { token: await t.tokenFor(otherId) };
    patientId = (
      await t.sql
        .insertInto('patients')
        .values({ user_id: cast.patient.id, patient_name: '李患者' })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
    // Issue 32: recordings need the patient's acceptance of signal recording.
    await acceptAllConsent(t.sql, patientId);
    await t.sql
      .insertInto('care_team_members')
      .values({ patient_id: patientId, doctor_id: teamDoctor.doctorId })
      .execute();
  });
  afterAll(async () => {
    await second?.close();
    await t?.close();
  });

  it('a recording started for a patient ends the stream of a viewer outside the care team, on both instances', async () => {
    const device = await addDevice('脑电仪');
    const client = await DeviceClient.ready(base, device.deviceKey);
    // Idle, the device is anyone's to watch: both doctors, on either instance.
    const outsiderHere = await opened(await LiveView.open(base, otherDoctor.token, device.id));
    const outsiderThere = await opened(
      await LiveView.open(secondBase, otherDoctor.token, device.id),
    );
    const team = await opened(await LiveView.open(base, teamDoctor.token, device.id));

    const started = await api<{ id: number }>(teamDoctor.token, 'POST', '/api/recording/start', {
      patientId,
      deviceIds: [device.id],
    });
    expect(started.code).toBe(200);
    await outsiderHere.ended;
    await outsiderThere.ended;

    // The care team's doctor goes on receiving the patient's signal.
    await receivesWhileSent(client, team);
    // The outsider's reconnection is refused, with the reason.
    const again = await LiveView.open(secondBase, otherDoctor.token, device.id);
    expect(again).toMatchObject({ status: 403, body: { code: 40301 } });
    expect((again as { body: Envelope<null> }).body.message).toContain('护理团队');

    team.stop();
    await api(teamDoctor.token, 'POST', '/api/recording/stop', { id: started.data.id });
    await client.close();
  });

  it('a viewer taken off the care team stops receiving, on the other instance too', async () => {
    const device = await addDevice('心电仪');
    const started = await api<{ id: number }>(teamDoctor.token, 'POST', '/api/recording/start', {
      patientId,
      deviceIds: [device.id],
    });
    expect(started.code).toBe(200);
    const there = await opened(await LiveView.open(secondBase, teamDoctor.token, device.id));
    const here = await opened(await LiveView.open(base, teamDoctor.token, device.id));

    const removed = await api(cast.admin.token, 'POST', '/api/careTeam/unassign', {
      patientId,
      doctorId: teamDoctor.doctorId,
    });
    expect(removed.code).toBe(200);
    await there.ended;
    await here.ended;
    expect(await LiveView.open(base, teamDoctor.token, device.id)).toMatchObject({
      status: 403,
      body: { code: 40301 },
    });

    // Back on the team: watching again.
    const assigned = await api(cast.admin.token, 'POST', '/api/careTeam/assign', {
      patientId,
      doctorId: teamDoctor.doctorId,
    });
    expect(assigned.code).toBe(200);
    (await opened(await LiveView.open(secondBase, teamDoctor.token, device.id))).stop();
    await api(teamDoctor.token, 'POST', '/api/recording/stop', { id: started.data.id });
  });

  it('a viewer whose roles change stops receiving; an unrelated change leaves streams alone', async () => {
    const device = await addDevice('皮电仪');
    const client = await DeviceClient.ready(base, device.deviceKey);
    const started = await api<{ id: number }>(teamDoctor.token, 'POST', '/api/recording/start', {
      patientId,
      deviceIds: [device.id],
    });
    expect(started.code).toBe(200);
    // An admin sees every patient's signal; as a doctor without a team, none.
    const adminId = await t.createUser({ username: 'second_admin', userAuth: '0' });
    const adminToken = await t.tokenFor(adminId);
    const admin = await opened(await LiveView.open(secondBase, adminToken, device.id));
    const team = await opened(await LiveView.open(base, teamDoctor.token, device.id));

    const changed = await api(cast.admin.token, 'POST', '/api/users/saveUserRole', {
      userId: adminId,
      roles: ['doctor'],
    });
    expect(changed.code).toBe(200);
    await admin.ended;

    // The team's doctor was checked by the same notice and still receives.
    await receivesWhileSent(client, team);
    team.stop();
    await api(teamDoctor.token, 'POST', '/api/recording/stop', { id: started.data.id });
    await client.close();
  });
});
