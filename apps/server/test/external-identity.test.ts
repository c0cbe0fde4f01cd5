import { Kysely, PostgresDialect } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Tables } from '../src/platform/db/schema';
import { ApiError } from '../src/platform/http/api-error';
import {
  externalPasswordHash,
  provisionExternalUser,
  type ExternalPerson,
} from '../src/identity/external/provision';
import { requireMethodAllowed } from '../src/identity/sign-in-methods';
import { engines } from './engines';
import { startTestApp, type TestApp } from './harness';

/*
 * How a person the hospital's identity provider or directory vouched for becomes our user
 * (issue 30): linked once, by identity, else by the doctor record's occupational number, else a
 * new account; roles follow the provider at every sign-in. Run as the server's least-privilege
 * role, as the sign-in calls do.
 */

describe.each(engines)('external identities on $name PostgreSQL', (engine) => {
  let t: TestApp;
  let app: Kysely<Tables>;

  beforeAll(async () => {
    t = await startTestApp(engine);
    app = new Kysely<Tables>({ dialect: new PostgresDialect({ pool: t.appPool }) });
  });
  afterAll(() => t?.close());

  const person = (overrides: Partial<ExternalPerson>): ExternalPerson => ({
    provider: 'oidc',
    subject: 'sub-1',
    username: 'zhao',
    name: '赵医生',
    roles: ['doctor'],
    ...overrides,
  });
  const rolesOf = async (userId: number) =>
    (
      await t.sql
        .selectFrom('user_roles')
        .select('role_key')
        .where('user_id', '=', userId)
        .orderBy('role_key')
        .execute()
    ).map((row) => row.role_key);
  const codeOf = (promise: Promise<unknown>) =>
    promise.then(
      () => 'no error',
      (error: unknown) => (error instanceof ApiError ? error.code : error),
    );

  it('the first sign-in makes an account with no usable password; the next one finds it', async () => {
    const first = await provisionExternalUser(app, person({}));
    expect(first).toMatchObject({ status: 'enabled', linked: true });
    const account = await t.sql
      .selectFrom('users')
      .select(['username', 'name', 'user_auth', 'password_hash'])
      .where('id', '=', first.userId)
      .executeTakeFirstOrThrow();
    expect(account).toEqual({
      username: 'zhao',
      name: '赵医生',
      user_auth: '1',
      password_hash: externalPasswordHash,
    });
    const again = await provisionExternalUser(app, person({}));
    expect(again).toEqual({ userId: first.userId, status: 'enabled', linked: false });
  });

  it('roles follow the provider at every sign-in', async () => {
    const subject = 'sub-roles';
    const { userId } = await provisionExternalUser(
      app,
      person({ subject, username: 'qian', roles: ['doctor', 'admin'] }),
    );
    expect(await rolesOf(userId)).toEqual(['admin', 'doctor']);
    await provisionExternalUser(app, person({ subject, username: 'qian', roles: ['doctor'] }));
    expect(await rolesOf(userId)).toEqual(['doctor']);
  });

  it('links the doctor record an admin made, by its occupational number', async () => {
    const userId = await t.createUser({ username: 'sun-local', userAuth: '1' });
    await t.sql
      .insertInto('doctors')
      .values({ user_id: userId, doctor_name: '孙医生', occupational_number: 'ZY-0001' })
      .execute();
    const linked = await provisionExternalUser(
      app,
      person({ subject: 'sub-sun', username: 'sun', occupationalNumber: 'ZY-0001' }),
    );
    expect(linked).toMatchObject({ userId, linked: true });
  });

  it('never takes over a local account by its name: the new one is suffixed', async () => {
    const local = await t.createUser({ username: 'li', userAuth: '1' });
    const { userId } = await provisionExternalUser(
      app,
      person({ provider: 'ldap', subject: 'uid=li,ou=people', username: 'li' }),
    );
    expect(userId).not.toBe(local);
    const row = await t.sql
      .selectFrom('users')
      .select('username')
      .where('id', '=', userId)
      .executeTakeFirstOrThrow();
    expect(row.username).toBe('li@ldap');
  });

  it('a person no role maps to is refused (40303) and gets no account', async () => {
    expect(await codeOf(provisionExternalUser(app, person({ subject: 'x', roles: [] })))).toBe(
      40303,
    );
    const identity = await t.sql
      .selectFrom('user_identities')
      .select('user_id')
      .where('subject', '=', 'x')
      .executeTakeFirst();
    expect(identity).toBeUndefined();
  });

  it('a disabled account stays disabled: the caller is told', async () => {
    const { userId } = await provisionExternalUser(
      app,
      person({ subject: 'sub-off', username: 'off' }),
    );
    await t.sql.updateTable('users').set({ status: 'disabled' }).where('id', '=', userId).execute();
    expect(
      await provisionExternalUser(app, person({ subject: 'sub-off', username: 'off' })),
    ).toMatchObject({ userId, status: 'disabled' });
  });

  it('the per-role policy decides which ways of signing in a user may use', async () => {
    const userId = await t.createUser({ username: 'zhou', userAuth: '2' });
    await requireMethodAllowed(app, userId, 'password');
    await t.sql
      .updateTable('roles')
      .set({ sign_in_methods: ['oidc'] })
      .where('key', '=', 'patient')
      .execute();
    expect(await codeOf(requireMethodAllowed(app, userId, 'password'))).toBe(40302);
    await requireMethodAllowed(app, userId, 'oidc');
    // No role, no policy: signed in, the console tells them 用户未分配角色权限 (spec §4).
    const roleless = await t.createUser({ username: 'nobody', userAuth: '2', roles: [] });
    await requireMethodAllowed(app, roleless, 'password');
  });
});
