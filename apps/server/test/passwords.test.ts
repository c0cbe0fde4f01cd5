import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seed } from '../src/seed/seed';
import { isCommonPassword } from '../src/identity/common-passwords';
import {
  defaultHashCost,
  demoHashCost,
  hashPassword,
  needsRehash,
  passwordHashCost,
  setPasswordHashCost,
  verifyPassword,
} from '../src/platform/passwords';
import { engines } from './engines';
import { startTestApp, type TestApp } from './harness';

describe('password hashes', () => {
  it('are made at N = 2^17 by default, and verify (maxmem fits 128 MiB)', async () => {
    expect(defaultHashCost).toBe(17);
    const hash = await hashPassword('Long#Passphrase1', defaultHashCost);
    expect(hash.split('$').slice(0, 4)).toEqual(['scrypt', String(2 ** 17), '8', '1']);
    expect(await verifyPassword('Long#Passphrase1', hash)).toBe(true);
    expect(await verifyPassword('long#passphrase1', hash)).toBe(false);
  });

  it('asks for a rehash only below the current cost', async () => {
    const current = passwordHashCost(); // lowered for tests by setup-password-cost.ts
    expect(needsRehash(await hashPassword('Abc12345', current - 1))).toBe(true);
    expect(needsRehash(await hashPassword('Abc12345', current))).toBe(false);
    expect(needsRehash('not a hash')).toBe(true);
  });

  it('refuses stored parameters that would take unbounded memory', async () => {
    const hash = await hashPassword('Abc12345', 10);
    const hostile = hash.replace(`$${2 ** 10}$`, `$${2 ** 24}$`);
    expect(await verifyPassword('Abc12345', hostile)).toBe(false);
  });
});

describe('the list of common passwords', () => {
  it('holds well-known ones that our rule alone would accept, whatever their case', () => {
    for (const password of ['password1', 'Password1', 'qwerty123', 'abc12345', 'Secret123']) {
      expect(isCommonPassword(password), password).toBe(true);
    }
  });

  it('lets other passwords through', () => {
    for (const password of ['Admin@123', 'Tiger#Lily-42', 'Right#2024']) {
      expect(isCommonPassword(password), password).toBe(false);
    }
  });
});

describe.each(engines)('passwords through the API on $name PostgreSQL', (engine) => {
  let t: TestApp;
  let adminToken: string;
  beforeAll(async () => {
    t = await startTestApp(engine);
    adminToken = await t.tokenFor(await t.createUser({ username: 'root', userAuth: '0' }));
  });
  afterAll(() => t?.close());

  const hashOf = async (username: string) =>
    (
      await t.sql
        .selectFrom('users')
        .select('password_hash')
        .where('username', '=', username)
        .executeTakeFirstOrThrow()
    ).password_hash;

  it('rehashes a weaker stored hash at the next sign-in, transparently', async () => {
    const id = await t.createUser({ username: 'old', userAuth: '2' });
    const weak = await hashPassword('Tiger#Lily-42', passwordHashCost() - 2);
    await t.sql.updateTable('users').set({ password_hash: weak }).where('id', '=', id).execute();
    const signIn = () =>
      t.call({
        method: 'POST',
        url: '/api/users/login',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'username=old&password=Tiger%23Lily-42',
      });
    expect((await signIn()).json().code).toBe(200);
    const stronger = await hashOf('old');
    expect(stronger).not.toBe(weak);
    expect(stronger.split('$')[1]).toBe(String(2 ** passwordHashCost()));
    expect(await verifyPassword('Tiger#Lily-42', stronger)).toBe(true);
    // Already at today's cost: the next sign-in leaves it alone.
    expect((await signIn()).json().code).toBe(200);
    expect(await hashOf('old')).toBe(stronger);
  });

  it('seeds demo accounts (public passwords) at 2^14 at most; the first sign-in raises them', async () => {
    const testCost = passwordHashCost();
    const fresh = await startTestApp(engine);
    setPasswordHashCost(16); // above the demo cost, still quick enough for a test
    try {
      await fresh.sql.deleteFrom('users').execute();
      await seed(fresh.sql, { demo: true });
      const stored = await fresh.sql
        .selectFrom('users')
        .select('password_hash')
        .where('username', '=', 'doctor')
        .executeTakeFirstOrThrow();
      expect(stored.password_hash.split('$')[1]).toBe(String(2 ** demoHashCost));
      const signIn = await fresh.call({
        method: 'POST',
        url: '/api/users/login',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'username=doctor&password=Doctor%40123',
      });
      expect(signIn.json().code).toBe(200);
      const raised = await fresh.sql
        .selectFrom('users')
        .select('password_hash')
        .where('username', '=', 'doctor')
        .executeTakeFirstOrThrow();
      expect(raised.password_hash.split('$')[1]).toBe(String(2 ** 16));
    } finally {
      setPasswordHashCost(testCost);
      await fresh.close();
    }
  });

  it('refuses a common password for a new account and for a changed one (40001, named)', async () => {
    const add = await t.call({
      method: 'POST',
      url: '/api/users/add',
      token: adminToken,
      payload: { username: 'newbie', password: 'Password1', name: '新', userAuth: '2' },
    });
    expect(add.statusCode).toBe(400);
    expect(add.json()).toMatchObject({ code: 40001 });
    expect(add.json().message).toContain('password');
    expect(add.json().message).toContain('过于常见');
    const id = await t.createUser({ username: 'keeper', userAuth: '2' });
    const update = await t.call({
      method: 'PUT',
      url: '/api/users/update',
      token: adminToken,
      payload: { revision: 0, id, password: 'qwerty123' },
    });
    expect(update.json()).toMatchObject({ code: 40001 });
  });
});
