import { readFileSync, writeFileSync } from 'node:fs';
import { menuRouteRecords, menuTree } from '@cep/contract';
import { describe, expect, it } from 'vitest';

/*
 * @cep/layout may not import @cep/contract (ui ← layout ← console), yet its stories and tests draw
 * the platform's menu. They read it from a JSON copy of the contract's tree, as getMenuList serves
 * it to an admin; this test keeps the copy equal to the tree. After changing the tree:
 *   UPDATE_MENU_FIXTURE=1 node_modules/.bin/vitest run --project unit scripts/menu-fixture.test.ts
 */
const fixture = new URL('../packages/layout/src/testing/platform-menu.json', import.meta.url);

describe("@cep/layout's copy of the menu tree", () => {
  it('is the contract’s tree as the server sends it', () => {
    const served = menuRouteRecords(menuTree);
    if (process.env.UPDATE_MENU_FIXTURE === '1') {
      writeFileSync(fixture, `${JSON.stringify(served, null, 2)}\n`);
    }
    expect(
      JSON.parse(readFileSync(fixture, 'utf8')),
      'packages/layout/src/testing/platform-menu.json is stale: see scripts/menu-fixture.test.ts',
    ).toEqual(served);
  });
});
