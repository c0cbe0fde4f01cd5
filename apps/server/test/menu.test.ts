import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { filterRoutesByRoles, type MenuRow } from '../src/services/menu';
import { engines } from './engines';
import { startTestApp, type TestApp } from './harness';

/** A row with the defaults of the table. */
function row(partial: Partial<MenuRow> & Pick<MenuRow, 'id' | 'path'>): MenuRow {
  return {
    parent_id: null,
    name: null,
    component: null,
    redirect: null,
    hidden: false,
    always_show: false,
    meta: null,
    ...partial,
  };
}

describe('filterRoutesByRoles', () => {
  it('leaves out null columns, false flags and unknown or mistyped meta fields', () => {
    const tree = filterRoutesByRoles(
      [
        row({ id: 1, path: '/a', meta: { title: 'A', icon: 5, affix: true, secret: 'x' } }),
        row({ id: 2, path: '/b', hidden: true, always_show: true, redirect: '/b/c', name: 'B' }),
        row({ id: 3, path: '/c', meta: { icon: 'no-title' } }),
      ],
      [],
    );
    expect(tree).toEqual([
      { path: '/a', meta: { title: 'A', affix: true } },
      { path: '/b', name: 'B', redirect: '/b/c', hidden: true, alwaysShow: true },
      { path: '/c' },
    ]);
  });

  it('walks only from roots, so a parent cycle cannot loop', () => {
    const rows = [
      row({ id: 1, path: '/x', parent_id: 2 }),
      row({ id: 2, path: '/y', parent_id: 1 }),
      row({ id: 3, path: '/z' }),
    ];
    expect(filterRoutesByRoles(rows, ['admin'])).toEqual([{ path: '/z' }]);
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
    // Our own menu, whatever the migrations seeded.
    await t.sql.deleteFrom('menu_routes').execute();
    const insert = async (values: {
      parent_id?: number;
      sort: number;
      path: string;
      name?: string;
      component?: string;
      redirect?: string;
      hidden?: boolean;
      always_show?: boolean;
      meta?: object;
    }) =>
      (
        await t.sql
          .insertInto('menu_routes')
          .values({
            parent_id: values.parent_id ?? null,
            sort: values.sort,
            path: values.path,
            name: values.name ?? null,
            component: values.component ?? null,
            redirect: values.redirect ?? null,
            hidden: values.hidden ?? false,
            always_show: values.always_show ?? false,
            meta: values.meta ? JSON.stringify(values.meta) : null,
          })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;

    // Inserted out of order on purpose: `sort` decides the order, not the id.
    const users = await insert({
      sort: 3,
      path: '/users',
      component: 'Layout',
      redirect: '/users/list',
      meta: { title: '用户管理', icon: 'user', roles: ['admin'] },
    });
    await insert({
      parent_id: users,
      sort: 1,
      path: 'list',
      name: 'UserList',
      component: 'users/index',
      meta: { title: '用户列表' },
    });
    await insert({
      sort: 1,
      path: '/dashboard',
      name: 'Dashboard',
      component: 'dashboard/index',
      meta: { title: '首页', icon: 'dashboard', affix: true },
    });
    const clinic = await insert({
      sort: 2,
      path: '/clinic',
      component: 'Layout',
      always_show: true,
      meta: { title: '诊疗', icon: 'peoples', roles: [] },
    });
    await insert({
      parent_id: clinic,
      sort: 2,
      path: 'patients',
      name: 'Patients',
      component: 'patients/index',
      meta: { title: '患者', roles: ['admin', 'doctor'] },
    });
    await insert({
      parent_id: clinic,
      sort: 1,
      path: 'doctors',
      name: 'Doctors',
      component: 'doctors/index',
      meta: { title: '医生', roles: ['admin', 'doctor'] },
    });
    const profile = await insert({
      sort: 4,
      path: '/profile',
      name: 'Profile',
      component: 'profile/index',
      meta: { title: '个人中心' },
    });
    await insert({
      parent_id: profile,
      sort: 1,
      path: 'edit',
      hidden: true,
      component: 'profile/edit',
      meta: { title: '编辑', roles: ['doctor'], activeMenu: '/profile' },
    });

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
    return res.json().data as { path: string; children?: { path: string }[] }[];
  };
  const paths = (tree: { path: string; children?: { path: string }[] }[]) =>
    tree.map((route) => [route.path, ...(route.children ?? []).map((child) => child.path)]);

  it('gives the admin the whole tree, ordered by sort, as RouteRecords', async () => {
    const tree = await menu(tokens.admin);
    expect(paths(tree)).toEqual([
      ['/dashboard'],
      ['/clinic', 'doctors', 'patients'],
      ['/users', 'list'],
      ['/profile'],
    ]);
    expect(tree[0]).toEqual({
      path: '/dashboard',
      name: 'Dashboard',
      component: 'dashboard/index',
      meta: { title: '首页', icon: 'dashboard', affix: true },
    });
    expect(tree[2]).toEqual({
      path: '/users',
      component: 'Layout',
      redirect: '/users/list',
      meta: { title: '用户管理', icon: 'user', roles: ['admin'] },
      children: [
        { path: 'list', name: 'UserList', component: 'users/index', meta: { title: '用户列表' } },
      ],
    });
  });

  it('shows a doctor the routes of their role and routes without roles', async () => {
    const tree = await menu(tokens.doctor);
    expect(paths(tree)).toEqual([
      ['/dashboard'],
      ['/clinic', 'doctors', 'patients'],
      ['/profile', 'edit'],
    ]);
    expect(tree[2]?.children?.[0]).toEqual({
      path: 'edit',
      component: 'profile/edit',
      hidden: true,
      meta: { title: '编辑', roles: ['doctor'], activeMenu: '/profile' },
    });
  });

  it('drops a submenu left empty, but keeps a page whose children were all filtered', async () => {
    // The patient sees neither clinic child (so no clinic) but keeps /profile, a page itself.
    expect(paths(await menu(tokens.patient))).toEqual([['/dashboard'], ['/profile']]);
    expect(paths(await menu(tokens.none))).toEqual([['/dashboard'], ['/profile']]);
  });

  it('answers 50008 without a token', async () => {
    const res = await t.call({ method: 'GET', url: '/api/sysUser/getMenuList' });
    expect(res.json().code).toBe(50008);
  });
});
