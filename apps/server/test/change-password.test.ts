import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../src/platform/passwords';
import { engines } from './engines';
import { startTestApp, type TestApp } from './harness';

/** PUT /api/sysUser/password: a signed-in user changes their own password. */
describe.each(engines)('changing one’s own password on $name PostgreSQL', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(engine, {
      loginLimits: { source: { kind: 'window', max: 3, windowMs: 15 * 60 * 1000 } },
    });
  });
  afterAll(() => t?.close());

  const change = (token: string, payload: object, remoteAddress = '127.0.0.1') =>
    t.call({ method: 'PUT', url: '/api/sysUser/password', token, payload, remoteAddress });
  const hashOf = async (id: number) =>
    (
      await t.sql
        .selectFrom('users')
        .select('password_hash')
        .where('id', '=', id)
        .executeTakeFirstOrThrow()
    ).password_hash;
  const getInfo = (token: string) => t.call({ method: 'GET', url: '/api/sysUser/getInfo', token });
  const auditOf = (userId: number) =>
    t.sql
      .selectFrom('audit_log')
      .select(['actor_id', 'entity', 'entity_id', 'outcome'])
      .where('action', '=', 'changePassword')
      .where('actor_id', '=', userId)
      .orderBy('id')
      .execute();

  it('replaces the password, keeps this session and ends every other one, audited', async () => {
    const id = await t.createUser({ username: 'zhou', password: 'Old#Pass123', userAuth: '1' });
    const current = await t.tokenFor(id);
    const others = [await t.tokenFor(id), await t.tokenFor(id)];
    const res = await change(current, { oldPassword: 'Old#Pass123', newPassword: 'New#Pass456' });
    expect(res.json()).toEqual({ code: 200, message: 'ok', data: null, success: true });
    expect(await verifyPassword('New#Pass456', await hashOf(id))).toBe(true);
    expect((await getInfo(current)).json().code).toBe(200);
    for (const token of others) expect((await getInfo(token)).json().code).not.toBe(200);
    expect(await auditOf(id)).toEqual([
      { actor_id: id, entity: 'sysUser', entity_id: String(id), outcome: 'success' },
    ]);
    // The new password signs in, the old one no longer does.
    const signIn = (password: string) =>
      t.call({
        method: 'POST',
        url: '/api/users/login',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ username: 'zhou', password }).toString(),
      });
    expect((await signIn('New#Pass456')).json().code).toBe(200);
    expect((await signIn('Old#Pass123')).json().code).toBe(40101);
  });

  it('refuses a wrong old password with 40001 naming oldPassword, and changes nothing', async () => {
    const id = await t.createUser({ username: 'wu', password: 'Old#Pass123', userAuth: '2' });
    const token = await t.tokenFor(id);
    const other = await t.tokenFor(id);
    const before = await hashOf(id);
    const res = await change(token, { oldPassword: 'Wrong#123', newPassword: 'New#Pass456' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 40001 });
    expect(res.json().message).toContain('oldPassword');
    expect(await hashOf(id)).toBe(before);
    expect((await getInfo(other)).json().code).toBe(200);
    expect(await auditOf(id)).toEqual([expect.objectContaining({ outcome: 'failure' })]);
  });

  it('throttles guesses of the old password like sign-ins (42901)', async () => {
    const id = await t.createUser({ username: 'zheng', password: 'Old#Pass123', userAuth: '2' });
    const token = await t.tokenFor(id);
    for (let i = 0; i < 3; i++) {
      const res = await change(token, { oldPassword: `guess-${i}`, newPassword: 'New#Pass456' });
      expect(res.json().code).toBe(40001);
    }
    const res = await change(token, { oldPassword: 'Old#Pass123', newPassword: 'New#Pass456' });
    expect(res.statusCode).toBe(429);
    expect(res.json().code).toBe(42901);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(800);
  });

  it('checks the new password: the contract’s rule, not the old one, not a common one', async () => {
    const id = await t.createUser({ username: 'feng', password: 'Old#Pass123', userAuth: '0' });
    const token = await t.tokenFor(id);
    const cases: [object, string][] = [
      [{ oldPassword: 'Old#Pass123', newPassword: 'short1' }, 'newPassword'],
      [{ oldPassword: 'Old#Pass123', newPassword: 'Old#Pass123' }, '新密码不能与原密码相同'],
      [{ oldPassword: 'Old#Pass123', newPassword: 'Password1' }, '过于常见'],
      [{ newPassword: 'New#Pass456' }, 'oldPassword'],
      [{ oldPassword: 'Old#Pass123', newPassword: 'New#Pass456', extra: 1 }, '参数校验失败'],
    ];
    for (const [payload, text] of cases) {
      const res = await change(token, payload);
      expect(res.json().code, JSON.stringify(payload)).toBe(40001);
      expect(res.json().message).toContain(text);
    }
    expect(await verifyPassword('Old#Pass123', await hashOf(id))).toBe(true);
  });

  it('needs a session', async () => {
    const res = await t.call({
      method: 'PUT',
      url: '/api/sysUser/password',
      payload: { oldPassword: 'a', newPassword: 'New#Pass456' },
    });
    expect(res.json().code).toBe(50008);
  });
});
