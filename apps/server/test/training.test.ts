import {
  exerciseResultAdd,
  type Page,
  type PatientProgress,
  type StoredExerciseResult,
  type TrainingPlan,
  type TrainingSession,
} from '@cep/contract';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines } from './engines';
import { seed } from '../src/seed/seed';
import { startTestApp, type TestApp } from './harness';
import { auditOf, castOf, dataOf, errorOf, type Cast } from './records';

/*
 * Cognitive training (issue 13, server): the catalogue, a doctor's plan for a patient of their care
 * team through its states (one active plan per patient, who changed it and when), sessions and
 * results sent by the patient (idempotent by the browser's id, level state kept per plan item, a
 * late result never overwriting a newer state), validation naming the field, progress, and who
 * reaches what.
 */
describe.each(engines)('training on $name PostgreSQL', (engine) => {
  let t: TestApp;
  let cast: Cast;
  let mine: number; // the cast patient's record, on the cast doctor's team
  let theirs: number; // another patient, on no team of the cast doctor
  let theirsToken: string;

  const as = (token: string, options: Parameters<TestApp['call']>[0]) =>
    t.call({ ...options, token });
  const post = (token: string, url: string, payload: unknown) =>
    as(token, { method: 'POST', url, payload: payload as Record<string, unknown> });

  const planBody = (patientId: number, extra: Record<string, unknown> = {}) => ({
    patientId,
    items: [
      { kind: 'goNoGo', startLevel: 2 },
      { kind: 'digitSpanForward', startLevel: 1, rule: { type: 'block', blockSize: 4 } },
    ],
    minutesPerSession: 20,
    sessionsPerWeek: 3,
    startDate: '2026-01-05',
    endDate: '2026-03-31',
    notes: '每周三次',
    ...extra,
  });

  /** A completed Go/No-Go run: `correct` of `n` go trials right. */
  const goNoGoRun = (level: number, n: number, correct: number) => {
    const trials = Array.from({ length: n }, (_, index) => ({
      index,
      practice: false,
      stimulus: 'go',
      response: index < correct ? 'press' : null,
      correct: index < correct,
      rtMs: index < correct ? 400 + index : null,
    }));
    const rts = trials.flatMap((trial) => (trial.rtMs === null ? [] : [trial.rtMs]));
    const mean = rts.length ? rts.reduce((a, b) => a + b, 0) / rts.length : null;
    const sorted = [...rts].sort((a, b) => a - b);
    const mid = Math.floor(sorted.length / 2);
    const median = sorted.length
      ? sorted.length % 2
        ? sorted[mid]!
        : (sorted[mid - 1]! + sorted[mid]!) / 2
      : null;
    return {
      kind: 'goNoGo',
      level,
      outcome: 'completed',
      trials,
      accuracy: n === 0 ? 0 : correct / n,
      meanRtMs: mean,
      medianRtMs: median,
      omissions: n - correct,
      commissions: 0,
    };
  };

  const state = (level: number) => ({
    level,
    correctStreak: 0,
    errorStreak: 0,
    blockCount: 0,
    blockErrors: 0,
  });

  beforeAll(async () => {
    t = await startTestApp(engine);
    cast = await castOf(t);
    const doctorId = (
      await t.sql
        .insertInto('doctors')
        .values({ user_id: cast.doctor.id, doctor_name: '张医生' })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
    mine = (
      await t.sql
        .insertInto('patients')
        .values({ user_id: cast.patient.id, patient_name: '李患者' })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
    const other = await t.createUser({ username: 'other_patient', userAuth: '2' });
    theirsToken = await t.tokenFor(other);
    theirs = (
      await t.sql
        .insertInto('patients')
        .values({ user_id: other, patient_name: '王患者' })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
    await t.sql
      .insertInto('care_team_members')
      .values({ patient_id: mine, doctor_id: doctorId })
      .execute();
  });
  afterAll(() => t?.close());

  it('lists the catalogue to anyone signed in, with each exercise’s top level', async () => {
    const list = dataOf<Array<{ kind: string; maxLevel: number; domain: string }>>(
      await as(cast.patient.token, { method: 'GET', url: '/api/exercise/list' }),
    );
    expect(list.map((entry) => entry.kind)).toEqual([
      'digitSpanForward',
      'digitSpanBackward',
      'schulteGrid',
      'goNoGo',
      'nBack',
      'stroop',
      // Issue 33, set A.
      'symbolDigit',
      'trailMaking',
      'mentalRotation',
      // Set B (issue 33).
      'visualSearch',
      'wordListRecall',
      'pictureNaming',
      'orientationQuiz',
    ]);
    expect(list.find((entry) => entry.kind === 'nBack')).toMatchObject({
      maxLevel: 9,
      domain: 'memory',
    });
  });

  describe('plans', () => {
    let plan: TrainingPlan;

    it('a doctor prescribes a draft for a patient of their team (audited in the same write)', async () => {
      plan = dataOf<TrainingPlan>(
        await post(cast.doctor.token, '/api/trainingPlan/add', planBody(mine)),
      );
      expect(plan).toMatchObject({
        patientId: mine,
        patientName: '李患者',
        status: 'draft',
        minutesPerSession: 20,
        sessionsPerWeek: 3,
        trainingDays: [1, 3, 5],
        startDate: '2026-01-05',
        endDate: '2026-03-31',
        notes: '每周三次',
        createdById: cast.doctor.id,
      });
      expect(plan.items).toMatchObject([
        {
          kind: 'goNoGo',
          startLevel: 2,
          rule: { type: 'staircase', up: 3, down: 2 },
          levelState: state(2),
        },
        {
          kind: 'digitSpanForward',
          rule: { type: 'block', blockSize: 4, upBelow: 6, downAbove: 8 },
          levelState: state(1),
        },
      ]);
      expect(plan.statusHistory).toMatchObject([{ from: null, to: 'draft', byId: cast.doctor.id }]);
      expect(await auditOf(t, 'addTrainingPlan')).toMatchObject([
        {
          actor_id: cast.doctor.id,
          entity: 'trainingPlan',
          entity_id: String(plan.id),
          outcome: 'success',
        },
      ]);
    });

    it('refuses a patient outside the doctor’s teams, and a patient prescribing', async () => {
      errorOf(await post(cast.doctor.token, '/api/trainingPlan/add', planBody(theirs)), 40301);
      errorOf(await post(cast.patient.token, '/api/trainingPlan/add', planBody(mine)), 40301);
      errorOf(await post(cast.admin.token, '/api/trainingPlan/add', planBody(999_999)), 40401);
    });

    it('names the field of a bad plan (40001)', async () => {
      const bad = async (extra: Record<string, unknown>, field: string) => {
        const message = errorOf(
          await post(cast.doctor.token, '/api/trainingPlan/add', planBody(mine, extra)),
          40001,
        );
        expect(message).toContain(field);
      };
      await bad({ endDate: '2026-01-01' }, 'endDate');
      await bad({ startDate: '2026-02-30' }, 'startDate');
      await bad({ items: [{ kind: 'nBack', startLevel: 10 }] }, 'items.0.startLevel');
      await bad({ items: [{ kind: 'chess', startLevel: 1 }] }, 'items.0.kind');
      await bad(
        {
          items: [
            { kind: 'stroop', startLevel: 1 },
            { kind: 'stroop', startLevel: 2 },
          ],
        },
        'items.1.kind',
      );
      await bad({ trainingDays: [1, 2] }, 'trainingDays');
      await bad({ items: [] }, 'items');
    });

    it('edits a draft, keeping an item’s level state only while its exercise and level stay', async () => {
      const [gng] = plan.items;
      const updated = dataOf<TrainingPlan>(
        await as(cast.doctor.token, {
          method: 'PUT',
          url: '/api/trainingPlan/update',
          payload: {
            ...planBody(mine),
            patientId: undefined,
            id: plan.id,
            revision: plan.revision,
            items: [
              { kind: 'stroop', startLevel: 3 },
              { id: gng!.id, kind: 'goNoGo', startLevel: 2, rule: { type: 'staircase', up: 2 } },
            ],
            trainingDays: [2, 4, 6],
          },
        }),
      );
      expect(updated.items.map((item) => [item.kind, item.levelState.level])).toEqual([
        ['stroop', 3],
        ['goNoGo', 2],
      ]);
      expect(updated.items[1]).toMatchObject({ id: gng!.id, rule: { up: 2, down: 2 } });
      expect(updated.trainingDays).toEqual([2, 4, 6]);
      plan = updated;
    });

    it('moves through its states; one active plan per patient; who and when kept', async () => {
      const status = (token: string, id: number, to: string) =>
        post(token, '/api/trainingPlan/status', { id, status: to });
      errorOf(await status(cast.doctor.token, plan.id, 'paused'), 40901);
      const active = dataOf<TrainingPlan>(await status(cast.doctor.token, plan.id, 'active'));
      expect(active.status).toBe('active');
      // Editing an active plan is refused.
      errorOf(
        await as(cast.doctor.token, {
          method: 'PUT',
          url: '/api/trainingPlan/update',
          payload: {
            ...planBody(mine),
            patientId: undefined,
            id: plan.id,
            revision: active.revision,
          },
        }),
        40901,
      );
      // A second plan cannot become active while the first is.
      const second = dataOf<TrainingPlan>(
        await post(cast.admin.token, '/api/trainingPlan/add', planBody(mine)),
      );
      const refused = errorOf(await status(cast.admin.token, second.id, 'active'), 40901);
      expect(refused).toContain('进行中');
      // Also in SQL: the partial unique index.
      await expect(
        t.sql
          .updateTable('training_plans')
          .set({ status: 'active' })
          .where('id', '=', second.id)
          .execute(),
      ).rejects.toThrow(/training_plans_one_active_idx/);
      const paused = dataOf<TrainingPlan>(await status(cast.doctor.token, plan.id, 'paused'));
      expect(paused.statusHistory.map((change) => [change.from, change.to, change.byId])).toEqual([
        [null, 'draft', cast.doctor.id],
        ['draft', 'active', cast.doctor.id],
        ['active', 'paused', cast.doctor.id],
      ]);
      dataOf(await status(cast.doctor.token, plan.id, 'active'));
      // A patient reads their own plans, not another's; the read is audited.
      const page = dataOf<Page<TrainingPlan>>(
        await as(cast.patient.token, {
          method: 'GET',
          url: `/api/trainingPlan/list?patientId=${mine}`,
        }),
      );
      expect(page.total).toBe(2);
      expect(page.list.map((p) => p.status)).toEqual(['draft', 'active']);
      errorOf(
        await as(cast.patient.token, {
          method: 'GET',
          url: `/api/trainingPlan/list?patientId=${theirs}`,
        }),
        40301,
      );
      const reads = await auditOf(t, 'listTrainingPlans');
      expect(reads.at(-2)).toMatchObject({ outcome: 'success', entity_id: String(mine) });
      expect(reads.at(-1)).toMatchObject({ outcome: 'denied' });
    });

    describe('sessions and results', () => {
      const session = randomUUID();
      const first = randomUUID();

      // The sessions below were trained in January 2026 (offline, arriving now): the server
      // believes a start only while its plan was active on its own clock, so the plan's history
      // is moved to the eve of its start date, in the order it happened.
      beforeAll(async () => {
        const changes = await t.sql
          .selectFrom('training_plan_status_changes')
          .select('id')
          .where('plan_id', '=', plan.id)
          .orderBy('id')
          .execute();
        for (const [index, change] of changes.entries()) {
          await t.sql
            .updateTable('training_plan_status_changes')
            .set({ changed_at: new Date(Date.parse('2026-01-04T00:00:00Z') + index * 1000) })
            .where('id', '=', change.id)
            .execute();
        }
      });
      const item = () => plan.items.find((i) => i.kind === 'goNoGo')!;
      const resultBody = (
        clientId: string,
        body: Record<string, unknown> = {},
        run: Record<string, unknown> = goNoGoRun(2, 4, 4),
      ) => ({
        clientId,
        sessionClientId: session,
        planItemId: item().id,
        startedAt: Date.parse('2026-01-06T02:00:00Z'),
        finishedAt: Date.parse('2026-01-06T02:05:00Z'),
        result: run,
        levelState: state(3),
        ...body,
      });

      it('starts a session (the same id twice is one session) at the level each item is at', async () => {
        const body = {
          clientId: session,
          planId: plan.id,
          startedAt: Date.parse('2026-01-06T02:00:00Z'),
        };
        const started = dataOf<TrainingSession>(
          await post(cast.patient.token, '/api/trainingSession/start', body),
        );
        expect(started).toMatchObject({ planId: plan.id, patientId: mine, status: 'started' });
        expect(started.items.find((i) => i.kind === 'goNoGo')!.levelState.level).toBe(2);
        const again = dataOf<TrainingSession>(
          await post(cast.patient.token, '/api/trainingSession/start', body),
        );
        expect(again.id).toBe(started.id);
        errorOf(await post(theirsToken, '/api/trainingSession/start', body), 40301);
      });

      it('stores a result once by its client id and keeps the level state for the next session', async () => {
        const stored = dataOf<StoredExerciseResult>(
          await post(cast.patient.token, '/api/exerciseResult/add', resultBody(first)),
        );
        expect(stored).toMatchObject({ clientId: first, patientId: mine, level: 2, accuracy: 1 });
        expect(stored.trials).toHaveLength(4);
        const again = dataOf<StoredExerciseResult>(
          await post(cast.patient.token, '/api/exerciseResult/add', resultBody(first)),
        );
        expect(again).toEqual(stored);
        const { n } = await t.sql
          .selectFrom('exercise_results')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .where('client_id', '=', first)
          .executeTakeFirstOrThrow();
        expect(Number(n)).toBe(1);
        // The next session starts where the engine left.
        const next = dataOf<TrainingSession>(
          await post(cast.patient.token, '/api/trainingSession/start', {
            clientId: randomUUID(),
            planId: plan.id,
          }),
        );
        expect(next.items.find((i) => i.kind === 'goNoGo')!.levelState).toEqual(state(3));
      });

      it('the same result sent five times at once is stored once, every answer the stored row', async () => {
        const clientId = randomUUID();
        const sessions = Array.from({ length: 5 }, () => randomUUID());
        const answers = await Promise.all(
          sessions.map((sessionClientId) =>
            post(
              cast.patient.token,
              '/api/exerciseResult/add',
              resultBody(clientId, { sessionClientId }),
            ),
          ),
        );
        const ids = answers.map((res) => dataOf<StoredExerciseResult>(res).id);
        expect(new Set(ids).size).toBe(1);
        const { n } = await t.sql
          .selectFrom('exercise_results')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .where('client_id', '=', clientId)
          .executeTakeFirstOrThrow();
        expect(Number(n)).toBe(1);
        // Only the stored one started a session.
        const started = await t.sql
          .selectFrom('training_sessions')
          .select('id')
          .where('client_id', 'in', sessions)
          .execute();
        expect(started).toHaveLength(1);
      });

      it('an older result arriving late does not overwrite a newer level state', async () => {
        dataOf(
          await post(
            cast.patient.token,
            '/api/exerciseResult/add',
            resultBody(randomUUID(), {
              startedAt: Date.parse('2026-01-06T02:00:00Z'),
              finishedAt: Date.parse('2026-01-06T02:03:00Z'),
              levelState: state(1),
            }),
          ),
        );
        const [row] = await t.sql
          .selectFrom('training_plan_items')
          .select('level_state')
          .where('id', '=', item().id)
          .execute();
        expect(row!.level_state).toMatchObject({ level: 3 });
      });

      it('a result whose session start never arrived starts that session (offline)', async () => {
        const offline = randomUUID();
        const stored = dataOf<StoredExerciseResult>(
          await post(
            cast.patient.token,
            '/api/exerciseResult/add',
            resultBody(randomUUID(), { sessionClientId: offline }),
          ),
        );
        expect(stored.sessionClientId).toBe(offline);
      });

      it('refuses another patient’s result and names the field of a bad one (40001)', async () => {
        errorOf(
          await post(theirsToken, '/api/exerciseResult/add', resultBody(randomUUID())),
          40301,
        );
        const bad = async (
          body: Record<string, unknown>,
          run: Record<string, unknown>,
          field: string,
        ) => {
          const message = errorOf(
            await post(
              cast.patient.token,
              '/api/exerciseResult/add',
              resultBody(randomUUID(), body, run),
            ),
            40001,
          );
          expect(message).toContain(field);
        };
        const run = goNoGoRun(2, 4, 3);
        await bad({}, { ...run, trials: [{ ...run.trials[0], rtMs: -5 }] }, 'result.trials.0.rtMs');
        await bad({}, { ...run, accuracy: 1 }, 'result.accuracy');
        await bad({}, { ...run, omissions: 3 }, 'result.omissions');
        await bad({}, { ...run, commissions: 4 }, 'result.commissions');
        await bad({}, { ...run, level: 11 }, 'result.level');
        await bad({ levelState: state(11) }, run, 'levelState.level');
        await bad({}, { ...run, meanRtMs: null }, 'result.meanRtMs');
        await bad({ finishedAt: Date.parse('2026-01-06T01:00:00Z') }, run, 'finishedAt');
        await bad({}, { ...goNoGoRun(2, 4, 4), kind: 'stroop' }, 'result.kind');
        await bad({ clientId: 'not-a-uuid' }, run, 'clientId');
      });

      it('finishes a session once; lists results; shows the progress', async () => {
        const finish = {
          clientId: session,
          planId: plan.id,
          outcome: 'completed',
          finishedAt: Date.parse('2026-01-06T02:20:00Z'),
        };
        const done = dataOf<TrainingSession>(
          await post(cast.patient.token, '/api/trainingSession/finish', finish),
        );
        expect(done).toMatchObject({ status: 'completed', finishedAt: finish.finishedAt });
        const twice = dataOf<TrainingSession>(
          await post(cast.patient.token, '/api/trainingSession/finish', {
            ...finish,
            outcome: 'abandoned',
          }),
        );
        expect(twice.status).toBe('completed');

        const results = dataOf<Page<StoredExerciseResult>>(
          await as(cast.doctor.token, {
            method: 'GET',
            url: `/api/exerciseResult/list?patientId=${mine}&sessionId=${done.id}&pageSize=2`,
          }),
        );
        // The first run, and the older one that arrived late.
        expect(results.total).toBe(2);
        expect(results.list).toHaveLength(2);
        errorOf(
          await as(theirsToken, {
            method: 'GET',
            url: `/api/exerciseResult/list?patientId=${mine}`,
          }),
          40301,
        );

        const progress = dataOf<PatientProgress>(
          await as(cast.doctor.token, {
            method: 'GET',
            url: `/api/patientProgress/detail?patientId=${mine}`,
          }),
        );
        expect(progress.plan?.id).toBe(plan.id);
        const gng = progress.items.find((i) => i.kind === 'goNoGo')!;
        expect(gng.currentLevel).toBe(3);
        expect(gng.levels.map((l) => l.level)).toEqual([2, 2, 2, 2]);
        const trained = progress.sessions.find((s) => s.id === done.id)!;
        expect(trained.runs).toHaveLength(2);
        expect(trained.runs[0]).toMatchObject({ kind: 'goNoGo', accuracy: 1, trialCount: 4 });
        // 2026-01-05 is a Monday: Tue/Thu/Sat are planned; the session of Tuesday the 6th counted.
        expect(progress.days[0]).toMatchObject({ date: '2026-01-05', planned: false, sessions: 0 });
        expect(progress.days[1]).toMatchObject({
          date: '2026-01-06',
          planned: true,
          sessions: 1,
          minutes: 20,
        });
        expect(progress.days.at(-1)!.date <= '2026-03-31').toBe(true);
        expect((await auditOf(t, 'getPatientProgress')).at(-1)).toMatchObject({
          outcome: 'success',
          entity_id: String(mine),
        });
        errorOf(
          await as(theirsToken, {
            method: 'GET',
            url: `/api/patientProgress/detail?patientId=${mine}`,
          }),
          40301,
        );
        const none = dataOf<PatientProgress>(
          await as(theirsToken, {
            method: 'GET',
            url: `/api/patientProgress/detail?patientId=${theirs}`,
          }),
        );
        expect(none).toMatchObject({ plan: null, items: [], sessions: [], days: [] });
      });

      it('a new session of a paused plan is refused; one that started while it was active still lands', async () => {
        dataOf(
          await post(cast.doctor.token, '/api/trainingPlan/status', {
            id: plan.id,
            status: 'paused',
          }),
        );
        errorOf(
          await post(cast.patient.token, '/api/trainingSession/start', {
            clientId: randomUUID(),
            planId: plan.id,
          }),
          40901,
        );
        dataOf(
          await post(
            cast.patient.token,
            '/api/exerciseResult/add',
            resultBody(randomUUID(), { sessionClientId: randomUUID() }),
          ),
        );
      });
    });
  });
});

describe.each(engines)('demo training on $name PostgreSQL', (engine) => {
  let t: TestApp;
  const now = new Date();
  const today = new Date(now.getTime() + 8 * 3_600_000).toISOString().slice(0, 10);

  beforeAll(async () => {
    t = await startTestApp(engine);
    await seed(t.sql, { demo: true, now });
  });
  afterAll(() => t?.close());

  it('李患者 has an active plan from 张医生 with two weeks of sessions, valid as the server checks them', async () => {
    const patient = await t.sql
      .selectFrom('users')
      .select('id')
      .where('username', '=', 'patient')
      .executeTakeFirstOrThrow();
    const doctor = await t.sql
      .selectFrom('users')
      .select('id')
      .where('username', '=', 'doctor')
      .executeTakeFirstOrThrow();
    const li = await t.sql
      .selectFrom('patients')
      .select('id')
      .where('user_id', '=', patient.id)
      .executeTakeFirstOrThrow();
    const progress = dataOf<PatientProgress>(
      await t.call({
        method: 'GET',
        url: `/api/patientProgress/detail?patientId=${li.id}`,
        token: await t.tokenFor(doctor.id),
      }),
    );
    expect(progress.plan).toMatchObject({
      status: 'active',
      patientName: '李患者',
      createdById: doctor.id,
    });
    expect(progress.days).toHaveLength(15);
    expect(
      progress.days.filter((d) => d.planned && d.sessions === 0 && d.date < today),
    ).toHaveLength(1);
    expect(progress.sessions.length).toBeGreaterThanOrEqual(8);
    expect(progress.items.find((i) => i.kind === 'goNoGo')!.currentLevel).toBeGreaterThan(1);

    const results = dataOf<Page<StoredExerciseResult>>(
      await t.call({
        method: 'GET',
        url: `/api/exerciseResult/list?patientId=${li.id}&pageSize=100`,
        token: await t.tokenFor(patient.id),
      }),
    );
    expect(results.total).toBe(progress.sessions.length * 2);
    for (const stored of results.list) {
      const {
        kind,
        level,
        outcome,
        trials,
        accuracy,
        meanRtMs,
        medianRtMs,
        omissions,
        commissions,
      } = stored;
      const check = exerciseResultAdd.safeParse({
        clientId: stored.clientId,
        sessionClientId: stored.sessionClientId,
        planItemId: stored.planItemId,
        startedAt: stored.startedAt,
        finishedAt: stored.finishedAt,
        result: {
          kind,
          level,
          outcome,
          trials,
          accuracy,
          meanRtMs,
          medianRtMs,
          omissions,
          commissions,
        },
      });
      expect(check.success, JSON.stringify(check.error?.issues)).toBe(true);
    }
  });
});
