import type { SignInSession } from '@cep/contract';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { engines } from './engines';
import { startTestApp, type TestApp } from './harness';
import { listening } from './signals-support';

/*
 * 我的登录设备 and an admin's 结束全部登录 (issue 30): a person sees only their own sign-ins, with
 * the browser, address and times, ends one or all the others; an admin ends every sign-in of an
 * account. An ended sign-in is refused at its next request (40140 / 40141) on every instance, and
 * its live streams end on every instance as soon as the change is committed.
 */

const form = { 'content-type': 'application/x-www-form-urlencoded' };
const chrome =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36';
const firefox = 'Mozilla/5.0 (X11; Linux x86_64; rv:121.0) Gecko/20100101 Firefox/121.0';

interface Envelope<T = unknown> {
  code: number;
  message: string;
  data: T;
}

describe.each(engines)('sign-in sessions on $name PostgreSQL', (engine) => {
  let t: TestApp;
  let second: FastifyInstance;
  let secondBase: string;
  let serial = 0;

  beforeAll(async () => {
    t = await startTestApp(engine);
    await listening(t);
    second = await t.secondInstance();
    secondBase = await second.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await second?.close();
    await t?.close();
  });

  /** A new account of the kind `userAuth` (a doctor unless told), with its password. */
  async function person(userAuth: '0' | '1' | '2' = '1') {
    const username = `dev${++serial}`;
    const id = await t.createUser({ username, password: 'Device#2468', userAuth });
    return { id, username };
  }

  /** Signs in through the login call, as a browser would (its User-Agent, from `ip`). */
  async function signIn(username: string, userAgent = chrome, ip = '10.1.2.3'): Promise<string> {
    const res = await t.call({
      method: 'POST',
      url: '/api/users/login',
      headers: { ...form, 'user-agent': userAgent },
      payload: new URLSearchParams({ username, password: 'Device#2468' }).toString(),
      remoteAddress: ip,
    });
    const body = res.json<Envelope<{ token: string }>>();
    expect(body.code, res.body).toBe(200);
    return body.data.token;
  }

  const call = async <T = unknown>(
    method: 'GET' | 'POST',
    url: string,
    token: string,
    payload?: Record<string, unknown>,
  ) => (await t.call({ method, url, token, ...(payload ? { payload } : {}) })).json<Envelope<T>>();

  const list = async (token: string) => {
    const body = await call<SignInSession[]>('GET', '/api/sysUser/sessions', token);
    expect(body.code).toBe(200);
    return body.data;
  };
  const infoCode = async (token: string) => (await call('GET', '/api/sysUser/getInfo', token)).code;
  const auditOf = (action: string, entityId: number) =>
    t.sql
      .selectFrom('audit_log')
      .select(['actor_id', 'outcome', 'detail'])
      .where('action', '=', action)
      .where('entity_id', '=', String(entityId))
      .orderBy('id')
      .execute();

  it('lists the caller’s own sign-ins only, with browser, address, method and 当前设备', async () => {
    const me = await person();
    const someoneElse = await person();
    const here = await signIn(me.username, chrome, '10.1.2.3');
    await signIn(me.username, firefox, '10.9.8.7');
    await signIn(someoneElse.username);

    const sessions = await list(here);
    expect(sessions).toHaveLength(2);
    expect(sessions.map((s) => [s.browser, s.ip, s.method, s.current]).sort()).toEqual([
      ['Chrome 120', '10.1.2.3', 'password', true],
      ['Firefox 121', '10.9.8.7', 'password', false],
    ]);
    for (const s of sessions) {
      expect(s.signedInAt).toBeGreaterThan(Date.now() - 60_000);
      expect(s.lastSeenAt).toBeGreaterThanOrEqual(s.signedInAt - 1000);
    }
    // No token or hash is ever part of the answer.
    expect(JSON.stringify(sessions)).not.toMatch(/token/i);
  });

  it('one sign-in stays one entry through refreshes, and ending it ends the token in its grace too', async () => {
    const me = await person();
    const here = await signIn(me.username);
    const there = await signIn(me.username, firefox);
    const refreshed = await call<{ token: string }>('POST', '/api/sysUser/refreshToken', there, {
      token: there,
    });
    expect(refreshed.code).toBe(200);
    const sessions = await list(here);
    expect(sessions).toHaveLength(2);
    const other = sessions.find((s) => !s.current)!;
    expect(other.browser).toBe('Firefox 121');

    expect((await call('POST', '/api/sysUser/sessions/end', here, { id: other.id })).code).toBe(
      200,
    );
    expect(await infoCode(refreshed.data.token)).toBe(40140);
    expect(await infoCode(there)).toBe(40140);
    expect(await infoCode(here)).toBe(200);
    expect(await list(here)).toHaveLength(1);
  });

  it('refuses to end another person’s sign-in or the current one, and audits each', async () => {
    const me = await person();
    const victim = await person();
    const mine = await signIn(me.username);
    const theirs = await signIn(victim.username);
    const [theirSession] = await list(theirs);
    const [mySession] = await list(mine);

    const refused = await call('POST', '/api/sysUser/sessions/end', mine, {
      id: theirSession!.id,
    });
    expect(refused.code).toBe(40340);
    expect(await infoCode(theirs)).toBe(200);

    const current = await call('POST', '/api/sysUser/sessions/end', mine, { id: mySession!.id });
    expect(current.code).toBe(40340);
    expect(await infoCode(mine)).toBe(200);

    const lines = await auditOf('endMySession', me.id);
    expect(lines.map((line) => line.outcome)).toEqual(['denied', 'denied']);
    expect(lines[0]).toMatchObject({ actor_id: me.id, detail: { signInId: theirSession!.id } });
  });

  it('ends all the others and keeps the current one', async () => {
    const me = await person();
    const here = await signIn(me.username);
    const others = [await signIn(me.username, firefox), await signIn(me.username)];
    const body = await call<{ ended: number }>('POST', '/api/sysUser/sessions/endOthers', here, {});
    expect(body).toMatchObject({ code: 200, data: { ended: 2 } });
    for (const token of others) expect(await infoCode(token)).toBe(40140);
    expect(await infoCode(here)).toBe(200);
    expect((await list(here)).map((s) => s.current)).toEqual([true]);
    expect(await auditOf('endMyOtherSessions', me.id)).toEqual([
      expect.objectContaining({ actor_id: me.id, outcome: 'success', detail: { ended: 2 } }),
    ]);
  });

  it('an admin ends every sign-in of an account; anyone else is refused', async () => {
    const admin = await person('0');
    const adminToken = await signIn(admin.username);
    const user = await person();
    const tokens = [await signIn(user.username), await signIn(user.username, firefox)];
    const doctor = await person();
    const doctorToken = await signIn(doctor.username);

    const denied = await call('POST', '/api/users/endSessions', doctorToken, { id: user.id });
    expect(denied.code).toBe(40301);
    for (const token of tokens) expect(await infoCode(token)).toBe(200);

    const done = await call<{ ended: number }>('POST', '/api/users/endSessions', adminToken, {
      id: user.id,
    });
    expect(done).toMatchObject({ code: 200, data: { ended: 2 } });
    for (const token of tokens) {
      const refused = await call('GET', '/api/sysUser/getInfo', token);
      expect(refused).toMatchObject({ code: 40141, message: '管理员已结束您的登录，请重新登录' });
    }
    // The gate's refusal is audited without a record (it stops before the body is read).
    const lines = await t.sql
      .selectFrom('audit_log')
      .select(['actor_id', 'outcome', 'entity_id', 'detail'])
      .where('action', '=', 'endUserSessions')
      .where('actor_id', 'in', [doctor.id, admin.id])
      .orderBy('id')
      .execute();
    expect(lines).toEqual([
      expect.objectContaining({ actor_id: doctor.id, outcome: 'denied' }),
      { actor_id: admin.id, outcome: 'success', entity_id: String(user.id), detail: { ended: 2 } },
    ]);
    // An account that does not exist.
    expect((await call('POST', '/api/users/endSessions', adminToken, { id: 999_999 })).code).toBe(
      40401,
    );
  });

  it('an ended sign-in is refused on the other instance and its live stream there ends at once', async () => {
    const me = await person('0');
    const here = await signIn(me.username);
    const there = await signIn(me.username, firefox);
    const stream = await fetch(`${secondBase}/api/community/stream`, { headers: { token: there } });
    expect(stream.headers.get('content-type')).toContain('text/event-stream');
    const reader = stream.body!.getReader();
    const decoder = new TextDecoder();
    let text = '';
    const read = async () => {
      const { value, done } = await reader.read();
      if (done) return false;
      text += decoder.decode(value, { stream: true });
      return true;
    };
    await vi.waitFor(async () => {
      await read();
      expect(text).toContain('"kind":"ready"');
    });

    const other = (await list(here)).find((s) => !s.current)!;
    expect((await call('POST', '/api/sysUser/sessions/end', here, { id: other.id })).code).toBe(
      200,
    );
    // The stream's last word says why, then it closes (the 20 s beat is not what ended it).
    let open = true;
    await vi.waitFor(
      async () => {
        if (open) open = await read();
        expect(text).toContain('event: end');
      },
      { timeout: 5000 },
    );
    expect(text).toContain('"code":40140');
    while (open) open = await read();

    const refused = await second.inject({
      method: 'GET',
      url: '/api/sysUser/getInfo',
      headers: { token: there },
    });
    expect(refused.json<Envelope>()).toMatchObject({
      code: 40140,
      message: '您已在其他设备上被退出登录，请重新登录',
    });
    expect(refused.statusCode).toBe(401);
  });

  it('last seen is written at most once a minute per sign-in', async () => {
    const me = await person();
    const token = await signIn(me.username);
    const [session] = await list(token);
    const lastSeen = () =>
      t.sql
        .selectFrom('sessions')
        .select('last_seen_at')
        .where('sign_in_id', '=', session!.id)
        .executeTakeFirstOrThrow()
        .then((row) => row.last_seen_at.getTime());
    // Fresh: requests do not write it again.
    const first = await lastSeen();
    await infoCode(token);
    expect(await lastSeen()).toBe(first);
    // Over a minute old: the next request brings it up to now.
    await sql`UPDATE sessions SET last_seen_at = now() - interval '2 minutes'
               WHERE sign_in_id = ${session!.id}::uuid`.execute(t.sql);
    const old = await lastSeen();
    await infoCode(token);
    await vi.waitFor(async () => expect(await lastSeen()).toBeGreaterThan(old + 60_000));
  });
});
