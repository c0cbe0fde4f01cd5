import { randomBytes } from 'node:crypto';
import type { InjectOptions } from 'fastify';
import { Writable } from 'node:stream';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../src/platform/logger';
import { engines } from './engines';
import { startTestApp, type TestApp } from './harness';

/*
 * 重置两步验证 (issue 30): a person of a role that requires the second factor lost their phone
 * and recovery codes; an admin removes the authenticator, which ends their sign-ins, and their
 * next sign-in asks them to bind a new one. Codes are computed here from the secret.
 */

const codeAt = (secret: string, steps = 0) =>
  generate({ secret, epoch: Math.floor(Date.now() / 1000) + steps * 30 });

const key = randomBytes(32);
const password = 'Factor@2026';

describe.each(engines)('resetting a second factor on $name PostgreSQL', (engine) => {
  const logged: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      logged.push(chunk.toString());
      callback();
    },
  });
  let t: TestApp;
  let serial = 0;
  let admin: number;
  let adminToken: string;

  beforeAll(async () => {
    t = await startTestApp(
      engine,
      { secondFactorKey: key, loginLimits: {}, stepUpWindowMs: 5 * 60 * 1000 },
      { logger: createLogger('trace', stream) },
    );
    await t.sql
      .insertInto('roles')
      .values({ key: 'ward_admin', name: '病区管理员', second_factor_required: true })
      .execute();
    admin = await t.createUser({ username: 'reset_admin', password, userAuth: '0' });
    adminToken = await t.tokenFor(admin);
  });
  afterAll(() => t?.close());

  const call = (
    method: 'GET' | 'POST',
    url: string,
    token: string,
    payload?: InjectOptions['payload'],
  ) => t.call({ method, url, token, ...(payload === undefined ? {} : { payload }) });
  const codeOf = async (response: Promise<{ json: () => { code: number } }>) =>
    (await response).json().code;
  const reset = (token: string, id: number) =>
    call('POST', '/api/users/resetSecondFactor', token, { id });
  const signIn = async (username: string) => {
    const login = await t.call({
      method: 'POST',
      url: '/api/users/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ username, password }).toString(),
    });
    expect(login.json().code, login.body).toBe(200);
    return login.json<{ data: { token: string } }>().data.token;
  };

  /** A ward admin (the role requires the factor) who bound an authenticator. */
  const enrolledWardAdmin = async () => {
    serial += 1;
    const username = `reset_${serial}`;
    const id = await t.createUser({ username, password, userAuth: '1', roles: ['ward_admin'] });
    const token = await t.tokenFor(id);
    const { secret } = (await call('POST', '/api/sysUser/secondFactor/enrol', token)).json<{
      data: { secret: string };
    }>().data;
    const confirmed = await call('POST', '/api/sysUser/secondFactor/enrol/confirm', token, {
      code: await codeAt(secret),
    });
    expect(confirmed.json().code, confirmed.body).toBe(200);
    const { recoveryCodes } = confirmed.json<{ data: { recoveryCodes: string[] } }>().data;
    return { id, username, token, secret, recoveryCodes };
  };

  it('removes the authenticator and codes, ends every sign-in; the next sign-in binds anew', async () => {
    const person = await enrolledWardAdmin();
    const other = await t.tokenFor(person.id);
    const before = await call('GET', '/api/sysUser/secondFactor', person.token);
    expect(before.json<{ data: unknown }>().data).toMatchObject({ enrolled: true, pending: false });

    const answer = await reset(adminToken, person.id);
    expect(answer.json(), answer.body).toMatchObject({ code: 200, data: { ended: 2 } });

    // Both sign-ins are refused at their next request, as ended by an admin.
    expect(await codeOf(call('GET', '/api/sysUser/getInfo', person.token))).toBe(40141);
    expect(await codeOf(call('GET', '/api/sysUser/getInfo', other))).toBe(40141);
    const totp = await t.sql
      .selectFrom('user_totp')
      .select('user_id')
      .where('user_id', '=', person.id)
      .execute();
    const codes = await t.sql
      .selectFrom('user_recovery_codes')
      .select('user_id')
      .where('user_id', '=', person.id)
      .execute();
    expect([totp, codes]).toEqual([[], []]);

    // The password still works; the sign-in waits, asking to bind (nothing bound, role requires).
    const fresh = await signIn(person.username);
    expect(await codeOf(call('GET', '/api/sysUser/getInfo', fresh))).toBe(40330);
    const status = await call('GET', '/api/sysUser/secondFactor', fresh);
    expect(status.json<{ data: unknown }>().data).toMatchObject({
      enrolled: false,
      required: true,
      pending: true,
      recoveryCodesLeft: 0,
    });
    // An old recovery code does not pass the new sign-in.
    expect(
      await codeOf(
        call('POST', '/api/sysUser/secondFactor/verify', fresh, {
          recoveryCode: person.recoveryCodes[0],
        }),
      ),
    ).toBe(40130);
    // Binding a new authenticator completes the sign-in.
    const { secret } = (await call('POST', '/api/sysUser/secondFactor/enrol', fresh)).json<{
      data: { secret: string };
    }>().data;
    expect(secret).not.toBe(person.secret);
    expect(
      await codeOf(
        call('POST', '/api/sysUser/secondFactor/enrol/confirm', fresh, {
          code: await codeAt(secret),
        }),
      ),
    ).toBe(200);
    expect(await codeOf(call('GET', '/api/sysUser/getInfo', fresh))).toBe(200);

    // One audit line: who, whose, how many sign-ins ended; never a secret or code.
    const lines = await t.sql
      .selectFrom('audit_log')
      .select(['actor_id', 'entity', 'entity_id', 'outcome', 'detail'])
      .where('action', '=', 'resetUserSecondFactor')
      .where('entity_id', '=', String(person.id))
      .execute();
    expect(lines).toEqual([
      {
        actor_id: admin,
        entity: 'users',
        entity_id: String(person.id),
        outcome: 'success',
        detail: { ended: 2, recoveryCodesRemoved: 10 },
      },
    ]);
    const audit = JSON.stringify(await t.sql.selectFrom('audit_log').selectAll().execute());
    const log = logged.join('');
    for (const secret of [person.secret, ...person.recoveryCodes]) {
      expect(audit).not.toContain(secret);
      expect(log).not.toContain(secret);
    }
  });

  it('refuses a non-admin (40301), and leaves the factor in place', async () => {
    const person = await enrolledWardAdmin();
    const doctor = await t.createUser({ username: 'reset_doctor', password, userAuth: '1' });
    const doctorToken = await t.tokenFor(doctor);
    expect(await codeOf(reset(doctorToken, person.id))).toBe(40301);
    expect(await codeOf(reset(person.token, person.id))).toBe(40301);
    expect(
      (await call('GET', '/api/sysUser/secondFactor', person.token)).json<{ data: unknown }>().data,
    ).toMatchObject({ enrolled: true, recoveryCodesLeft: 10 });
  });

  it('asks the admin to confirm their identity first (step-up, 40331)', async () => {
    const person = await enrolledWardAdmin();
    const unconfirmed = await t.tokenFor(admin, { steppedUp: false });
    expect(await codeOf(reset(unconfirmed, person.id))).toBe(40331);
    expect(await codeOf(call('GET', '/api/sysUser/getInfo', person.token))).toBe(200);
  });

  it("refuses the admin's own account (40350) and an account with nothing bound (40401)", async () => {
    expect(await codeOf(reset(adminToken, admin))).toBe(40350);
    const plain = await t.createUser({ username: 'reset_plain', password, userAuth: '1' });
    const plainToken = await t.tokenFor(plain);
    const refused = (await reset(adminToken, plain)).json<{ code: number; message: string }>();
    expect(refused).toMatchObject({ code: 40401, message: '该用户尚未绑定身份验证器' });
    // Refused: nothing changed, the person's sign-in lives on.
    expect(await codeOf(call('GET', '/api/sysUser/getInfo', plainToken))).toBe(200);
    expect(await codeOf(reset(adminToken, 999_999))).toBe(40401);
    const failed = await t.sql
      .selectFrom('audit_log')
      .select('outcome')
      .where('action', '=', 'resetUserSecondFactor')
      .where('entity_id', '=', String(plain))
      .execute();
    expect(failed).toEqual([{ outcome: 'failure' }]);
  });
});
