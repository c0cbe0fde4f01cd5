import { itemKeys, type AccessHistoryPage } from '@cep/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines } from './engines';
import { startTestApp, type TestApp } from './harness';
import { castOf, dataOf, errorOf, type Cast } from './records';

/*
 * Issue 32 §4: 谁查看了我的档案. A doctor of the care team and an administrator read a patient's
 * record; the patient sees each read with who (医生 and the doctor's name; an administrator
 * without name), when, and which part, newest first; another patient never sees it (the call takes
 * no patient id); a clinician cannot call it; a date range narrows it.
 */
describe.each(engines)('谁查看了我的档案 on $name PostgreSQL', (engine) => {
  let t: TestApp;
  let cast: Cast;
  let patientId: number;
  let assessmentId: number;
  let otherToken: string;

  beforeAll(async () => {
    t = await startTestApp(engine, { readAuditRetentionDays: 180 });
    cast = await castOf(t);
    const { id: doctorId } = await t.sql
      .insertInto('doctors')
      .values({ user_id: cast.doctor.id, doctor_name: '张医生' })
      .returning('id')
      .executeTakeFirstOrThrow();
    ({ id: patientId } = await t.sql
      .insertInto('patients')
      .values({ user_id: cast.patient.id, patient_name: '王患者' })
      .returning('id')
      .executeTakeFirstOrThrow());
    await t.sql
      .insertInto('care_team_members')
      .values({ patient_id: patientId, doctor_id: doctorId })
      .execute();
    ({ id: assessmentId } = await t.sql
      .insertInto('assessments')
      .values({
        patient_id: patientId,
        kind: 'moca',
        tested_on: '2026-11-01',
        scores: JSON.stringify(Object.fromEntries(itemKeys('moca').map((key) => [key, 1]))),
        status: 'finished',
        finished_at: new Date(),
        finished_by: cast.doctor.id,
      })
      .returning('id')
      .executeTakeFirstOrThrow());
    const otherUser = await t.createUser({ username: 'other-patient', userAuth: '2' });
    await t.sql
      .insertInto('patients')
      .values({ user_id: otherUser, patient_name: '李患者' })
      .execute();
    otherToken = await t.tokenFor(otherUser);
  });
  afterAll(() => t?.close());

  const history = async (token: string, query = '') =>
    dataOf<AccessHistoryPage>(
      await t.call({ method: 'GET', url: `/api/privacy/accessHistory${query}`, token }),
    );

  it('shows the doctor by name and the administrator as role only, with the part read, newest first', async () => {
    dataOf(
      await t.call({
        method: 'GET',
        url: `/api/patientInformation/${patientId}`,
        token: cast.doctor.token,
      }),
    );
    dataOf(
      await t.call({
        method: 'GET',
        url: `/api/assessment/detail?id=${assessmentId}`,
        token: cast.doctor.token,
      }),
    );
    dataOf(
      await t.call({
        method: 'GET',
        url: `/api/patientInformation/${patientId}`,
        token: cast.admin.token,
      }),
    );
    // The patient's own read of their record is not shown back to them.
    dataOf(
      await t.call({
        method: 'GET',
        url: `/api/patientInformation/${patientId}`,
        token: cast.patient.token,
      }),
    );

    const page = await history(cast.patient.token);
    expect(page.readRetentionDays).toBe(180);
    expect(page.total).toBe(3);
    expect(page.list.map(({ role, name, part, kind }) => ({ role, name, part, kind }))).toEqual([
      { role: 'admin', name: null, part: 'profile', kind: 'read' },
      { role: 'doctor', name: '张医生', part: 'assessment', kind: 'read' },
      { role: 'doctor', name: '张医生', part: 'profile', kind: 'read' },
    ]);
    const times = page.list.map((entry) => entry.time);
    expect([...times].sort((a, b) => b - a)).toEqual(times);

    // Paged.
    const second = await history(cast.patient.token, '?pageSize=2&pageNum=2');
    expect(second.total).toBe(3);
    expect(second.list.map((entry) => entry.part)).toEqual(['profile']);
  });

  it('never shows another patient this history, and refuses a patient id or a clinician', async () => {
    const other = await history(otherToken);
    expect(other.total).toBe(0);
    expect(other.list).toEqual([]);
    // The call takes no patient id: asking for someone else's is a bad request, not an answer.
    errorOf(
      await t.call({
        method: 'GET',
        url: `/api/privacy/accessHistory?patientId=${patientId}`,
        token: otherToken,
      }),
      40001,
    );
    errorOf(
      await t.call({ method: 'GET', url: '/api/privacy/accessHistory', token: cast.doctor.token }),
      40370,
    );
    errorOf(
      await t.call({ method: 'GET', url: '/api/privacy/accessHistory', token: cast.admin.token }),
      40370,
    );
  });

  it('narrows to a date range', async () => {
    // The doctor's first read moved ten days back.
    const tenDaysAgo = Date.now() - 10 * 86_400_000;
    const first = await t.sql
      .selectFrom('audit_log')
      .select('id')
      .where('action', '=', 'getPatient')
      .where('actor_id', '=', cast.doctor.id)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    await t.pool.query('UPDATE audit_log SET at = $1 WHERE id = $2', [
      new Date(tenDaysAgo),
      first.id,
    ]);

    const old = await history(
      cast.patient.token,
      `?from=${tenDaysAgo - 86_400_000}&to=${tenDaysAgo + 86_400_000}`,
    );
    expect(old.list.map(({ name, part }) => ({ name, part }))).toEqual([
      { name: '张医生', part: 'profile' },
    ]);
    const recent = await history(cast.patient.token, `?from=${Date.now() - 86_400_000}`);
    expect(recent.total).toBe(2);
    const none = await history(cast.patient.token, `?to=${tenDaysAgo - 86_400_000}`);
    expect(none.total).toBe(0);
  });

  it('shows FHIR reads of the record: the Patient resource and an assessment’s Observation', async () => {
    const fhir = (url: string) =>
      t.app.inject({
        method: 'GET',
        url,
        headers: { authorization: `Bearer ${cast.doctor.token}` },
      });
    expect((await fhir(`/fhir/R4/Patient/${patientId}`)).statusCode).toBe(200);
    expect((await fhir(`/fhir/R4/Observation/assessment-${assessmentId}`)).statusCode).toBe(200);
    const [observation, patient] = (await history(cast.patient.token, '?pageSize=2')).list;
    expect(observation).toMatchObject({ role: 'doctor', name: '张医生', part: 'assessment' });
    expect(patient).toMatchObject({ role: 'doctor', name: '张医生', part: 'profile' });
  });
});
