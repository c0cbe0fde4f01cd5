import { menuComponentKeys, menuEntriesOf, menuTree } from '@cep/contract';
import { describe, expect, it } from 'vitest';
import { builtPages, pageRegistry } from './registry';

describe('the page registry', () => {
  it('has a page for every component key of the menu tree', () => {
    for (const key of menuComponentKeys(menuTree)) {
      expect(Object.keys(pageRegistry), key).toContain(key);
    }
  });

  it('names no page the menu tree does not lead to', () => {
    const keys = new Set(menuComponentKeys(menuTree));
    for (const key of Object.keys(pageRegistry)) expect(keys.has(key), key).toBe(true);
  });

  it('gives a menu entry that holds sub-menus no page of its own', () => {
    const holders = menuEntriesOf(menuTree).filter((entry) => entry.children);
    for (const { component } of holders) expect(builtPages[component], component).toBeUndefined();
  });
});
