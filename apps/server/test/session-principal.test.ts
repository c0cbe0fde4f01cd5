import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines } from './engines';
import { startTestApp, type TestApp } from './harness';

/*
 * The session row carries its user's name, kind, roles and permissions (migration 0010), so the
 * access gate and getInfo read one row. These tests change the user through the API and straight
 * in SQL (as a migration would) and check that signed-in tokens see the change at once.
 */

describe.each(engines)('what a session knows of its user, on $name PostgreSQL', (engine) => {
  let t: TestApp;
  let adminToken: string;

  beforeAll(async () => {
    t = await startTestApp(engine);
    adminToken = await t.tokenFor(await t.createUser({ username: 'boss', userAuth: '0' }));
  });
  afterAll(() => t?.close());

  const info = async (token: string) => {
    const res = await t.call({ method: 'GET', url: '/api/sysUser/getInfo', token });
    expect(res.statusCode).toBe(200);
    return res.json().data as { name: string; avatar: string; roles: string[]; userAuth: string };
  };
  const listPatients = (token: string) =>
    t.call({ method: 'GET', url: '/api/patientInformation/list?pageNum=1&pageSize=5', token });

  it('a new name, avatar or introduction shows in getInfo of tokens already issued', async () => {
    const id = await t.createUser({ username: 'wu', name: '吴医生', userAuth: '1' });
    const tokens = [await t.tokenFor(id), await t.tokenFor(id)];
    const res = await t.call({
      method: 'PUT',
      url: '/api/users/update',
      token: adminToken,
      payload: {
        revision: 0,
        id,
        name: '吴主任',
        avatar: '/api/oss/file/new',
        introduction: '神经内科',
      },
    });
    expect(res.json().code).toBe(200);
    for (const token of tokens) {
      expect(await info(token)).toMatchObject({
        name: '吴主任',
        avatar: '/api/oss/file/new',
        introduction: '神经内科',
      });
    }
  });

  it('roles changed by saveUserRole apply to signed-in tokens: getInfo and the gate', async () => {
    const id = await t.createUser({ username: 'chen', userAuth: '2' });
    const token = await t.tokenFor(id);
    expect((await info(token)).roles).toEqual([
      'patient',
      'community:participate',
      'consent:decide',
      'exerciseResult:add',
      'exerciseResult:list',
      'file:upload',
      'message:use',
      'myData:export',
      'patient:list',
      'patient:update',
      'recording:list',
      'trainingPlan:list',
    ]);
    expect((await t.call({ method: 'GET', url: '/api/audit/list', token })).json().code).toBe(
      40301,
    );

    const granted = await t.call({
      method: 'POST',
      url: '/api/users/saveUserRole',
      token: adminToken,
      payload: { userId: id, roles: ['admin'] },
    });
    expect(granted.json().code).toBe(200);
    expect((await info(token)).roles).toContain('audit:list');
    expect((await t.call({ method: 'GET', url: '/api/audit/list', token })).json().code).toBe(200);

    await t.call({
      method: 'POST',
      url: '/api/users/saveUserRole',
      token: adminToken,
      payload: { userId: id, roles: ['patient'] },
    });
    expect((await t.call({ method: 'GET', url: '/api/audit/list', token })).json().code).toBe(
      40301,
    );
  });

  it('a permission taken from a role (as a migration would) is gone from its holders’ tokens', async () => {
    const id = await t.createUser({ username: 'sun', userAuth: '1' });
    const token = await t.tokenFor(id);
    expect((await listPatients(token)).json().code).toBe(200);
    await t.sql
      .deleteFrom('role_permissions')
      .where('role_key', '=', 'doctor')
      .where('permission', '=', 'patient:list')
      .execute();
    try {
      expect((await listPatients(token)).json().code).toBe(40301);
      expect((await info(token)).roles).not.toContain('patient:list');
    } finally {
      await t.sql
        .insertInto('role_permissions')
        .values({ role_key: 'doctor', permission: 'patient:list' })
        .execute();
    }
    expect((await listPatients(token)).json().code).toBe(200);
    expect((await info(token)).roles).toContain('patient:list');
  });

  it('a user given a role in SQL gets its permissions in every live session', async () => {
    const id = await t.createUser({ username: 'zhou', userAuth: '1' });
    const token = await t.tokenFor(id);
    await t.sql.insertInto('user_roles').values({ user_id: id, role_key: 'patient' }).execute();
    expect((await info(token)).roles).toEqual(
      expect.arrayContaining(['doctor', 'patient', 'patient:update']),
    );
    await t.sql.deleteFrom('user_roles').where('user_id', '=', id).execute();
    expect((await info(token)).roles).toEqual([]);
  });

  it('a doctor record made, moved or removed applies to signed-in tokens: the care-team rule', async () => {
    // The session row carries the doctor record (migration 0024): the patient calls read the
    // care team through it, with no lookup of their own, so it must follow the record at once.
    const first = await t.createUser({ username: 'lin', userAuth: '1' });
    const second = await t.createUser({ username: 'xu', userAuth: '1' });
    const [firstToken, secondToken] = [await t.tokenFor(first), await t.tokenFor(second)];
    const owner = await t.createUser({ username: 'lin-patient', userAuth: '2' });
    const patient = await t.sql
      .insertInto('patients')
      .values({ user_id: owner, patient_name: '林患者' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const seen = async (token: string) => {
      const res = await listPatients(token);
      expect(res.json().code).toBe(200);
      return (res.json().data.list as { id: number }[]).map((row) => row.id);
    };
    const plans = (token: string) =>
      t.call({
        method: 'GET',
        url: `/api/trainingPlan/list?pageNum=1&pageSize=5&patientId=${patient.id}`,
        token,
      });

    // Signed in before the record existed: no team yet.
    expect(await seen(firstToken)).toEqual([]);
    const record = await t.sql
      .insertInto('doctors')
      .values({ user_id: first, doctor_name: '林医生' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.sql
      .insertInto('care_team_members')
      .values({ patient_id: patient.id, doctor_id: record.id })
      .execute();
    expect(await seen(firstToken)).toEqual([patient.id]);
    expect((await plans(firstToken)).json().code).toBe(200);

    // The record moved to another account: the first token loses the team, the second gains it.
    await t.sql
      .updateTable('doctors')
      .set({ user_id: second })
      .where('id', '=', record.id)
      .execute();
    expect(await seen(firstToken)).toEqual([]);
    expect((await plans(firstToken)).json().code).toBe(40301);
    expect(await seen(secondToken)).toEqual([patient.id]);

    // Removed: nobody's team.
    await t.sql.deleteFrom('doctors').where('id', '=', record.id).execute();
    expect(await seen(secondToken)).toEqual([]);
    expect((await plans(secondToken)).json().code).toBe(40301);
  });

  it('ended sessions are left as they were (only live ones are rewritten)', async () => {
    const id = await t.createUser({ username: 'he', name: '何', userAuth: '2' });
    const live = await t.tokenFor(id);
    const ended = await t.tokenFor(id);
    await t.call({
      method: 'POST',
      url: '/api/sysUser/logout',
      token: ended,
      payload: { token: ended },
    });
    await t.sql.updateTable('users').set({ name: '何新' }).where('id', '=', id).execute();
    const names = await t.sql
      .selectFrom('sessions')
      .select(['name', sql<boolean>`revoked_at IS NOT NULL`.as('ended')])
      .where('user_id', '=', id)
      .orderBy('ended')
      .execute();
    expect(names).toEqual([
      { name: '何新', ended: false },
      { name: '何', ended: true },
    ]);
    expect((await info(live)).name).toBe('何新');
  });

  it('a sign-in and a role change of the same user at once: the session ends up right', async () => {
    // Many rounds of a token being created while the user's roles are replaced: whichever commits
    // second must see the other's work (the lock order of migration 0010).
    for (let round = 0; round < 10; round++) {
      const id = await t.createUser({ username: `race${round}`, userAuth: '2' });
      const roles = round % 2 === 0 ? ['doctor'] : ['admin'];
      const [token] = await Promise.all([
        t.tokenFor(id),
        t.call({
          method: 'POST',
          url: '/api/users/saveUserRole',
          token: adminToken,
          payload: { userId: id, roles },
        }),
      ]);
      const { rows } = await sql<{
        roles: string[];
      }>`SELECT roles FROM session_principals WHERE user_id = ${id}`.execute(t.sql);
      expect(rows[0]?.roles).toEqual(roles);
      expect((await info(token)).roles.slice(0, 1)).toEqual(roles);
    }
  });
});
