import { readFileSync, writeFileSync } from 'node:fs';
import { menuRouteRecords, menuTree, type RouteRecord } from '@cep/contract';
import { describe, expect, it } from 'vitest';

/*
 * @cep/layout may not import @cep/contract (ui ← layout ← console), yet its stories and tests draw
 * the platform's menu. They read an excerpt of it from a JSON copy of the contract's tree, as
 * getMenuList serves it to an admin: home, the three areas and 系统管理. This test keeps every
 * route of the copy equal to the tree's route at the same path, so a page added to the tree needs
 * nothing here; after changing a route that is copied:
 *   UPDATE_MENU_FIXTURE=1 node_modules/.bin/vitest run --project unit scripts/menu-fixture.test.ts
 */
const fixture = new URL('../packages/layout/src/testing/platform-menu.json', import.meta.url);
const excerpt = ['/', '/cognitive-training', '/MPSA', '/communityModule', '/system'];

/** Every route by its full path, without its children. */
function byFullPath(routes: readonly RouteRecord[], base = ''): Map<string, RouteRecord> {
  const found = new Map<string, RouteRecord>();
  for (const { children, ...route } of routes) {
    const full = route.path.startsWith('/') ? route.path : `${base}/${route.path}`;
    // A group's '' child is its own page: keyed apart from the group.
    found.set(route.path === '' ? `${full}(page)` : full, route);
    for (const [path, child] of byFullPath(children ?? [], full.replace(/\/$/, ''))) {
      found.set(path, child);
    }
  }
  return found;
}

describe("@cep/layout's copy of the menu tree", () => {
  const served = menuRouteRecords(menuTree);

  it('copies routes of the contract’s tree as the server sends them', () => {
    if (process.env.UPDATE_MENU_FIXTURE === '1') {
      const copy = served.filter((route) => excerpt.includes(route.path));
      writeFileSync(fixture, `${JSON.stringify(copy, null, 2)}\n`);
    }
    const copied = byFullPath(JSON.parse(readFileSync(fixture, 'utf8')) as RouteRecord[]);
    const tree = byFullPath(served);
    expect(copied.size).toBeGreaterThan(0);
    for (const [path, route] of copied) {
      expect(
        route,
        `${path} in packages/layout/src/testing/platform-menu.json is stale: see scripts/menu-fixture.test.ts`,
      ).toEqual(tree.get(path));
    }
  });
});
