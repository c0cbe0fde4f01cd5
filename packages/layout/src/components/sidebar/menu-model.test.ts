import { describe, expect, it } from 'vitest';
import { flattenRoutes } from '../../routes/flatten-routes';
import type { LayoutRoute } from '../../routes/layout-route';
import { adminRoutes, doctorRoutes, patientRoutes } from '../../testing/fixtures';
import {
  activeMenuPath,
  buildMenu,
  groupsHolding,
  visibleEntries,
  type MenuNode,
} from './menu-model';

const menuOf = (routes: LayoutRoute[]) => buildMenu(routes, flattenRoutes(routes));

/** The menu as plain data: title, path, icon, children. */
function outline(nodes: readonly MenuNode[]): unknown[] {
  return nodes.map((node) =>
    node.children
      ? { group: node.route.meta?.title, icon: node.icon, children: outline(node.children) }
      : { link: node.route.meta?.title, path: node.path, icon: node.icon, external: node.external },
  );
}

describe('buildMenu', () => {
  it("draws the admin's menu by the rules of spec §2", () => {
    expect(outline(menuOf(adminRoutes))).toEqual([
      // One visible child: a plain link to it.
      { link: '首页', path: '/dashboard', icon: 'dashboard', external: false },
      { link: '认知训练智能辅助', path: '/cognitive-training', icon: 'brain', external: false },
      { link: '多模态生理信号采集', path: '/MPSA', icon: 'pulse', external: false },
      { link: '群体互动模块', path: '/communityModule', icon: 'peoples', external: false },
      // alwaysShow: a submenu; the hidden detail page is not listed.
      {
        group: '系统管理',
        icon: 'setting',
        children: [
          { link: '医生管理', path: '/system/doctors', icon: 'doctor', external: false },
          { link: '患者管理', path: '/system/patients', icon: 'patient', external: false },
        ],
      },
      // Nested submenus; 菜单1-2 has one page, so it shows as that page.
      {
        group: '路由嵌套',
        icon: 'nested',
        children: [
          {
            group: '菜单1',
            icon: undefined,
            children: [
              { link: '菜单1-1', path: '/nested/menu1/menu1-1', icon: undefined, external: false },
              {
                link: '菜单1-2-1',
                path: '/nested/menu1/menu1-2/menu1-2-1',
                icon: undefined,
                external: false,
              },
            ],
          },
          { link: '菜单2', path: '/nested/menu2', icon: undefined, external: false },
        ],
      },
      { link: '帮助文档', path: 'https://www.example.org/help', icon: 'link', external: true },
    ]);
  });

  it('gives doctors and patients only what their routes hold', () => {
    expect(menuOf(doctorRoutes).map((node) => node.route.meta?.title)).toEqual([
      '首页',
      '认知训练智能辅助',
      '多模态生理信号采集',
      '群体互动模块',
      '系统管理',
    ]);
    expect(menuOf(patientRoutes).some((node) => node.children)).toBe(false);
  });

  it('lends the parent icon to its single page, and never to nested entries', () => {
    const menu = menuOf([
      {
        path: '/report',
        meta: { title: '报告', icon: 'chart' },
        children: [{ path: '', meta: { title: '训练报告' } }],
      },
      {
        path: '/group',
        meta: { title: '分组', icon: 'peoples' },
        children: [
          { path: 'a', meta: { title: 'A' } },
          { path: 'b', meta: { title: 'B', icon: 'user' } },
        ],
      },
    ]);
    expect(outline(menu)).toEqual([
      { link: '训练报告', path: '/report', icon: 'chart', external: false },
      {
        group: '分组',
        icon: 'peoples',
        children: [
          { link: 'A', path: '/group/a', icon: undefined, external: false },
          { link: 'B', path: '/group/b', icon: 'user', external: false },
        ],
      },
    ]);
  });

  it('skips hidden routes with their children, and a group whose children are all hidden is its own link', () => {
    const menu = menuOf([
      {
        path: '/secret',
        hidden: true,
        meta: { title: '秘密' },
        children: [{ path: 'x', meta: { title: 'X' } }],
      },
      {
        path: '/profile',
        meta: { title: '个人资料', icon: 'user' },
        children: [{ path: 'edit', hidden: true, meta: { title: '编辑' } }],
      },
    ]);
    expect(outline(menu)).toEqual([
      { link: '个人资料', path: '/profile', icon: 'user', external: false },
    ]);
  });

  it('keeps a single child with its own children as a submenu; alwaysShow forces one', () => {
    const menu = menuOf([
      {
        path: '/a',
        meta: { title: '甲' },
        children: [
          {
            path: 'b',
            meta: { title: '乙' },
            children: [
              { path: 'c', meta: { title: '丙' } },
              { path: 'd', meta: { title: '丁' } },
            ],
          },
        ],
      },
      {
        path: '/solo',
        alwaysShow: true,
        meta: { title: '单项' },
        children: [{ path: 'x', meta: { title: '子项' } }],
      },
    ]);
    expect(outline(menu)).toEqual([
      {
        group: '甲',
        icon: undefined,
        children: [
          {
            group: '乙',
            icon: undefined,
            children: [
              { link: '丙', path: '/a/b/c', icon: undefined, external: false },
              { link: '丁', path: '/a/b/d', icon: undefined, external: false },
            ],
          },
        ],
      },
      {
        group: '单项',
        icon: undefined,
        children: [{ link: '子项', path: '/solo/x', icon: undefined, external: false }],
      },
    ]);
  });

  it('drops an untitled link and hoists the entries of an untitled group', () => {
    const menu = menuOf([
      { path: '/untitled' },
      {
        path: '/wrapper',
        children: [
          { path: 'one', meta: { title: '一' } },
          { path: 'two', meta: { title: '二' } },
        ],
      },
    ]);
    expect(outline(menu)).toEqual([
      { link: '一', path: '/wrapper/one', icon: undefined, external: false },
      { link: '二', path: '/wrapper/two', icon: undefined, external: false },
    ]);
  });

  it('treats mailto: and tel: like http(s): as external', () => {
    const menu = menuOf([
      { path: 'mailto:care@example.org', meta: { title: '写信' } },
      { path: 'tel:120', meta: { title: '急救' } },
    ]);
    expect(menu.map((node) => [node.path, node.external])).toEqual([
      ['mailto:care@example.org', true],
      ['tel:120', true],
    ]);
  });
});

describe('activeMenuPath and groupsHolding', () => {
  const flat = flattenRoutes(adminRoutes);
  const menu = buildMenu(adminRoutes, flat);

  it('highlights the page itself, or its activeMenu for a hidden page', () => {
    expect(activeMenuPath(flat, '/system/doctors')).toBe('/system/doctors');
    expect(activeMenuPath(flat, '/system/patients/42')).toBe('/system/patients');
    expect(activeMenuPath(flat, '/MPSA/')).toBe('/MPSA');
    expect(activeMenuPath(flat, '/not-a-page')).toBe('/not-a-page');
  });

  it('finds the submenus on the way to a link, outermost first', () => {
    expect(groupsHolding(menu, '/nested/menu1/menu1-2/menu1-2-1')).toEqual([
      'group:/nested',
      'group:/nested/menu1',
    ]);
    expect(groupsHolding(menu, '/system/patients')).toEqual(['group:/system']);
    expect(groupsHolding(menu, '/dashboard')).toEqual([]);
  });

  it('lists the reachable entries in reading order with their level and parent', () => {
    const entries = visibleEntries(menu, new Set(['group:/nested', 'group:/nested/menu1']));
    expect(entries.map((e) => [e.node.route.meta?.title, e.level, e.parentKey])).toEqual([
      ['首页', 1, undefined],
      ['认知训练智能辅助', 1, undefined],
      ['多模态生理信号采集', 1, undefined],
      ['群体互动模块', 1, undefined],
      ['系统管理', 1, undefined],
      ['路由嵌套', 1, undefined],
      ['菜单1', 2, 'group:/nested'],
      ['菜单1-1', 3, 'group:/nested/menu1'],
      ['菜单1-2-1', 3, 'group:/nested/menu1'],
      ['菜单2', 2, 'group:/nested'],
      ['帮助文档', 1, undefined],
    ]);
  });
});
