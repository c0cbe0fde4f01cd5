import type { LayoutUser } from '../context/layout-context';
import type { LayoutRoute } from '../routes/layout-route';
import platformMenu from './platform-menu.json';

/*
 * Sample menus and users for the shell's stories and tests. The platform's own entries come from
 * `platform-menu.json`, an excerpt of @cep/contract's menu tree (which layout may not import; a
 * test, scripts/menu-fixture.test.ts, keeps each copied route equal to the tree's). Around them, the cases the shell must
 * draw that the product menu does not have yet: a hidden route with activeMenu, a route without
 * breadcrumb, a submenu level with one page, an external link.
 */

/** The home page the console gives the shell (@cep/contract's HOME_PATH). */
export const homePath = '/dashboard';

const menu: readonly LayoutRoute[] = platformMenu;

function entry(path: string): LayoutRoute {
  const found = menu.find((route) => route.path === path);
  if (!found) throw new Error(`platform-menu.json has no ${path}`);
  return found;
}

/** Home and the three main areas of the platform. */
const mainAreas: LayoutRoute[] = ['/', '/cognitive-training', '/MPSA', '/communityModule'].map(
  entry,
);

/** 系统管理 as a doctor sees it, with a hidden detail page that lights up 患者管理. */
const system: LayoutRoute = {
  ...entry('/system'),
  children: [
    ...(entry('/system').children ?? []).filter((child) => child.meta?.roles?.includes('doctor')),
    {
      path: 'patients/:id',
      name: 'PatientDetail',
      component: 'system/patients/detail',
      hidden: true,
      meta: { title: '患者详情', activeMenu: '/system/patients', noCache: true },
    },
  ],
};

const nested: LayoutRoute = {
  path: '/nested',
  component: 'Layout',
  redirect: '/nested/menu1',
  meta: { title: '路由嵌套', icon: 'nested' },
  children: [
    {
      path: 'menu1',
      component: 'nested/menu1/index',
      meta: { title: '菜单1' },
      children: [
        { path: 'menu1-1', component: 'nested/menu1/menu1-1', meta: { title: '菜单1-1' } },
        {
          path: 'menu1-2',
          component: 'nested/menu1/menu1-2',
          meta: { title: '菜单1-2' },
          children: [
            {
              path: 'menu1-2-1',
              component: 'nested/menu1/menu1-2/menu1-2-1',
              meta: { title: '菜单1-2-1' },
            },
          ],
        },
      ],
    },
    {
      path: 'menu2',
      component: 'nested/menu2/index',
      meta: { title: '菜单2', breadcrumb: false },
    },
  ],
};

const external: LayoutRoute = {
  path: 'external-link',
  component: 'Layout',
  children: [{ path: 'https://www.example.org/help', meta: { title: '帮助文档', icon: 'link' } }],
};

/** What an admin sees: every area, system management, the demo groups and an external link. */
export const adminRoutes: LayoutRoute[] = [...mainAreas, system, nested, external];
/** A doctor: the main areas and system management. */
export const doctorRoutes: LayoutRoute[] = [...mainAreas, system];
/** A patient: the main areas only. */
export const patientRoutes: LayoutRoute[] = [...mainAreas];

export const adminUser: LayoutUser = { name: '管理员', avatar: '' };
export const doctorUser: LayoutUser = { name: '张医生', avatar: '' };
export const patientUser: LayoutUser = { name: '李患者', avatar: '' };
