// @vitest-environment happy-dom
import { ApiError, createApiClient, memoryTokenStore } from '@cep/api-client';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CODE_LIST_KEY, EXPIRE_TIME_KEY, TOKEN_COOKIE } from '../constants';
import {
  startTestServer,
  freshBrowserState,
  useServerOrigin,
  type TestServer,
} from '../testing/test-server';
import { createTestSession } from './test-session';
import { SessionError } from './user-info';

// The real server (own database, demo accounts), reached same-origin from happy-dom.
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  useServerOrigin(server.url);
});
afterAll(() => server?.stop());
beforeEach(freshBrowserState);

function tokenCookie(): string | undefined {
  return document.cookie
    .split('; ')
    .find((pair) => pair.startsWith(`${TOKEN_COOKIE}=`))
    ?.slice(TOKEN_COOKIE.length + 1);
}

/** Asks the server with a token of its own whether that token still works. */
async function tokenWorks(token: string): Promise<boolean> {
  const probe = createApiClient({
    baseURL: server.url,
    tokenStore: memoryTokenStore({ token, expireTime: Date.now() + 3_600_000 }),
    confirmRelogin: async () => false,
    onRelogin: () => {},
  });
  return probe.getInfo().then(
    () => true,
    () => false,
  );
}

describe('login', () => {
  it('trims the username and keeps the token in the Admin-Token cookie, the expiry in session storage', async () => {
    const { auth } = createTestSession(server.url);
    const before = Date.now();
    await auth.login('   doctor  ', 'Doctor@123');

    const token = tokenCookie();
    expect(token).toBeTruthy();
    expect(auth.getToken()).toBe(token);
    expect(auth.session.token).toBe(token);
    const expireTime = Number(sessionStorage.getItem(EXPIRE_TIME_KEY));
    expect(expireTime).toBeGreaterThan(before);
    expect(auth.tokenStore.getExpireTime()).toBe(expireTime);
    expect(await tokenWorks(token!)).toBe(true);
  });

  it('a wrong password rejects with the server message and stores nothing', async () => {
    const { auth, record } = createTestSession(server.url);
    const error = await auth.login('doctor', 'wrong-password1').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('用户名或密码错误');
    expect(record.apiNotices).toEqual(['用户名或密码错误']);
    expect(tokenCookie()).toBeUndefined();
    expect(auth.session.token).toBeUndefined();
  });
});

describe('loadUserInfo', () => {
  it('fills the store and codeList from getInfo', async () => {
    const { auth } = createTestSession(server.url);
    await auth.login('doctor', 'Doctor@123');
    const info = await auth.loadUserInfo();

    expect(auth.session).toMatchObject({
      id: info.id,
      name: '张医生',
      avatar: info.avatar,
      introduction: info.introduction,
      userAuth: '1',
    });
    expect(auth.session.roles).toContain('doctor');
    expect(auth.session.roles).toContain('patient:list');
    expect(JSON.parse(sessionStorage.getItem(CODE_LIST_KEY)!)).toEqual(info.roles);
  });

  it('hasPermission reads the stored role list', async () => {
    const { auth } = createTestSession(server.url);
    expect(auth.hasPermission('patient:list')).toBe(false);
    await auth.login('doctor', 'Doctor@123');
    await auth.loadUserInfo();
    expect(auth.hasPermission('patient:list')).toBe(true);
    expect(auth.hasPermission('user:add')).toBe(false);
    expect(auth.hasPermission(['user:add', 'doctor'])).toBe(true);
  });

  it('a user without roles is refused with 用户未分配角色权限，请联系管理员！ and nothing is stored', async () => {
    // No API call leaves an account without roles (saveUserRole needs one): remove them in SQL.
    const admin = createTestSession(server.url);
    await admin.auth.login('admin', 'Admin@123');
    const created = await admin.api.addUser({
      username: 'no-role-user',
      password: 'NoRole@123',
      name: '无角色用户',
      userAuth: '2',
    });
    await server.sql('DELETE FROM user_roles WHERE user_id = $1', [created.id]);
    freshBrowserState();

    const { auth } = createTestSession(server.url);
    await auth.login('no-role-user', 'NoRole@123');
    const error = await auth.loadUserInfo().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SessionError);
    expect((error as SessionError).reason).toBe('no-roles');
    expect((error as SessionError).message).toBe('用户未分配角色权限，请联系管理员！');
    expect(auth.session.name).toBe('');
    expect(auth.session.roles).toEqual([]);
    expect(sessionStorage.getItem(CODE_LIST_KEY)).toBeNull();
  });

  it('the no-roles message follows the language', async () => {
    const { auth } = createTestSession(server.url, { getLocale: () => 'en-US' });
    await auth.login('no-role-user', 'NoRole@123');
    await expect(auth.loadUserInfo()).rejects.toThrow(
      'No role has been assigned to this user. Please contact the administrator.',
    );
  });
});

describe('loadMenu', () => {
  it("keeps the menu routes the user's roles may see", async () => {
    const doctor = createTestSession(server.url);
    await doctor.auth.login('doctor', 'Doctor@123');
    await doctor.auth.loadUserInfo();
    const menu = await doctor.auth.loadMenu();
    const system = menu.find((route) => route.path === '/system');
    expect(system?.children?.map((route) => route.path)).toEqual([
      'doctors',
      'patients',
      // The patient's page: hidden from the menu, routed.
      'patients/:id',
    ]);
    expect(doctor.auth.session.menu).toEqual(menu);
    expect(doctor.auth.isLoaded()).toBe(true);

    freshBrowserState();
    const patient = createTestSession(server.url);
    await patient.auth.login('patient', 'Patient@123');
    await patient.auth.loadUserInfo();
    const patientMenu = await patient.auth.loadMenu();
    expect(patientMenu.map((route) => route.path)).not.toContain('/system');
    expect(patientMenu.map((route) => route.path)).toContain('/');
  });
});

describe('loadSession', () => {
  it('sends getInfo and getMenuList at once and keeps the menu to the roles', async () => {
    freshBrowserState();
    const doctor = createTestSession(server.url);
    await doctor.auth.login('doctor', 'Doctor@123');
    const loading = doctor.auth.loadSession();
    // Both requests are out before either answers: one round trip for a first load.
    expect(doctor.record.calls).toEqual({ getInfo: 1, getMenuList: 1 });
    const menu = await loading;
    expect(menu.find((route) => route.path === '/system')?.children?.map((r) => r.path)).toEqual([
      'doctors',
      'patients',
      'patients/:id',
    ]);
    expect(doctor.auth.session.name).not.toBe('');
    expect(doctor.auth.session.menu).toEqual(menu);
    expect(doctor.auth.isLoaded()).toBe(true);
  });

  it('rejects like loadUserInfo for a user without a role, and loads no menu', async () => {
    freshBrowserState();
    const { auth } = createTestSession(server.url);
    await auth.login('no-role-user', 'NoRole@123');
    await expect(auth.loadSession()).rejects.toThrow('用户未分配角色权限，请联系管理员！');
    expect(auth.session.menu).toEqual([]);
    expect(auth.isLoaded()).toBe(false);
  });
});

describe('logout', () => {
  async function signedIn() {
    const session = createTestSession(server.url);
    await session.auth.login('doctor', 'Doctor@123');
    await session.auth.loadUserInfo();
    await session.auth.loadMenu();
    sessionStorage.setItem('unrelated', 'kept until logout');
    return session;
  }

  it('asks 确定要退出系统吗？ (系统提示, 确定 / 取消) and after 取消 changes nothing', async () => {
    const { auth, record, answer } = await signedIn();
    const token = auth.getToken()!;
    answer.confirm = false;

    expect(await auth.logout()).toBe(false);
    expect(record.confirms).toEqual([
      { title: '系统提示', message: '确定要退出系统吗？', confirmText: '确定', cancelText: '取消' },
    ]);
    expect(await tokenWorks(token)).toBe(true);
    expect(tokenCookie()).toBe(token);
    expect(auth.session.name).toBe('张医生');
    expect(record).toMatchObject({ closeAllTags: 0, navigations: [], resetRoutes: 0 });
  });

  it('after 确定 ends the session on the server, clears everything, resets routes, closes tags and goes to /login', async () => {
    const { auth, record } = await signedIn();
    const token = auth.getToken()!;

    expect(await auth.logout()).toBe(true);
    expect(await tokenWorks(token)).toBe(false);
    expect(tokenCookie()).toBeUndefined();
    expect(sessionStorage.length).toBe(0);
    expect(auth.session).toMatchObject({ token: undefined, name: '', roles: [], menu: [] });
    expect(auth.isLoaded()).toBe(false);
    expect(record).toMatchObject({ closeAllTags: 1, navigations: ['/login'], resetRoutes: 1 });
  });

  it('when the logout call fails the user stays signed in where they are', async () => {
    const { auth, record } = await signedIn();
    const token = auth.getToken()!;
    // End the same session from elsewhere first: the console's own logout call then gets 50008.
    const elsewhere = createApiClient({
      baseURL: server.url,
      tokenStore: memoryTokenStore({ token, expireTime: Date.now() + 3_600_000 }),
    });
    await elsewhere.logout(token);

    expect(await auth.logout()).toBe(false);
    expect(record.apiNotices.length).toBe(1);
    expect(tokenCookie()).toBe(token);
    expect(auth.session.name).toBe('张医生');
    expect(record).toMatchObject({ closeAllTags: 0, navigations: [], resetRoutes: 0 });
  });
});

describe('the token mirror', () => {
  it('follows the token store when the API client clears it', async () => {
    const { auth, tokenStore } = createTestSession(server.url);
    await auth.login('doctor', 'Doctor@123');
    await auth.loadUserInfo();
    expect(auth.session.token).toBeTruthy();
    tokenStore.clear(); // what @cep/api-client does on a network error or after re-login
    expect(auth.session.token).toBeUndefined();
    expect(auth.session.roles).toEqual([]);
    expect(auth.isLoaded()).toBe(false);
  });
});
