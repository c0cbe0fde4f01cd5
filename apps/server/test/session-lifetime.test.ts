import { createHash } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines } from './engines';
import { startTestApp, type TestApp } from './harness';

/*
 * The absolute session lifetime (SESSION_MAX_AGE): refreshing keeps a sign-in going only up to its
 * sign-in time + the lifetime; then every token of the chain answers 50014 and cannot be
 * refreshed. Here with a lifetime of 3 s (tokens of 2 s), and with the default 12 h by moving a
 * session's sign-in time back.
 */

const hashOf = (token: string) => createHash('sha256').update(token).digest();

describe.each(engines)('absolute session lifetime on $name PostgreSQL', (engine) => {
  let t: TestApp;
  let userId: number;

  beforeAll(async () => {
    t = await startTestApp(engine, { tokenTtlMs: 2_000, sessionMaxAgeMs: 3_000 });
    userId = await t.createUser({ username: 'lin', password: 'Doctor@123', userAuth: '1' });
  });
  afterAll(() => t?.close());

  const getInfo = (token: string) => t.call({ method: 'GET', url: '/api/sysUser/getInfo', token });
  const refresh = (token: string) =>
    t.call({ method: 'POST', url: '/api/sysUser/refreshToken', token, payload: { token } });

  it('refreshes never carry a sign-in past its lifetime; then 50014, and no more refresh', async () => {
    const signIn = await t.call({
      method: 'POST',
      url: '/api/users/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'username=lin&password=Doctor%40123',
    });
    const first = signIn.json().data as { token: string; expireTime: number };
    const { signed_in_at: signedInAt } = await t.sql
      .selectFrom('sessions')
      .select('signed_in_at')
      .where('token_hash', '=', hashOf(first.token))
      .executeTakeFirstOrThrow();
    const cap = signedInAt.getTime() + 3_000;
    expect(first.expireTime).toBeLessThan(cap); // 2 s token, inside the 3 s lifetime

    await sleep(1_200);
    const second = (await refresh(first.token)).json();
    expect(second.code).toBe(200);
    // The new token's 2 s would end past the lifetime: it is cut to the sign-in + 3 s.
    expect(second.data.expireTime).toBe(cap);
    const row = await t.sql
      .selectFrom('sessions')
      .select('signed_in_at')
      .where('token_hash', '=', hashOf(second.data.token))
      .executeTakeFirstOrThrow();
    expect(row.signed_in_at.getTime()).toBe(signedInAt.getTime()); // same sign-in, carried over
    expect((await getInfo(second.data.token)).json().code).toBe(200);

    await sleep(Math.max(0, cap - Date.now()) + 200);
    const expired = await getInfo(second.data.token);
    expect(expired.statusCode).toBe(401);
    expect(expired.json().code).toBe(50014);
    expect((await refresh(second.data.token)).json().code).toBe(50014);
  });

  it('is checked on every request, whatever the token’s own expiry says', async () => {
    const token = await t.tokenFor(userId);
    // A session whose row would still be valid for an hour, but signed in 4 s ago.
    await t.sql
      .updateTable('sessions')
      .set({
        expires_at: sql<Date>`now() + interval '1 hour'`,
        signed_in_at: sql<Date>`now() - interval '4 seconds'`,
      })
      .where('token_hash', '=', hashOf(token))
      .execute();
    expect((await getInfo(token)).json().code).toBe(50014);
    expect((await refresh(token)).json().code).toBe(50014);
  });
});

describe.each(engines)('default session lifetime (12 h) on $name PostgreSQL', (engine) => {
  let t: TestApp;
  let userId: number;

  beforeAll(async () => {
    t = await startTestApp(engine);
    userId = await t.createUser({ username: 'gao', userAuth: '2' });
  });
  afterAll(() => t?.close());

  it('a refreshed chain signed in 12 h ago is over; one signed in 11 h 59 min ago is not', async () => {
    const setSignIn = (token: string, ago: string) =>
      t.sql
        .updateTable('sessions')
        .set({ signed_in_at: sql<Date>`now() - ${ago}::interval` })
        .where('token_hash', '=', hashOf(token))
        .execute();
    const old = await t.tokenFor(userId);
    const recent = await t.tokenFor(userId);
    await setSignIn(old, '12 hours');
    await setSignIn(recent, '11 hours 59 minutes');
    const info = (token: string) =>
      t.call({ method: 'GET', url: '/api/sysUser/getInfo', token }).then((res) => res.json().code);
    expect(await info(old)).toBe(50014);
    expect(await info(recent)).toBe(200);
    // Refreshing the recent one gives a token that ends with the sign-in's 12 h, not 2 h later.
    const res = await t.call({
      method: 'POST',
      url: '/api/sysUser/refreshToken',
      token: recent,
      payload: { token: recent },
    });
    const expireTime = res.json().data.expireTime as number;
    expect(expireTime - Date.now()).toBeLessThanOrEqual(60_000);
    expect(expireTime - Date.now()).toBeGreaterThan(50_000);
  });
});
