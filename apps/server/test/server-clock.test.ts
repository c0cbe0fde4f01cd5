import type {
  Page,
  PatientDashboard,
  PatientProgress,
  StoredExerciseResult,
  TrainingPlan,
  TrainingSession,
} from '@cep/contract';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { patientFacts } from '../src/assistant/facts';
import { chinaDay, patientTrainingToday } from '../src/training/today';
import { engines } from './engines';
import { startTestApp, type TestApp } from './harness';
import { dataOf, errorOf } from './records';
import { acceptAllConsent } from './consent-support';

/*
 * The server's clock is the authority (issue 28, item 6; src/training/client-clock.ts): a time
 * the browser sends counts only inside a window of the moment the server received it. A result
 * "finished" in 2096 is refused and moves no level; a back-dated start opens no session on a
 * paused or completed plan; a future-dated session counts nowhere (今日训练, adherence, the
 * assistant, a challenge's leaderboard), nor does one stored before the window existed, on a day
 * still to come; a result trained offline still lands with its own times, within its session.
 */

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe.each(engines)('the server’s clock on $name PostgreSQL', (engine) => {
  let t: TestApp;
  let doctor: { token: string; recordId: number };
  let serial = 0;

  const post = (token: string, url: string, payload: unknown) =>
    t.call({ method: 'POST', url, token, payload: payload as Record<string, unknown> });
  const get = (token: string, url: string) => t.call({ method: 'GET', url, token });

  interface Trainee {
    userId: number;
    patientId: number;
    token: string;
    plan: TrainingPlan;
    itemId: number;
  }

  /** A patient of the doctor's team, signed in, with an active daily Go/No-Go plan at level 2. */
  async function trainee(): Promise<Trainee> {
    const userId = await t.createUser({ username: `clock_p${++serial}`, userAuth: '2' });
    const patientId = (
      await t.sql
        .insertInto('patients')
        .values({ user_id: userId, patient_name: `患者${serial}` })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
    await t.sql
      .insertInto('care_team_members')
      .values({ patient_id: patientId, doctor_id: doctor.recordId })
      .execute();
    await acceptAllConsent(t.sql, patientId);
    const plan = dataOf<TrainingPlan>(
      await post(doctor.token, '/api/trainingPlan/add', {
        patientId,
        items: [{ kind: 'goNoGo', startLevel: 2 }],
        minutesPerSession: 20,
        sessionsPerWeek: 7,
        trainingDays: [1, 2, 3, 4, 5, 6, 7],
        startDate: chinaDay(Date.now() - 20 * DAY),
        endDate: chinaDay(Date.now() + 60 * DAY),
      }),
    );
    await setStatus(plan.id, 'active');
    return { userId, patientId, token: await t.tokenFor(userId), plan, itemId: plan.items[0]!.id };
  }

  const setStatus = async (planId: number, status: string) =>
    dataOf<TrainingPlan>(
      await post(doctor.token, '/api/trainingPlan/status', { id: planId, status }),
    );

  /** Moves plan `planId`'s recorded changes of state, oldest first, to these moments. */
  async function historyAt(planId: number, ...moments: number[]) {
    const changes = await t.sql
      .selectFrom('training_plan_status_changes')
      .select('id')
      .where('plan_id', '=', planId)
      .orderBy('id')
      .execute();
    expect(changes).toHaveLength(moments.length);
    for (const [index, change] of changes.entries()) {
      await t.sql
        .updateTable('training_plan_status_changes')
        .set({ changed_at: new Date(moments[index]!) })
        .where('id', '=', change.id)
        .execute();
    }
  }

  const state = (level: number) => ({
    level,
    correctStreak: 0,
    errorStreak: 0,
    blockCount: 0,
    blockErrors: 0,
  });

  /** A completed Go/No-Go run of four right answers, as the console sends it. */
  const result = (who: Trainee, body: Record<string, unknown>) =>
    post(who.token, '/api/exerciseResult/add', {
      clientId: randomUUID(),
      sessionClientId: randomUUID(),
      planItemId: who.itemId,
      result: {
        kind: 'goNoGo',
        level: 2,
        outcome: 'completed',
        trials: Array.from({ length: 4 }, (_, index) => ({
          index,
          practice: false,
          stimulus: 'go',
          response: 'press',
          correct: true,
          rtMs: 400,
        })),
        accuracy: 1,
        meanRtMs: 400,
        medianRtMs: 400,
        omissions: 0,
        commissions: 0,
      },
      ...body,
    });
  const start = (who: Trainee, body: Record<string, unknown>) =>
    post(who.token, '/api/trainingSession/start', {
      clientId: randomUUID(),
      planId: who.plan.id,
      ...body,
    });
  const finish = (who: Trainee, clientId: string, finishedAt?: number) =>
    post(who.token, '/api/trainingSession/finish', {
      clientId,
      planId: who.plan.id,
      outcome: 'completed',
      ...(finishedAt === undefined ? {} : { finishedAt }),
    });

  const itemOf = (who: Trainee) =>
    t.sql
      .selectFrom('training_plan_items')
      .select(['level_state', 'level_state_at'])
      .where('id', '=', who.itemId)
      .executeTakeFirstOrThrow();
  const sessionsOf = (who: Trainee) =>
    t.sql.selectFrom('training_sessions').selectAll().where('plan_id', '=', who.plan.id).execute();
  const resultsOf = (who: Trainee) =>
    t.sql
      .selectFrom('exercise_results')
      .selectAll()
      .where('patient_id', '=', who.patientId)
      .execute();

  /** A trainingDays challenge from today to a week ahead in a group of the doctor, joined by `who`. */
  async function joinedChallenge(who: Trainee): Promise<number> {
    const group = dataOf<{ id: number }>(
      await post(doctor.token, '/api/patientGroup/add', {
        name: `时钟小组${serial}`,
        purpose: '一起练习',
        moderation: 'post',
        patientIds: [who.patientId],
      }),
    );
    const challenge = dataOf<{ id: number }>(
      await post(doctor.token, '/api/challenge/add', {
        groupId: group.id,
        title: '一周每天训练',
        kind: 'trainingDays',
        target: 7,
        startsOn: chinaDay(Date.now()),
        endsOn: chinaDay(Date.now() + 7 * DAY),
      }),
    );
    dataOf(await post(who.token, '/api/challenge/join', { id: challenge.id }));
    return challenge.id;
  }
  const boardProgress = async (who: Trainee, challengeId: number) => {
    const board = dataOf<{ entries: Array<{ me: boolean; progress: number }> }>(
      await get(who.token, `/api/challenge/leaderboard?id=${challengeId}`),
    );
    return board.entries.find((entry) => entry.me)!.progress;
  };

  beforeAll(async () => {
    t = await startTestApp(engine);
    const userId = await t.createUser({ username: 'clock_doctor', userAuth: '1' });
    const { id } = await t.sql
      .insertInto('doctors')
      .values({ user_id: userId, doctor_name: '时医生' })
      .returning('id')
      .executeTakeFirstOrThrow();
    doctor = { token: await t.tokenFor(userId), recordId: id };
  });
  afterAll(() => t?.close());

  it('a result finished in 2096 is refused (40001), stores nothing and leaves the level as it was', async () => {
    const who = await trainee();
    const sessionClientId = randomUUID();
    const message = errorOf(
      await result(who, {
        sessionClientId,
        startedAt: Date.now() - MINUTE,
        finishedAt: Date.UTC(2096, 0, 1),
        levelState: state(5),
      }),
      40001,
    );
    expect(message).toContain('finishedAt');
    expect(message).toContain('设备的日期和时间');
    expect(await itemOf(who)).toEqual({ level_state: state(2), level_state_at: null });
    expect(await resultsOf(who)).toEqual([]);
    expect(await sessionsOf(who)).toEqual([]);
    // The level is not frozen: the next honest run moves it.
    dataOf(
      await result(who, {
        sessionClientId,
        startedAt: Date.now() - MINUTE,
        finishedAt: Date.now(),
        levelState: state(3),
      }),
    );
    expect((await itemOf(who)).level_state).toEqual(state(3));
  });

  it('a level state stamped in 2096 before the window existed holds the level back no more', async () => {
    const who = await trainee();
    // What a result "finished" in 2096 left behind when such a time was still stored.
    await t.sql
      .updateTable('training_plan_items')
      .set({
        level_state: JSON.stringify(state(4)),
        level_state_at: new Date(Date.UTC(2096, 0, 1)),
      })
      .where('id', '=', who.itemId)
      .execute();
    dataOf(
      await result(who, {
        startedAt: Date.now() - MINUTE,
        finishedAt: Date.now(),
        levelState: state(3),
      }),
    );
    const item = await itemOf(who);
    expect(item.level_state).toEqual(state(3));
    expect(item.level_state_at!.getTime()).toBeLessThanOrEqual(Date.now());
  });

  it('a back-dated start opens no session on a paused or completed plan', async () => {
    // Activated and paused just now: a day ago the plan had never run.
    const paused = await trainee();
    await setStatus(paused.plan.id, 'paused');
    const dayAgo = Date.now() - DAY;
    expect(errorOf(await start(paused, { startedAt: dayAgo }), 40001)).toContain('startedAt');
    // The same through a result whose session start never arrived (the offline path).
    expect(
      errorOf(await result(paused, { startedAt: dayAgo, finishedAt: dayAgo + MINUTE }), 40001),
    ).toContain('startedAt');
    errorOf(await start(paused, {}), 40901);
    expect(await sessionsOf(paused)).toEqual([]);

    // Active 10 to 8 days ago, paused, active again 2 days ago, completed an hour ago.
    const done = await trainee();
    await setStatus(done.plan.id, 'paused');
    await setStatus(done.plan.id, 'active');
    await setStatus(done.plan.id, 'completed');
    const now = Date.now();
    await historyAt(
      done.plan.id,
      now - 12 * DAY,
      now - 10 * DAY,
      now - 8 * DAY,
      now - 2 * DAY,
      now - HOUR,
    );
    errorOf(await start(done, { startedAt: now - 5 * DAY }), 40901); // while it was paused
    errorOf(await start(done, { startedAt: now - 30 * MINUTE }), 40901); // after it was completed
    expect(errorOf(await start(done, { startedAt: now - 11 * DAY }), 40001)).toContain(
      '早于训练计划开始进行',
    );
    expect(await sessionsOf(done)).toEqual([]);
    // Sessions trained offline while it was active still land, at their own times.
    const early = dataOf<TrainingSession>(await start(done, { startedAt: now - 9 * DAY }));
    const late = dataOf<TrainingSession>(await start(done, { startedAt: now - 3 * HOUR }));
    expect([early.startedAt, late.startedAt]).toEqual([now - 9 * DAY, now - 3 * HOUR]);
    expect(
      (
        await t.sql
          .selectFrom('training_plans')
          .select('status')
          .where('id', '=', done.plan.id)
          .executeTakeFirstOrThrow()
      ).status,
    ).toBe('completed');
  });

  it('a future-dated session or result is refused and counts nowhere: 今日训练, adherence, the assistant, a leaderboard', async () => {
    const who = await trainee();
    const challengeId = await joinedChallenge(who);
    const tomorrow = Date.now() + DAY;
    expect(errorOf(await start(who, { startedAt: tomorrow }), 40001)).toContain('startedAt');
    expect(
      errorOf(await result(who, { startedAt: tomorrow, finishedAt: tomorrow + MINUTE }), 40001),
    ).toMatch(/startedAt|finishedAt/);
    // Started now, "finished" tomorrow.
    const sessionClientId = randomUUID();
    dataOf(await start(who, { clientId: sessionClientId }));
    expect(errorOf(await finish(who, sessionClientId, tomorrow), 40001)).toContain('finishedAt');

    expect(await resultsOf(who)).toEqual([]);
    expect((await sessionsOf(who)).map((session) => session.status)).toEqual(['started']);
    expect(await boardProgress(who, challengeId)).toBe(0);
    const progress = dataOf<PatientProgress>(
      await get(doctor.token, `/api/patientProgress/detail?patientId=${who.patientId}`),
    );
    expect(progress.days.filter((day) => day.sessions > 0)).toEqual([]);
    const home = dataOf<PatientDashboard>(await get(who.token, '/api/dashboard/summary'));
    expect(home.training).toMatchObject({ sessionsToday: 0, daysTrainedThisWeek: 0 });
    // Tomorrow, as the tablet claimed it: still nothing.
    expect((await patientTrainingToday(t.sql, who.userId, tomorrow)).sessionsToday).toBe(0);
    const facts = await patientFacts(t.sql, who.patientId, tomorrow);
    expect(facts.results).toEqual([]);
    expect(facts.sessionDays).toEqual([]);
  });

  it('a session and result stored future-dated before the window existed count on the day they arrived, never on a day still to come', async () => {
    const who = await trainee();
    const challengeId = await joinedChallenge(who);
    // One honest run now, through the API.
    const honest = randomUUID();
    dataOf(
      await result(who, {
        sessionClientId: honest,
        startedAt: Date.now() - MINUTE,
        finishedAt: Date.now(),
      }),
    );
    dataOf(await finish(who, honest));
    // A tablet's "tomorrow", stored as it was before the window (received now: recorded_at).
    const tomorrow = Date.now() + DAY;
    const { id: sessionId } = await t.sql
      .insertInto('training_sessions')
      .values({
        client_id: randomUUID(),
        plan_id: who.plan.id,
        patient_id: who.patientId,
        status: 'completed',
        started_at: new Date(tomorrow),
        finished_at: new Date(tomorrow + 20 * MINUTE),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.sql
      .insertInto('exercise_results')
      .values({
        client_id: randomUUID(),
        patient_id: who.patientId,
        session_id: sessionId,
        plan_id: who.plan.id,
        plan_item_id: who.itemId,
        exercise_kind: 'goNoGo',
        level: 2,
        outcome: 'completed',
        accuracy: 1,
        omissions: 0,
        commissions: 0,
        trial_count: 0,
        trials: JSON.stringify([]),
        started_at: new Date(tomorrow),
        finished_at: new Date(tomorrow + 5 * MINUTE),
      })
      .execute();
    const claimed = chinaDay(tomorrow);
    const today = chinaDay(Date.now());

    // Both runs arrived today: one day of the challenge, not two; two sessions today in adherence.
    expect(await boardProgress(who, challengeId)).toBe(1);
    const progress = dataOf<PatientProgress>(
      await get(doctor.token, `/api/patientProgress/detail?patientId=${who.patientId}`),
    );
    expect(progress.days.find((day) => day.date === today)).toMatchObject({ sessions: 2 });
    expect((await patientTrainingToday(t.sql, who.userId, tomorrow)).sessionsToday).toBe(0);
    const facts = await patientFacts(t.sql, who.patientId, tomorrow);
    expect(facts.results).toHaveLength(2);
    for (const day of [...facts.results.map((run) => run.day), ...facts.sessionDays]) {
      expect(day).not.toBe(claimed);
      expect(day <= today).toBe(true);
    }
    expect(facts.sessionDays).toHaveLength(2);
  });

  it('a result trained offline lands with its own times, only within the window of its session', async () => {
    const who = await trainee();
    const now = Date.now();
    await historyAt(who.plan.id, now - 4 * DAY, now - 3 * DAY); // draft, then active 3 days ago
    const sessionClientId = randomUUID();
    const startedAt = now - 2 * DAY;
    const stored = dataOf<StoredExerciseResult>(
      await result(who, { sessionClientId, startedAt, finishedAt: startedAt + 5 * MINUTE }),
    );
    expect(stored).toMatchObject({ startedAt, finishedAt: startedAt + 5 * MINUTE });
    expect(stored.recordedAt).toBeGreaterThanOrEqual(now - MINUTE);
    const listed = dataOf<Page<StoredExerciseResult>>(
      await get(doctor.token, `/api/exerciseResult/list?patientId=${who.patientId}`),
    );
    expect(listed.list.map((run) => [run.startedAt, run.finishedAt])).toEqual([
      [startedAt, startedAt + 5 * MINUTE],
    ]);
    const done = dataOf<TrainingSession>(
      await finish(who, sessionClientId, startedAt + 20 * MINUTE),
    );
    expect(done).toMatchObject({ startedAt, finishedAt: startedAt + 20 * MINUTE });
    // Adherence counts it on the day it was trained, two days ago.
    const progress = dataOf<PatientProgress>(
      await get(doctor.token, `/api/patientProgress/detail?patientId=${who.patientId}`),
    );
    expect(progress.days.find((day) => day.date === chinaDay(startedAt))).toMatchObject({
      sessions: 1,
      minutes: 20,
    });

    // Outside its session: an hour before its start, or ten minutes after its finish.
    expect(
      errorOf(
        await result(who, { sessionClientId, startedAt: startedAt - HOUR, finishedAt: startedAt }),
        40001,
      ),
    ).toContain('早于所属训练的开始时间');
    expect(
      errorOf(
        await result(who, {
          sessionClientId,
          startedAt: startedAt + 25 * MINUTE,
          finishedAt: startedAt + 30 * MINUTE,
        }),
        40001,
      ),
    ).toContain('晚于所属训练的结束时间');
    expect(await resultsOf(who)).toHaveLength(1);

    // A clock three minutes ahead is a drift, not a wrong clock: stored at the server's time.
    const ahead = Date.now() + 3 * MINUTE;
    const drifted = dataOf<StoredExerciseResult>(
      await result(who, { startedAt: ahead - MINUTE, finishedAt: ahead }),
    );
    expect(drifted.finishedAt).toBeLessThan(ahead);
    expect(drifted.finishedAt).toBeLessThanOrEqual(drifted.recordedAt);
    expect(drifted.startedAt).toBeLessThanOrEqual(drifted.finishedAt);
  });
});
