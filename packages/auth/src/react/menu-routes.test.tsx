// @vitest-environment happy-dom
import { menuRouteRecords, menuTree, type RouteRecord } from '@cep/contract';
import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider, type RouteObject } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { AuthProvider } from './auth-context';
import { buildMenuRoutes, type ComponentRegistry, type MenuRouteHandle } from './menu-routes';
import { PageUnavailable } from './page-unavailable';
import type { Auth } from '../session/create-auth';

afterEach(cleanup);

/** An entry of the platform's menu tree, as getMenuList serves it (titles in Chinese). */
function served(path: string): RouteRecord {
  const found = menuRouteRecords(menuTree).find((route) => route.path === path);
  if (!found) throw new Error(`the menu tree has no ${path}`);
  return found;
}

// Home and one area from the platform's menu tree; then a group of the cases the tree must never
// hold (a child outside its parent, an external link), which the builder must survive.
const menu: RouteRecord[] = [
  served('/'),
  served('/MPSA'),
  {
    path: '/system',
    name: 'System',
    component: 'Layout',
    redirect: 'noRedirect',
    alwaysShow: true,
    meta: { title: '系统管理', roles: ['admin', 'doctor'] },
    children: [
      { path: 'doctors', component: 'system/doctors/index', meta: { title: '医生管理' } },
      { path: '/system/patients', component: 'system/patients/index', meta: { title: '患者管理' } },
      { path: '/elsewhere', component: 'system/doctors/index', meta: { title: '错位' } },
      { path: 'https://example.org/help', meta: { title: '帮助' } },
    ],
  },
];

function page(text: string) {
  return async () => ({ default: () => <h1>{text}</h1> });
}

const registry: ComponentRegistry = {
  Layout: async () => ({
    default: () => (
      <main>
        <Outlet />
      </main>
    ),
  }),
  'dashboard/index': page('首页内容'),
  'system/doctors/index': page('医生列表'),
  'system/patients/index': page('患者列表'),
};

function build(warnings: string[] = []) {
  return buildMenuRoutes(menu, registry, {
    unavailable: PageUnavailable,
    warn: (message) => warnings.push(message),
  });
}

async function show(path: string, routes: RouteObject[], locale: 'zh-CN' | 'en-US' = 'zh-CN') {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <AuthProvider auth={{} as Auth} locale={locale}>
      <RouterProvider router={router} />
    </AuthProvider>,
  );
  return router;
}

describe('buildMenuRoutes', () => {
  it('keeps the tree, the record as handle, and turns a redirect into an index redirect', () => {
    const [home, mpsa, system] = build();
    expect(home).toMatchObject({ path: '/', handle: { fullPath: '/', redirect: '/dashboard' } });
    expect(home?.children?.[0]).toMatchObject({ index: true });
    expect(home?.children?.[1]).toMatchObject({
      path: 'dashboard',
      handle: {
        fullPath: '/dashboard',
        name: 'Dashboard',
        component: 'dashboard/index',
        meta: { title: '首页', icon: 'dashboard', affix: true },
      } satisfies MenuRouteHandle,
    });
    // '' is the parent's own page.
    expect(mpsa?.children?.[0]).toMatchObject({ index: true, handle: { fullPath: '/MPSA' } });
    // 'noRedirect' is only a breadcrumb marker; an absolute child under its parent is made relative.
    expect(system?.children?.map((route) => route.path ?? (route.index ? '(index)' : ''))).toEqual([
      'doctors',
      'patients',
    ]);
  });

  it('reports a child outside its parent (external links are left to the menu)', () => {
    const warnings: string[] = [];
    build(warnings);
    expect(warnings.some((w) => w.includes("'/elsewhere'"))).toBe(true);
  });

  it('an unknown component key renders the page-not-available view and is reported once', async () => {
    const warnings: string[] = [];
    const routes = build(warnings);
    expect(warnings.filter((w) => w.includes("'MPSA/index'"))).toHaveLength(1);
    await show('/MPSA', routes);
    expect(await screen.findByRole('heading', { name: '页面暂不可用' })).toBeTruthy();
    expect(document.querySelector('[data-component="MPSA/index"]')).not.toBeNull();
  });

  it('the view speaks the provider language', async () => {
    await show('/MPSA', build(), 'en-US');
    expect(await screen.findByRole('heading', { name: 'Page not available' })).toBeTruthy();
  });

  it('loads pages lazily and follows the redirect', async () => {
    const router = await show('/', build());
    expect(await screen.findByRole('heading', { name: '首页内容' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/dashboard');
    await router.navigate('/system/patients');
    expect(await screen.findByRole('heading', { name: '患者列表' })).toBeTruthy();
  });
});
