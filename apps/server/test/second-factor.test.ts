import { randomBytes } from 'node:crypto';
import type { InjectOptions } from 'fastify';
import { Writable } from 'node:stream';
import { generate } from 'otplib';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '../src/platform/auth/tokens';
import { createLogger } from '../src/platform/logger';
import { engines } from './engines';
import { startTestApp, type TestApp } from './harness';

/*
 * The second factor (issue 30): enrolment, the pending sign-in, throttling, replay, recovery
 * codes, step-up and the per-role sign-in policy. Codes are computed here from the secret with the
 * same library; a code of the current 30 s step or the next one is accepted (one step of drift),
 * so each account uses the current step first, then the next — no test waits for the clock.
 */

/** The code of the time step `steps` after the current one. */
const codeAt = (secret: string, steps = 0) =>
  generate({ secret, epoch: Math.floor(Date.now() / 1000) + steps * 30 });

const key = randomBytes(32);

describe.each(engines)('the second factor on $name PostgreSQL', (engine) => {
  const logged: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      logged.push(chunk.toString());
      callback();
    },
  });
  /** Every secret and recovery code the tests saw: none may appear in a log line or the audit log. */
  const typed = new Set<string>();
  /** Every six-digit code typed (looked for as a JSON string: digits alone occur in timestamps). */
  const typedCodes = new Set<string>();
  let t: TestApp;
  let serial = 0;

  beforeAll(async () => {
    t = await startTestApp(
      engine,
      { secondFactorKey: key, loginLimits: {}, stepUpWindowMs: 5 * 60 * 1000 },
      { logger: createLogger('trace', stream) },
    );
  });
  afterAll(() => t?.close());

  const call = (
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    token: string,
    payload?: InjectOptions['payload'],
    remoteAddress = '198.51.100.20',
  ) => t.call({ method, url, token, remoteAddress, ...(payload === undefined ? {} : { payload }) });
  const codeOf = async (response: Promise<{ json: () => { code: number } }>) =>
    (await response).json().code;

  const newUser = async (userAuth: '0' | '1' | '2' = '1', roles?: string[]) => {
    serial += 1;
    const username = `tf_${serial}`;
    const id = await t.createUser({
      username,
      password: 'Factor@2026',
      userAuth,
      ...(roles ? { roles } : {}),
    });
    return { id, username };
  };

  /** An account with an authenticator bound directly (its codes unused so far). */
  const enrolledUser = async (userAuth: '0' | '1' | '2' = '1') => {
    const user = await newUser(userAuth);
    const token = await t.tokenFor(user.id);
    const enrolment = (await call('POST', '/api/sysUser/secondFactor/enrol', token)).json<{
      data: { secret: string };
    }>().data;
    typed.add(enrolment.secret);
    const code = await codeAt(enrolment.secret);
    typedCodes.add(code);
    const confirmed = await call('POST', '/api/sysUser/secondFactor/enrol/confirm', token, {
      code,
    });
    expect(confirmed.json().code, confirmed.body).toBe(200);
    const codes = confirmed.json<{ data: { recoveryCodes: string[] } }>().data.recoveryCodes;
    for (const c of codes) typed.add(c);
    return {
      ...user,
      secret: enrolment.secret,
      recoveryCodes: codes,
      enrolToken: token,
      /** The code the enrolment was confirmed with (used: a replay of it is refused). */
      enrolmentCode: code,
    };
  };

  it('enrols: QR code and secret, a wrong code refused, the right one gives 10 recovery codes', async () => {
    const user = await newUser();
    const token = await t.tokenFor(user.id);
    const started = await call('POST', '/api/sysUser/secondFactor/enrol', token);
    const enrolment = started.json<{
      data: { secret: string; otpauthUri: string; qrCode: string };
    }>().data;
    typed.add(enrolment.secret);
    expect(enrolment.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(enrolment.otpauthUri).toContain(`secret=${enrolment.secret}`);
    expect(enrolment.qrCode).toMatch(/^data:image\/svg\+xml;base64,/);
    // Stored sealed: the database does not hold the secret as it is.
    const row = await t.sql
      .selectFrom('user_totp')
      .select(['secret', 'confirmed_at'])
      .where('user_id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(row.secret.startsWith('aes1:')).toBe(true);
    expect(row.secret).not.toContain(enrolment.secret);
    expect(row.confirmed_at).toBeNull();

    const wrong = await call('POST', '/api/sysUser/secondFactor/enrol/confirm', token, {
      code: '000000',
    });
    // (One in a million: 000000 is the right code.)
    expect(wrong.json().code).toBe(40130);
    const code = await codeAt(enrolment.secret);
    typedCodes.add(code);
    const confirmed = await call('POST', '/api/sysUser/secondFactor/enrol/confirm', token, {
      code,
    });
    const codes = confirmed.json<{ data: { recoveryCodes: string[] } }>().data.recoveryCodes;
    expect(codes).toHaveLength(10);
    for (const c of codes) {
      typed.add(c);
      expect(c).toMatch(/^[A-Z2-9]{5}-[A-Z2-9]{5}$/);
    }
    expect(
      (await call('GET', '/api/sysUser/secondFactor', token)).json<{ data: unknown }>().data,
    ).toEqual({
      enrolled: true,
      required: false,
      pending: false,
      recoveryCodesLeft: 10,
      hasPassword: true,
    });
    // A second authenticator cannot be bound over the first.
    expect(await codeOf(call('POST', '/api/sysUser/secondFactor/enrol', token))).toBe(40901);
  });

  it('starts a new sign-in pending: every call refused (40330) until the code', async () => {
    const user = await enrolledUser();
    const login = await t.call({
      method: 'POST',
      url: '/api/users/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ username: user.username, password: 'Factor@2026' }).toString(),
    });
    const token = login.json<{ data: { token: string } }>().data.token;
    expect(await codeOf(call('GET', '/api/sysUser/getInfo', token))).toBe(40330);
    expect(await codeOf(call('GET', '/api/sysUser/getMenuList', token))).toBe(40330);
    expect(await codeOf(call('POST', '/api/sysUser/refreshToken', token, { token }))).toBe(40330);
    const status = (await call('GET', '/api/sysUser/secondFactor', token)).json<{
      data: { pending: boolean; enrolled: boolean };
    }>().data;
    expect(status).toMatchObject({ pending: true, enrolled: true });
    // Pending and enrolled: no new authenticator can be bound to get round the code.
    expect(await codeOf(call('POST', '/api/sysUser/secondFactor/enrol', token))).toBe(40901);

    // The enrolment's code again is a replay (the code itself, not "the current step's": on a busy
    // machine the 30-second step may have turned since the enrolment).
    const used = user.enrolmentCode;
    expect(
      await codeOf(call('POST', '/api/sysUser/secondFactor/verify', token, { code: used })),
    ).toBe(40130);
    const next = await codeAt(user.secret, 1);
    typedCodes.add(next);
    expect(
      await codeOf(call('POST', '/api/sysUser/secondFactor/verify', token, { code: next })),
    ).toBe(200);
    expect(await codeOf(call('GET', '/api/sysUser/getInfo', token))).toBe(200);

    // Another sign-in cannot use that code again (no replay within its window).
    const other = await t.tokenFor(user.id);
    expect(
      await codeOf(call('POST', '/api/sysUser/secondFactor/verify', other, { code: next })),
    ).toBe(40130);
    expect(await codeOf(call('GET', '/api/sysUser/getInfo', other))).toBe(40330);
  });

  it('accepts each recovery code once', async () => {
    const user = await enrolledUser();
    const first = await t.tokenFor(user.id);
    const recoveryCode = user.recoveryCodes[0]!.toLowerCase().replace('-', ' ');
    expect(
      await codeOf(call('POST', '/api/sysUser/secondFactor/verify', first, { recoveryCode })),
    ).toBe(200);
    expect(await codeOf(call('GET', '/api/sysUser/getInfo', first))).toBe(200);
    const second = await t.tokenFor(user.id);
    expect(
      await codeOf(call('POST', '/api/sysUser/secondFactor/verify', second, { recoveryCode })),
    ).toBe(40130);
    const status = (await call('GET', '/api/sysUser/secondFactor', first)).json<{
      data: { recoveryCodesLeft: number };
    }>().data;
    expect(status.recoveryCodesLeft).toBe(9);
    const line = await t.sql
      .selectFrom('audit_log')
      .select(['outcome', 'detail'])
      .where('action', '=', 'verifySecondFactor')
      .where('actor_id', '=', user.id)
      .where('outcome', '=', 'success')
      .executeTakeFirstOrThrow();
    expect(line.detail).toEqual({ with: 'recoveryCode' });
  });

  it('throttles wrong codes like passwords: 5 wrong, then refused even the right one', async () => {
    const user = await enrolledUser();
    const token = await t.tokenFor(user.id);
    const ip = '198.51.100.30';
    for (let i = 0; i < 5; i++) {
      const res = await call(
        'POST',
        '/api/sysUser/secondFactor/verify',
        token,
        { code: '000000' },
        ip,
      );
      expect(res.json().code).toBe(40130);
    }
    const right = await codeAt(user.secret, 1);
    const blocked = await call(
      'POST',
      '/api/sysUser/secondFactor/verify',
      token,
      { code: right },
      ip,
    );
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().code).toBe(42901);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    // The account's counter: another address is refused too.
    const elsewhere = await call(
      'POST',
      '/api/sysUser/secondFactor/verify',
      token,
      { code: right },
      '203.0.113.9',
    );
    expect(elsewhere.json().code).toBe(42901);
  });

  it('a role that requires it: the session is pending until enrolment, and it cannot be turned off', async () => {
    await t.sql
      .insertInto('roles')
      .values({ key: 'ward_admin', name: '病区管理员', second_factor_required: true })
      .execute();
    const user = await newUser('1', ['ward_admin']);
    const token = await t.tokenFor(user.id);
    expect(await codeOf(call('GET', '/api/sysUser/getInfo', token))).toBe(40330);
    expect(
      (await call('GET', '/api/sysUser/secondFactor', token)).json<{ data: unknown }>().data,
    ).toMatchObject({ enrolled: false, required: true, pending: true });
    const enrolment = (await call('POST', '/api/sysUser/secondFactor/enrol', token)).json<{
      data: { secret: string };
    }>().data;
    typed.add(enrolment.secret);
    const code = await codeAt(enrolment.secret);
    typedCodes.add(code);
    expect(
      await codeOf(call('POST', '/api/sysUser/secondFactor/enrol/confirm', token, { code })),
    ).toBe(200);
    expect(await codeOf(call('GET', '/api/sysUser/getInfo', token))).toBe(200);
    const next = await codeAt(enrolment.secret, 1);
    expect(
      await codeOf(call('POST', '/api/sysUser/secondFactor/disable', token, { code: next })),
    ).toBe(40333);
  });

  it('turns off with a code: the next sign-in is not pending', async () => {
    const user = await enrolledUser();
    const next = await codeAt(user.secret, 1);
    typedCodes.add(next);
    expect(
      await codeOf(
        call('POST', '/api/sysUser/secondFactor/disable', user.enrolToken, { code: next }),
      ),
    ).toBe(200);
    const token = await t.tokenFor(user.id);
    expect(await codeOf(call('GET', '/api/sysUser/getInfo', token))).toBe(200);
  });

  it('the idle-lock unlock asks for the password and the code', async () => {
    const user = await enrolledUser();
    const token = user.enrolToken;
    const unlock = (payload: { password: string; code?: string }) =>
      codeOf(call('POST', '/api/sysUser/verifyPassword', token, payload));
    expect(await unlock({ password: 'Factor@2026' })).toBe(40130);
    const next = await codeAt(user.secret, 1);
    typedCodes.add(next);
    expect(await unlock({ password: 'Wrong@2026', code: next })).toBe(40101);
    expect(await unlock({ password: 'Factor@2026', code: next })).toBe(200);
  });

  describe('step-up', () => {
    let admin: { id: number; username: string };
    let token: string;
    const reveal = () =>
      codeOf(call('POST', '/api/patientInformation/reveal', token, { id: 1, field: 'phone' }));
    const setRoles = () =>
      codeOf(
        call('POST', '/api/users/saveUserRole', token, { userId: admin.id, roleIds: ['admin'] }),
      );

    beforeAll(async () => {
      admin = await newUser('0');
      token = await t.tokenFor(admin.id, { steppedUp: false });
    });

    it('refuses reveal and role changes (40331) until the identity is confirmed', async () => {
      expect(await reveal()).toBe(40331);
      expect(await setRoles()).toBe(40331);
      expect(
        await codeOf(call('POST', '/api/sysUser/confirmIdentity', token, { password: 'nope!' })),
      ).toBe(40101);
      expect(await reveal()).toBe(40331);
      expect(
        await codeOf(
          call('POST', '/api/sysUser/confirmIdentity', token, { password: 'Factor@2026' }),
        ),
      ).toBe(200);
      expect(await reveal()).not.toBe(40331);
      expect(await setRoles()).not.toBe(40331);
    });

    it('asks again once the window (5 minutes, the database clock) has passed', async () => {
      await t.sql
        .updateTable('sessions')
        .set({ stepped_up_at: sql<Date>`now() - interval '5 minutes 1 second'` })
        .where('token_hash', '=', hashToken(token))
        .execute();
      expect(await reveal()).toBe(40331);
      await t.sql
        .updateTable('sessions')
        .set({ stepped_up_at: sql<Date>`now() - interval '4 minutes 50 seconds'` })
        .where('token_hash', '=', hashToken(token))
        .execute();
      expect(await reveal()).not.toBe(40331);
    });

    it('a password sign-in counts as a confirmation for the window', async () => {
      const user = await newUser('0');
      const login = await t.call({
        method: 'POST',
        url: '/api/users/login',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({
          username: user.username,
          password: 'Factor@2026',
        }).toString(),
      });
      const fresh = login.json<{ data: { token: string } }>().data.token;
      expect(
        await codeOf(
          call('POST', '/api/patientInformation/reveal', fresh, { id: 1, field: 'phone' }),
        ),
      ).not.toBe(40331);
    });

    it('staff with no password here confirm with their code, or are told to bind one', async () => {
      const user = await newUser('1');
      await t.sql
        .updateTable('users')
        .set({ password_hash: '!external' })
        .where('id', '=', user.id)
        .execute();
      const external = await t.tokenFor(user.id, { steppedUp: false });
      expect(
        await codeOf(
          call('POST', '/api/sysUser/confirmIdentity', external, { password: 'Factor@2026' }),
        ),
      ).toBe(40332);
      expect(
        await codeOf(call('POST', '/api/sysUser/confirmIdentity', external, { code: '123456' })),
      ).toBe(40332);
    });

    it('a code of the app confirms too', async () => {
      const user = await enrolledUser('0');
      const next = await codeAt(user.secret, 1);
      typedCodes.add(next);
      expect(
        await codeOf(call('POST', '/api/sysUser/confirmIdentity', user.enrolToken, { code: next })),
      ).toBe(200);
    });
  });

  describe('the sign-in policy', () => {
    it('is read and saved by the admin only, audited, and enforced at sign-in', async () => {
      const admin = await newUser('0');
      const adminToken = await t.tokenFor(admin.id);
      const doctor = await newUser('1');
      const doctorToken = await t.tokenFor(doctor.id);
      expect(await codeOf(call('GET', '/api/settings/signInPolicy', doctorToken))).toBe(40301);
      expect(
        await codeOf(
          call('PUT', '/api/settings/signInPolicy', doctorToken, {
            roles: [{ key: 'doctor', signInMethods: ['password'], secondFactorRequired: false }],
          }),
        ),
      ).toBe(40301);

      const policy = (await call('GET', '/api/settings/signInPolicy', adminToken)).json<{
        data: { roles: { key: string }[]; configuredMethods: string[]; demoData: boolean };
      }>().data;
      expect(policy.configuredMethods).toEqual(['password']);
      expect(policy.roles.map((r) => r.key)).toContain('doctor');

      // Doctors: the directory only, and a second factor.
      const saved = await call('PUT', '/api/settings/signInPolicy', adminToken, {
        roles: [{ key: 'doctor', signInMethods: ['ldap'], secondFactorRequired: true }],
      });
      expect(saved.json().code, saved.body).toBe(200);
      const signIn = await t.call({
        method: 'POST',
        url: '/api/users/login',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({
          username: doctor.username,
          password: 'Factor@2026',
        }).toString(),
      });
      expect(signIn.json().code).toBe(40302);
      // A session made by any other way of signing in starts pending.
      const viaDirectory = await t.tokenFor(doctor.id);
      expect(await codeOf(call('GET', '/api/sysUser/getInfo', viaDirectory))).toBe(40330);

      // The admins keep a method this server has (no identity provider configured here).
      expect(
        await codeOf(
          call('PUT', '/api/settings/signInPolicy', adminToken, {
            roles: [{ key: 'admin', signInMethods: ['oidc'], secondFactorRequired: false }],
          }),
        ),
      ).toBe(40334);
      expect(
        await codeOf(
          call('PUT', '/api/settings/signInPolicy', adminToken, {
            roles: [{ key: 'doctor', signInMethods: [], secondFactorRequired: false }],
          }),
        ),
      ).toBe(40001);
      const lines = await t.sql
        .selectFrom('audit_log')
        .select('outcome')
        .where('action', '=', 'saveSignInPolicy')
        .where('actor_id', '=', admin.id)
        .execute();
      expect(lines.map((l) => l.outcome)).toEqual(expect.arrayContaining(['success', 'failure']));
      // Put back for the other tests of this file.
      await call('PUT', '/api/settings/signInPolicy', adminToken, {
        roles: [
          {
            key: 'doctor',
            signInMethods: ['password', 'ldap', 'oidc'],
            secondFactorRequired: false,
          },
        ],
      });
    });
  });

  it('never writes a secret or a code to the log or the audit log', async () => {
    expect(typed.size).toBeGreaterThan(10);
    const audit = JSON.stringify(
      await t.sql.selectFrom('audit_log').select(['detail', 'entity_id']).execute(),
    );
    const log = logged.join('');
    for (const secret of typed) {
      expect(log).not.toContain(secret);
      expect(audit).not.toContain(secret);
    }
    expect(typedCodes.size).toBeGreaterThan(5);
    for (const code of typedCodes) {
      expect(log).not.toContain(`"${code}"`);
      expect(audit).not.toContain(`"${code}"`);
    }
  });
});
