// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, Outlet } from 'react-router';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { redirectTarget } from '../login-redirect';
import {
  freshBrowserState,
  startTestServer,
  useServerOrigin,
  type TestServer,
} from '../testing/test-server';
import { createTestSession } from '../session/test-session';
import { AuthProvider, useAuth } from './auth-context';
import { createAuthRouter } from './auth-router';
import { AuthRouterProvider } from './auth-router-provider';
import { Can } from './can';
import type { ComponentRegistry } from './menu-routes';
import { useSession } from './use-session';

// The real server (own database, demo accounts), reached same-origin from happy-dom: the page's
// URL is set to the server's origin, so no CORS applies (see testing/test-server.ts).
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  useServerOrigin(server.url);
});
afterAll(() => server?.stop());
let warn: { mock: { calls: unknown[][] } };
beforeEach(() => {
  freshBrowserState();
  notFoundRenders = 0;
  // The registry below lacks most demo pages: their warnings are expected, and checked once.
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

// ── A console in miniature: the app's static routes and a registry of pages ──────────────────

let notFoundRenders = 0;
function NotFound() {
  notFoundRenders++;
  return <h1>404</h1>;
}

function Shell() {
  const auth = useAuth();
  const session = useSession();
  return (
    <div>
      <p data-testid="user">{session.name}</p>
      <button type="button" onClick={() => void auth.logout()}>
        退出系统
      </button>
      <Outlet />
    </div>
  );
}

function Dashboard() {
  return (
    <>
      <h1>首页</h1>
      <Can code="user:add">
        <button type="button">新增用户</button>
      </Can>
      <Can code="patient:list" fallback={<p>无权查看患者</p>}>
        <p>查看患者</p>
      </Can>
    </>
  );
}

const page = (title: string) => async () => ({ default: () => <h1>{title}</h1> });

// 'MPSA/index', 'communityModule/index' and the demo pages are left out on purpose.
const registry: ComponentRegistry = {
  Layout: async () => ({ default: Shell }),
  'dashboard/index': async () => ({ default: Dashboard }),
  'cognitive-training/index': page('认知训练智能辅助'),
  'system/users/index': page('用户管理'),
  'system/doctors/index': page('医生管理'),
  'system/patients/index': page('患者管理'),
};

const accounts = {
  admin: ['admin', 'Admin@123'],
  doctor: ['doctor', 'Doctor@123'],
  patient: ['patient', 'Patient@123'],
} as const;

/**
 * Opens the console at `initialPath` in a fresh tab: what a reload or a deep link does. With
 * `signedInAs`, a token is in the cookie first (signed in from an earlier tab).
 */
async function openConsole(
  initialPath: string,
  options: { signedInAs?: keyof typeof accounts; locale?: 'zh-CN' | 'en-US' } = {},
) {
  if (options.signedInAs) {
    const [username, password] = accounts[options.signedInAs];
    await createTestSession(server.url).auth.login(username, password);
  }
  const session = createTestSession(server.url);
  const guardNotices: string[] = [];
  const authRouter = createAuthRouter({
    auth: session.auth,
    registry,
    initialPath,
    routes: [
      { path: '/login', element: <h1>登录</h1> },
      { path: '/auth-redirect', element: <h1>第三方登录</h1> },
      { path: '*', Component: NotFound },
    ],
    notify: (message) => guardNotices.push(message),
    createRouter: (routes, init) =>
      createMemoryRouter(routes, {
        patchRoutesOnNavigation: init.patchRoutesOnNavigation,
        initialEntries: [init.initialPath],
      }),
  });
  render(
    <AuthProvider auth={session.auth} locale={options.locale}>
      <AuthRouterProvider router={authRouter} />
    </AuthProvider>,
  );
  const replacements = { count: 0 };
  authRouter.subscribe(() => replacements.count++);
  const location = () => authRouter.router.state.location;
  const navigate = (to: string) => act(() => authRouter.router.navigate(to));
  return { ...session, authRouter, guardNotices, replacements, location, navigate };
}

const heading = (name: string) => screen.findByRole('heading', { name });

describe('without a token', () => {
  it('sends every guarded path to /login?redirect={path+search}', async () => {
    const app = await openConsole('/system/users?page=2');
    expect(await heading('登录')).toBeTruthy();
    expect(app.location().pathname).toBe('/login');
    expect(new URLSearchParams(app.location().search).get('redirect')).toBe('/system/users?page=2');
    expect(app.record.calls).toEqual({ getInfo: 0, getMenuList: 0 });
    expect(notFoundRenders).toBe(0);

    await app.navigate('/no/such/page');
    expect(app.location().search).toBe('?redirect=/no/such/page');
  });

  it('opens /login and /auth-redirect as they are', async () => {
    const app = await openConsole('/auth-redirect');
    expect(await heading('第三方登录')).toBeTruthy();
    await app.navigate('/login');
    expect(await heading('登录')).toBeTruthy();
    expect(app.location()).toMatchObject({ pathname: '/login', search: '' });
  });
});

describe('with a token', () => {
  it('/login goes to the home page, /dashboard', async () => {
    const app = await openConsole('/login', { signedInAs: 'doctor' });
    expect(await heading('首页')).toBeTruthy();
    expect(app.location().pathname).toBe('/dashboard');
    expect(screen.getByTestId('user').textContent).toBe('张医生');
  });

  it('a deep link on a menu page lands on it: info and menu loaded once, no 404 on the way', async () => {
    const app = await openConsole('/system/users', { signedInAs: 'admin' });
    expect(await heading('用户管理')).toBeTruthy();
    expect(notFoundRenders).toBe(0);
    expect(app.record.calls).toEqual({ getInfo: 1, getMenuList: 1 });

    await app.navigate('/system/doctors');
    expect(await heading('医生管理')).toBeTruthy();
    await app.navigate('/cognitive-training');
    expect(await heading('认知训练智能辅助')).toBeTruthy();
    await app.navigate('/no/such/page');
    expect(await heading('404')).toBeTruthy();
    expect(app.record.calls).toEqual({ getInfo: 1, getMenuList: 1 });
  });

  it("builds only the routes of the user's roles", async () => {
    const app = await openConsole('/system/users', { signedInAs: 'patient' });
    expect(await heading('404')).toBeTruthy();
    await app.navigate('/dashboard');
    expect(await heading('首页')).toBeTruthy();
    expect(screen.getByTestId('user').textContent).toBe('李患者');
  });

  it('an unknown component key shows the page-not-available view and is logged', async () => {
    await openConsole('/MPSA', { signedInAs: 'doctor' });
    expect(await heading('页面暂不可用')).toBeTruthy();
    expect(warn.mock.calls.flat().some((m) => String(m).includes("'MPSA/index'"))).toBe(true);
    expect(screen.getByTestId('user').textContent).toBe('张医生'); // the shell is still there
  });

  it('the page-not-available view follows the language', async () => {
    await openConsole('/communityModule', { signedInAs: 'doctor', locale: 'en-US' });
    expect(await heading('Page not available')).toBeTruthy();
  });
});

describe('permissions', () => {
  it('<Can> shows what the role list allows', async () => {
    await openConsole('/dashboard', { signedInAs: 'doctor' });
    expect(await heading('首页')).toBeTruthy();
    expect(screen.getByText('查看患者')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '新增用户' })).toBeNull();
    cleanup();

    freshBrowserState();
    await openConsole('/dashboard', { signedInAs: 'admin' });
    expect(await screen.findByRole('button', { name: '新增用户' })).toBeTruthy();
    expect(screen.getByText('查看患者')).toBeTruthy();
  });
});

describe('a failing session load', () => {
  it('resets the token, shows the error and goes to login with the redirect', async () => {
    document.cookie = 'Admin-Token=forged-token; path=/';
    const app = await openConsole('/system/users?page=2');
    expect(await heading('登录')).toBeTruthy();
    expect(new URLSearchParams(app.location().search).get('redirect')).toBe('/system/users?page=2');
    // The guard shows the failure; the API client showed the server's answer too (spec §8).
    expect(app.guardNotices).toHaveLength(1);
    expect(app.guardNotices[0]).toBeTruthy();
    expect(app.guardNotices).toEqual(app.record.apiNotices);
    expect(app.tokenStore.getToken()).toBeUndefined();
    expect(document.cookie).not.toContain('Admin-Token');
    expect(notFoundRenders).toBe(0);
  });

  it('a user without roles is shown 用户未分配角色权限，请联系管理员！ and sent to login', async () => {
    const admin = createTestSession(server.url);
    await admin.auth.login('admin', 'Admin@123');
    const user = await admin.api.addUser({
      username: 'guard-no-role',
      password: 'NoRole@123',
      name: '无角色',
      userAuth: '2',
    });
    await server.sql('DELETE FROM user_roles WHERE user_id = $1', [user.id]);
    freshBrowserState();
    await createTestSession(server.url).auth.login('guard-no-role', 'NoRole@123');

    const app = await openConsole('/dashboard');
    expect(await heading('登录')).toBeTruthy();
    expect(app.guardNotices).toEqual(['用户未分配角色权限，请联系管理员！']);
    expect(app.location().search).toBe('?redirect=/dashboard');
    expect(app.tokenStore.getToken()).toBeUndefined();
  });
});

describe('logout', () => {
  it('取消 stays; 确定 goes to /login with the routes reset, and the next user gets only theirs', async () => {
    const app = await openConsole('/system/doctors', { signedInAs: 'doctor' });
    expect(await heading('医生管理')).toBeTruthy();
    const firstRouter = app.authRouter.router;

    app.answer.confirm = false;
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '退出系统' })));
    expect(app.record.confirms).toHaveLength(1);
    expect(app.location().pathname).toBe('/system/doctors');
    expect(screen.getByRole('heading', { name: '医生管理' })).toBeTruthy();

    app.answer.confirm = true;
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '退出系统' })));
    expect(await heading('登录')).toBeTruthy();
    expect(app.location()).toMatchObject({ pathname: '/login', search: '' });
    expect(app.record.closeAllTags).toBe(1);
    expect(app.authRouter.router).not.toBe(firstRouter);
    expect(app.replacements.count).toBe(1);
    expect(app.tokenStore.getToken()).toBeUndefined();
    expect(app.auth.session.menu).toEqual([]);

    // The patient signs in on the same page: the doctor's /system routes are gone.
    await act(() => app.auth.login('patient', 'Patient@123'));
    await app.navigate('/system/doctors');
    expect(await heading('404')).toBeTruthy();
    await app.navigate('/dashboard');
    expect(await heading('首页')).toBeTruthy();
    expect(screen.getByTestId('user').textContent).toBe('李患者');
  });

  it('a session that ends without logout does not leave its routes to the next user', async () => {
    const app = await openConsole('/system/users', { signedInAs: 'admin' });
    expect(await heading('用户管理')).toBeTruthy();

    // What @cep/api-client does after a network error: the token store is cleared.
    act(() => app.tokenStore.clear());
    await app.navigate('/system/users');
    expect(await heading('登录')).toBeTruthy();
    expect(app.replacements.count).toBe(1);

    await act(() => app.auth.login('patient', 'Patient@123'));
    await app.navigate(redirectTarget(app.location().search));
    expect(app.location().pathname).toBe('/system/users');
    expect(await heading('404')).toBeTruthy();
  });
});
