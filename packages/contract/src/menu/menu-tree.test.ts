import { describe, expect, it } from 'vitest';
import { routeTree } from '../domain/route';
import { locales } from '../domain/locale';
import { menuComponentKeys, menuEntriesOf, menuRouteRecords, type MenuEntry } from './menu-entry';
import { HOME_PATH } from './home-path';
import { menuTree } from './menu-tree';

const entries = menuEntriesOf(menuTree);

/** Every entry with the full path it is served at. */
function fullPaths(tree: readonly MenuEntry[], base = ''): [string, MenuEntry][] {
  return tree.flatMap((entry) => {
    const full = entry.path.startsWith('/')
      ? entry.path
      : `${base.replace(/\/$/, '')}/${entry.path}`.replace(/\/$/, '') || '/';
    return [[full, entry] as [string, MenuEntry], ...fullPaths(entry.children ?? [], full)];
  });
}

describe('the menu tree', () => {
  it('titles every entry it shows in every language', () => {
    for (const entry of entries) {
      if (!entry.title) {
        // Only a group that just holds its pages may go untitled, and then without menu fields.
        expect(entry.component, entry.path).toBe('Layout');
        expect([entry.icon, entry.roles], entry.path).toEqual([undefined, undefined]);
        continue;
      }
      for (const locale of locales)
        expect(entry.title[locale]?.trim(), `${entry.path} ${locale}`).toBeTruthy();
    }
  });

  it('gives every page a component key and leaves no group without pages', () => {
    for (const entry of entries) {
      expect(entry.component, entry.path).toMatch(/^(Layout|[\w-]+(\/[\w-]+)+)$/);
      if (entry.component === 'Layout')
        expect(entry.children?.length, entry.path).toBeGreaterThan(0);
    }
    expect(menuComponentKeys(menuTree)).toContain('dashboard/index');
  });

  it('has unique names, full paths and page keys', () => {
    const names = entries.flatMap((entry) => (entry.name ? [entry.name] : []));
    expect(new Set(names).size).toBe(names.length);
    // A group and its '' child share a path: the pages' paths must differ.
    const paths = fullPaths(menuTree)
      .filter(([, entry]) => entry.component !== 'Layout')
      .map(([path]) => path);
    expect(new Set(paths).size).toBe(paths.length);
    const pages = entries.filter((entry) => entry.component !== 'Layout').map((e) => e.component);
    expect(new Set(pages).size).toBe(pages.length);
  });

  it('leads / to the home page, which is a pinned page of the tree', () => {
    const byPath = new Map(fullPaths(menuTree));
    expect(byPath.get('/')?.redirect).toBe(HOME_PATH);
    expect(byPath.get(HOME_PATH)).toMatchObject({ affix: true, component: 'dashboard/index' });
    expect(byPath.get(HOME_PATH)?.roles).toBeUndefined();
  });

  it('is served as RouteRecords the contract accepts, titled in the language asked', () => {
    const zh = menuRouteRecords(menuTree);
    expect(routeTree.safeParse(zh).success).toBe(true);
    expect(zh[0]).toEqual({
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
    expect(menuRouteRecords(menuTree, 'en-US')[0]?.children?.[0]?.meta?.title).toBe('Home');
    expect(zh.find((route) => route.path === '/system')).toMatchObject({
      name: 'System',
      redirect: 'noRedirect',
      alwaysShow: true,
      meta: { title: '系统管理', icon: 'setting', roles: ['admin', 'doctor'] },
    });
  });
});
