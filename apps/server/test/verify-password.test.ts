import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines } from './engines';
import { startTestApp, type TestApp } from './harness';

/** The idle lock's unlock (issue 12): the signed-in person's password, throttled like sign-in. */
describe.each(engines)('verifyPassword on $name PostgreSQL', (engine) => {
  let t: TestApp;
  let userId: number;
  let token: string;

  beforeAll(async () => {
    t = await startTestApp(engine);
    userId = await t.createUser({ username: 'nurse', password: 'Nurse@123', userAuth: '1' });
    token = await t.tokenFor(userId);
  });
  afterAll(() => t?.close());

  const verify = (password: unknown, ip = '198.51.100.4', asToken = token) =>
    t.call({
      method: 'POST',
      url: '/api/sysUser/verifyPassword',
      token: asToken,
      payload: { password },
      remoteAddress: ip,
    });
  const signIn = (password: string, ip: string) =>
    t.call({
      method: 'POST',
      url: '/api/users/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ username: 'nurse', password }).toString(),
      remoteAddress: ip,
    });
  const auditLines = () =>
    t.sql
      .selectFrom('audit_log')
      .select(['actor_id', 'outcome', 'ip'])
      .where('action', '=', 'verifyPassword')
      .orderBy('id')
      .execute();

  it('accepts the right password, keeps the session and writes a success line', async () => {
    const res = await verify('Nurse@123');
    expect(res.json()).toMatchObject({ code: 200, data: null });
    const info = await t.call({ method: 'GET', url: '/api/sysUser/getInfo', token });
    expect(info.json().code).toBe(200);
    expect(await auditLines()).toContainEqual({
      actor_id: userId,
      outcome: 'success',
      ip: '198.51.100.4',
    });
  });

  it('refuses a wrong password with 40101 and an empty one with 40001 naming the field', async () => {
    const wrong = await verify('Nurse@124', '198.51.100.5');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({ code: 40101, message: '密码错误' });
    const empty = await verify('', '198.51.100.5');
    expect(empty.json().code).toBe(40001);
    expect(empty.json().message).toContain('请输入密码');
    expect(await auditLines()).toContainEqual({
      actor_id: userId,
      outcome: 'failure',
      ip: '198.51.100.5',
    });
  });

  it('shares the sign-in throttle: 5 failures block unlock and sign-in from that address', async () => {
    const ip = '198.51.100.6';
    for (let i = 0; i < 5; i++) expect((await verify(`wrong-${i}`, ip)).json().code).toBe(40101);
    const blocked = await verify('Nurse@123', ip);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().code).toBe(42901);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect((await signIn('Nurse@123', ip)).json().code).toBe(42901);
    // Another address is not blocked.
    expect((await verify('Nurse@123', '198.51.100.7')).json().code).toBe(200);
    expect(await auditLines()).toContainEqual({ actor_id: userId, outcome: 'denied', ip });
  });

  it('needs a session', async () => {
    const res = await t.call({
      method: 'POST',
      url: '/api/sysUser/verifyPassword',
      payload: { password: 'Nurse@123' },
    });
    expect(res.json().code).toBe(50008);
  });
});
