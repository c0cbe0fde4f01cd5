import { menuRouteRecords, menuTree, routeTree, type RouteRecord } from '@cep/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { filterRoutesByRoles } from '../src/identity/menu';
import { engines } from './engines';
import { startTestApp, type TestApp } from './harness';

/** Top-level paths with their children's paths, for compact assertions. */
const paths = (tree: readonly RouteRecord[]) =>
  tree.map((route) => [route.path, ...(route.children ?? []).map((child) => child.path)]);

/** The template's demo route groups (spec §2), for staff only. */
const demoGroups = ['/components', '/charts', '/table', '/nested'];

describe('filterRoutesByRoles', () => {
  const clinic: RouteRecord = {
    path: '/clinic',
    component: 'Layout',
    alwaysShow: true,
    meta: { title: '诊疗', roles: [] },
    children: [
      { path: 'doctors', component: 'doctors/index', meta: { title: '医生', roles: ['doctor'] } },
      { path: 'patients', component: 'patients/index', meta: { title: '患者', roles: ['admin'] } },
    ],
  };
  const profile: RouteRecord = {
    path: '/profile',
    component: 'profile/index',
    meta: { title: '个人中心' },
    children: [
      { path: 'edit', component: 'profile/edit', meta: { title: '编辑', roles: ['doctor'] } },
    ],
  };
  const users: RouteRecord = {
    path: '/users',
    component: 'Layout',
    meta: { title: '用户管理', roles: ['admin'] },
    children: [{ path: 'list', component: 'users/index', meta: { title: '用户列表' } }],
  };
  const routes = [clinic, profile, users];

  it('keeps routes without roles and those of a role held, in order', () => {
    expect(paths(filterRoutesByRoles(routes, ['admin']))).toEqual([
      ['/clinic', 'patients'],
      ['/profile'],
      ['/users', 'list'],
    ]);
    expect(paths(filterRoutesByRoles(routes, ['doctor']))).toEqual([
      ['/clinic', 'doctors'],
      ['/profile', 'edit'],
    ]);
  });

  it('drops a submenu left empty, but keeps a page whose children were all filtered', () => {
    const none = filterRoutesByRoles(routes, []);
    expect(paths(none)).toEqual([['/profile']]);
    expect(none[0]).toEqual({
      path: '/profile',
      component: 'profile/index',
      meta: { title: '个人中心' },
    });
  });

  it('never changes the routes it filters', () => {
    const before = structuredClone(routes);
    filterRoutesByRoles(routes, ['doctor']);
    filterRoutesByRoles(routes, []);
    expect(routes).toEqual(before);
  });
});

describe.each(engines)('getMenuList on $name PostgreSQL', (engine) => {
  let t: TestApp;
  const tokens: Record<'admin' | 'doctor' | 'patient' | 'none', string> = {
    admin: '',
    doctor: '',
    patient: '',
    none: '',
  };

  beforeAll(async () => {
    t = await startTestApp(engine);
    for (const [key, userAuth, roles] of [
      ['admin', '0', ['admin']],
      ['doctor', '1', ['doctor']],
      ['patient', '2', ['patient']],
      ['none', '2', []],
    ] as const) {
      tokens[key] = await t.tokenFor(
        await t.createUser({ username: `menu-${key}`, userAuth, roles: [...roles] }),
      );
    }
  });
  afterAll(() => t?.close());

  const menu = async (token: string) => {
    const res = await t.call({ method: 'GET', url: '/api/sysUser/getMenuList', token });
    expect(res.json()).toMatchObject({ code: 200, success: true });
    return res.json().data as RouteRecord[];
  };

  it('gives the admin the whole tree of the contract, titled in Chinese', async () => {
    const tree = await menu(tokens.admin);
    expect(routeTree.safeParse(tree).success).toBe(true);
    // All of it but the patients' own page (我的隐私与数据, issue 32), which is theirs alone.
    expect(tree).toEqual(
      menuRouteRecords(menuTree, 'zh-CN').filter((route) => route.path !== '/privacy'),
    );
    // Spec §2: the routes and titles the console opens with.
    expect(tree.map((route) => route.path)).toEqual([
      '/',
      '/cognitive-training',
      '/MPSA',
      '/communityModule',
      '/system',
      '/components',
      '/charts',
      '/table',
      '/nested',
    ]);
    expect(tree[0]).toEqual({
      path: '/',
      component: 'Layout',
      redirect: '/dashboard',
      children: [
        {
          path: 'dashboard',
          name: 'Dashboard',
          component: 'dashboard/index',
          meta: { title: '首页', icon: 'dashboard', affix: true },
        },
      ],
    });
  });

  it('shows administration by role: admin all of it, doctor the doctor and patient pages, patient none', async () => {
    const system = async (token: string) =>
      (await menu(token)).find((route) => route.path === '/system');
    expect((await system(tokens.admin))?.children?.map((c) => c.meta?.title)).toEqual([
      '用户管理',
      '医生管理',
      '患者管理',
      '患者详情',
      '从 HIS 导入患者',
      '知情同意书',
      '个人信息删除申请',
      '审计日志',
      '客户端错误',
      '登录安全策略',
    ]);
    expect((await system(tokens.doctor))?.children?.map((c) => c.path)).toEqual([
      'doctors',
      'patients',
      'patients/:id',
    ]);
    expect(await system(tokens.patient)).toBeUndefined();
    // The rest of the menu is the same for everyone, a user without roles included, but for the
    // patients' own page (我的隐私与数据, issue 32).
    const patients = menuRouteRecords(menuTree).filter(
      (route) => route.path !== '/system' && !demoGroups.includes(route.path),
    );
    expect(await menu(tokens.patient)).toEqual(patients);
    expect(patients.map((route) => route.path)).toContain('/privacy');
    expect(await menu(tokens.none)).toEqual(patients.filter((route) => route.path !== '/privacy'));
  });

  it("shows the template's demo groups to staff only (issue 18): admin and doctor, not a patient", async () => {
    const paths = async (token: string) => (await menu(token)).map((route) => route.path);
    for (const token of [tokens.admin, tokens.doctor]) {
      expect(await paths(token)).toEqual(expect.arrayContaining(demoGroups));
    }
    for (const token of [tokens.patient, tokens.none]) {
      const shown = await paths(token);
      for (const group of demoGroups) expect(shown).not.toContain(group);
    }
  });

  it('needs no menu table: the tree is the contract’s, not a copy in the database', async () => {
    const { rows } = await sql<{ name: string | null }>`
      SELECT to_regclass('menu_routes')::text AS name`.execute(t.sql);
    expect(rows[0]?.name).toBeNull();
  });

  it('answers 50008 without a token', async () => {
    const res = await t.call({ method: 'GET', url: '/api/sysUser/getMenuList' });
    expect(res.json().code).toBe(50008);
  });
});
