import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { createLogger } from '../src/platform/logger';
import { engines } from './engines';
import { startTestApp, type TestApp } from './harness';

const form = { 'content-type': 'application/x-www-form-urlencoded' };

/** POST /api/users/login as the console sends it (a form), from `ip`. */
function login(t: Pick<TestApp, 'call'>, username: string, password: string, ip = '127.0.0.1') {
  return t.call({
    method: 'POST',
    url: '/api/users/login',
    headers: form,
    payload: new URLSearchParams({ username, password }).toString(),
    remoteAddress: ip,
  });
}

async function tokenOf(t: TestApp, username: string, password: string): Promise<string> {
  const res = await login(t, username, password);
  expect(res.json()).toMatchObject({ code: 200 });
  return res.json().data.token as string;
}

const getInfo = (t: TestApp, token: string) =>
  t.call({ method: 'GET', url: '/api/sysUser/getInfo', token });

describe.each(engines)('session calls on $name PostgreSQL', (engine) => {
  let t: TestApp;
  let doctorId: number;

  beforeAll(async () => {
    t = await startTestApp(engine);
    doctorId = await t.createUser({
      username: 'zhang',
      password: 'Doctor@123',
      name: '张医生',
      userAuth: '1',
    });
    await t.sql
      .updateTable('users')
      .set({ avatar: '/api/oss/file/abc', introduction: '康复科' })
      .where('id', '=', doctorId)
      .execute();
  });
  afterAll(() => t?.close());

  const auditOf = (action: string) =>
    t.sql
      .selectFrom('audit_log')
      .select(['actor_id', 'actor_name', 'entity', 'entity_id', 'outcome', 'ip'])
      .where('action', '=', action)
      .orderBy('id')
      .execute();

  describe('login', () => {
    it('answers a token and its expiry, and audits the sign-in', async () => {
      const before = Date.now();
      const res = await login(t, 'zhang', 'Doctor@123');
      expect(res.statusCode).toBe(200);
      const { data } = res.json();
      expect(data.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(data.expireTime).toBeGreaterThanOrEqual(before + 7_200_000);
      expect(data.expireTime).toBeLessThanOrEqual(Date.now() + 7_200_000);
      expect((await getInfo(t, data.token)).json().code).toBe(200);
      expect(await auditOf('login')).toContainEqual({
        actor_id: doctorId,
        actor_name: 'zhang',
        entity: 'session',
        entity_id: String(doctorId),
        outcome: 'success',
        ip: '127.0.0.1',
      });
    });

    it('trims the username and ignores its case', async () => {
      expect((await login(t, '  ZHANG \t', 'Doctor@123')).json().code).toBe(200);
    });

    it('gives the same 40101 for a wrong password and an unknown user, and audits both', async () => {
      const wrong = await login(t, 'zhang', 'Doctor@124', '10.0.0.1');
      const unknown = await login(t, 'nobody', 'Doctor@123', '10.0.0.1');
      for (const res of [wrong, unknown]) {
        expect(res.statusCode).toBe(401);
        expect(res.json()).toEqual({
          code: 40101,
          message: '用户名或密码错误',
          data: null,
          success: false,
          requestId: expect.any(String),
        });
      }
      const failures = (await auditOf('login')).filter((row) => row.outcome === 'failure');
      expect(failures).toContainEqual(
        expect.objectContaining({ actor_id: doctorId, actor_name: 'zhang', ip: '10.0.0.1' }),
      );
      expect(failures).toContainEqual(
        expect.objectContaining({ actor_id: null, actor_name: 'nobody', ip: '10.0.0.1' }),
      );
    });

    it('takes a form only: JSON → 41501; missing or oversized fields → 40001', async () => {
      const json = await t.call({
        method: 'POST',
        url: '/api/users/login',
        payload: { username: 'zhang', password: 'Doctor@123' },
      });
      expect(json.statusCode).toBe(415);
      expect(json.json().code).toBe(41501);
      for (const payload of [
        'username=zhang',
        'password=Doctor%40123',
        `username=${'a'.repeat(65)}&password=x`,
        'username=%20%20&password=x',
        'username=zhang&password=Doctor%40123&role=admin',
      ]) {
        const res = await t.call({
          method: 'POST',
          url: '/api/users/login',
          headers: form,
          payload,
        });
        expect(res.statusCode, payload).toBe(400);
        expect(res.json().code, payload).toBe(40001);
      }
    });

    it('lets a user without roles sign in; getInfo then lists no roles (the console says 用户未分配角色权限)', async () => {
      await t.createUser({ username: 'norole', password: 'NoRole@123', userAuth: '2', roles: [] });
      const token = await tokenOf(t, 'norole', 'NoRole@123');
      expect((await getInfo(t, token)).json().data.roles).toEqual([]);
    });
  });

  describe('throttling', () => {
    const ip = '192.0.2.10';
    const failuresOf = (username: string) =>
      t.sql
        .selectFrom('login_failures')
        .select('at')
        .where('limiter_key', '=', `${ip}|${username}`)
        .execute();

    beforeAll(() => t.createUser({ username: 'li', password: 'Patient@123', userAuth: '2' }));

    it('after 5 failures answers 42901 with Retry-After, even to the right password', async () => {
      for (let i = 0; i < 5; i++) {
        expect((await login(t, 'li', `wrong-${i}`, ip)).json().code).toBe(40101);
      }
      const blocked = await login(t, 'LI', 'Patient@123', ip);
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json()).toEqual({
        code: 42901,
        message: '尝试次数过多，请稍后再试',
        data: null,
        success: false,
        requestId: expect.any(String),
      });
      const retryAfter = Number(blocked.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(890);
      expect(retryAfter).toBeLessThanOrEqual(900);
      // Refused attempts are not counted, and are audited as denied.
      expect(await failuresOf('li')).toHaveLength(5);
      expect(await auditOf('login')).toContainEqual(
        expect.objectContaining({ actor_name: 'li', outcome: 'denied', ip }),
      );
    });

    it('counts per username and address: the same user elsewhere, and others here, sign in', async () => {
      expect((await login(t, 'li', 'Patient@123', '192.0.2.11')).json().code).toBe(200);
      expect((await login(t, 'zhang', 'Doctor@123', ip)).json().code).toBe(200);
    });

    it('lets the user in again once the window has passed', async () => {
      await sql`UPDATE login_failures SET at = at - interval '10 minutes'`.execute(t.sql);
      const still = await login(t, 'li', 'Patient@123', ip);
      expect(still.json().code).toBe(42901);
      expect(Number(still.headers['retry-after'])).toBeLessThanOrEqual(300);
      await sql`UPDATE login_failures SET at = at - interval '5 minutes 1 second'`.execute(t.sql);
      expect((await login(t, 'li', 'Patient@123', ip)).json().code).toBe(200);
    });

    it('a successful sign-in clears that username and address’s failures', async () => {
      for (let i = 0; i < 4; i++) await login(t, 'li', 'nope', ip);
      expect((await login(t, 'li', 'Patient@123', ip)).json().code).toBe(200);
      expect(await failuresOf('li')).toEqual([]);
    });

    it('throttles unknown usernames the same way', async () => {
      for (let i = 0; i < 5; i++) await login(t, 'ghost', 'x', ip);
      expect((await login(t, 'ghost', 'x', ip)).json().code).toBe(42901);
    });
  });

  describe('getInfo', () => {
    it('answers the user, role keys then permission codes, from the session', async () => {
      const token = await tokenOf(t, 'zhang', 'Doctor@123');
      const res = await getInfo(t, token);
      expect(res.json()).toEqual({
        code: 200,
        message: 'ok',
        success: true,
        data: {
          id: doctorId,
          name: '张医生',
          avatar: '/api/oss/file/abc',
          introduction: '康复科',
          roles: [
            'doctor',
            'alert:list',
            'announcement:manage',
            'article:add',
            'article:export',
            'article:list',
            'article:update',
            'assessment:edit',
            'assessment:list',
            'careTeam:assign',
            'consent:record',
            'device:list',
            'doctor:list',
            'doctor:update',
            'exerciseResult:add',
            'exerciseResult:list',
            'file:upload',
            'group:manage',
            'message:use',
            'patient:add',
            'patient:export',
            'patient:list',
            'patient:update',
            'recommendation:decide',
            'recommendation:list',
            'recording:export',
            'recording:list',
            'recording:record',
            'report:export',
            'trainingPlan:add',
            'trainingPlan:list',
            'trainingPlan:update',
          ],
          userAuth: '1',
        },
      });
    });

    it('answers 50008 without a token', async () => {
      const res = await t.call({ method: 'GET', url: '/api/sysUser/getInfo' });
      expect(res.json().code).toBe(50008);
    });
  });

  describe('token life', () => {
    const refresh = (token: string, bodyToken = token) =>
      t.call({
        method: 'POST',
        url: '/api/sysUser/refreshToken',
        token,
        payload: { token: bodyToken },
      });
    const logout = (token: string, bodyToken = token) =>
      t.call({ method: 'POST', url: '/api/sysUser/logout', token, payload: { token: bodyToken } });
    const sessionRow = async (token: string) => {
      const { createHash } = await import('node:crypto');
      return t.sql
        .selectFrom('sessions')
        .selectAll()
        .where('token_hash', '=', createHash('sha256').update(token).digest())
        .executeTakeFirstOrThrow();
    };

    it('an expired token answers 50014', async () => {
      const token = await tokenOf(t, 'zhang', 'Doctor@123');
      await t.sql
        .updateTable('sessions')
        .set({ expires_at: new Date(Date.now() - 1) })
        .where('token_hash', '=', (await sessionRow(token)).token_hash)
        .execute();
      const res = await getInfo(t, token);
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe(50014);
    });

    it('refresh gives a new working token; the old one works for the grace, then 50008', async () => {
      const old = await tokenOf(t, 'zhang', 'Doctor@123');
      const before = Date.now();
      const res = await refresh(old);
      expect(res.json()).toMatchObject({ code: 200, success: true });
      const { token, expireTime } = res.json().data;
      expect(token).not.toBe(old);
      expect(expireTime).toBeGreaterThanOrEqual(before + 7_200_000);
      expect((await getInfo(t, token)).json().data.id).toBe(doctorId);
      // In the grace: requests already in flight with the old token still pass.
      expect((await getInfo(t, old)).json().code).toBe(200);
      const retireAt = new Date((await sessionRow(old)).retire_at!).getTime();
      expect(retireAt - before).toBeGreaterThan(29_000);
      expect(retireAt - before).toBeLessThanOrEqual(31_000);
      // A retired token cannot be refreshed into a second new token.
      expect((await refresh(old)).json().code).toBe(50008);
      await t.sql
        .updateTable('sessions')
        .set({ retire_at: new Date(Date.now() - 1) })
        .where('token_hash', '=', (await sessionRow(old)).token_hash)
        .execute();
      expect((await getInfo(t, old)).json().code).toBe(50008);
      expect((await getInfo(t, token)).json().code).toBe(200);
      expect(await auditOf('refreshToken')).toContainEqual(
        expect.objectContaining({ actor_id: doctorId, outcome: 'success' }),
      );
    });

    it('of two concurrent refreshes of one token exactly one succeeds', async () => {
      const old = await tokenOf(t, 'zhang', 'Doctor@123');
      const codes = (await Promise.all([refresh(old), refresh(old), refresh(old)])).map(
        (res) => res.json().code,
      );
      expect(codes.sort()).toEqual([200, 50008, 50008]);
    });

    it('logout revokes the token (then 50008) and is audited', async () => {
      const token = await tokenOf(t, 'zhang', 'Doctor@123');
      const res = await logout(token);
      expect(res.json()).toEqual({ code: 200, message: 'ok', data: null, success: true });
      expect((await getInfo(t, token)).json().code).toBe(50008);
      expect((await logout(token)).json().code).toBe(50008);
      expect(await auditOf('logout')).toContainEqual(
        expect.objectContaining({ actor_id: doctorId, entity: 'session', outcome: 'success' }),
      );
    });

    it('logout and refresh act on the header’s token only: another body token → 40001', async () => {
      const mine = await tokenOf(t, 'zhang', 'Doctor@123');
      const other = await tokenOf(t, 'zhang', 'Doctor@123');
      for (const res of [await logout(mine, other), await refresh(mine, other)]) {
        expect(res.statusCode).toBe(400);
        expect(res.json().code).toBe(40001);
      }
      expect((await getInfo(t, other)).json().code).toBe(200);
      expect((await getInfo(t, mine)).json().code).toBe(200);
      expect((await sessionRow(mine)).retire_at).toBeNull();
      expect((await logout(mine, '')).json().code).toBe(40001);
    });
  });
});

describe.each(engines)('single-session mode on $name PostgreSQL', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(engine, { singleSession: true });
    await t.createUser({ username: 'wang', password: 'Admin@123', userAuth: '0' });
  });
  afterAll(() => t?.close());

  it('a second sign-in makes the first token answer 50012', async () => {
    const first = await tokenOf(t, 'wang', 'Admin@123');
    const second = await tokenOf(t, 'wang', 'Admin@123');
    const res = await getInfo(t, first);
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe(50012);
    expect((await getInfo(t, second)).json().code).toBe(200);
  });

  it('a refresh is not a second sign-in: the old token keeps its grace', async () => {
    const old = await tokenOf(t, 'wang', 'Admin@123');
    const res = await t.call({
      method: 'POST',
      url: '/api/sysUser/refreshToken',
      token: old,
      payload: { token: old },
    });
    const fresh = res.json().data.token as string;
    expect((await getInfo(t, old)).json().code).toBe(200);
    expect((await getInfo(t, fresh)).json().code).toBe(200);
  });
});

describe.each(engines)('logs on $name PostgreSQL', (engine) => {
  let t: TestApp;
  let app: FastifyInstance;
  const lines: string[] = [];

  beforeAll(async () => {
    t = await startTestApp(engine);
    await t.createUser({ username: 'logged', password: 'Secret#Pass-9271', userAuth: '1' });
    // A second app on the same database, logging everything it can (trace) into memory.
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    app = buildApp({
      db: { pool: t.pool, kind: engine.kind },
      logger: createLogger('trace', stream),
      consoleDist: '/nonexistent',
    });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await t?.close();
  });

  it('never contain the token or the password', async () => {
    const signIn = await login({ call: (o) => app.inject(o) }, 'logged', 'Secret#Pass-9271');
    const token = signIn.json().data.token as string;
    const info = await app.inject({
      method: 'GET',
      url: '/api/sysUser/getInfo',
      headers: { token },
    });
    expect(info.json().code).toBe(200);
    await app.inject({
      method: 'GET',
      url: '/api/sysUser/getInfo',
      headers: { token: `${token}x` },
    });
    await app.inject({
      method: 'POST',
      url: '/api/sysUser/logout',
      headers: { token },
      payload: { token },
    });
    const log = lines.join('');
    expect(log).toContain('/api/sysUser/getInfo'); // the requests were logged…
    expect(log).not.toContain(token); // …without their secrets
    expect(log).not.toContain('Secret#Pass-9271');
    expect(log).not.toContain(encodeURIComponent('Secret#Pass-9271'));
  });
});
