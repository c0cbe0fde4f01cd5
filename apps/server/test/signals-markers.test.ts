import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines } from './engines';
import { startTestApp, type TestApp } from './harness';
import { castOf, type Cast } from './records';
import { acceptAllConsent } from './consent-support';

/*
 * Automatic markers (issue 15): the trials of an exercise result that arrives while the patient
 * has a running recording become the recording's markers, on the recording's time line.
 */

interface Marker {
  offsetMs: number;
  label: string;
  source: string;
}

describe.each(engines)('trial markers on $name PostgreSQL', (engine) => {
  let t: TestApp;
  let cast: Cast;
  let patientId: number;
  let planItemId: number;

  const post = (token: string, url: string, payload: Record<string, unknown>) =>
    t
      .call({ method: 'POST', url, token, payload })
      .then((res) => res.json<{ code: number; data: never }>());

  const result = (startedAt: number, finishedAt: number) => ({
    clientId: randomUUID(),
    sessionClientId: randomUUID(),
    planItemId,
    startedAt,
    finishedAt,
    result: {
      kind: 'goNoGo',
      level: 1,
      outcome: 'completed',
      trials: [0, 1, 2, 3].map((index) => ({
        index,
        practice: false,
        stimulus: index === 3 ? 'nogo' : 'go',
        response: index === 3 ? null : 'press',
        correct: true,
        rtMs: index === 3 ? null : 400 + index,
      })),
      accuracy: 1,
      meanRtMs: 401,
      medianRtMs: 401,
      omissions: 0,
      commissions: 0,
    },
  });

  beforeAll(async () => {
    t = await startTestApp(engine);
    cast = await castOf(t);
    patientId = (
      await t.sql
        .insertInto('patients')
        .values({ user_id: cast.patient.id, patient_name: '李患者' })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
    // Issue 32: recordings need the patient's acceptance of signal recording.
    await acceptAllConsent(t.sql, patientId);
    const plan = await post(cast.admin.token, '/api/trainingPlan/add', {
      patientId,
      items: [{ kind: 'goNoGo', startLevel: 1 }],
      minutesPerSession: 20,
      sessionsPerWeek: 7,
      startDate: '2026-01-01',
      endDate: '2027-12-31',
    });
    const planData = plan.data as { id: number; items: { id: number }[] };
    planItemId = planData.items[0]!.id;
    expect(
      (
        await post(cast.admin.token, '/api/trainingPlan/status', {
          id: planData.id,
          status: 'active',
        })
      ).code,
    ).toBe(200);
    // A result below was trained an hour ago (sent late from the outbox): the server believes a
    // session only while its plan was active on its own clock, so the plan went active yesterday.
    await t.sql
      .updateTable('training_plan_status_changes')
      .set({ changed_at: new Date(Date.now() - 86_400_000) })
      .where('plan_id', '=', planData.id)
      .execute();
  });
  afterAll(() => t?.close());

  it('puts each stimulus and response of a result arriving during a recording on its time line', async () => {
    const device = (
      await sql<{ id: number }>`
        INSERT INTO signal_devices (name, profile, key_hash)
        VALUES ('脑电', 'eeg-8-250', ${Buffer.from(randomUUID())}) RETURNING id`.execute(t.sql)
    ).rows[0]!.id;
    const started = await post(cast.admin.token, '/api/recording/start', {
      patientId,
      deviceIds: [device],
    });
    expect(started.code).toBe(200);
    const recording = started.data as { id: number; startedAt: number };
    // A result sent later from the offline outbox, of a run before the recording: no markers.
    const old = Date.now() - 3_600_000;
    expect(
      (await post(cast.patient.token, '/api/exerciseResult/add', result(old, old + 10_000))).code,
    ).toBe(200);
    // A run of 0.8 s during the recording that ends now: four trials 200 ms apart, three answered.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const finishedAt = Date.now();
    const startedAt = finishedAt - 800;
    expect(
      (await post(cast.patient.token, '/api/exerciseResult/add', result(startedAt, finishedAt)))
        .code,
    ).toBe(200);

    const detail = await t.call({
      method: 'GET',
      url: `/api/recording/detail?id=${recording.id}`,
      token: cast.admin.token,
    });
    const markers = detail.json<{ data: { markers: Marker[] } }>().data.markers;
    const firstMs = startedAt - recording.startedAt;
    const expected = [0, 1, 2, 3]
      .flatMap((i) => [
        {
          at: firstMs + i * 200,
          source: 'stimulus',
          label: `goNoGo ${i + 1} stimulus ${i === 3 ? 'nogo' : 'go'}`,
        },
        ...(i === 3
          ? []
          : [
              {
                at: firstMs + i * 200 + 400 + i,
                source: 'response',
                label: `goNoGo ${i + 1} response press correct`,
              },
            ]),
      ])
      .sort((a, b) => a.at - b.at);
    expect(expected).toHaveLength(7);
    expect(markers.map((m) => ({ source: m.source, label: m.label }))).toEqual(
      expected.map(({ source, label }) => ({ source, label })),
    );
    // On the recording's clock within the upload's latency.
    for (const [i, marker] of markers.entries()) {
      expect(Math.abs(marker.offsetMs - expected[i]!.at)).toBeLessThan(1000);
    }
    await post(cast.admin.token, '/api/recording/stop', { id: recording.id });
  });
});
