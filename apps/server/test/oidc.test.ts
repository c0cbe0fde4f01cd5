import { Writable } from 'node:stream';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OidcConfig } from '../src/platform/config';
import { createLogger } from '../src/platform/logger';
import { engines } from './engines';
import { startTestApp, type TestApp } from './harness';
import {
  defaultAccounts,
  providerClient,
  signInAtProvider,
  startTestProvider,
  testRoleMap,
  type ProviderAccount,
  type TestProvider,
} from './oidc-provider';

/*
 * Sign-in through the hospital's identity provider (issue 30) against a real OpenID Provider on
 * loopback (oidc-provider): the whole authorization code flow with PKCE, the one-time code the
 * console exchanges, the provider's people mapped onto our roles and records, every refusal, the
 * RP-initiated logout, and nothing secret in the log.
 */

const publicUrl = 'http://console.test';
const redirectUri = `${publicUrl}/api/auth/oidc/callback`;
const person = (account: ProviderAccount) => ({
  username: account.username,
  password: account.password,
});
const account = (id: string) => defaultAccounts.find((a) => a.id === id)!;

describe.each(engines)('OIDC sign-in on $name', (engine) => {
  let t: TestApp;
  let op: TestProvider;
  let oidc: OidcConfig;
  const logLines: string[] = [];

  beforeAll(async () => {
    op = await startTestProvider({
      redirectUris: [redirectUri],
      postLogoutRedirectUris: [`${publicUrl}/login`],
    });
    oidc = {
      issuer: op.issuer,
      clientId: providerClient.id,
      clientSecret: providerClient.secret,
      publicUrl,
      redirectUri,
      scopes: 'openid profile groups cep',
      label: '医院统一身份认证',
      roleClaim: 'groups',
      roleMap: testRoleMap,
      occupationalNumberClaim: 'occupational_number',
    };
    const logStream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        logLines.push(chunk.toString('utf8'));
        done();
      },
    });
    t = await startTestApp(engine, { oidc }, { logger: createLogger('debug', logStream) });
  });

  afterAll(async () => {
    await t?.close();
    await op?.stop();
  });

  /** The start call's redirect: the provider's authorization address. */
  async function start(app = t.app): Promise<URL> {
    const res = await app.inject({ method: 'GET', url: '/api/auth/oidc/start' });
    expect(res.statusCode, res.body).toBe(302);
    expect(res.headers['cache-control']).toBe('no-store');
    return new URL(String(res.headers.location));
  }

  /** The callback's redirect for the provider's answer `back` (our callback address). */
  async function callback(back: string, app = t.app): Promise<URL> {
    const { pathname, search } = new URL(back);
    const res = await app.inject({ method: 'GET', url: `${pathname}${search}` });
    expect(res.statusCode, res.body).toBe(302);
    return new URL(String(res.headers.location));
  }

  /** Start → provider → callback; the landing address (code in the fragment) or the login page. */
  async function signIn(who: ProviderAccount | 'cancel'): Promise<URL> {
    const authorization = await start();
    const back = await signInAtProvider(
      authorization.href,
      who === 'cancel' ? 'cancel' : person(who),
      redirectUri,
    );
    return callback(back);
  }

  function exchange(code: string) {
    return t.call({ method: 'POST', url: '/api/auth/oidc/exchange', payload: { code } });
  }

  /** The one-time code of a landing address. */
  function codeOf(landing: URL): string {
    expect(landing.pathname).toBe('/oidc/landing');
    expect(landing.search).toBe('');
    return new URLSearchParams(landing.hash.slice(1)).get('code') ?? '';
  }

  async function signedInToken(who: ProviderAccount): Promise<string> {
    const res = await exchange(codeOf(await signIn(who)));
    const body = res.json<{ code: number; data: { token: string } }>();
    expect(body.code, res.body).toBe(200);
    return body.data.token;
  }

  async function infoOf(token: string) {
    const res = await t.call({ method: 'GET', url: '/api/sysUser/getInfo', token });
    return res.json<{ code: number; data: { id: number; name: string; roles: string[] } }>();
  }

  function refusal(page: URL): string | null {
    expect(`${page.origin}${page.pathname}`).toBe(`${publicUrl}/login`);
    return page.searchParams.get('oidcError');
  }

  it('tells the login page that the provider is there, with its label', async () => {
    const res = await t.call({ method: 'GET', url: '/api/auth/oidc/status' });
    expect(res.json()).toMatchObject({
      code: 200,
      data: { enabled: true, label: '医院统一身份认证' },
    });
  });

  it('sends the browser to the provider with state, nonce and a PKCE challenge kept in the database', async () => {
    const url = await start();
    expect(url.origin).toBe(op.issuer);
    const q = url.searchParams;
    expect(q.get('client_id')).toBe(providerClient.id);
    expect(q.get('redirect_uri')).toBe(redirectUri);
    expect(q.get('response_type')).toBe('code');
    expect(q.get('code_challenge_method')).toBe('S256');
    expect(q.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(q.get('state')).toMatch(/^[\w-]{20,}$/);
    expect(q.get('nonce')).toMatch(/^[\w-]{20,}$/);
    // Only hashes of the state are stored; the verifier is not the challenge.
    const rows = await t.sql.selectFrom('oidc_sign_ins').selectAll().execute();
    const row = rows.find((r) => r.nonce === q.get('nonce'));
    expect(row).toBeDefined();
    expect(row!.state_hash.toString('utf8')).not.toContain(q.get('state'));
    expect(row!.code_verifier).not.toBe(q.get('code_challenge'));
  });

  it('signs a clinician in: provisioned as a doctor, the session made at the exchange with its audit line', async () => {
    const landing = await signIn(account('sub-clinician'));
    const code = codeOf(landing);
    expect(code).toMatch(/^[\w-]{43}$/);
    // Nothing made yet: the session exists only once the console exchanges the code.
    const res = await exchange(code);
    const { data } = res.json<{ data: { token: string; expireTime: number } }>();
    expect(data.expireTime).toBeGreaterThan(Date.now());
    const info = await infoOf(data.token);
    expect(info.data.roles).toContain('doctor');
    expect(info.data.name).toBe('王医');
    const identity = await t.sql
      .selectFrom('user_identities')
      .selectAll()
      .where('subject', '=', 'sub-clinician')
      .executeTakeFirstOrThrow();
    expect(identity).toMatchObject({ provider: 'oidc', user_id: info.data.id });
    const lines = await t.sql
      .selectFrom('audit_log')
      .select(['action', 'outcome'])
      .where('actor_id', '=', info.data.id)
      .execute();
    expect(lines).toContainEqual({ action: 'login', outcome: 'success' });
    // The same person again: the same account.
    const again = await infoOf(await signedInToken(account('sub-clinician')));
    expect(again.data.id).toBe(info.data.id);
  });

  it('refuses a replayed one-time code, an unknown one and an expired one (40111)', async () => {
    const code = codeOf(await signIn(account('sub-clinician')));
    expect((await exchange(code)).json()).toMatchObject({ code: 200 });
    const replay = await exchange(code);
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toMatchObject({ code: 40111 });
    expect((await exchange('not-a-code')).json()).toMatchObject({ code: 40111 });
    const late = codeOf(await signIn(account('sub-clinician')));
    await t.sql
      .updateTable('oidc_handoffs')
      .set({ expires_at: sql<Date>`now() - interval '1 second'` })
      .execute();
    expect((await exchange(late)).json()).toMatchObject({ code: 40111 });
  });

  it('refuses a replayed, forged or expired state (40110)', async () => {
    const authorization = await start();
    const back = await signInAtProvider(
      authorization.href,
      person(account('sub-clinician')),
      redirectUri,
    );
    const first = await callback(back);
    expect(first.pathname).toBe('/oidc/landing');
    // The same answer twice: the state was taken by the first.
    expect(refusal(await callback(back))).toBe('40110');
    // A state this server never sent.
    const forged = new URL(back);
    forged.searchParams.set('state', 'forged-state-value-0123456789');
    expect(refusal(await callback(forged.href))).toBe('40110');
    // No state at all.
    forged.searchParams.delete('state');
    expect(refusal(await callback(forged.href))).toBe('40110');
    // A sign-in left at the provider past its ten minutes.
    const slow = await start();
    const slowBack = await signInAtProvider(
      slow.href,
      person(account('sub-clinician')),
      redirectUri,
    );
    await t.sql
      .updateTable('oidc_sign_ins')
      .set({ expires_at: sql<Date>`now() - interval '1 second'` })
      .execute();
    expect(refusal(await callback(slowBack))).toBe('40110');
  });

  it('refuses an ID token whose nonce is not the one sent (40113)', async () => {
    const authorization = await start();
    const back = await signInAtProvider(
      authorization.href,
      person(account('sub-clinician')),
      redirectUri,
    );
    await t.sql
      .updateTable('oidc_sign_ins')
      .set({ nonce: 'another-nonce-than-the-one-sent' })
      .where('nonce', '=', authorization.searchParams.get('nonce')!)
      .execute();
    expect(refusal(await callback(back))).toBe('40113');
  });

  it('finishes a sign-in on another instance than the one that started it', async () => {
    const other = await t.secondInstance({ oidc });
    try {
      const authorization = await start();
      const back = await signInAtProvider(
        authorization.href,
        person(account('sub-clinician')),
        redirectUri,
      );
      const landing = await callback(back, other);
      expect((await exchange(codeOf(landing))).json()).toMatchObject({ code: 200 });
    } finally {
      await other.close();
    }
  });

  it('maps the provider groups onto our roles; a person of no mapped group is refused (40303)', async () => {
    const admin = await infoOf(await signedInToken(account('sub-admin')));
    expect(admin.data.roles).toContain('admin');
    expect(admin.data.roles).not.toContain('doctor');
    const patient = await infoOf(await signedInToken(account('sub-patient')));
    expect(patient.data.roles).toContain('patient');
    expect(patient.data.roles).not.toContain('doctor');
    expect(refusal(await signIn(account('sub-nogroup')))).toBe('40303');
    const nobody = await t.sql
      .selectFrom('user_identities')
      .select('user_id')
      .where('subject', '=', 'sub-nogroup')
      .executeTakeFirst();
    expect(nobody).toBeUndefined();
  });

  it('links a clinician to the doctor record of their occupational number', async () => {
    const userId = await t.createUser({ username: 'zhou.doctor', userAuth: '1', name: '周医生' });
    const { id: doctorId } = await t.sql
      .insertInto('doctors')
      .values({ user_id: userId, doctor_name: '周医生', occupational_number: '110101199001' })
      .returning('id')
      .executeTakeFirstOrThrow();
    op.addAccount({
      id: 'sub-zhou',
      username: 'zhou.idp',
      password: 'Idp@Pass1',
      name: '周医生',
      groups: ['cep-clinicians'],
      occupationalNumber: '110101199001',
    });
    const token = await signedInToken(op.accounts.find((a) => a.id === 'sub-zhou')!);
    const info = await infoOf(token);
    expect(info.data.id).toBe(userId);
    // The doctor's own record, as with a password sign-in.
    const res = await t.call({
      method: 'GET',
      url: `/api/doctorInformation/doctor/${doctorId}`,
      token,
    });
    expect(res.json<{ code: number }>().code, res.body).toBe(200);
  });

  it('refuses an account disabled here (40301) and a person the provider refuses or who cancels (40112)', async () => {
    op.addAccount({
      id: 'sub-off',
      username: 'wu.off',
      password: 'Idp@Pass1',
      name: '吴停用',
      groups: ['cep-clinicians'],
    });
    const off = op.accounts.find((a) => a.id === 'sub-off')!;
    const first = await infoOf(await signedInToken(off));
    await t.sql
      .updateTable('users')
      .set({ status: 'disabled' })
      .where('id', '=', first.data.id)
      .execute();
    expect(refusal(await signIn(off))).toBe('40301');
    expect(refusal(await signIn(account('sub-disabled')))).toBe('40112');
    expect(refusal(await signIn('cancel'))).toBe('40112');
    const denied = await t.sql
      .selectFrom('audit_log')
      .select('outcome')
      .where('actor_id', '=', first.data.id)
      .where('action', '=', 'login')
      .execute();
    expect(denied).toContainEqual({ outcome: 'denied' });
  });

  it('refuses a role whose policy does not allow OIDC sign-in (40302)', async () => {
    await t.sql
      .updateTable('roles')
      .set({ sign_in_methods: ['password'] })
      .where('key', '=', 'patient')
      .execute();
    try {
      expect(refusal(await signIn(account('sub-patient')))).toBe('40302');
    } finally {
      await t.sql
        .updateTable('roles')
        .set({ sign_in_methods: ['password', 'ldap', 'oidc'] })
        .where('key', '=', 'patient')
        .execute();
    }
  });

  it('logout answers the provider’s end-session address for an OIDC session, and forgets the hint', async () => {
    const token = await signedInToken(account('sub-clinician'));
    const res = await t.call({
      method: 'POST',
      url: '/api/sysUser/logout',
      token,
      payload: { token },
    });
    const { data } = res.json<{ data: { endSessionUrl: string } }>();
    const url = new URL(data.endSessionUrl);
    expect(url.origin).toBe(op.issuer);
    expect(url.searchParams.get('post_logout_redirect_uri')).toBe(`${publicUrl}/login`);
    expect(url.searchParams.get('id_token_hint')).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    const hints = await t.sql
      .selectFrom('oidc_logout_hints')
      .select('id_token')
      .where('id_token', '=', url.searchParams.get('id_token_hint')!)
      .execute();
    expect(hints).toEqual([]);
    // A password session has nothing to end at the provider.
    const userId = await t.createUser({ username: 'pw.doctor', userAuth: '1' });
    const local = await t.tokenFor(userId);
    const plain = await t.call({
      method: 'POST',
      url: '/api/sysUser/logout',
      token: local,
      payload: { token: local },
    });
    expect(plain.json()).toMatchObject({ code: 200, data: null });
  });

  it('forgets the logout hint when an admin ends the session', async () => {
    const token = await signedInToken(account('sub-clinician'));
    const before = await t.sql.selectFrom('oidc_logout_hints').select('user_id').execute();
    expect(before.length).toBeGreaterThan(0);
    await t.sql
      .updateTable('sessions')
      .set({ revoked_at: new Date() })
      .where('revoked_at', 'is', null)
      .execute();
    expect(await t.sql.selectFrom('oidc_logout_hints').select('user_id').execute()).toEqual([]);
    expect((await infoOf(token)).code).toBe(50008);
  });

  it('writes no token, code, state or client secret in its log lines', async () => {
    const authorization = await start();
    const back = await signInAtProvider(
      authorization.href,
      person(account('sub-clinician')),
      redirectUri,
    );
    const code = codeOf(await callback(back));
    const token = (await exchange(code)).json<{ data: { token: string } }>().data.token;
    const log = logLines.join('');
    expect(log.length).toBeGreaterThan(0);
    const secrets = [
      token,
      code,
      providerClient.secret,
      authorization.searchParams.get('state')!,
      authorization.searchParams.get('nonce')!,
      new URL(back).searchParams.get('code')!,
    ];
    for (const secret of secrets) expect(log).not.toContain(secret);
  });
});

describe.each(engines.slice(0, 1))('OIDC sign-in with the provider down on $name', (engine) => {
  let t: TestApp;

  beforeAll(async () => {
    // A provider that was started, then stopped: nothing answers on its port.
    const op = await startTestProvider({ redirectUris: [redirectUri], postLogoutRedirectUris: [] });
    await op.stop();
    t = await startTestApp(engine, {
      oidc: {
        issuer: op.issuer,
        clientId: providerClient.id,
        clientSecret: providerClient.secret,
        publicUrl,
        redirectUri,
        scopes: 'openid',
        label: '',
        roleClaim: 'groups',
        roleMap: testRoleMap,
      },
    });
  });

  afterAll(async () => {
    await t?.close();
  });

  it('sends the person back to the login page with 50310', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/oidc/start' });
    expect(res.statusCode).toBe(302);
    expect(String(res.headers.location)).toBe(`${publicUrl}/login?oidcError=50310`);
  });
});

describe.each(engines.slice(0, 1))('without OIDC configured on $name', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(engine);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('says so to the login page, and the flow answers 40410', async () => {
    const status = await t.call({ method: 'GET', url: '/api/auth/oidc/status' });
    expect(status.json()).toMatchObject({ code: 200, data: { enabled: false, label: '' } });
    const res = await t.call({ method: 'GET', url: '/api/auth/oidc/start' });
    expect(res.json()).toMatchObject({ code: 40410 });
  });
});
