import type { LayoutUser } from '../context/layout-context';
import type { LayoutRoute } from '../routes/layout-route';

/*
 * Sample menus and users for the shell's stories and tests: the platform's own routes (spec §2)
 * with every case the shell must draw — an affix tab, single-child groups, a submenu, nested
 * menus, a hidden route with activeMenu, a route without breadcrumb, external links.
 */

const mainAreas: LayoutRoute[] = [
  {
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
  },
  {
    path: '/cognitive-training',
    component: 'Layout',
    children: [
      {
        path: '',
        name: 'CognitiveTraining',
        component: 'cognitive-training/index',
        meta: { title: '认知训练智能辅助', icon: 'brain' },
      },
    ],
  },
  {
    path: '/MPSA',
    component: 'Layout',
    children: [
      {
        path: '',
        name: 'MPSA',
        component: 'MPSA/index',
        meta: { title: '多模态生理信号采集', icon: 'pulse' },
      },
    ],
  },
  {
    path: '/communityModule',
    component: 'Layout',
    children: [
      {
        path: '',
        name: 'CommunityModule',
        component: 'communityModule/index',
        meta: { title: '群体互动模块', icon: 'peoples' },
      },
    ],
  },
];

const system: LayoutRoute = {
  path: '/system',
  component: 'Layout',
  redirect: 'noRedirect',
  alwaysShow: true,
  meta: { title: '系统管理', icon: 'setting', roles: ['admin', 'doctor'] },
  children: [
    {
      path: 'doctors',
      name: 'DoctorManagement',
      component: 'system/doctors/index',
      meta: { title: '医生管理', icon: 'doctor', roles: ['admin', 'doctor'] },
    },
    {
      path: 'patients',
      name: 'PatientManagement',
      component: 'system/patients/index',
      meta: { title: '患者管理', icon: 'patient', roles: ['admin', 'doctor'] },
    },
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

export const adminUser: LayoutUser = { name: '管理员', avatar: '', userAuth: '0' };
export const doctorUser: LayoutUser = { name: '张医生', avatar: '', userAuth: '1' };
export const patientUser: LayoutUser = { name: '李患者', avatar: '', userAuth: '2' };
