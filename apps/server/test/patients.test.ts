import type { Page, Patient } from '@cep/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines } from './engines';
import { startTestApp, type TestApp } from './harness';
import { auditOf, castOf, countOf, dataOf, errorOf, type Cast } from './records';

describe.each(engines)('patient calls on $name PostgreSQL', (engine) => {
  let t: TestApp;
  let cast: Cast;
  /** The signed-in patient's own record, and the record of another patient. */
  let own: Patient;
  let other: Patient;
  let otherUserId: number;

  const add = (payload: Record<string, unknown>, token = cast.admin.token) =>
    t.call({ method: 'POST', url: '/api/patientInformation/add', payload, token });
  const as = (token: string, options: Parameters<TestApp['call']>[0]) =>
    t.call({ ...options, token });

  beforeAll(async () => {
    t = await startTestApp(engine);
    cast = await castOf(t);
    otherUserId = await t.createUser({ username: 'otherpat', userAuth: '2' });
    own = dataOf<Patient>(
      await add({ userId: cast.patient.id, patientName: '李患者', phone: '13700001111', age: 68 }),
    );
    // The admin's answer masks the phone (137****1111); `own` is the record as its patient sees it.
    own = { ...own, phone: '13700001111' };
    other = dataOf<Patient>(
      await add({ userId: otherUserId, patientName: '赵患者', phone: '13600002222', age: 72 }),
    );
  });
  afterAll(() => t?.close());

  describe('addPatient', () => {
    it('stores every field (identity card upper-cased) and answers the record, audited', async () => {
      const userId = await t.createUser({ username: 'fullpat', userAuth: '2' });
      const payload = {
        userId,
        patientName: '周患者',
        phone: '18912345678',
        age: 80,
        sex: '男',
        portrait: 'https://example.org/p.png',
        job: '退休教师',
        hobby: '书法',
        handedness: '右手',
        address: '上海市浦东新区',
        edu: '高中(含中专)',
        identityCard: '11010519491231002x',
      };
      const created = dataOf<Patient>(await add(payload));
      // Stored in full; answered masked (to anyone but the patient themself).
      expect(created).toEqual({
        ...payload,
        phone: '189****5678',
        identityCard: '110***********002X',
        id: expect.any(Number),
        revision: 0,
        archivedAt: null,
      });
      const stored = await t.sql
        .selectFrom('patients')
        .select(['phone', 'identity_card'])
        .where('id', '=', created.id)
        .executeTakeFirstOrThrow();
      expect(stored).toEqual({ phone: '18912345678', identity_card: '11010519491231002X' });
      expect((await auditOf(t, 'addPatient')).at(-1)).toMatchObject({
        actor_id: cast.admin.id,
        entity: 'patientInformation',
        entity_id: String(created.id),
        outcome: 'success',
      });
    });

    it('answers 40901 for a second record of the same account, storing nothing', async () => {
      const before = await countOf(t, 'patients');
      expect(errorOf(await add({ userId: cast.patient.id, patientName: '重复' }), 40901)).toBe(
        '该用户已有患者档案',
      );
      expect(await countOf(t, 'patients')).toBe(before);
    });

    it('answers 40401 for an unknown account and 40001 for an account that is not a patient', async () => {
      const before = await countOf(t, 'patients');
      errorOf(await add({ userId: 999999, patientName: '无' }), 40401);
      const message = errorOf(await add({ userId: cast.doctor.id, patientName: '错' }), 40001);
      expect(message).toContain('患者账号');
      expect(await countOf(t, 'patients')).toBe(before);
    });

    it('is refused to patients (a doctor may add: care-teams.test.ts)', async () => {
      const userId = await t.createUser({ username: 'selfpat', userAuth: '2' });
      errorOf(await add({ userId, patientName: '自建' }, cast.patient.token), 40301);
      errorOf(
        await t.call({
          method: 'POST',
          url: '/api/patientInformation/add',
          payload: { userId, patientName: 'x' },
        }),
        50008,
      );
      expect(
        await t.sql.selectFrom('patients').select('id').where('user_id', '=', userId).execute(),
      ).toEqual([]);
    });
  });

  describe('reading', () => {
    it('lists every patient to admins, and audits the ids shown', async () => {
      for (const who of [cast.admin]) {
        const page = dataOf<Page<Patient>>(
          await as(who.token, { method: 'GET', url: '/api/patientInformation/list?pageSize=2' }),
        );
        expect(page.total).toBeGreaterThanOrEqual(3);
        // Masked in the list; the patients in full, as stored, are `own` and `other`.
        expect(page.list).toEqual([
          { ...own, phone: '137****1111', careTeam: [] },
          { ...other, careTeam: [] },
        ]);
        expect((await auditOf(t, 'listPatients')).at(-1)).toMatchObject({
          actor_id: who.id,
          entity: 'patientInformation',
          entity_id: `${own.id},${other.id}`,
          outcome: 'success',
        });
      }
    });

    it('writes the filter a list was asked with into its read line, and none without one', async () => {
      const lastLine = () =>
        t.sql
          .selectFrom('audit_log')
          .select(['actor_id', 'entity_id', 'outcome', 'detail'])
          .where('action', '=', 'listPatients')
          .orderBy('id', 'desc')
          .executeTakeFirstOrThrow();
      const page = dataOf<Page<Patient>>(
        await as(cast.admin.token, {
          method: 'GET',
          url: `/api/patientInformation/list?pageSize=5&name=lhz&sex=${encodeURIComponent('男')}&sortBy=age&sortOrder=desc`,
        }),
      );
      const line = await lastLine();
      expect(line).toMatchObject({ actor_id: cast.admin.id, outcome: 'success' });
      // Paging is not a filter; the ids shown stay the line's entity_id.
      expect(line.detail).toEqual({
        filter: { name: 'lhz', sex: '男', sortBy: 'age', sortOrder: 'desc' },
      });
      expect(line.entity_id).toBe(
        page.list.length === 0 ? null : page.list.map((p) => p.id).join(','),
      );
      await as(cast.admin.token, { method: 'GET', url: '/api/patientInformation/list?pageNum=2' });
      expect((await lastLine()).detail).toBeNull();
    });

    it("lists only the patient's own record to a patient, whatever the filters", async () => {
      const mine = dataOf<Page<Patient>>(
        await as(cast.patient.token, { method: 'GET', url: '/api/patientInformation/list' }),
      );
      expect(mine).toEqual({
        list: [{ ...own, careTeam: [] }],
        total: 1,
        pageNum: 1,
        pageSize: 10,
      });
      const asking = dataOf<Page<Patient>>(
        await as(cast.patient.token, {
          method: 'GET',
          url: `/api/patientInformation/list?userId=${otherUserId}`,
        }),
      );
      expect(asking).toEqual({ list: [], total: 0, pageNum: 1, pageSize: 10 });
      expect((await auditOf(t, 'listPatients')).at(-1)).toMatchObject({
        actor_id: cast.patient.id,
        entity_id: null,
        outcome: 'success',
      });
    });

    it('filters by name and phone (contains) and userId (exact)', async () => {
      const byName = dataOf<Page<Patient>>(
        await as(cast.admin.token, {
          method: 'GET',
          url: `/api/patientInformation/list?name=${encodeURIComponent('赵')}`,
        }),
      );
      expect(byName).toMatchObject({ total: 1, list: [{ id: other.id }] });
      const byPhone = dataOf<Page<Patient>>(
        await as(cast.admin.token, {
          method: 'GET',
          url: '/api/patientInformation/list?phone=000011',
        }),
      );
      expect(byPhone).toMatchObject({ total: 1, list: [{ id: own.id }] });
      const byUser = dataOf<Page<Patient>>(
        await as(cast.admin.token, {
          method: 'GET',
          url: `/api/patientInformation/list?userId=${otherUserId}`,
        }),
      );
      expect(byUser).toMatchObject({ total: 1, list: [{ id: other.id }] });
      const underscore = dataOf<Page<Patient>>(
        await as(cast.admin.token, { method: 'GET', url: '/api/patientInformation/list?phone=_' }),
      );
      expect(underscore.total).toBe(0);
    });

    it('gets one record, audited with its id', async () => {
      // The patient sees their own numbers in full, the admin masked.
      for (const [who, phone] of [
        [cast.admin, '137****1111'],
        [cast.patient, '13700001111'],
      ] as const) {
        expect(
          dataOf<Patient>(
            await as(who.token, { method: 'GET', url: `/api/patientInformation/${own.id}` }),
          ),
        ).toEqual({ ...own, phone });
        expect((await auditOf(t, 'getPatient')).at(-1)).toMatchObject({
          actor_id: who.id,
          entity_id: String(own.id),
          outcome: 'success',
        });
      }
    });

    it("refuses a patient another patient's record (40301), audited as denied", async () => {
      const message = errorOf(
        await as(cast.patient.token, { method: 'GET', url: `/api/patientInformation/${other.id}` }),
        40301,
      );
      expect(message).not.toContain('赵');
      expect((await auditOf(t, 'getPatient')).at(-1)).toMatchObject({
        actor_id: cast.patient.id,
        entity_id: String(other.id),
        outcome: 'denied',
      });
      // An id that does not exist answers the same, so ids cannot be probed.
      errorOf(
        await as(cast.patient.token, { method: 'GET', url: '/api/patientInformation/999999' }),
        40301,
      );
    });

    it('answers 40401 for an unknown id to admins (40301 to doctors), 40001 for a non-id, 50008 without token', async () => {
      errorOf(
        await as(cast.admin.token, { method: 'GET', url: '/api/patientInformation/999999' }),
        40401,
      );
      expect((await auditOf(t, 'getPatient')).at(-1)).toMatchObject({
        entity_id: '999999',
        outcome: 'failure',
      });
      // A doctor reaches only their teams' patients: an unknown id looks like another team's.
      errorOf(
        await as(cast.doctor.token, { method: 'GET', url: '/api/patientInformation/999999' }),
        40301,
      );
      errorOf(
        await as(cast.admin.token, { method: 'GET', url: '/api/patientInformation/1.5' }),
        40001,
      );
      errorOf(await t.call({ method: 'GET', url: `/api/patientInformation/${own.id}` }), 50008);
      errorOf(await t.call({ method: 'GET', url: '/api/patientInformation/list' }), 50008);
    });
  });

  describe('updatePatient', () => {
    it('lets a patient update their own record, only the fields sent', async () => {
      const updated = dataOf<Patient>(
        await as(cast.patient.token, {
          method: 'PUT',
          url: '/api/patientInformation/update',
          payload: {
            revision: own.revision,
            id: own.id,
            userId: cast.patient.id,
            patientName: '李患者',
            hobby: '下棋',
            handedness: '左手',
          },
        }),
      );
      expect(updated).toEqual({
        ...own,
        revision: own.revision + 1,
        hobby: '下棋',
        handedness: '左手',
      });
      expect((await auditOf(t, 'updatePatient')).at(-1)).toMatchObject({
        actor_id: cast.patient.id,
        entity_id: String(own.id),
        outcome: 'success',
      });
      own = updated;
    });

    it("refuses a patient another's record (40301), audited as denied, nothing changed", async () => {
      errorOf(
        await as(cast.patient.token, {
          method: 'PUT',
          url: '/api/patientInformation/update',
          payload: { revision: other.revision, id: other.id, patientName: '篡改' },
        }),
        40301,
      );
      expect((await auditOf(t, 'updatePatient')).at(-1)).toMatchObject({
        actor_id: cast.patient.id,
        entity_id: String(other.id),
        outcome: 'denied',
      });
      const row = await t.sql
        .selectFrom('patients')
        .select('patient_name')
        .where('id', '=', other.id)
        .executeTakeFirstOrThrow();
      expect(row.patient_name).toBe('赵患者');
    });

    it('refuses a doctor (40301) a patient of no care team of theirs', async () => {
      errorOf(
        await as(cast.doctor.token, {
          method: 'PUT',
          url: '/api/patientInformation/update',
          payload: { revision: own.revision, id: own.id, patientName: '医生改' },
        }),
        40301,
      );
      expect((await auditOf(t, 'updatePatient')).at(-1)).toMatchObject({
        actor_id: cast.doctor.id,
        outcome: 'denied',
      });
    });

    it('lets an admin update any record and clear fields with null', async () => {
      const updated = dataOf<Patient>(
        await as(cast.admin.token, {
          method: 'PUT',
          url: '/api/patientInformation/update',
          payload: {
            revision: other.revision,
            id: other.id,
            patientName: '赵患者',
            phone: null,
            edu: '小学',
            identityCard: '440304199001010011',
          },
        }),
      );
      expect(updated).toEqual({
        ...other,
        revision: other.revision + 1,
        phone: null,
        edu: '小学',
        identityCard: '440***********0011',
      });
      other = updated;
    });

    it('refuses to move a record to another account (40001) and answers 40401 for unknown ids', async () => {
      errorOf(
        await as(cast.admin.token, {
          method: 'PUT',
          url: '/api/patientInformation/update',
          payload: {
            revision: other.revision,
            id: other.id,
            userId: cast.patient.id,
            patientName: '赵患者',
          },
        }),
        40001,
      );
      errorOf(
        await as(cast.admin.token, {
          method: 'PUT',
          url: '/api/patientInformation/update',
          payload: { revision: 0, id: 999999, patientName: '无' },
        }),
        40401,
      );
      // A patient probing an unknown id learns nothing: 40301 as for another's record.
      errorOf(
        await as(cast.patient.token, {
          method: 'PUT',
          url: '/api/patientInformation/update',
          payload: { revision: 0, id: 999999, patientName: '无' },
        }),
        40301,
      );
      errorOf(
        await t.call({
          method: 'PUT',
          url: '/api/patientInformation/update',
          payload: { revision: own.revision, id: own.id, patientName: 'x' },
        }),
        50008,
      );
    });
  });

  describe('deletePatient', () => {
    it('archives the record with its account (both kept), audited; again changes nothing', async () => {
      const userId = await t.createUser({ username: 'delpat', userAuth: '2' });
      const created = dataOf<Patient>(await add({ userId, patientName: '删' }));
      const url = `/api/patientInformation/delete/${created.id}`;
      expect(dataOf<null>(await as(cast.admin.token, { method: 'DELETE', url }))).toBeNull();
      // Issue 32: nothing is deleted; the record and its account are archived together.
      const record = await t.sql
        .selectFrom('patients')
        .select(['archived_at', 'archived_by'])
        .where('id', '=', created.id)
        .executeTakeFirstOrThrow();
      expect(record).toEqual({ archived_at: expect.any(Date), archived_by: cast.admin.id });
      const account = await t.sql
        .selectFrom('users')
        .select('archived_at')
        .where('id', '=', userId)
        .executeTakeFirstOrThrow();
      expect(account.archived_at).toEqual(record.archived_at);
      expect((await auditOf(t, 'deletePatient')).at(-1)).toMatchObject({
        entity_id: String(created.id),
        outcome: 'success',
      });
      // The admin still reads the record, marked archived.
      const read = dataOf<Patient>(
        await as(cast.admin.token, { method: 'GET', url: `/api/patientInformation/${created.id}` }),
      );
      expect(read.archivedAt).toBe(record.archived_at?.getTime());
      // Again: already archived, its first archive kept.
      expect(dataOf<null>(await as(cast.admin.token, { method: 'DELETE', url }))).toBeNull();
      const again = await t.sql
        .selectFrom('patients')
        .select('archived_at')
        .where('id', '=', created.id)
        .executeTakeFirstOrThrow();
      expect(again.archived_at).toEqual(record.archived_at);
      errorOf(
        await as(cast.admin.token, {
          method: 'DELETE',
          url: '/api/patientInformation/delete/999999',
        }),
        40401,
      );
    });

    it('is admin-only: a patient cannot delete even their own record', async () => {
      const url = `/api/patientInformation/delete/${own.id}`;
      errorOf(await as(cast.patient.token, { method: 'DELETE', url }), 40301);
      errorOf(await as(cast.doctor.token, { method: 'DELETE', url }), 40301);
      errorOf(await t.call({ method: 'DELETE', url }), 50008);
      expect(
        await t.sql.selectFrom('patients').select('id').where('id', '=', own.id).execute(),
      ).toHaveLength(1);
    });
  });
});
