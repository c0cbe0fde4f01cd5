import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startSlapd,
  testPeople,
  type RunningSlapd,
  type TestPerson,
} from '../../../scripts/testing/slapd';
import { ConfigError, loadConfig } from '../src/platform/config';
import type { LdapConfig } from '../src/platform/ldap-config';
import { createLogger } from '../src/platform/logger';
import type { SignInMethod } from '../src/identity/sign-in-methods';
import { engines } from './engines';
import { startTestApp, type TestApp } from './harness';

/*
 * Directory sign-in (issue 30) against a real OpenLDAP started by the test (scripts/testing/
 * slapd.ts): ldaps:// and ldap:// + StartTLS with a certificate made here, the ppolicy lock, the
 * memberof overlay, a service account for the search. The console's login form, unchanged: the
 * server decides the person is the directory's.
 */

let slapd: RunningSlapd;
beforeAll(async () => {
  slapd = await startSlapd();
});
afterAll(() => slapd?.stop());

function directory(overrides: Record<string, string> = {}): LdapConfig {
  const ldap = loadConfig(slapd.env(overrides)).ldap;
  if (!ldap) throw new Error('LDAP_URL not taken');
  return ldap;
}

/** A port nobody listens on: bound, read, closed. */
async function closedPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

describe('LDAP configuration', () => {
  const base = () => slapd.env();

  it('refuses ldap:// without StartTLS: a password would cross the network in clear', () => {
    expect(() => loadConfig({ ...base(), LDAP_URL: slapd.ldapUrl })).toThrow(ConfigError);
    expect(() => loadConfig({ ...base(), LDAP_URL: slapd.ldapUrl })).toThrow(/LDAP_START_TLS/);
    expect(
      loadConfig({ ...base(), LDAP_URL: slapd.ldapUrl, LDAP_START_TLS: 'true' }).ldap?.startTls,
    ).toBe(true);
  });

  it('names a bad group mapping, a missing base DN and a filter without {username}', () => {
    const error = (() => {
      try {
        loadConfig({
          ...base(),
          LDAP_GROUP_ROLES: 'nurse:cn=nurses,dc=x',
          LDAP_USER_BASE_DN: '',
        });
      } catch (caught) {
        return (caught as Error).message;
      }
      return '';
    })();
    expect(error).toContain('LDAP_GROUP_ROLES');
    expect(error).toContain('LDAP_USER_BASE_DN');
    expect(() => loadConfig({ ...base(), LDAP_USER_FILTER: '(uid=alice)' })).toThrow(
      /LDAP_USER_FILTER/,
    );
    // The service account's password is never echoed in the error.
    expect(() =>
      loadConfig({ ...base(), LDAP_URL: slapd.ldapUrl, LDAP_BIND_PASSWORD: 'Top-Secret-9' }),
    ).toThrow(expect.objectContaining({ message: expect.not.stringContaining('Top-Secret-9') }));
  });

  it('is off without LDAP_URL', () => {
    expect(loadConfig({}).ldap).toBeUndefined();
  });
});

describe.each(engines)('directory sign-in on $name PostgreSQL', (engine) => {
  let t: TestApp;
  const logLines: string[] = [];
  const logStream = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      logLines.push(chunk.toString());
      callback();
    },
  });
  let ip = 0;
  /** Each test signs in from its own address: the source throttle of one never blocks another. */
  const nextIp = () => `203.0.113.${++ip}`;

  beforeAll(async () => {
    t = await startTestApp(
      engine,
      { ldap: directory() },
      { logger: createLogger('trace', logStream) },
    );
  });
  afterAll(() => t?.close());

  const login = (
    username: string,
    password: string,
    remoteAddress = nextIp(),
    app: FastifyInstance = t.app,
  ) =>
    app.inject({
      method: 'POST',
      url: '/api/users/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ username, password }).toString(),
      remoteAddress,
    });
  const signIn = (person: TestPerson, remoteAddress?: string) =>
    login(person.uid, person.password, remoteAddress);
  const infoOf = async (token: string) =>
    (await t.call({ method: 'GET', url: '/api/sysUser/getInfo', token })).json().data as {
      id: number;
      name: string;
      roles: string[];
    };
  /** Sets a role's sign-in methods for the length of `work`. */
  async function withMethods(role: string, methods: SignInMethod[], work: () => Promise<void>) {
    const { sign_in_methods: before } = await t.sql
      .selectFrom('roles')
      .select('sign_in_methods')
      .where('key', '=', role)
      .executeTakeFirstOrThrow();
    await t.sql
      .updateTable('roles')
      .set({ sign_in_methods: methods })
      .where('key', '=', role)
      .execute();
    try {
      await work();
    } finally {
      await t.sql
        .updateTable('roles')
        .set({ sign_in_methods: before })
        .where('key', '=', role)
        .execute();
    }
  }

  it('signs a directory doctor in over ldaps:// with the role of their group', async () => {
    const res = await signIn(testPeople.doctor);
    expect(res.json()).toMatchObject({ code: 200 });
    const info = await infoOf(res.json().data.token);
    expect(info.name).toBe(testPeople.doctor.name);
    expect(info.roles).toContain('doctor');
    expect(info.roles).not.toContain('admin');
    const user = await t.sql
      .selectFrom('users')
      .innerJoin('user_identities', 'user_identities.user_id', 'users.id')
      .select(['users.username', 'users.password_hash', 'user_identities.provider', 'subject'])
      .where('users.id', '=', info.id)
      .executeTakeFirstOrThrow();
    // No password of the directory is stored: the account has the '!external' marker.
    expect(user).toMatchObject({ username: 'ldap.doctor', password_hash: '!external' });
    expect(user.subject).toMatch(/^[0-9a-f-]{36}$/); // the entry's entryUUID
    const line = await t.sql
      .selectFrom('audit_log')
      .select(['outcome', 'actor_id'])
      .where('action', '=', 'login')
      .where('actor_id', '=', info.id)
      .executeTakeFirstOrThrow();
    expect(line.outcome).toBe('success');
    // A second sign-in finds the same account by its identity.
    const again = await signIn(testPeople.doctor);
    expect((await infoOf(again.json().data.token)).id).toBe(info.id);
  });

  it('signs an admin in over ldap:// with StartTLS', async () => {
    const other = await t.secondInstance({
      ldap: directory({ LDAP_URL: slapd.ldapUrl, LDAP_START_TLS: 'true' }),
    });
    try {
      const res = await login(testPeople.admin.uid, testPeople.admin.password, nextIp(), other);
      expect(res.json()).toMatchObject({ code: 200 });
      expect((await infoOf(res.json().data.token)).roles).toContain('admin');
    } finally {
      await other.close();
    }
  });

  it('escapes the typed name in the filter (RFC 4515): `*` matches nobody, o*d(d) only itself', async () => {
    expect((await login('*', testPeople.doctor.password)).json().code).toBe(40101);
    expect((await login('ldap.*', testPeople.doctor.password)).json().code).toBe(40101);
    expect((await signIn(testPeople.odd)).json().code).toBe(200);
  });

  it('answers a wrong directory password with 40101, counted by the sign-in throttle', async () => {
    const address = nextIp();
    for (let i = 0; i < 5; i++) {
      const wrong = await login(testPeople.doctor.uid, `Wrong-${i}`, address);
      expect(wrong.statusCode).toBe(401);
      expect(wrong.json()).toMatchObject({ code: 40101, message: '用户名或密码错误' });
    }
    const blocked = await signIn(testPeople.doctor, address);
    expect(blocked.json().code).toBe(42901);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('refuses an account the directory has locked (ppolicy pwdAccountLockedTime)', async () => {
    const res = await signIn(testPeople.locked);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 40301, message: '该账号已停用，请联系管理员' });
    const made = await t.sql
      .selectFrom('users')
      .select('id')
      .where('username', '=', testPeople.locked.uid)
      .executeTakeFirst();
    expect(made).toBeUndefined();
  });

  it('refuses a person in no mapped group with 40303, and makes no account', async () => {
    const res = await signIn(testPeople.nurse);
    expect(res.json().code).toBe(40303);
    const made = await t.sql
      .selectFrom('users')
      .select('id')
      .where('username', '=', testPeople.nurse.uid)
      .executeTakeFirst();
    expect(made).toBeUndefined();
  });

  it("refuses 40302 when the person's roles do not allow directory sign-in", async () => {
    await withMethods('doctor', ['password'], async () => {
      const res = await signIn(testPeople.doctor);
      expect(res.json().code).toBe(40302);
    });
    expect((await signIn(testPeople.doctor)).json().code).toBe(200);
  });

  it('enforces the policy for local passwords too, and keeps local accounts local', async () => {
    await t.createUser({ username: 'local.doctor', password: 'Local-Pass-7', userAuth: '1' });
    await withMethods('doctor', ['ldap'], async () => {
      expect((await login('local.doctor', 'Local-Pass-7')).json().code).toBe(40302);
    });
    expect((await login('local.doctor', 'Local-Pass-7')).json().code).toBe(200);
    // A local account shadows a directory name: its own password, never the directory's.
    const nurse = testPeople.nurse;
    await t.createUser({ username: nurse.uid, password: 'Local-Pass-8', userAuth: '1' });
    expect((await login(nurse.uid, nurse.password)).json().code).toBe(40101);
    expect((await login(nurse.uid, 'Local-Pass-8')).json().code).toBe(200);
  });

  it("unlocks the idle lock with the directory's password", async () => {
    const token = (await signIn(testPeople.doctor)).json().data.token as string;
    const verify = (password: string) =>
      t.call({
        method: 'POST',
        url: '/api/sysUser/verifyPassword',
        token,
        payload: { password },
        remoteAddress: nextIp(),
      });
    expect((await verify('Wrong-unlock')).json().code).toBe(40101);
    expect((await verify(testPeople.doctor.password)).json()).toMatchObject({ code: 200 });
  });

  it('refuses to set a console password on a directory account (changed in the directory)', async () => {
    const token = (await signIn(testPeople.doctor)).json().data.token as string;
    const res = await t.call({
      method: 'PUT',
      url: '/api/sysUser/password',
      token,
      payload: { oldPassword: testPeople.doctor.password, newPassword: 'Brand-New-Pass-9' },
    });
    expect(res.json()).toMatchObject({ code: 40301 });
    const { password_hash } = await t.sql
      .selectFrom('users')
      .select('password_hash')
      .where('username', '=', testPeople.doctor.uid)
      .executeTakeFirstOrThrow();
    expect(password_hash).toBe('!external');
  });

  it('finds groups by a group search when the directory has no memberOf', async () => {
    const other = await t.secondInstance({
      ldap: directory({ LDAP_GROUP_BASE_DN: 'ou=groups,dc=cep,dc=test' }),
    });
    try {
      const res = await login(testPeople.admin.uid, testPeople.admin.password, nextIp(), other);
      expect(res.json()).toMatchObject({ code: 200 });
      expect((await infoOf(res.json().data.token)).roles).toContain('admin');
    } finally {
      await other.close();
    }
  });

  it('answers 50320 (503) when the directory cannot be reached', async () => {
    const other = await t.secondInstance({
      ldap: directory({ LDAP_URL: `ldaps://127.0.0.1:${await closedPort()}`, LDAP_TIMEOUT: '2' }),
    });
    try {
      const res = await login(testPeople.doctor.uid, testPeople.doctor.password, nextIp(), other);
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({
        code: 50320,
        message: '医院统一身份目录暂时无法连接，请稍后重试或联系信息科',
      });
    } finally {
      await other.close();
    }
  });

  it('never writes a password to the log', () => {
    const all = logLines.join('');
    expect(logLines.length).toBeGreaterThan(0); // the log was captured
    for (const secret of [
      ...Object.values(testPeople).map((p) => p.password),
      'Wrong-0',
      'Wrong-unlock',
      'Local-Pass-7',
      'Local-Pass-8',
      'Brand-New-Pass-9',
      slapd.env().LDAP_BIND_PASSWORD,
    ]) {
      expect(all).not.toContain(secret);
    }
  });
});
