import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines } from './engines';
import { startTestApp, type TestApp } from './harness';

describe.each(engines)('the access gate on $name PostgreSQL', (engine) => {
  let t: TestApp;
  let patientToken: string;

  beforeAll(async () => {
    t = await startTestApp(engine);
    patientToken = await t.tokenFor(await t.createUser({ username: 'p1', userAuth: '2' }));
  });
  afterAll(() => t?.close());

  it('answers a call without a token with 50008 (HTTP 401)', async () => {
    const res = await t.call({ method: 'GET', url: '/api/users/list' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({
      code: 50008,
      message: expect.any(String),
      data: null,
      success: false,
      requestId: expect.any(String),
    });
  });

  it('answers an unknown token with 50008', async () => {
    const res = await t.call({ method: 'GET', url: '/api/users/list', token: 'x'.repeat(43) });
    expect(res.json().code).toBe(50008);
  });

  it('answers a valid token without the permission with 40301 and audits the denial', async () => {
    const res = await t.call({ method: 'GET', url: '/api/users/list', token: patientToken });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe(40301);
    const rows = await t.sql
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'listUsers')
      .execute();
    expect(rows).toMatchObject([{ actor_name: 'p1', outcome: 'denied', entity: 'users' }]);
  });

  it('answers an expired token with 50014', async () => {
    const userId = await t.createUser({ username: 'p2', userAuth: '2' });
    const token = await t.tokenFor(userId);
    await t.sql
      .updateTable('sessions')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('user_id', '=', userId)
      .execute();
    const res = await t.call({ method: 'GET', url: '/api/sysUser/getInfo', token });
    expect(res.json().code).toBe(50014);
  });
});
