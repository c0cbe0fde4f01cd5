import type { Page, Patient, User } from '@cep/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines } from './engines';
import { startTestApp, type TestApp } from './harness';
import { castOf, dataOf, type Cast } from './records';

/**
 * The totals of unfiltered lists come from `row_counts`, kept by triggers (migration 0003). They
 * must equal a real count(*) of the rows the lists show — the ones not archived (migration 0038)
 * — after every kind of change, including concurrent ones.
 */
describe.each(engines)('list totals kept by triggers on $name PostgreSQL', (engine) => {
  let t: TestApp;
  let cast: Cast;

  beforeAll(async () => {
    t = await startTestApp(engine);
    cast = await castOf(t);
  });
  afterAll(() => t?.close());

  async function counted(table: 'users' | 'doctors' | 'patients') {
    const { rows } = await sql<{ real: string; kept: string }>`
      SELECT (SELECT count(*) FROM ${sql.table(table)} WHERE archived_at IS NULL) AS real,
             (SELECT n FROM row_counts WHERE table_name = ${table}) AS kept`.execute(t.sql);
    return { real: Number(rows[0]!.real), kept: Number(rows[0]!.kept) };
  }
  const stored = async (table: 'users' | 'patients') =>
    Number(
      (await sql<{ n: string }>`SELECT count(*) AS n FROM ${sql.table(table)}`.execute(t.sql))
        .rows[0]!.n,
    );

  const listTotal = async (url: string) =>
    dataOf<Page<unknown>>(await t.call({ method: 'GET', url, token: cast.admin.token })).total;

  it('start equal to count(*) for users, doctors and patients', async () => {
    for (const table of ['users', 'doctors', 'patients'] as const) {
      const { real, kept } = await counted(table);
      expect(kept).toBe(real);
    }
  });

  it('follow concurrent creates and archives (删除), and the unfiltered list reports them', async () => {
    const before = await counted('patients');
    const storedBefore = await stored('patients');
    const userIds = await Promise.all(
      Array.from({ length: 12 }, (_, i) => t.createUser({ username: `rc${i}`, userAuth: '2' })),
    );
    const created = await Promise.all(
      userIds.map(async (userId, i) =>
        dataOf<Patient>(
          await t.call({
            method: 'POST',
            url: '/api/patientInformation/add',
            token: cast.admin.token,
            payload: { userId, patientName: `计数${i}` },
          }),
        ),
      ),
    );
    expect(await counted('patients')).toEqual({ real: before.real + 12, kept: before.real + 12 });
    expect(await listTotal('/api/patientInformation/list?pageNum=1&pageSize=5')).toBe(
      before.real + 12,
    );

    await Promise.all(
      created.slice(0, 5).map((patient) =>
        t.call({
          method: 'DELETE',
          url: `/api/patientInformation/delete/${patient.id}`,
          token: cast.admin.token,
        }),
      ),
    );
    expect(await counted('patients')).toEqual({ real: before.real + 7, kept: before.real + 7 });
    // Archived, not deleted (issue 32): the rows are all still there.
    expect(await stored('patients')).toBe(storedBefore + 12);
    // A filtered list counts its own matches; past the last page the total still stands.
    expect(await listTotal('/api/patientInformation/list?pageNum=1&pageSize=5&name=计数')).toBe(7);
    expect(await listTotal('/api/patientInformation/list?pageNum=999&pageSize=5')).toBe(
      before.real + 7,
    );
  });

  it('follow an archive (archiving an account archives its patient record), a restore, raw deletes and a multi-row insert', async () => {
    const userId = await t.createUser({ username: 'cascade', userAuth: '2' });
    await t.call({
      method: 'POST',
      url: '/api/patientInformation/add',
      token: cast.admin.token,
      payload: { userId, patientName: '级联' },
    });
    const res = await t.call({
      method: 'DELETE',
      url: `/api/users/delete?id=${userId}`,
      token: cast.admin.token,
    });
    expect(res.json().code).toBe(200);
    for (const table of ['users', 'patients'] as const) {
      const { real, kept } = await counted(table);
      expect(kept).toBe(real);
    }
    const restored = await t.call({
      method: 'POST',
      url: '/api/users/restore',
      token: cast.admin.token,
      payload: { id: userId },
    });
    expect(restored.json().code).toBe(200);
    for (const table of ['users', 'patients'] as const) {
      const { real, kept } = await counted(table);
      expect(kept).toBe(real);
    }
    // A raw delete of an archived row (one without clinical records) leaves the count alone; of
    // an unarchived one, takes it off.
    await t.call({
      method: 'DELETE',
      url: `/api/users/delete?id=${userId}`,
      token: cast.admin.token,
    });
    await t.sql.deleteFrom('patients').where('user_id', '=', userId).execute();
    await t.sql.deleteFrom('users').where('id', '=', userId).execute();
    const plain = await t.createUser({ username: 'plain', userAuth: '2' });
    await t.sql.deleteFrom('users').where('id', '=', plain).execute();
    for (const table of ['users', 'patients'] as const) {
      const { real, kept } = await counted(table);
      expect(kept).toBe(real);
    }
    await t.sql
      .insertInto('users')
      .values(
        ['m1', 'm2', 'm3'].map((username) => ({
          username,
          name: username,
          password_hash: 'x',
          user_auth: '2' as const,
        })),
      )
      .execute();
    const users = await counted('users');
    expect(users.kept).toBe(users.real);
    expect(
      dataOf<Page<User>>(
        await t.call({ method: 'GET', url: '/api/users/list?pageSize=1', token: cast.admin.token }),
      ).total,
    ).toBe(users.real);
  });
});
