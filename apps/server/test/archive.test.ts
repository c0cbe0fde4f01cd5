import { type Page, type PatientListRow, type User } from '@cep/contract';
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines } from './engines';
import { addClinicalRecord } from './clinical-record';
import { startTestApp, type TestApp } from './harness';
import { castOf, dataOf, errorOf, type Cast } from './records';

interface Envelope {
  code: number;
  message: string;
}

/*
 * Issue 32 §1: records are archived, never destroyed by a delete. 删除 of a patient archives the
 * record and its account; the clinical record stays (the admin and the care team still read it),
 * the patient cannot sign in and leaves the lists, an admin restores them. The database itself
 * refuses to delete a patient row that still has clinical records.
 */
describe.each(engines)('archiving on $name PostgreSQL', (engine) => {
  let t: TestApp;
  let cast: Cast;
  let doctorRecordId: number;
  let doctorToken: string;
  let patientUserId: number;
  let patientId: number;
  let assessmentId: number;
  let resultId: number;
  let recordingId: number;

  const form = { 'content-type': 'application/x-www-form-urlencoded' };
  const signIn = (username: string) =>
    t.call({
      method: 'POST',
      url: '/api/users/login',
      headers: form,
      payload: new URLSearchParams({ username, password: 'Archive#2468' }).toString(),
    });
  const admin = (options: Parameters<TestApp['call']>[0]) =>
    t.call({ ...options, token: cast.admin.token });

  beforeAll(async () => {
    t = await startTestApp(engine);
    cast = await castOf(t);
    // A clinician with a record, and a patient on their care team.
    ({ id: doctorRecordId } = await t.sql
      .insertInto('doctors')
      .values({ user_id: cast.doctor.id, doctor_name: '张医生' })
      .returning('id')
      .executeTakeFirstOrThrow());
    doctorToken = await t.tokenFor(cast.doctor.id);
    patientUserId = await t.createUser({
      username: 'archpat',
      password: 'Archive#2468',
      userAuth: '2',
    });
    ({ id: patientId } = await t.sql
      .insertInto('patients')
      .values({ user_id: patientUserId, patient_name: '归档患者' })
      .returning('id')
      .executeTakeFirstOrThrow());
    await t.sql
      .insertInto('care_team_members')
      .values({ patient_id: patientId, doctor_id: doctorRecordId })
      .execute();

    // Their clinical record: a finished assessment (with an amendment), a training result, a
    // recording with a marker.
    ({ assessmentId, resultId, recordingId } = await addClinicalRecord(
      t,
      patientId,
      cast.doctor.id,
    ));
  });
  afterAll(() => t?.close());

  /** The ids of the patients an admin's list shows, with `query` added. */
  const listedPatients = async (query = '', token = cast.admin.token) =>
    dataOf<Page<PatientListRow>>(
      await t.call({
        method: 'GET',
        url: `/api/patientInformation/list?pageSize=100${query}`,
        token,
      }),
    ).list.map((row) => row.id);

  /** How many assessments, exercise results and recordings the patient has (raw rows). */
  const countOfClinical = async () => {
    const { rows } = await t.pool.query<{ a: string; r: string; s: string }>(
      `SELECT (SELECT count(*) FROM assessments WHERE patient_id = $1) AS a,
              (SELECT count(*) FROM exercise_results WHERE patient_id = $1) AS r,
              (SELECT count(*) FROM recordings WHERE patient_id = $1) AS s`,
      [patientId],
    );
    const row = rows[0]!;
    return { assessments: Number(row.a), results: Number(row.r), recordings: Number(row.s) };
  };

  it('archives the patient: records kept and readable, no sign-in, out of the lists; restore undoes it', async () => {
    const patientToken = await t.tokenFor(patientUserId);
    expect(await listedPatients()).toContain(patientId);
    const totalBefore = dataOf<Page<PatientListRow>>(
      await admin({ method: 'GET', url: '/api/patientInformation/list' }),
    ).total;

    expect(
      dataOf<null>(
        await admin({ method: 'DELETE', url: `/api/patientInformation/delete/${patientId}` }),
      ),
    ).toBeNull();

    // Every clinical row is still there.
    expect(await countOfClinical()).toEqual({ assessments: 1, results: 1, recordings: 1 });
    // The admin and the care team read them through the API.
    for (const token of [cast.admin.token, doctorToken]) {
      const assessments = dataOf<Page<{ id: number }>>(
        await t.call({ method: 'GET', url: `/api/assessment/list?patientId=${patientId}`, token }),
      );
      expect(assessments.list.map((a) => a.id)).toEqual([assessmentId]);
      const results = dataOf<Page<{ id: number }>>(
        await t.call({
          method: 'GET',
          url: `/api/exerciseResult/list?patientId=${patientId}`,
          token,
        }),
      );
      expect(results.list.map((r) => r.id)).toEqual([resultId]);
      const recordings = dataOf<Page<{ id: number }>>(
        await t.call({ method: 'GET', url: `/api/recording/list?patientId=${patientId}`, token }),
      );
      expect(recordings.list.map((r) => r.id)).toEqual([recordingId]);
      const record = dataOf<{ archivedAt: number | null }>(
        await t.call({ method: 'GET', url: `/api/patientInformation/${patientId}`, token }),
      );
      expect(record.archivedAt).toEqual(expect.any(Number));
    }

    // The patient's session ended, and they cannot sign in again: a message of its own.
    errorOf(
      await t.call({ method: 'GET', url: '/api/sysUser/getInfo', token: patientToken }),
      50008,
    );
    const refused = await signIn('archpat');
    expect(refused.statusCode).toBe(409);
    expect(refused.json<Envelope>()).toMatchObject({
      code: 40920,
      message: '该账号已归档，请联系管理员',
    });
    // A wrong password still says only that (nothing about the account).
    const wrong = await t.call({
      method: 'POST',
      url: '/api/users/login',
      headers: form,
      payload: new URLSearchParams({ username: 'archpat', password: 'Wrong#2468' }).toString(),
    });
    errorOf(wrong, 40101);

    // Out of the lists (the admin's, the care team's, the users'), and out of the total.
    expect(await listedPatients()).not.toContain(patientId);
    expect(await listedPatients('', doctorToken)).not.toContain(patientId);
    const after = dataOf<Page<PatientListRow>>(
      await admin({ method: 'GET', url: '/api/patientInformation/list' }),
    );
    expect(after.total).toBe(totalBefore - 1);
    expect(await listedPatients('&archived=only')).toEqual([patientId]);
    expect(await listedPatients('&archived=include')).toContain(patientId);
    const users = dataOf<Page<User>>(
      await admin({ method: 'GET', url: '/api/users/list?username=archpat' }),
    );
    expect(users.list).toEqual([]);
    // Only an admin may ask for archived records.
    errorOf(
      await t.call({
        method: 'GET',
        url: '/api/patientInformation/list?archived=include',
        token: doctorToken,
      }),
      40301,
    );

    // Audited as an archive.
    const line = await t.sql
      .selectFrom('audit_log')
      .select(['action', 'entity_id', 'outcome', 'detail'])
      .where('action', '=', 'deletePatient')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(line).toEqual({
      action: 'deletePatient',
      entity_id: String(patientId),
      outcome: 'success',
      detail: { archived: true },
    });

    // An admin restores the account: it signs in again and is back in the lists.
    const restored = dataOf<User>(
      await admin({ method: 'POST', url: '/api/users/restore', payload: { id: patientUserId } }),
    );
    expect(restored).toMatchObject({ id: patientUserId, archivedAt: null });
    expect(await listedPatients()).toContain(patientId);
    expect(
      dataOf<Page<PatientListRow>>(
        await admin({ method: 'GET', url: '/api/patientInformation/list' }),
      ).total,
    ).toBe(totalBefore);
    const back = await signIn('archpat');
    expect(back.json<Envelope>().code).toBe(200);
    const restoreLine = await t.sql
      .selectFrom('audit_log')
      .select(['actor_id', 'entity_id', 'outcome'])
      .where('action', '=', 'restoreUser')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(restoreLine).toEqual({
      actor_id: cast.admin.id,
      entity_id: String(patientUserId),
      outcome: 'success',
    });
  });

  it("an archived patient's record takes nothing new (40921) from their care team; restored, it does", async () => {
    const post = (url: string, payload: Record<string, unknown>) =>
      t.call({ method: 'POST', url, payload, token: doctorToken });
    const { id: planId } = await t.sql
      .selectFrom('training_plans')
      .select('id')
      .where('patient_id', '=', patientId)
      .executeTakeFirstOrThrow();
    const draft = { patientId, kind: 'moca', testedOn: '2026-11-20', scores: {} };
    const newRecords = () => [
      post('/api/trainingPlan/add', {
        patientId,
        items: [{ kind: 'goNoGo', startLevel: 1 }],
        minutesPerSession: 20,
        sessionsPerWeek: 3,
        startDate: '2026-01-05',
        endDate: '2026-03-31',
      }),
      post('/api/trainingSession/start', {
        clientId: randomUUID(),
        planId,
        startedAt: Date.now(),
      }),
      post('/api/assessment/draft', draft),
      post('/api/recording/start', { patientId, deviceIds: [1] }),
    ];
    await admin({ method: 'DELETE', url: `/api/patientInformation/delete/${patientId}` });
    for (const answer of await Promise.all(newRecords())) {
      expect(errorOf(answer, 40921)).toBe(
        '该患者已归档，不能新增训练、评估或信号记录；如需继续诊疗，请管理员先恢复该患者',
      );
    }
    // Nothing was written, and the record is still readable.
    expect(await countOfClinical()).toEqual({ assessments: 1, results: 1, recordings: 1 });

    await admin({ method: 'POST', url: '/api/users/restore', payload: { id: patientUserId } });
    const saved = dataOf<{ id: number }>(await post('/api/assessment/draft', draft));
    expect(saved.id).toEqual(expect.any(Number));
  });

  it('a record sent back whole (archivedAt too) updates its fields and never its archive', async () => {
    const userId = await t.createUser({ username: 'archedit', userAuth: '2' });
    const { id } = await t.sql
      .insertInto('patients')
      .values({ user_id: userId, patient_name: '改档案' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await admin({ method: 'DELETE', url: `/api/patientInformation/delete/${id}` });
    const record = dataOf<Record<string, unknown>>(
      await admin({ method: 'GET', url: `/api/patientInformation/${id}` }),
    );
    const saved = dataOf<{ hobby: string; archivedAt: number | null }>(
      await admin({
        method: 'PUT',
        url: '/api/patientInformation/update',
        payload: {
          ...record,
          phone: undefined,
          identityCard: undefined,
          archivedAt: null,
          hobby: '下棋',
        },
      }),
    );
    expect(saved).toMatchObject({ hobby: '下棋', archivedAt: record.archivedAt });
  });

  it('no new record on an archived account (40901): restore it first', async () => {
    const userId = await t.createUser({ username: 'archnew', userAuth: '2' });
    await admin({ method: 'DELETE', url: `/api/users/delete?id=${userId}` });
    errorOf(
      await admin({
        method: 'POST',
        url: '/api/patientInformation/add',
        payload: { userId, patientName: '新档案' },
      }),
      40901,
    );
  });

  it('restore is for admins only; an unknown account → 40401', async () => {
    const payload = { id: patientUserId };
    errorOf(
      await t.call({ method: 'POST', url: '/api/users/restore', payload, token: doctorToken }),
      40301,
    );
    errorOf(
      await admin({ method: 'POST', url: '/api/users/restore', payload: { id: 999999 } }),
      40401,
    );
  });

  it('archiving an account archives its record too; a doctor archived leaves the doctor list', async () => {
    const userId = await t.createUser({ username: 'archdoc', userAuth: '1' });
    const { id: recordId } = await t.sql
      .insertInto('doctors')
      .values({ user_id: userId, doctor_name: '归档医生' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const listed = async (query = '') =>
      dataOf<Page<{ id: number }>>(
        await admin({ method: 'GET', url: `/api/doctorInformation/list?pageSize=100${query}` }),
      ).list.map((row) => row.id);
    expect(await listed()).toContain(recordId);
    expect(
      dataOf<null>(await admin({ method: 'DELETE', url: `/api/users/delete?id=${userId}` })),
    ).toBeNull();
    const record = await t.sql
      .selectFrom('doctors')
      .select(['archived_at', 'archived_by'])
      .where('id', '=', recordId)
      .executeTakeFirstOrThrow();
    expect(record).toEqual({ archived_at: expect.any(Date), archived_by: cast.admin.id });
    expect(await listed()).not.toContain(recordId);
    expect(await listed('&archived=only')).toEqual([recordId]);
    await admin({ method: 'POST', url: '/api/users/restore', payload: { id: userId } });
    expect(await listed()).toContain(recordId);
  });

  it('the database refuses to delete a patient, their account or their clinician while clinical records remain', async () => {
    // Issue 32's "Must show": a raw DELETE, as the owner, is refused by a foreign key (ON DELETE
    // RESTRICT: SQLSTATE 23001 restrict_violation, "violates RESTRICT setting of foreign key";
    // a server whose first check meets a NO ACTION key names it 23503 foreign_key_violation).
    const refusal = async (statement: ReturnType<typeof sql>) => {
      try {
        await statement.execute(t.sql);
      } catch (error) {
        const code = (error as { code?: string }).code;
        return code === '23001' || code === '23503' ? 'refused by a foreign key' : code;
      }
      return 'deleted';
    };
    const before = await countOfClinical();
    expect(before.assessments).toBeGreaterThanOrEqual(1);
    expect(await refusal(sql`DELETE FROM patients WHERE id = ${patientId}`)).toBe(
      'refused by a foreign key',
    );
    expect(await refusal(sql`DELETE FROM users WHERE id = ${patientUserId}`)).toBe(
      'refused by a foreign key',
    );
    // The clinician who signed the assessment keeps their name on it.
    await t.sql.deleteFrom('care_team_members').where('doctor_id', '=', doctorRecordId).execute();
    await t.sql.deleteFrom('doctors').where('id', '=', doctorRecordId).execute();
    expect(await refusal(sql`DELETE FROM users WHERE id = ${cast.doctor.id}`)).toBe(
      'refused by a foreign key',
    );
    expect(await countOfClinical()).toEqual(before);
    const signed = await t.sql
      .selectFrom('assessments')
      .select('finished_by')
      .where('id', '=', assessmentId)
      .executeTakeFirstOrThrow();
    expect(signed.finished_by).toBe(cast.doctor.id);
  });
});
