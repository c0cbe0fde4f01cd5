import { describe, expect, it } from 'vitest';
import { flattenRoutes, type FlatRoute } from '../../routes/flatten-routes';
import { adminRoutes, patientRoutes } from '../../testing/fixtures';
import { createRouteSearch, routeSearchOptions } from './route-search-engine';
import {
  loadPinyin,
  loadRouteSearchEngine,
  SEARCH_PATTERN_MAX,
  searchPattern,
  searchItemsOf,
} from './search-routes';

const titleOf = (route: FlatRoute) => route.meta?.title ?? '';
const adminFlat = flattenRoutes(adminRoutes);
const paths = (results: { path: string }[]) => results.map((item) => item.path);

describe('searchItemsOf', () => {
  it('lists the visible titled pages with their groups, never hidden routes or groups', () => {
    const items = searchItemsOf(adminFlat, titleOf);
    expect(paths(items)).toEqual([
      '/dashboard',
      '/cognitive-training',
      '/MPSA',
      '/communityModule',
      '/system/doctors',
      '/system/patients',
      '/nested/menu1/menu1-1',
      '/nested/menu1/menu1-2/menu1-2-1',
      '/nested/menu2',
      'https://www.example.org/help',
    ]);
    expect(items.find((item) => item.path === '/system/doctors')).toMatchObject({
      title: '医生管理',
      trail: ['系统管理'],
      external: false,
    });
    expect(items.at(-1)?.external).toBe(true);
  });

  it('searches only what the role was given', () => {
    const search = createRouteSearch(searchItemsOf(flattenRoutes(patientRoutes), titleOf));
    expect(search('医生')).toEqual([]);
    expect(paths(search('认知'))).toEqual(['/cognitive-training']);
  });
});

describe('createRouteSearch', () => {
  it('uses the spec’s options: threshold 0.4, minimum match 1, title 0.7 and path 0.3', () => {
    expect(routeSearchOptions).toMatchObject({ threshold: 0.4, minMatchCharLength: 1 });
    expect(routeSearchOptions.keys).toEqual([
      expect.objectContaining({ name: 'title', weight: 0.7 }),
      { name: 'path', weight: 0.3 },
    ]);
  });

  it('finds by title, fuzzily, best first', () => {
    const search = createRouteSearch(searchItemsOf(adminFlat, titleOf));
    expect(paths(search('患者管理'))[0]).toBe('/system/patients');
    expect(paths(search('生理信号'))[0]).toBe('/MPSA');
    // A group's title finds its pages.
    expect(paths(search('系统管理')).slice(0, 2).sort()).toEqual([
      '/system/doctors',
      '/system/patients',
    ]);
    expect(search('   ')).toEqual([]);
  });

  it('finds by path, and a title match outranks a path-only match', () => {
    const search = createRouteSearch(searchItemsOf(adminFlat, titleOf));
    expect(paths(search('communityModule'))[0]).toBe('/communityModule');
    expect(paths(search('example.org'))).toContain('https://www.example.org/help');
    expect(paths(search('menu2'))[0]).toBe('/nested/menu2');
  });

  it('cuts the query to 32 characters (whole characters, after trimming)', () => {
    expect(SEARCH_PATTERN_MAX).toBe(32);
    const long = `  /nested/menu1/menu1-2/menu1-2-1/extra/extra`;
    expect(searchPattern(long)).toBe('/nested/menu1/menu1-2/menu1-2-1/');
    expect(Array.from(searchPattern('认'.repeat(40)))).toHaveLength(32);
    const search = createRouteSearch(searchItemsOf(adminFlat, titleOf));
    expect(paths(search(long))[0]).toBe('/nested/menu1/menu1-2/menu1-2-1');
  });

  it('finds Chinese titles by pinyin and by initials once pinyin is loaded', async () => {
    const withoutPinyin = createRouteSearch(searchItemsOf(adminFlat, titleOf));
    expect(paths(withoutPinyin('rzxl'))).not.toContain('/cognitive-training');

    const pinyinOf = await loadPinyin();
    expect(pinyinOf('认知训练智能辅助')).toEqual({
      full: 'renzhixunlianzhinengfuzhu',
      initials: 'rzxlznfz',
    });
    const search = createRouteSearch(searchItemsOf(adminFlat, titleOf, pinyinOf));
    expect(paths(search('rzxl'))[0]).toBe('/cognitive-training');
    expect(paths(search('renzhi'))[0]).toBe('/cognitive-training');
    expect(paths(search('RenZhi'))[0]).toBe('/cognitive-training');
    expect(paths(search('duomotai'))[0]).toBe('/MPSA');
    expect(paths(search('yisheng'))[0]).toBe('/system/doctors');
    expect(paths(search('hzgl'))[0]).toBe('/system/patients');
  });

  it('loads pinyin-pro once', async () => {
    expect(loadPinyin()).toBe(loadPinyin());
    expect(loadRouteSearchEngine()).toBe(loadRouteSearchEngine());
    expect((await loadRouteSearchEngine()).createRouteSearch).toBe(createRouteSearch);
    await loadPinyin();
  });
});
