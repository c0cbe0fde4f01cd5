import { describe, expect, it } from 'vitest';
import { menuTree } from '@cep/contract';
import { nestedPagesOf } from './nested-pages';

const nestedPages = nestedPagesOf(menuTree);
const nestedPageOf = (key: string) => nestedPages.find((page) => page.key === key);

describe('the 路由嵌套 demo pages', () => {
  it('are the leaves of the menu group, in menu order, with their full addresses', () => {
    expect(nestedPages.map((page) => page.path)).toEqual([
      '/nested/menu1/menu1-1',
      '/nested/menu1/menu1-2/menu1-2-1',
      '/nested/menu1/menu1-2/menu1-2-2',
      '/nested/menu1/menu1-3',
      '/nested/menu2',
    ]);
  });

  it('carry the titles from the group down to the page, in both languages', () => {
    const deepest = nestedPageOf('nested/menu1/menu1-2/menu1-2-1');
    expect(deepest?.trail.map((title) => title['zh-CN'])).toEqual([
      '路由嵌套',
      '菜单1',
      '菜单1-2',
      '菜单1-2-1',
    ]);
    expect(deepest?.trail.at(-1)?.['en-US']).toBe('Menu 1-2-1');
    expect(nestedPageOf('nested/menu2/index')?.trail.map((title) => title['zh-CN'])).toEqual([
      '路由嵌套',
      '菜单2',
    ]);
  });

  it('knows no page outside the group', () => {
    expect(nestedPageOf('dashboard/index')).toBeUndefined();
  });
});
