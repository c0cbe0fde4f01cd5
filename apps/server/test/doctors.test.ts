import type { Doctor, Page } from '@cep/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines } from './engines';
import { startTestApp, type TestApp } from './harness';
import { auditOf, castOf, countOf, dataOf, errorOf, type Cast } from './records';

describe.each(engines)('doctor calls on $name PostgreSQL', (engine) => {
  let t: TestApp;
  let cast: Cast;
  /** The signed-in doctor's own record, and a record of another doctor. */
  let own: Doctor;
  let other: Doctor;
  let otherUserId: number;

  beforeAll(async () => {
    t = await startTestApp(engine);
    cast = await castOf(t);
    otherUserId = await t.createUser({ username: 'otherdoc', userAuth: '1' });
    own = dataOf<Doctor>(
      await t.call({
        method: 'POST',
        url: '/api/doctorInformation/add',
        token: cast.admin.token,
        payload: {
          userId: cast.doctor.id,
          doctorName: '张医生',
          phone: '13800138000',
          job: '医生',
        },
      }),
    );
    // Others see a doctor's phone masked (138****8000); `own` is the record as its doctor sees it.
    own = { ...own, phone: '13800138000' };
    other = dataOf<Doctor>(
      await t.call({
        method: 'POST',
        url: '/api/doctorInformation/add',
        token: cast.admin.token,
        payload: { userId: otherUserId, doctorName: '王康复', phone: '13912345678', job: '康复师' },
      }),
    );
  });
  afterAll(() => t?.close());

  const as = (token: string, options: Parameters<TestApp['call']>[0]) =>
    t.call({ ...options, token });

  describe('addDoctor', () => {
    it('stores every field and answers the record, audited', async () => {
      const userId = await t.createUser({ username: 'fulldoc', userAuth: '1' });
      const payload = {
        userId,
        doctorName: '  刘护士  ',
        phone: '15011112222',
        avatar: '/api/oss/file/00000000-0000-0000-0000-000000000000',
        age: 35,
        sex: '女',
        job: '护士',
        occupationalNumber: 'ABC-123',
        workingSeniority: 10,
        doctorDescribe: '擅长康复护理',
      };
      const created = dataOf<Doctor>(
        await as(cast.admin.token, { method: 'POST', url: '/api/doctorInformation/add', payload }),
      );
      // The phone comes masked to anyone but the doctor themself.
      expect(created).toEqual({
        ...payload,
        phone: '150****2222',
        doctorName: '刘护士',
        id: expect.any(Number),
        revision: 0,
        archivedAt: null,
      });
      const fetched = dataOf<Doctor>(
        await as(cast.admin.token, {
          method: 'GET',
          url: `/api/doctorInformation/doctor/${created.id}`,
        }),
      );
      expect(fetched).toEqual(created);
      expect((await auditOf(t, 'addDoctor')).at(-1)).toMatchObject({
        actor_id: cast.admin.id,
        entity: 'doctorInformation',
        entity_id: String(created.id),
        outcome: 'success',
      });
    });

    it('leaves fields not sent empty (null)', async () => {
      const userId = await t.createUser({ username: 'baredoc', userAuth: '1' });
      const created = dataOf<Doctor>(
        await as(cast.admin.token, {
          method: 'POST',
          url: '/api/doctorInformation/add',
          payload: { userId, doctorName: '简' },
        }),
      );
      expect(created).toMatchObject({
        phone: null,
        age: null,
        sex: null,
        job: null,
        doctorDescribe: null,
      });
    });

    it('answers 40901 for a second record of the same account, storing nothing', async () => {
      const before = await countOf(t, 'doctors');
      const message = errorOf(
        await as(cast.admin.token, {
          method: 'POST',
          url: '/api/doctorInformation/add',
          payload: { userId: cast.doctor.id, doctorName: '重复' },
        }),
        40901,
      );
      expect(message).toBe('该用户已有医生档案');
      expect(await countOf(t, 'doctors')).toBe(before);
      expect((await auditOf(t, 'addDoctor')).at(-1)).toMatchObject({ outcome: 'failure' });
    });

    it('answers 40401 for an unknown account and 40001 for an account that is not a doctor', async () => {
      const before = await countOf(t, 'doctors');
      errorOf(
        await as(cast.admin.token, {
          method: 'POST',
          url: '/api/doctorInformation/add',
          payload: { userId: 999999, doctorName: '无' },
        }),
        40401,
      );
      for (const userId of [cast.patient.id, cast.admin.id]) {
        const message = errorOf(
          await as(cast.admin.token, {
            method: 'POST',
            url: '/api/doctorInformation/add',
            payload: { userId, doctorName: '错' },
          }),
          40001,
        );
        expect(message).toContain('userId');
        expect(message).toContain('医生账号');
      }
      expect(await countOf(t, 'doctors')).toBe(before);
    });

    it('is admin-only', async () => {
      const userId = await t.createUser({ username: 'selfadd', userAuth: '1' });
      const payload = { userId, doctorName: '自建' };
      for (const token of [cast.doctor.token, cast.patient.token]) {
        errorOf(
          await as(token, { method: 'POST', url: '/api/doctorInformation/add', payload }),
          40301,
        );
      }
      errorOf(await t.call({ method: 'POST', url: '/api/doctorInformation/add', payload }), 50008);
      const rows = await t.sql
        .selectFrom('doctors')
        .select('id')
        .where('user_id', '=', userId)
        .execute();
      expect(rows).toEqual([]);
    });
  });

  describe('listDoctors and getDoctor', () => {
    it('lists doctors with the total, to admins and doctors', async () => {
      // The doctor sees their own phone in full, the admin masked.
      for (const [token, phone] of [
        [cast.admin.token, '138****8000'],
        [cast.doctor.token, '13800138000'],
      ] as const) {
        const page = dataOf<Page<Doctor>>(
          await as(token, { method: 'GET', url: '/api/doctorInformation/list?pageSize=2' }),
        );
        expect(page.total).toBeGreaterThanOrEqual(3);
        expect(page.list).toHaveLength(2);
        expect(page.list[0]).toEqual({ ...own, phone });
      }
    });

    it('filters by name and phone (contains) and by userId (exact)', async () => {
      const byName = dataOf<Page<Doctor>>(
        await as(cast.doctor.token, {
          method: 'GET',
          url: `/api/doctorInformation/list?name=${encodeURIComponent('康复')}`,
        }),
      );
      expect(byName).toMatchObject({ total: 1, list: [{ id: other.id }] });
      const byPhone = dataOf<Page<Doctor>>(
        await as(cast.doctor.token, {
          method: 'GET',
          url: '/api/doctorInformation/list?phone=0013800',
        }),
      );
      expect(byPhone).toMatchObject({ total: 1, list: [{ id: own.id }] });
      const byUser = dataOf<Page<Doctor>>(
        await as(cast.doctor.token, {
          method: 'GET',
          url: `/api/doctorInformation/list?userId=${otherUserId}`,
        }),
      );
      expect(byUser).toMatchObject({ total: 1, list: [{ id: other.id }] });
      const wildcard = dataOf<Page<Doctor>>(
        await as(cast.doctor.token, { method: 'GET', url: '/api/doctorInformation/list?name=%25' }),
      );
      expect(wildcard.total).toBe(0);
    });

    it('gets one record by id, 40401 when unknown, 40001 when not an id', async () => {
      expect(
        dataOf<Doctor>(
          await as(cast.doctor.token, {
            method: 'GET',
            url: `/api/doctorInformation/doctor/${other.id}`,
          }),
        ),
      ).toEqual(other);
      errorOf(
        await as(cast.admin.token, { method: 'GET', url: '/api/doctorInformation/doctor/999999' }),
        40401,
      );
      errorOf(
        await as(cast.admin.token, { method: 'GET', url: '/api/doctorInformation/doctor/abc' }),
        40001,
      );
      errorOf(
        await as(cast.admin.token, { method: 'GET', url: '/api/doctorInformation/doctor/0' }),
        40001,
      );
    });

    it('is refused to patients (40301) and to callers without a token (50008)', async () => {
      errorOf(
        await as(cast.patient.token, { method: 'GET', url: '/api/doctorInformation/list' }),
        40301,
      );
      errorOf(
        await as(cast.patient.token, {
          method: 'GET',
          url: `/api/doctorInformation/doctor/${own.id}`,
        }),
        40301,
      );
      errorOf(await t.call({ method: 'GET', url: '/api/doctorInformation/list' }), 50008);
    });
  });

  describe('updateDoctor', () => {
    it('lets a doctor update their own record, only the fields sent', async () => {
      const updated = dataOf<Doctor>(
        await as(cast.doctor.token, {
          method: 'PUT',
          url: '/api/doctorInformation/update',
          payload: {
            revision: own.revision,
            id: own.id,
            userId: cast.doctor.id,
            doctorName: '张医生',
            age: 41,
            doctorDescribe: '认知康复',
          },
        }),
      );
      expect(updated).toEqual({
        ...own,
        revision: own.revision + 1,
        age: 41,
        doctorDescribe: '认知康复',
      });
      expect((await auditOf(t, 'updateDoctor')).at(-1)).toMatchObject({
        actor_id: cast.doctor.id,
        entity_id: String(own.id),
        outcome: 'success',
      });
      own = updated;
    });

    it('clears a field sent as null', async () => {
      const updated = dataOf<Doctor>(
        await as(cast.doctor.token, {
          method: 'PUT',
          url: '/api/doctorInformation/update',
          payload: { revision: own.revision, id: own.id, doctorName: '张医生', phone: null },
        }),
      );
      expect(updated.phone).toBeNull();
      expect(updated.age).toBe(41);
      own = updated;
    });

    it("refuses a doctor another doctor's record (40301), audited as denied, nothing changed", async () => {
      errorOf(
        await as(cast.doctor.token, {
          method: 'PUT',
          url: '/api/doctorInformation/update',
          payload: { revision: other.revision, id: other.id, doctorName: '篡改' },
        }),
        40301,
      );
      expect((await auditOf(t, 'updateDoctor')).at(-1)).toMatchObject({
        actor_id: cast.doctor.id,
        entity_id: String(other.id),
        outcome: 'denied',
      });
      const row = await t.sql
        .selectFrom('doctors')
        .select('doctor_name')
        .where('id', '=', other.id)
        .executeTakeFirstOrThrow();
      expect(row.doctor_name).toBe('王康复');
    });

    it('lets an admin update any record', async () => {
      const updated = dataOf<Doctor>(
        await as(cast.admin.token, {
          method: 'PUT',
          url: '/api/doctorInformation/update',
          payload: {
            revision: other.revision,
            id: other.id,
            doctorName: '王康复',
            workingSeniority: 5,
          },
        }),
      );
      expect(updated).toEqual({
        ...other,
        revision: other.revision + 1,
        workingSeniority: 5,
      });
      other = updated;
    });

    it('refuses to move a record to another account (40001)', async () => {
      const message = errorOf(
        await as(cast.admin.token, {
          method: 'PUT',
          url: '/api/doctorInformation/update',
          payload: {
            revision: other.revision,
            id: other.id,
            userId: cast.doctor.id,
            doctorName: '王康复',
          },
        }),
        40001,
      );
      expect(message).toContain('userId');
      const row = await t.sql
        .selectFrom('doctors')
        .select('user_id')
        .where('id', '=', other.id)
        .executeTakeFirstOrThrow();
      expect(row.user_id).toBe(otherUserId);
    });

    it('answers 40401 for an unknown record, 40301 to patients, 50008 without a token', async () => {
      errorOf(
        await as(cast.admin.token, {
          method: 'PUT',
          url: '/api/doctorInformation/update',
          payload: { revision: 0, id: 999999, doctorName: '无' },
        }),
        40401,
      );
      const payload = { id: own.id, revision: 0, doctorName: '患者改' };
      errorOf(
        await as(cast.patient.token, {
          method: 'PUT',
          url: '/api/doctorInformation/update',
          payload,
        }),
        40301,
      );
      errorOf(
        await t.call({ method: 'PUT', url: '/api/doctorInformation/update', payload }),
        50008,
      );
    });
  });

  describe('deleteDoctor', () => {
    it('archives the record with its account (both kept), audited', async () => {
      const userId = await t.createUser({ username: 'deldoc', userAuth: '1' });
      const created = dataOf<Doctor>(
        await as(cast.admin.token, {
          method: 'POST',
          url: '/api/doctorInformation/add',
          payload: { userId, doctorName: '删' },
        }),
      );
      const res = await as(cast.admin.token, {
        method: 'DELETE',
        url: `/api/doctorInformation/delete/${created.id}`,
      });
      expect(dataOf<null>(res)).toBeNull();
      // Issue 32: the record stays, marked archived, with its account; out of the list.
      const read = dataOf<Doctor>(
        await as(cast.admin.token, {
          method: 'GET',
          url: `/api/doctorInformation/doctor/${created.id}`,
        }),
      );
      expect(read.archivedAt).toEqual(expect.any(Number));
      const account = await t.sql
        .selectFrom('users')
        .select(['archived_at', 'archived_by'])
        .where('id', '=', userId)
        .executeTakeFirstOrThrow();
      expect(account).toEqual({
        archived_at: new Date(read.archivedAt ?? 0),
        archived_by: cast.admin.id,
      });
      const listed = dataOf<Page<Doctor>>(
        await as(cast.admin.token, {
          method: 'GET',
          url: `/api/doctorInformation/list?userId=${userId}`,
        }),
      );
      expect(listed.list).toEqual([]);
      expect((await auditOf(t, 'deleteDoctor')).at(-1)).toMatchObject({
        entity_id: String(created.id),
        outcome: 'success',
      });
      errorOf(
        await as(cast.admin.token, {
          method: 'DELETE',
          url: '/api/doctorInformation/delete/999999',
        }),
        40401,
      );
    });

    it('is admin-only: a doctor cannot delete even their own record', async () => {
      const url = `/api/doctorInformation/delete/${own.id}`;
      errorOf(await as(cast.doctor.token, { method: 'DELETE', url }), 40301);
      errorOf(await as(cast.patient.token, { method: 'DELETE', url }), 40301);
      errorOf(await t.call({ method: 'DELETE', url }), 50008);
      errorOf(
        await as(cast.admin.token, { method: 'DELETE', url: '/api/doctorInformation/delete/x' }),
        40001,
      );
      expect(
        await t.sql.selectFrom('doctors').select('id').where('id', '=', own.id).execute(),
      ).toHaveLength(1);
    });
  });
});
