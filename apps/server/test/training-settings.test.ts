import type {
  Page,
  PatientProgress,
  StoredExerciseResult,
  TrainingPlan,
  TrainingScoresHidden,
  TrainingSession,
} from '@cep/contract';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines } from './engines';
import { startTestApp, type TestApp } from './harness';
import { auditOf, castOf, dataOf, errorOf, type Cast } from './records';

/*
 * Therapist-set parameters (issue 33 §2, server): a plan item's settings are stored and the
 * patient's session starts with exactly those; a value outside the exercise's safe range is
 * refused with 40001 and a Chinese message naming the field and the range; the 隐藏成绩 switch
 * (audited) leaves every score out of what the patient gets, while the doctor still sees them.
 */
describe.each(engines)('therapist-set parameters on $name PostgreSQL', (engine) => {
  let t: TestApp;
  let cast: Cast;
  let mine: number;

  const as = (token: string, options: Parameters<TestApp['call']>[0]) =>
    t.call({ ...options, token });
  const post = (token: string, url: string, payload: unknown) =>
    as(token, { method: 'POST', url, payload: payload as Record<string, unknown> });

  const today = new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);
  const planBody = (settings: Record<string, unknown>) => ({
    patientId: mine,
    items: [{ kind: 'stroop', startLevel: 1, settings }],
    minutesPerSession: 20,
    sessionsPerWeek: 7,
    startDate: today,
    endDate: '2099-12-31',
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
    await t.sql
      .insertInto('care_team_members')
      .values({ patient_id: mine, doctor_id: doctorId })
      .execute();
  });
  afterAll(() => t?.close());

  let plan: TrainingPlan;
  let session: TrainingSession;

  it('stores 20 trials and 60 s, and the patient’s session starts with exactly those', async () => {
    plan = dataOf<TrainingPlan>(
      await post(
        cast.doctor.token,
        '/api/trainingPlan/add',
        planBody({ trials: 20, timeLimitSeconds: 60 }),
      ),
    );
    expect(plan.items[0]!.settings).toEqual({ trials: 20, timeLimitSeconds: 60 });
    expect(plan.scoresHidden).toBe(false);
    dataOf(
      await post(cast.doctor.token, '/api/trainingPlan/status', { id: plan.id, status: 'active' }),
    );
    session = dataOf<TrainingSession>(
      await post(cast.patient.token, '/api/trainingSession/start', {
        clientId: randomUUID(),
        planId: plan.id,
      }),
    );
    expect(session.items).toHaveLength(1);
    expect(session.items[0]).toMatchObject({
      kind: 'stroop',
      settings: { trials: 20, timeLimitSeconds: 60 },
    });
    expect(session.scoresHidden).toBe(false);
    const stored = await t.sql
      .selectFrom('training_plan_items')
      .select('settings')
      .where('plan_id', '=', plan.id)
      .executeTakeFirstOrThrow();
    expect(stored.settings).toEqual({ trials: 20, timeLimitSeconds: 60 });
  });

  it('refuses a value outside the safe range, naming the field and the range (40001)', async () => {
    const tooMany = errorOf(
      await post(cast.doctor.token, '/api/trainingPlan/add', planBody({ trials: 500 })),
      40001,
    );
    expect(tooMany).toContain('items.0.settings.trials');
    expect(tooMany).toContain('题数须在10到100之间');
    const tooShort = errorOf(
      await post(cast.doctor.token, '/api/trainingPlan/add', planBody({ timeLimitSeconds: 5 })),
      40001,
    );
    expect(tooShort).toContain('限时（秒）须在30到900之间');
    // A setting the exercise does not take (Stroop shows no timed stimulus).
    const notTaken = errorOf(
      await post(cast.doctor.token, '/api/trainingPlan/add', planBody({ stimulusMs: 800 })),
      40001,
    );
    expect(notTaken).toContain('该训练项目不能设置刺激呈现时间');
    // The update is checked the same way.
    errorOf(
      await as(cast.doctor.token, {
        method: 'PUT',
        url: '/api/trainingPlan/update',
        payload: {
          ...planBody({ trials: 9 }),
          patientId: undefined,
          id: plan.id,
          revision: plan.revision,
        },
      }),
      40001,
    );
  });

  it('with 隐藏成绩 on, the patient’s answers carry no score; the doctor’s still do', async () => {
    errorOf(
      await as(cast.patient.token, {
        method: 'PUT',
        url: '/api/trainingPlan/scoresHidden',
        payload: { patientId: mine, hidden: true },
      }),
      40301,
    );
    expect(
      dataOf<TrainingScoresHidden>(
        await as(cast.doctor.token, {
          method: 'PUT',
          url: '/api/trainingPlan/scoresHidden',
          payload: { patientId: mine, hidden: true },
        }),
      ),
    ).toEqual({ patientId: mine, hidden: true });
    // The patient's try was refused at the gate and recorded as such; the doctor's change too.
    expect(await auditOf(t, 'setTrainingScoresHidden')).toMatchObject([
      { actor_id: cast.patient.id, outcome: 'denied' },
      { actor_id: cast.doctor.id, entity_id: String(mine), outcome: 'success' },
    ]);

    const trials = Array.from({ length: 20 }, (_, index) => ({
      index,
      practice: false,
      stimulus: '红/red',
      response: 'red',
      correct: true,
      rtMs: 500,
    }));
    const added = dataOf<StoredExerciseResult>(
      await post(cast.patient.token, '/api/exerciseResult/add', {
        clientId: randomUUID(),
        sessionClientId: session.clientId,
        planItemId: plan.items[0]!.id,
        startedAt: Date.now() - 60_000,
        finishedAt: Date.now(),
        result: {
          kind: 'stroop',
          level: 1,
          outcome: 'completed',
          trials,
          accuracy: 1,
          meanRtMs: 500,
          medianRtMs: 500,
          omissions: 0,
          commissions: 0,
        },
      }),
    );
    const scoreFields = [
      'accuracy',
      'meanRtMs',
      'medianRtMs',
      'omissions',
      'commissions',
      'trials',
      'extra',
    ];
    const noScore = (record: object) => {
      for (const field of scoreFields) expect(record).not.toHaveProperty(field);
    };
    noScore(added);

    const get = (token: string, url: string) => as(token, { method: 'GET', url });
    const results = dataOf<Page<StoredExerciseResult>>(
      await get(cast.patient.token, `/api/exerciseResult/list?patientId=${mine}`),
    );
    expect(results.list).toHaveLength(1);
    results.list.forEach(noScore);
    const progress = dataOf<PatientProgress>(
      await get(cast.patient.token, `/api/patientProgress/detail?patientId=${mine}`),
    );
    const runs = progress.sessions.flatMap((one) => one.runs);
    expect(runs).toHaveLength(1);
    runs.forEach(noScore);
    expect(progress.plan?.scoresHidden).toBe(true);
    // Nothing that reads like a score anywhere in the patient's answers.
    for (const body of [added, results, progress]) {
      expect(JSON.stringify(body)).not.toMatch(/"(accuracy|score|points|meanRtMs)"/);
    }
    const started = dataOf<TrainingSession>(
      await post(cast.patient.token, '/api/trainingSession/start', {
        clientId: session.clientId,
        planId: plan.id,
      }),
    );
    expect(started.scoresHidden).toBe(true);

    // The doctor still sees every figure.
    const doctors = dataOf<Page<StoredExerciseResult>>(
      await get(cast.doctor.token, `/api/exerciseResult/list?patientId=${mine}`),
    );
    expect(doctors.list[0]).toMatchObject({ accuracy: 1, meanRtMs: 500, omissions: 0 });
    expect(doctors.list[0]!.trials).toHaveLength(20);
    const doctorsProgress = dataOf<PatientProgress>(
      await get(cast.doctor.token, `/api/patientProgress/detail?patientId=${mine}`),
    );
    expect(doctorsProgress.sessions.flatMap((one) => one.runs)[0]).toMatchObject({ accuracy: 1 });

    // Off again: the patient sees their scores.
    dataOf(
      await as(cast.doctor.token, {
        method: 'PUT',
        url: '/api/trainingPlan/scoresHidden',
        payload: { patientId: mine, hidden: false },
      }),
    );
    const again = dataOf<Page<StoredExerciseResult>>(
      await get(cast.patient.token, `/api/exerciseResult/list?patientId=${mine}`),
    );
    expect(again.list[0]).toMatchObject({ accuracy: 1 });
  });
});
