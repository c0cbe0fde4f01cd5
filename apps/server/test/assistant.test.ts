import { randomUUID } from 'node:crypto';
import {
  itemKey,
  scales,
  type AlertEvent,
  type Assessment,
  type Finding,
  type Page,
  type TrainingPlan,
} from '@cep/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sweepAssistant } from '../src/assistant/sweep';
import { chinaDay } from '../src/training/today';
import { engines } from './engines';
import { followEventStream, startTestApp, type TestApp } from './harness';
import { auditOf, castOf, dataOf, errorOf, type Cast } from './records';

/*
 * The assistant (issue 14, server): rules run as results and assessments arrive; findings are
 * stored once while open, listed with their numbers to the care team's clinicians only; accepting
 * a suggestion changes the plan, rejecting keeps the reason; alerts are read per clinician and
 * reach an open stream on another server instance through PostgreSQL LISTEN/NOTIFY.
 */
const DAY = 86_400_000;

describe.each(engines)('the assistant on $name PostgreSQL', (engine) => {
  let t: TestApp;
  let cast: Cast;
  let doctorRecord: number;
  let otherDoctorToken: string;

  const post = (token: string, url: string, payload: unknown) =>
    t.call({ method: 'POST', url, token, payload: payload as Record<string, unknown> });
  const get = (token: string, url: string) => t.call({ method: 'GET', url, token });

  /** A patient on the doctor's team, signed in, with an active daily plan of go/no-go. */
  async function trainingPatient(name: string, userId?: number) {
    const user = userId ?? (await t.createUser({ username: `p_${randomUUID()}`, userAuth: '2' }));
    const patientId = (
      await t.sql
        .insertInto('patients')
        .values({ user_id: user, patient_name: name, age: 70, edu: '小学' })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
    await t.sql
      .insertInto('care_team_members')
      .values({ patient_id: patientId, doctor_id: doctorRecord })
      .execute();
    const today = Date.now();
    const plan = dataOf<TrainingPlan>(
      await post(cast.doctor.token, '/api/trainingPlan/add', {
        patientId,
        items: [{ kind: 'goNoGo', startLevel: 2 }],
        minutesPerSession: 20,
        sessionsPerWeek: 7,
        trainingDays: [1, 2, 3, 4, 5, 6, 7],
        startDate: chinaDay(today - 40 * DAY),
        endDate: chinaDay(today + 60 * DAY),
      }),
    );
    dataOf(
      await post(cast.doctor.token, '/api/trainingPlan/status', { id: plan.id, status: 'active' }),
    );
    // The runs below reach weeks back (sent late, as from an offline tablet): the server believes
    // a session only while its plan was active on its own clock, so the plan went active 40 days ago.
    await t.sql
      .updateTable('training_plan_status_changes')
      .set({ changed_at: new Date(today - 40 * DAY) })
      .where('plan_id', '=', plan.id)
      .execute();
    return { patientId, plan, token: await t.tokenFor(user) };
  }

  /** One go/no-go run of 4 trials, `correct` of them right, finished `daysAgo` days ago. */
  const run = (
    patient: { token: string; plan: TrainingPlan },
    correct: number,
    daysAgo: number,
  ) => {
    const finishedAt = Date.now() - daysAgo * DAY;
    const trials = Array.from({ length: 4 }, (_, index) => ({
      index,
      practice: false,
      stimulus: 'go',
      response: index < correct ? 'press' : null,
      correct: index < correct,
      rtMs: index < correct ? 400 : null,
    }));
    return post(patient.token, '/api/exerciseResult/add', {
      clientId: randomUUID(),
      sessionClientId: randomUUID(),
      planItemId: patient.plan.items[0]!.id,
      startedAt: finishedAt - 60_000,
      finishedAt,
      result: {
        kind: 'goNoGo',
        level: 2,
        outcome: 'completed',
        trials,
        accuracy: correct / 4,
        meanRtMs: correct ? 400 : null,
        medianRtMs: correct ? 400 : null,
        omissions: 4 - correct,
        commissions: 0,
      },
    });
  };

  const alertsOf = async (token: string, patientId: number) =>
    dataOf<Page<Finding>>(await get(token, `/api/alert/list?patientId=${patientId}`));
  const suggestionsOf = async (token: string, patientId: number) =>
    dataOf<Page<Finding>>(await get(token, `/api/recommendation/list?patientId=${patientId}`));

  beforeAll(async () => {
    t = await startTestApp(engine);
    cast = await castOf(t);
    doctorRecord = (
      await t.sql
        .insertInto('doctors')
        .values({ user_id: cast.doctor.id, doctor_name: '张医生' })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
    otherDoctorToken = await t.tokenFor(
      await t.createUser({ username: 'other_doctor', userAuth: '1' }),
    );
  });
  afterAll(() => t?.close());

  it('a decline in results raises one alert with its numbers, to the care team only', async () => {
    const patient = await trainingPatient('李患者', cast.patient.id);
    for (const daysAgo of [20, 19, 18]) dataOf(await run(patient, 4, daysAgo));
    // Two low runs this week: not enough results yet for the 7-day mean.
    for (const daysAgo of [2, 1]) dataOf(await run(patient, 1, daysAgo));
    expect((await alertsOf(cast.doctor.token, patient.patientId)).list.map((a) => a.rule)).toEqual([
      'missedSessions',
    ]);
    dataOf(await run(patient, 1, 0));
    const alerts = await alertsOf(cast.doctor.token, patient.patientId);
    const decline = alerts.list.find((alert) => alert.rule === 'decline')!;
    expect(decline).toMatchObject({
      kind: 'alert',
      status: 'open',
      patientName: '李患者',
      read: false,
      numbers: { shortMean: 0.25, longMean: 0.625, drop: 0.375, margin: 0.1, shortDays: 7 },
      link: `/cognitive-training?patient=${patient.patientId}&tab=progress`,
    });
    // Another low run: the open alert is not raised again.
    dataOf(await run(patient, 1, 0));
    const again = await alertsOf(cast.doctor.token, patient.patientId);
    expect(again.list.filter((alert) => alert.rule === 'decline')).toHaveLength(1);

    // Outside the care team: nothing, or refused.
    expect(dataOf<Page<Finding>>(await get(otherDoctorToken, '/api/alert/list')).total).toBe(0);
    errorOf(await get(otherDoctorToken, `/api/alert/list?patientId=${patient.patientId}`), 40301);
    errorOf(await get(patient.token, '/api/alert/list'), 40301);
    errorOf(await get(patient.token, '/api/recommendation/list'), 40301);
    errorOf(await get(patient.token, '/api/alert/count'), 40301);
  });

  it('alerts are read per clinician', async () => {
    const { unread } = dataOf<{ unread: number }>(await get(cast.doctor.token, '/api/alert/count'));
    expect(unread).toBe(2); // missed sessions and decline
    const [first] = (await alertsOf(cast.doctor.token, (await mineId()) as number)).list;
    expect(
      dataOf<{ unread: number }>(
        await post(cast.doctor.token, '/api/alert/read', { ids: [first!.id] }),
      ).unread,
    ).toBe(1);
    // The admin has read none of them.
    expect(dataOf<{ unread: number }>(await get(cast.admin.token, '/api/alert/count')).unread).toBe(
      2,
    );
    expect(
      dataOf<{ unread: number }>(await post(cast.doctor.token, '/api/alert/read', {})).unread,
    ).toBe(0);
    expect(await auditOf(t, 'readAlerts')).toHaveLength(2);
  });

  const mineId = async () =>
    (
      await t.sql
        .selectFrom('patients')
        .select('id')
        .where('user_id', '=', cast.patient.id)
        .executeTakeFirstOrThrow()
    ).id;

  /** A finished MoCA of `patientId`, tested `daysAgo` days ago, sections `weak` scored 0. */
  async function finishedMoca(patientId: number, daysAgo: number, weak: string[]) {
    const scores = Object.fromEntries(
      scales.moca.sections.flatMap((section) =>
        section.items.map((item) => [
          itemKey(section, item),
          weak.includes(section.id) ? 0 : item.max,
        ]),
      ),
    );
    const draft = dataOf<Assessment>(
      await post(cast.doctor.token, '/api/assessment/draft', {
        patientId,
        kind: 'moca',
        testedOn: chinaDay(Date.now() - daysAgo * DAY),
        scores,
      }),
    );
    return dataOf<Assessment>(
      await post(cast.doctor.token, '/api/assessment/finish', {
        id: draft.id,
        revision: draft.revision,
      }),
    );
  }

  it('suggests exercises for the weakest domains; accept adds them to the plan, reject keeps why', async () => {
    const patient = await trainingPatient('王患者');
    const old = await finishedMoca(patient.patientId, 40, ['delayedRecall']);
    const first = await suggestionsOf(cast.doctor.token, patient.patientId);
    expect(first.list.map((f) => f.rule).sort()).toEqual(['reassessmentDue', 'weakDomains']);
    const reminder = first.list.find((f) => f.rule === 'reassessmentDue')!;
    expect(reminder.numbers).toMatchObject({ daysSince: 40, days: 28 });
    const rejected = dataOf<Finding>(
      await post(cast.doctor.token, '/api/recommendation/reject', {
        id: reminder.id,
        reason: '下周复评',
      }),
    );
    expect(rejected).toMatchObject({ status: 'rejected', reason: '下周复评', decidedBy: 'doctor' });
    errorOf(
      await post(cast.doctor.token, '/api/recommendation/accept', { id: reminder.id }),
      40901,
    );

    // A new assessment: the old suggestion no longer applies, the new one names its numbers.
    const latest = await finishedMoca(patient.patientId, 0, ['delayedRecall', 'attention']);
    const now = await suggestionsOf(cast.doctor.token, patient.patientId);
    const stale = now.list.find((f) => f.rule === 'weakDomains' && f.status === 'resolved');
    expect(stale?.link).toContain(`assessment=${old.id}`);
    const suggestion = now.list.find((f) => f.rule === 'weakDomains' && f.status === 'open')!;
    expect(suggestion.numbers).toMatchObject({ memory: 0, attention: 0, maxShare: 0.7 });
    expect(suggestion.link).toContain(`assessment=${latest.id}`);
    if (suggestion.action.type !== 'addItems') throw new Error('expected addItems');
    const kinds = suggestion.action.kinds;
    expect(kinds.length).toBeGreaterThan(0);

    errorOf(
      await post(otherDoctorToken, '/api/recommendation/accept', { id: suggestion.id }),
      40301,
    );
    errorOf(await post(patient.token, '/api/recommendation/accept', { id: suggestion.id }), 40301);
    const accepted = dataOf<Finding>(
      await post(cast.doctor.token, '/api/recommendation/accept', { id: suggestion.id }),
    );
    expect(accepted).toMatchObject({ status: 'accepted', decidedBy: 'doctor' });
    const plan = dataOf<Page<TrainingPlan>>(
      await get(cast.doctor.token, `/api/trainingPlan/list?patientId=${patient.patientId}`),
    );
    expect(plan.list[0]!.items.map((item) => item.kind)).toEqual(['goNoGo', ...kinds]);
    expect(await auditOf(t, 'acceptRecommendation')).toEqual(
      expect.arrayContaining([expect.objectContaining({ entity_id: String(suggestion.id) })]),
    );
  });

  it('exports the period’s results for the report; a bad period and others are refused', async () => {
    const patient = await mineId();
    const today = chinaDay(Date.now());
    const url = (extra: string) =>
      `/api/report/export?patientId=${patient}&from=${chinaDay(Date.now() - 7 * DAY)}&to=${today}${extra}`;
    const res = await get(cast.doctor.token, url('&format=csv'));
    expect(res.statusCode).toBe(200);
    // The first test's four runs of this week (two today, one on each of the two days before).
    expect(res.headers['x-export-rows']).toBe('4');
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      '日期,训练编号,训练项目,级别,结果,正确率(%),平均反应时(毫秒),反应时中位数(毫秒),漏按,错按,试次数',
    );
    expect(lines[1]).toContain('停止信号（Go/No-Go）');
    expect(lines[1]).toContain(',25,');
    const xlsx = await get(cast.doctor.token, url('&format=xlsx&locale=en-US'));
    expect(xlsx.headers['content-type']).toContain('spreadsheetml');
    errorOf(
      await get(
        cast.doctor.token,
        `/api/report/export?patientId=${patient}&from=${today}&to=2020-01-01`,
      ),
      40001,
    );
    errorOf(await get(otherDoctorToken, url('')), 40301);
    // The bad period never reached the handler (40001 at the gate); the refusal is on record.
    expect((await auditOf(t, 'exportReport')).map((line) => line.outcome)).toEqual([
      'success',
      'success',
      'denied',
    ]);
  });

  it('a patient who sends nothing: the scheduled run raises missed sessions, once, one sweep at a time', async () => {
    const patient = await trainingPatient('停练患者');
    expect((await alertsOf(cast.doctor.token, patient.patientId)).list).toEqual([]);
    // Two instances sweeping at the same moment: at most one runs the round, and at least one does.
    const rounds = await Promise.all([sweepAssistant(t.sql), sweepAssistant(t.sql)]);
    expect(rounds.filter((patients) => patients !== null).length).toBeGreaterThanOrEqual(1);
    for (const patients of rounds)
      if (patients !== null) expect(patients).toBeGreaterThanOrEqual(1);
    const alerts = await alertsOf(cast.doctor.token, patient.patientId);
    expect(alerts.list.map((alert) => [alert.rule, alert.status])).toEqual([
      ['missedSessions', 'open'],
    ]);
    expect(alerts.list[0]!.numbers).toMatchObject({ done: 0 });
    // The next round finds it still open: not raised twice.
    await sweepAssistant(t.sql);
    expect((await alertsOf(cast.doctor.token, patient.patientId)).list).toHaveLength(1);
  });

  describe('the bell’s stream on another server instance', () => {
    let other: FastifyInstance;
    let origin: string;

    beforeAll(async () => {
      other = await t.secondInstance();
      origin = await other.listen({ port: 0, host: '127.0.0.1' });
    });
    afterAll(async () => {
      await other?.close();
    });

    it('hears a new alert made on this instance, and the reads, without asking', async () => {
      const { next, stop } = await followEventStream<AlertEvent>(
        origin,
        '/api/alert/stream',
        cast.doctor.token,
      );
      try {
        const start = await next();
        // A new patient who stops training well: missed sessions and a decline, on this instance.
        const patient = await trainingPatient('赵患者');
        for (const daysAgo of [20, 19, 18]) dataOf(await run(patient, 4, daysAgo));
        const missed = await next();
        expect(missed.alert).toMatchObject({ rule: 'missedSessions', patientName: '赵患者' });
        expect(missed.unread).toBe(start.unread + 1);
        for (const daysAgo of [2, 1, 0]) dataOf(await run(patient, 0, daysAgo));
        const declined = await next();
        expect(declined.alert).toMatchObject({ rule: 'decline', patientName: '赵患者' });
        expect(declined.unread).toBe(start.unread + 2);
        dataOf(await post(cast.doctor.token, '/api/alert/read', {}));
        expect(await next()).toEqual({ unread: 0 });
      } finally {
        stop();
      }
    });

    it('refuses a patient and a caller without a token', async () => {
      const patientRes = await fetch(`${origin}/api/alert/stream`, {
        headers: { token: cast.patient.token },
      });
      expect(((await patientRes.json()) as { code: number }).code).toBe(40301);
      const anonymous = await fetch(`${origin}/api/alert/stream`);
      expect(((await anonymous.json()) as { code: number }).code).toBe(50008);
    });
  });
});
