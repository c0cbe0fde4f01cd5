import type { CareTeam, Page, Patient } from '@cep/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines } from './engines';
import { startTestApp, type TestApp } from './harness';
import { auditOf, castOf, countOf, dataOf, errorOf, type Cast } from './records';

/*
 * Care teams (issue 11 §2): a doctor lists, reads and updates only the patients of their teams, a
 * patient a doctor adds joins that doctor's team, and the three care-team calls with their rules.
 * 张 (the cast's doctor) treats `mine`; 赵 (a second doctor) treats `theirs`; `nobodys` is on no team.
 */
describe.each(engines)('care teams on $name PostgreSQL', (engine) => {
  let t: TestApp;
  let cast: Cast;
  let zhang: number; // the cast doctor's record
  let zhao: { userId: number; token: string; doctorId: number };
  let nurse: number; // a nurse's doctor record, on no team at first
  let mine: Patient; // the cast patient's record, on 张's team
  let theirs: Patient; // on 赵's team only
  let nobodys: Patient;

  const as = (token: string, options: Parameters<TestApp['call']>[0]) =>
    t.call({ ...options, token });
  const team = (token: string, patientId: number) =>
    as(token, { method: 'GET', url: `/api/careTeam/list?patientId=${patientId}` });
  const change = (
    verb: 'assign' | 'unassign',
    token: string,
    payload: { patientId: number; doctorId: number },
  ) => as(token, { method: 'POST', url: `/api/careTeam/${verb}`, payload });

  const doctorRecord = async (userId: number, name: string, job: '医生' | '护士' = '医生') =>
    (
      await t.sql
        .insertInto('doctors')
        .values({ user_id: userId, doctor_name: name, job })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  const addPatient = async (token: string, username: string, patientName: string) => {
    const userId = await t.createUser({ username, userAuth: '2' });
    return as(token, {
      method: 'POST',
      url: '/api/patientInformation/add',
      payload: { userId, patientName },
    });
  };
  const member = (patientId: number, doctorId: number) =>
    t.sql
      .insertInto('care_team_members')
      .values({ patient_id: patientId, doctor_id: doctorId })
      .execute();

  beforeAll(async () => {
    t = await startTestApp(engine);
    cast = await castOf(t);
    zhang = await doctorRecord(cast.doctor.id, '张医生');
    const zhaoUser = await t.createUser({ username: 'zhao', userAuth: '1' });
    zhao = {
      userId: zhaoUser,
      token: await t.tokenFor(zhaoUser),
      doctorId: await doctorRecord(zhaoUser, '赵医生'),
    };
    nurse = await doctorRecord(
      await t.createUser({ username: 'nurse', userAuth: '1' }),
      '陈护士',
      '护士',
    );
    const patientRecord = async (userId: number, name: string) =>
      dataOf<Patient>(
        await as(cast.admin.token, {
          method: 'POST',
          url: '/api/patientInformation/add',
          payload: { userId, patientName: name },
        }),
      );
    mine = await patientRecord(cast.patient.id, '李患者');
    theirs = await patientRecord(await t.createUser({ username: 'p2', userAuth: '2' }), '王患者');
    nobodys = await patientRecord(await t.createUser({ username: 'p3', userAuth: '2' }), '孙患者');
    await member(mine.id, zhang);
    await member(theirs.id, zhao.doctorId);
  });
  afterAll(() => t?.close());

  describe('a doctor reaches only the patients of their teams', () => {
    it('lists only their teams’ patients, with the team’s total, filters within it', async () => {
      const page = dataOf<Page<Patient>>(
        await as(cast.doctor.token, { method: 'GET', url: '/api/patientInformation/list' }),
      );
      // Each row with its team's names (the list's 护理团队 column).
      expect(page).toEqual({
        list: [{ ...mine, careTeam: [{ doctorId: zhang, doctorName: '张医生' }] }],
        total: 1,
        pageNum: 1,
        pageSize: 10,
      });
      const other = dataOf<Page<Patient>>(
        await as(zhao.token, { method: 'GET', url: '/api/patientInformation/list' }),
      );
      expect(other.list.map((p) => p.id)).toEqual([theirs.id]);
      const filtered = dataOf<Page<Patient>>(
        await as(cast.doctor.token, {
          method: 'GET',
          url: `/api/patientInformation/list?name=${encodeURIComponent('王')}`,
        }),
      );
      expect(filtered).toMatchObject({ list: [], total: 0 });
      // The admin still sees every patient.
      const all = dataOf<Page<Patient>>(
        await as(cast.admin.token, { method: 'GET', url: '/api/patientInformation/list' }),
      );
      expect(all.list.map((p) => p.id)).toEqual([mine.id, theirs.id, nobodys.id]);
    });

    it('a doctor account without a doctor record sees no patient', async () => {
      const bare = await t.createUser({ username: 'bare', userAuth: '1' });
      const page = dataOf<Page<Patient>>(
        await as(await t.tokenFor(bare), { method: 'GET', url: '/api/patientInformation/list' }),
      );
      expect(page).toMatchObject({ list: [], total: 0 });
    });

    it('reads a team patient; another team’s or an unknown id → the same 40301, audited denied', async () => {
      expect(
        dataOf<Patient>(
          await as(cast.doctor.token, { method: 'GET', url: `/api/patientInformation/${mine.id}` }),
        ),
      ).toEqual(mine);
      const refused = errorOf(
        await as(cast.doctor.token, { method: 'GET', url: `/api/patientInformation/${theirs.id}` }),
        40301,
      );
      expect(refused).toBe('只能查看自己护理团队中的患者');
      expect((await auditOf(t, 'getPatient')).at(-1)).toMatchObject({
        actor_id: cast.doctor.id,
        entity_id: String(theirs.id),
        outcome: 'denied',
      });
      const unknown = errorOf(
        await as(cast.doctor.token, { method: 'GET', url: '/api/patientInformation/999999' }),
        40301,
      );
      expect(unknown).toBe(refused);
    });

    it('updates a team patient, not another team’s (nothing changed)', async () => {
      const updated = dataOf<Patient>(
        await as(cast.doctor.token, {
          method: 'PUT',
          url: '/api/patientInformation/update',
          payload: { revision: mine.revision, id: mine.id, patientName: '李患者', hobby: '太极' },
        }),
      );
      expect(updated).toEqual({ ...mine, hobby: '太极', revision: mine.revision + 1 });
      mine = updated;
      errorOf(
        await as(cast.doctor.token, {
          method: 'PUT',
          url: '/api/patientInformation/update',
          payload: { revision: 0, id: theirs.id, patientName: '篡改' },
        }),
        40301,
      );
      const row = await t.sql
        .selectFrom('patients')
        .select('patient_name')
        .where('id', '=', theirs.id)
        .executeTakeFirstOrThrow();
      expect(row.patient_name).toBe('王患者');
    });
  });

  describe('a patient a doctor adds joins that doctor’s team', () => {
    it('in the same call: the doctor then reads them and the team names who assigned', async () => {
      const added = dataOf<Patient>(await addPatient(zhao.token, 'newp', '钱患者'));
      expect(
        dataOf<Patient>(
          await as(zhao.token, { method: 'GET', url: `/api/patientInformation/${added.id}` }),
        ),
      ).toEqual(added);
      const members = dataOf<CareTeam>(await team(zhao.token, added.id));
      expect(members).toEqual([
        {
          doctorId: zhao.doctorId,
          doctorName: '赵医生',
          job: '医生',
          assignedAt: expect.any(Number),
          assignedById: zhao.userId,
          assignedByName: 'zhao',
        },
      ]);
      expect(Math.abs((members[0]?.assignedAt ?? 0) - Date.now())).toBeLessThan(60_000);
      expect((await auditOf(t, 'addPatient')).at(-1)).toMatchObject({
        actor_id: zhao.userId,
        entity_id: String(added.id),
        outcome: 'success',
      });
      // Not 张's patient.
      errorOf(
        await as(cast.doctor.token, { method: 'GET', url: `/api/patientInformation/${added.id}` }),
        40301,
      );
    });

    it('a doctor account without a doctor record adds nobody (40301, nothing stored)', async () => {
      const bare = await t.createUser({ username: 'bare2', userAuth: '1' });
      const before = await countOf(t, 'patients');
      errorOf(await addPatient(await t.tokenFor(bare), 'lostp', '无主'), 40301);
      expect(await countOf(t, 'patients')).toBe(before);
    });

    it('with a new patient account made in the same call, named after the patient', async () => {
      const added = dataOf<Patient>(
        await as(zhao.token, {
          method: 'POST',
          url: '/api/patientInformation/add',
          payload: {
            account: { username: 'acctp', password: 'Fresh#Start42' },
            patientName: '孙患者',
            phone: '13912345678',
          },
        }),
      );
      expect(added.phone).toBe('139****5678');
      expect(dataOf<CareTeam>(await team(zhao.token, added.id))).toMatchObject([
        { doctorId: zhao.doctorId },
      ]);
      const account = await t.sql
        .selectFrom('users')
        .select(['id', 'name', 'user_auth'])
        .where('username', '=', 'acctp')
        .executeTakeFirstOrThrow();
      expect(account).toEqual({ id: added.userId, name: '孙患者', user_auth: '2' });
      // A taken username: 40901 and neither the account nor the record is kept.
      const before = await countOf(t, 'patients');
      errorOf(
        await as(cast.admin.token, {
          method: 'POST',
          url: '/api/patientInformation/add',
          payload: {
            account: { username: 'acctp', password: 'Fresh#Start42' },
            patientName: '重名',
          },
        }),
        40901,
      );
      expect(await countOf(t, 'patients')).toBe(before);
      // Both or neither of userId and account: 40001.
      errorOf(
        await as(cast.admin.token, {
          method: 'POST',
          url: '/api/patientInformation/add',
          payload: { patientName: '无账号' },
        }),
        40001,
      );
    });

    it('an admin’s new patient joins no team', async () => {
      const added = dataOf<Patient>(await addPatient(cast.admin.token, 'adminp', '周患者'));
      expect(dataOf<CareTeam>(await team(cast.admin.token, added.id))).toEqual([]);
    });
  });

  describe('listCareTeam', () => {
    it('answers the team to an admin, a doctor on it and the patient; audited as a read', async () => {
      for (const who of [cast.admin, cast.doctor, cast.patient]) {
        const members = dataOf<CareTeam>(await team(who.token, mine.id));
        expect(members.map((m) => m.doctorId)).toContain(zhang);
        expect((await auditOf(t, 'listCareTeam')).at(-1)).toMatchObject({
          actor_id: who.id,
          entity: 'careTeam',
          entity_id: String(mine.id),
          outcome: 'success',
        });
      }
    });

    it('refuses another team’s patient to a doctor and another’s team to a patient (40301)', async () => {
      errorOf(await team(cast.doctor.token, theirs.id), 40301);
      errorOf(await team(cast.doctor.token, 999999), 40301);
      errorOf(await team(cast.patient.token, theirs.id), 40301);
      expect((await auditOf(t, 'listCareTeam')).at(-1)).toMatchObject({
        actor_id: cast.patient.id,
        outcome: 'denied',
      });
    });

    it('answers 40401 to an admin for an unknown patient, 40001 without a patientId', async () => {
      errorOf(await team(cast.admin.token, 999999), 40401);
      const message = errorOf(
        await as(cast.admin.token, { method: 'GET', url: '/api/careTeam/list' }),
        40001,
      );
      expect(message).toContain('patientId');
      errorOf(
        await t.call({ method: 'GET', url: `/api/careTeam/list?patientId=${mine.id}` }),
        50008,
      );
    });
  });

  describe('assignCareTeam and unassignCareTeam', () => {
    it('an admin assigns anyone to any patient, audited; twice → 40901; the answer is the team', async () => {
      const members = dataOf<CareTeam>(
        await change('assign', cast.admin.token, { patientId: nobodys.id, doctorId: nurse }),
      );
      expect(members).toEqual([
        expect.objectContaining({
          doctorId: nurse,
          doctorName: '陈护士',
          job: '护士',
          assignedById: cast.admin.id,
        }),
      ]);
      expect((await auditOf(t, 'assignCareTeam')).at(-1)).toMatchObject({
        actor_id: cast.admin.id,
        entity: 'careTeam',
        entity_id: `${nobodys.id}:${nurse}`,
        outcome: 'success',
      });
      errorOf(
        await change('assign', cast.admin.token, { patientId: nobodys.id, doctorId: nurse }),
        40901,
      );
      // The nurse now reaches that patient.
      const nurseUser = await t.sql
        .selectFrom('doctors')
        .select('user_id')
        .where('id', '=', nurse)
        .executeTakeFirstOrThrow();
      const nurseToken = await t.tokenFor(nurseUser.user_id);
      dataOf(await as(nurseToken, { method: 'GET', url: `/api/patientInformation/${nobodys.id}` }));
    });

    it('answers 40401 for an unknown doctor or (to an admin) patient, 40001 naming a bad field', async () => {
      errorOf(
        await change('assign', cast.admin.token, { patientId: mine.id, doctorId: 999999 }),
        40401,
      );
      errorOf(
        await change('assign', cast.admin.token, { patientId: 999999, doctorId: nurse }),
        40401,
      );
      const message = errorOf(
        await as(cast.admin.token, {
          method: 'POST',
          url: '/api/careTeam/assign',
          payload: { patientId: mine.id, doctorId: 'x' },
        }),
        40001,
      );
      expect(message).toContain('doctorId');
    });

    it('a doctor adds a colleague to their own patient’s team, not to another’s (40301, nothing stored)', async () => {
      const members = dataOf<CareTeam>(
        await change('assign', cast.doctor.token, { patientId: mine.id, doctorId: nurse }),
      );
      expect(members.map((m) => m.doctorId)).toEqual([zhang, nurse]);
      const before = await t.sql
        .selectFrom('care_team_members')
        .select('doctor_id')
        .where('patient_id', '=', theirs.id)
        .execute();
      errorOf(
        await change('assign', cast.doctor.token, { patientId: theirs.id, doctorId: zhang }),
        40301,
      );
      expect((await auditOf(t, 'assignCareTeam')).at(-1)).toMatchObject({
        actor_id: cast.doctor.id,
        entity_id: `${theirs.id}:${zhang}`,
        outcome: 'denied',
      });
      expect(
        await t.sql
          .selectFrom('care_team_members')
          .select('doctor_id')
          .where('patient_id', '=', theirs.id)
          .execute(),
      ).toEqual(before);
      // Patients change no team, not even their own (the gate).
      errorOf(
        await change('assign', cast.patient.token, { patientId: mine.id, doctorId: nurse }),
        40301,
      );
    });

    it('unassigns a member (audited); not on the team → 40401; another team → 40301', async () => {
      const members = dataOf<CareTeam>(
        await change('unassign', cast.doctor.token, { patientId: mine.id, doctorId: nurse }),
      );
      expect(members.map((m) => m.doctorId)).toEqual([zhang]);
      expect((await auditOf(t, 'unassignCareTeam')).at(-1)).toMatchObject({
        actor_id: cast.doctor.id,
        entity_id: `${mine.id}:${nurse}`,
        outcome: 'success',
      });
      errorOf(
        await change('unassign', cast.doctor.token, { patientId: mine.id, doctorId: nurse }),
        40401,
      );
      errorOf(
        await change('unassign', cast.doctor.token, {
          patientId: theirs.id,
          doctorId: zhao.doctorId,
        }),
        40301,
      );
      expect(dataOf<CareTeam>(await team(cast.admin.token, theirs.id))).toHaveLength(1);
    });

    it('two assigns of the same doctor at once: one joins, the other gets 40901', async () => {
      const racer = await doctorRecord(
        await t.createUser({ username: 'racer', userAuth: '1' }),
        '快',
      );
      const answers = await Promise.all(
        [0, 1].map(() =>
          change('assign', cast.admin.token, { patientId: nobodys.id, doctorId: racer }),
        ),
      );
      expect(answers.map((res) => res.json<{ code: number }>().code).sort()).toEqual([200, 40901]);
      const rows = await t.sql
        .selectFrom('care_team_members')
        .select('doctor_id')
        .where('patient_id', '=', nobodys.id)
        .where('doctor_id', '=', racer)
        .execute();
      expect(rows).toHaveLength(1);
    });

    it('a doctor who leaves a team no longer reaches its patient', async () => {
      const added = dataOf<Patient>(await addPatient(cast.doctor.token, 'leavep', '郑患者'));
      dataOf(await change('unassign', cast.doctor.token, { patientId: added.id, doctorId: zhang }));
      errorOf(
        await as(cast.doctor.token, { method: 'GET', url: `/api/patientInformation/${added.id}` }),
        40301,
      );
      errorOf(await team(cast.doctor.token, added.id), 40301);
    });

    it('an archived doctor record (删除) leaves every team', async () => {
      const gone = await doctorRecord(
        await t.createUser({ username: 'gone', userAuth: '1' }),
        '离职',
      );
      dataOf(await change('assign', cast.admin.token, { patientId: theirs.id, doctorId: gone }));
      dataOf(
        await as(cast.admin.token, {
          method: 'DELETE',
          url: `/api/doctorInformation/delete/${gone}`,
        }),
      );
      const members = dataOf<CareTeam>(await team(cast.admin.token, theirs.id));
      expect(members.map((m) => m.doctorId)).toEqual([zhao.doctorId]);
    });
  });
});
