import type { Doctor, Page, Patient, User } from '@cep/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines } from './engines';
import { startTestApp, type TestApp } from './harness';
import { castOf, countOf, dataOf, errorOf, type Cast } from './records';

/*
 * Bad input on the record calls: every refusal is 40001 naming the field, and leaves the tables as
 * they were. Text that looks like SQL or HTML is data: stored and answered verbatim (queries are
 * parameterised; the console escapes on display), unless a field's own rule refuses it.
 */
const sqlish = "'; DROP TABLE users; --";
const htmlish = '<script>alert(1)</script>';

describe.each(engines)('input validation of the record calls on $name PostgreSQL', (engine) => {
  let t: TestApp;
  let cast: Cast;
  let doctorUserId: number;
  let patientUserId: number;
  let patientRecordId: number;

  beforeAll(async () => {
    t = await startTestApp(engine);
    cast = await castOf(t);
    doctorUserId = await t.createUser({ username: 'freshdoc', userAuth: '1' });
    patientUserId = await t.createUser({ username: 'freshpat', userAuth: '2' });
    patientRecordId = (
      await t.sql
        .insertInto('patients')
        .values({ user_id: cast.patient.id, patient_name: '李患者' })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  });
  afterAll(() => t?.close());

  const send = (method: 'POST' | 'PUT', url: string, payload: unknown, token = cast.admin.token) =>
    t.call({ method, url, payload: payload as object, token });

  /** Counts of every table a record call writes, to compare before and after a refusal. */
  const snapshot = async () => ({
    users: await countOf(t, 'users'),
    roles: await countOf(t, 'user_roles'),
    doctors: await countOf(t, 'doctors'),
    patients: await countOf(t, 'patients'),
  });

  /** Asserts 40001 whose message names `field`, and that nothing was stored. */
  async function refused(
    method: 'POST' | 'PUT',
    url: string,
    payload: unknown,
    field: string,
  ): Promise<void> {
    const before = await snapshot();
    const message = errorOf(await send(method, url, payload), 40001);
    expect(message, JSON.stringify(payload)).toContain(field);
    expect(await snapshot()).toEqual(before);
  }

  describe('addDoctor', () => {
    const url = '/api/doctorInformation/add';
    const good = () => ({ userId: doctorUserId, doctorName: '张医生' });

    it.each([
      ['missing doctorName', { doctorName: undefined }, 'doctorName'],
      ['missing userId', { userId: undefined }, 'userId'],
      ['blank doctorName', { doctorName: '   ' }, 'doctorName'],
      ['doctorName of 51 characters', { doctorName: '张'.repeat(51) }, 'doctorName'],
      ['doctorName as a number', { doctorName: 42 }, 'doctorName'],
      ['userId as text', { userId: 'abc' }, 'userId'],
      ['userId as an object', { userId: { $gt: 0 } }, 'userId'],
      ['phone of 10 digits', { phone: '1380013800' }, 'phone'],
      ['phone starting 12', { phone: '12800138000' }, 'phone'],
      ['phone as a number', { phone: 13800138000 }, 'phone'],
      ['age 151', { age: 151 }, 'age'],
      ['age -1', { age: -1 }, 'age'],
      ['age 30.5', { age: 30.5 }, 'age'],
      ['age as text', { age: '30' }, 'age'],
      ['sex outside the enum', { sex: '男性' }, 'sex'],
      ['job outside the enum', { job: '院长' }, 'job'],
      ['workingSeniority 81', { workingSeniority: 81 }, 'workingSeniority'],
      ['occupationalNumber with markup', { occupationalNumber: htmlish }, 'occupationalNumber'],
      ['doctorDescribe of 501 characters', { doctorDescribe: 'x'.repeat(501) }, 'doctorDescribe'],
      ['an avatar with another scheme', { avatar: 'javascript:alert(1)' }, 'avatar'],
      ['an extra field', { role: 'admin' }, 'role'],
      ['an id to choose', { id: 1 }, 'id'],
    ])('refuses %s', async (_, change, field) => {
      await refused('POST', url, { ...good(), ...change }, field);
    });

    it('refuses a body that is not an object', async () => {
      for (const payload of [[], 'text', 42, true]) {
        const before = await snapshot();
        const res = await t.call({
          method: 'POST',
          url,
          payload: JSON.stringify(payload),
          headers: { 'content-type': 'application/json' },
          token: cast.admin.token,
        });
        errorOf(res, 40001);
        expect(await snapshot()).toEqual(before);
      }
    });

    it('names every bad field at once', async () => {
      const message = errorOf(
        await send('POST', url, { ...good(), phone: '1', age: 999, sex: 'x' }),
        40001,
      );
      expect(message).toMatch(/phone.*age.*sex|phone.*sex.*age/);
    });

    it('stores SQL- and HTML-looking text verbatim and answers it as data', async () => {
      const created = dataOf<Doctor>(
        await send('POST', url, { ...good(), doctorName: sqlish, doctorDescribe: htmlish }),
      );
      expect(created).toMatchObject({ doctorName: sqlish, doctorDescribe: htmlish });
      const row = await t.sql
        .selectFrom('doctors')
        .select(['doctor_name', 'doctor_describe'])
        .where('id', '=', created.id)
        .executeTakeFirstOrThrow();
      expect(row).toEqual({ doctor_name: sqlish, doctor_describe: htmlish });
      // The users table is still there and whole.
      expect(await countOf(t, 'users')).toBeGreaterThanOrEqual(5);
      // Searching for it finds it, literally.
      const found = dataOf<Page<Doctor>>(
        await t.call({
          method: 'GET',
          url: `/api/doctorInformation/list?name=${encodeURIComponent(sqlish)}`,
          token: cast.doctor.token,
        }),
      );
      expect(found.list.map((d) => d.id)).toEqual([created.id]);
    });
  });

  describe('addPatient and updatePatient', () => {
    const url = '/api/patientInformation/add';
    const good = () => ({ userId: patientUserId, patientName: '赵患者' });

    it.each([
      ['a wrong check digit', '110105194912310021', 'identityCard'],
      ['17 characters', '11010519491231002', 'identityCard'],
      ['letters inside', '11010519491231A02X', 'identityCard'],
      ['15-digit old format', '110105491231002', 'identityCard'],
    ])('refuses an identity card with %s', async (_, identityCard, field) => {
      await refused('POST', url, { ...good(), identityCard }, field);
    });

    it.each([
      ['handedness outside the enum', { handedness: '双手' }, 'handedness'],
      ['edu outside the enum', { edu: '大学' }, 'edu'],
      ['job of 51 characters', { job: 'x'.repeat(51) }, 'job'],
      ['hobby of 501 characters', { hobby: '书'.repeat(501) }, 'hobby'],
      ['address of 501 characters', { address: 'x'.repeat(501) }, 'address'],
      ['patientName of 51 characters', { patientName: 'x'.repeat(51) }, 'patientName'],
      ['an extra field', { doctorId: 1 }, 'doctorId'],
    ])('refuses %s', async (_, change, field) => {
      await refused('POST', url, { ...good(), ...change }, field);
    });

    it('refuses a bad update and leaves the record as it was', async () => {
      const before = await t.sql
        .selectFrom('patients')
        .selectAll()
        .where('id', '=', patientRecordId)
        .executeTakeFirstOrThrow();
      for (const [change, field] of [
        [{ age: 200 }, 'age'],
        [{ phone: '138' }, 'phone'],
        [{ patientName: undefined }, 'patientName'],
        [{ id: undefined }, 'id'],
        [{ createdAt: 0 }, 'createdAt'],
      ] as const) {
        await refused(
          'PUT',
          '/api/patientInformation/update',
          { revision: 0, id: patientRecordId, patientName: '改', ...change },
          field,
        );
      }
      const after = await t.sql
        .selectFrom('patients')
        .selectAll()
        .where('id', '=', patientRecordId)
        .executeTakeFirstOrThrow();
      expect(after).toEqual(before);
    });

    it('keeps the boundaries: age 0 and 150, names of 50, texts of 500 characters', async () => {
      const created = dataOf<Patient>(
        await send('POST', url, {
          ...good(),
          patientName: '名'.repeat(50),
          age: 150,
          hobby: '好'.repeat(500),
          address: `  ${'址'.repeat(500)}  `,
        }),
      );
      expect(created).toMatchObject({ age: 150, address: '址'.repeat(500) });
      const updated = dataOf<Patient>(
        await send('PUT', '/api/patientInformation/update', {
          revision: 0,
          id: created.id,
          patientName: 'x',
          age: 0,
        }),
      );
      expect(updated.age).toBe(0);
    });

    it('stores SQL- and HTML-looking text in a patient record verbatim', async () => {
      const updated = dataOf<Patient>(
        await send(
          'PUT',
          '/api/patientInformation/update',
          {
            revision: 0,
            id: patientRecordId,
            patientName: htmlish,
            hobby: sqlish,
            address: `${htmlish}${sqlish}`,
          },
          cast.patient.token,
        ),
      );
      expect(updated).toMatchObject({ patientName: htmlish, hobby: sqlish });
      const fetched = dataOf<Patient>(
        await t.call({
          method: 'GET',
          url: `/api/patientInformation/${patientRecordId}`,
          token: cast.admin.token,
        }),
      );
      expect(fetched).toMatchObject({
        patientName: htmlish,
        hobby: sqlish,
        address: `${htmlish}${sqlish}`,
      });
    });
  });

  describe('addUser and updateUser', () => {
    it('stores an SQL-looking name and an HTML-looking introduction verbatim', async () => {
      const created = dataOf<User>(
        await send('POST', '/api/users/add', {
          username: 'odd.name-1',
          password: "Pa55'; DROP TABLE users; --",
          name: sqlish,
          userAuth: '2',
          introduction: htmlish,
        }),
      );
      expect(created).toMatchObject({ name: sqlish, introduction: htmlish });
      const got = dataOf<User>(
        await t.call({
          method: 'GET',
          url: `/api/users/getUser?id=${created.id}`,
          token: cast.admin.token,
        }),
      );
      expect(got).toMatchObject({ name: sqlish, introduction: htmlish });
    });

    it('refuses SQL- or HTML-looking usernames by the username rule', async () => {
      for (const username of [sqlish, htmlish]) {
        await refused(
          'POST',
          '/api/users/add',
          { username, password: 'Secret#123', name: 'x', userAuth: '2' },
          'username',
        );
      }
    });

    it('refuses a password over 64 characters and an introduction over 500', async () => {
      await refused(
        'POST',
        '/api/users/add',
        { username: 'longpw', password: `A1${'x'.repeat(63)}`, name: 'x', userAuth: '2' },
        'password',
      );
      await refused(
        'PUT',
        '/api/users/update',
        { revision: 0, id: cast.patient.id, introduction: 'x'.repeat(501) },
        'introduction',
      );
    });

    it('takes SQL-looking filters as plain text', async () => {
      const page = dataOf<Page<User>>(
        await t.call({
          method: 'GET',
          url: `/api/users/list?username=${encodeURIComponent(sqlish)}`,
          token: cast.admin.token,
        }),
      );
      expect(page.total).toBe(0);
      expect(await countOf(t, 'users')).toBeGreaterThanOrEqual(5);
      errorOf(
        await t.call({
          method: 'GET',
          url: `/api/users/list?name=${'x'.repeat(51)}`,
          token: cast.admin.token,
        }),
        40001,
      );
    });
  });

  describe('bodies that are not JSON objects', () => {
    const raw = (url: string, method: 'POST' | 'PUT', payload: string) =>
      t.call({
        method,
        url,
        payload,
        headers: { 'content-type': 'application/json' },
        token: cast.admin.token,
      });

    it.each([
      ['/api/users/add', 'POST'],
      ['/api/users/update', 'PUT'],
      ['/api/users/saveUserRole', 'POST'],
      ['/api/doctorInformation/add', 'POST'],
      ['/api/doctorInformation/update', 'PUT'],
      ['/api/patientInformation/add', 'POST'],
      ['/api/patientInformation/update', 'PUT'],
    ] as const)('%s refuses broken JSON with 40001 and stores nothing', async (url, method) => {
      const before = await snapshot();
      for (const payload of ['{"userId": 1, "doctorName": "x"', '{bad}', "{'a': 1}", '']) {
        const res = await raw(url, method, payload);
        errorOf(res, 40001);
      }
      expect(await snapshot()).toEqual(before);
    });

    it('refuses a __proto__ key (prototype poisoning) with 40001', async () => {
      const before = await snapshot();
      const res = await raw(
        '/api/patientInformation/add',
        'POST',
        `{"userId": ${patientUserId}, "patientName": "x", "__proto__": {"admin": true}}`,
      );
      errorOf(res, 40001);
      expect(await snapshot()).toEqual(before);
    });

    it('refuses a JSON null body with 40001', async () => {
      errorOf(await raw('/api/users/add', 'POST', 'null'), 40001);
    });
  });
});
