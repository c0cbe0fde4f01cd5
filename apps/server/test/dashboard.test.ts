import { sql } from 'kysely';
import { randomUUID } from 'node:crypto';
import type {
  AdminDashboard,
  AuditEntry,
  DoctorDashboard,
  Page,
  PatientDashboard,
} from '@cep/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInWindow } from '../src/dashboard/dashboard';
import { engines } from './engines';
import { startTestApp, type TestApp } from './harness';
import { auditOf, castOf, dataOf, type Cast } from './records';

/*
 * GET /api/dashboard/summary (issue 12): one call, answered by the caller's role. An admin gets the
 * system's totals and activity, a doctor their care teams' patients only, a patient their own.
 */
describe.each(engines)('the dashboard summary on $name PostgreSQL', (engine) => {
  let t: TestApp;
  let cast: Cast;
  const day = 24 * 60 * 60 * 1000;
  let doctorRecord = 0;
  const patients: number[] = [];
  let otherPatient = 0;

  const summary = <T>(token: string) =>
    t.call({ method: 'GET', url: '/api/dashboard/summary', token }).then((res) => dataOf<T>(res));
  const patientRecord = async (userId: number, name: string) =>
    (
      await t.sql
        .insertInto('patients')
        .values({ user_id: userId, patient_name: name })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  const onTeam = (patientId: number, doctorId: number) =>
    t.sql
      .insertInto('care_team_members')
      .values({ patient_id: patientId, doctor_id: doctorId })
      .execute();
  const login = (username: string, password: string) =>
    t.call({
      method: 'POST',
      url: '/api/users/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ username, password }).toString(),
    });

  beforeAll(async () => {
    t = await startTestApp(engine);
    cast = await castOf(t, 'dash-');
    doctorRecord = (
      await t.sql
        .insertInto('doctors')
        .values({ user_id: cast.doctor.id, doctor_name: '张医生' })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
    const otherDoctorUser = await t.createUser({ username: 'dash-other', userAuth: '1' });
    const otherDoctor = (
      await t.sql
        .insertInto('doctors')
        .values({ user_id: otherDoctorUser, doctor_name: '赵磊' })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
    patients.push(await patientRecord(cast.patient.id, '李患者'));
    for (const name of ['甲', '乙', '丙', '丁', '戊', '己']) {
      patients.push(
        await patientRecord(await t.createUser({ username: `dash-${name}`, userAuth: '2' }), name),
      );
    }
    for (const id of patients) await onTeam(id, doctorRecord);
    otherPatient = await patientRecord(
      await t.createUser({ username: 'dash-x', userAuth: '2' }),
      '外',
    );
    await onTeam(otherPatient, otherDoctor);
    await onTeam(patients[0]!, otherDoctor);
    // A patient on no team at all.
    await patientRecord(await t.createUser({ username: 'dash-none', userAuth: '2' }), '无');
  });
  afterAll(() => t?.close());

  describe('as an admin', () => {
    it('counts users, doctors and patients as the tables hold them', async () => {
      const count = async (table: 'users' | 'doctors' | 'patients') =>
        Number(
          (
            await t.sql
              .selectFrom(table)
              .select((eb) => eb.fn.countAll<string>().as('n'))
              .executeTakeFirstOrThrow()
          ).n,
        );
      const data = await summary<AdminDashboard>(cast.admin.token);
      expect(data.role).toBe('admin');
      expect(data.counts).toMatchObject({
        users: await count('users'),
        doctors: 2,
        patients: 9,
      });
      expect(data.counts.users).toBe(12);
    });

    it('counts successful sign-ins per UTC+8 day for 30 days, and the last 7 days', async () => {
      const password = 'Passw0rd!';
      const before = await summary<AdminDashboard>(cast.admin.token);
      dataOf(await login('dash-doctor', password));
      dataOf(await login('dash-patient', password));
      await login('dash-patient', 'Wrong1234'); // failed: not a sign-in
      // Lines of earlier days, written as the owner: 3 days ago (twice), 10 days ago, 40 days ago.
      const now = Date.now();
      for (const ago of [3, 3, 10, 40]) {
        await t.sql
          .insertInto('audit_log')
          .values({
            actor_id: cast.doctor.id,
            actor_name: 'dash-doctor',
            action: 'login',
            entity: 'session',
            outcome: 'success',
            at: new Date(now - ago * day),
          })
          .execute();
      }
      const data = await summary<AdminDashboard>(cast.admin.token);
      const { days } = signInWindow(now);
      expect(data.signInsPerDay.map((row) => row.day)).toEqual(days);
      const countOn = (ago: number) =>
        data.signInsPerDay.find((row) => row.day === days[days.length - 1 - ago])!.count;
      const todayBefore = before.signInsPerDay.at(-1)!.count;
      expect(countOn(0)).toBe(todayBefore + 2);
      expect(countOn(3)).toBe(2);
      expect(countOn(10)).toBe(1);
      const total = data.signInsPerDay.reduce((sum, row) => sum + row.count, 0);
      expect(total).toBe(todayBefore + 2 + 3); // the line of 40 days ago is outside
      expect(data.counts.signInsLast7Days).toBe(countOn(0) + 2);
    });

    it('shows the 5 newest audit lines and client errors', async () => {
      await t.call({
        method: 'POST',
        url: '/api/clientErrors',
        payload: { message: 'dashboard boom', url: 'http://localhost/dashboard' },
        token: cast.doctor.token,
      });
      const data = await summary<AdminDashboard>(cast.admin.token);
      const listed = dataOf<Page<AuditEntry>>(
        await t.call({ method: 'GET', url: '/api/audit/list?pageSize=5', token: cast.admin.token }),
      );
      expect(data.latestAudit).toEqual(listed.list);
      expect(data.latestAudit).toHaveLength(5);
      expect(data.latestClientErrors).toEqual([
        expect.objectContaining({ message: 'dashboard boom', repeats: 1, username: 'dash-doctor' }),
      ]);
    });
  });

  describe('as a doctor', () => {
    const open = (id: number, token = cast.doctor.token) =>
      t.call({ method: 'GET', url: `/api/patientInformation/${id}`, token });

    it('counts only their care teams’ patients, and lists none before any is opened', async () => {
      const data = await summary<DoctorDashboard>(cast.doctor.token);
      expect(data).toEqual({
        role: 'doctor',
        myPatients: 7,
        recentPatients: [],
        training: expect.objectContaining({ due: 0, done: 0, missed: 0, patients: [] }),
        alerts: { unread: 0, latest: [] },
      });
    });

    it('lists the five most recently opened of their patients, newest first', async () => {
      for (const index of [1, 2, 3, 4, 5, 6, 2]) dataOf(await open(patients[index]!));
      // Another doctor's patient: refused, so never "seen".
      await open(otherPatient);
      const data = await summary<DoctorDashboard>(cast.doctor.token);
      expect(data.recentPatients.map((row) => row.id)).toEqual(
        [2, 6, 5, 4, 3].map((index) => patients[index]),
      );
      expect(data.recentPatients[0]).toMatchObject({ patientName: '乙' });
      const seen = data.recentPatients.map((row) => row.seenAt);
      expect(seen).toEqual([...seen].sort((a, b) => b - a));
      // The answer names patients: audited as a read of them.
      expect((await auditOf(t, 'getDashboardSummary')).at(-1)).toMatchObject({
        actor_id: cast.doctor.id,
        entity: 'patientInformation',
        entity_id: data.recentPatients.map((row) => row.id).join(','),
        outcome: 'success',
      });
    });

    it('forgets a patient who left their team', async () => {
      await t.sql
        .deleteFrom('care_team_members')
        .where('patient_id', '=', patients[2]!)
        .where('doctor_id', '=', doctorRecord)
        .execute();
      const data = await summary<DoctorDashboard>(cast.doctor.token);
      expect(data.myPatients).toBe(6);
      expect(data.recentPatients.map((row) => row.id)).toEqual(
        [6, 5, 4, 3, 1].map((index) => patients[index]),
      );
    });

    it('a doctor account without a doctor record has no patients', async () => {
      const id = await t.createUser({ username: 'dash-new-doctor', userAuth: '1' });
      expect(await summary<DoctorDashboard>(await t.tokenFor(id))).toEqual({
        role: 'doctor',
        myPatients: 0,
        recentPatients: [],
        training: expect.objectContaining({ due: 0, done: 0, missed: 0, patients: [] }),
        alerts: { unread: 0, latest: [] },
      });
    });
  });

  describe('as a patient', () => {
    it('answers their own record and the size of their care team', async () => {
      expect(await summary<PatientDashboard>(cast.patient.token)).toEqual({
        role: 'patient',
        patientId: patients[0],
        careTeamSize: 2,
        training: expect.objectContaining({ planId: null, dueToday: false, exercises: [] }),
      });
      const id = await t.createUser({ username: 'dash-no-record', userAuth: '2' });
      expect(await summary<PatientDashboard>(await t.tokenFor(id))).toEqual({
        role: 'patient',
        patientId: null,
        careTeamSize: 0,
        training: expect.objectContaining({ planId: null }),
      });
    });
  });
  describe('今日训练', () => {
    const chinaToday = () => new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);
    /** An active plan training every day since a week ago, with sessions on `sessionDays` ago. */
    const activePlan = async (patientId: number, sessionDaysAgo: number[]) => {
      const plan = await t.sql
        .insertInto('training_plans')
        .values({
          patient_id: patientId,
          status: 'active',
          minutes_per_session: 20,
          sessions_per_week: 7,
          training_days: sql<number[]>`ARRAY[1,2,3,4,5,6,7]::smallint[]`,
          start_date: new Date(Date.now() - 8 * day).toISOString().slice(0, 10),
          end_date: new Date(Date.now() + 30 * day).toISOString().slice(0, 10),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await t.sql
        .insertInto('training_plan_items')
        .values({
          plan_id: plan.id,
          position: 0,
          exercise_kind: 'stroop',
          start_level: 1,
          rule: JSON.stringify({ type: 'staircase', up: 3, down: 2 }),
          level_state: JSON.stringify({
            level: 1,
            correctStreak: 0,
            errorStreak: 0,
            blockCount: 0,
            blockErrors: 0,
          }),
        })
        .execute();
      for (const ago of sessionDaysAgo) {
        const at = new Date(Date.now() - ago * day);
        await t.sql
          .insertInto('training_sessions')
          .values({
            client_id: randomUUID(),
            plan_id: plan.id,
            patient_id: patientId,
            status: 'completed',
            started_at: at,
            finished_at: at,
          })
          .execute();
      }
      return plan.id;
    };

    it('counts due, done and missed for the doctor’s teams only, and the patient’s own card', async () => {
      await activePlan(patients[0]!, [0]); // 李患者: trained today
      await activePlan(patients[3]!, []); // 丙: nothing this week
      await activePlan(otherPatient, []); // another doctor's patient
      const today = chinaToday();
      // Days of this week (Monday first) before today: each missed by 丙 and by 李患者 (trained today only).
      const weekday = (new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7;
      const data = await summary<DoctorDashboard>(cast.doctor.token);
      expect(data.training).toMatchObject({ date: today, due: 2, done: 1, missed: 2 * weekday });
      expect(data.training.patients.map((row) => row.patientName)).toEqual(['丙', '李患者']);
      expect(data.training.patients[1]).toMatchObject({ dueToday: true, sessionsToday: 1 });

      expect((await summary<PatientDashboard>(cast.patient.token)).training).toMatchObject({
        date: today,
        dueToday: true,
        sessionsToday: 1,
        minutesPerSession: 20,
        exercises: ['stroop'],
        daysTrainedThisWeek: 1,
        plannedDaysThisWeek: 7,
      });
    });
  });
});
