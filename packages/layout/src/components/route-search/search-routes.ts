import type * as RouteSearchEngine from './route-search-engine';
import { searchPattern, SEARCH_PATTERN_MAX } from './search-pattern';
import { titledPages, type FlatRoute } from '../../routes/flatten-routes';
import type { RouteSearchItem } from './route-search-item';

/** Pinyin of a text, lower case, no spaces: `认知训练` → full `renzhixunlian`, initials `rzxl`. */
export interface PinyinForms {
  full: string;
  initials: string;
}

export type PinyinOf = (text: string) => PinyinForms;

const hasHan = /\p{Script=Han}/u;

/**
 * The searchable pages of the menu (spec §2: permitted, visible and titled — `titledPages`), with
 * their titles through `titleOf`. `pinyinOf` adds the pinyin forms of Chinese titles.
 */
export function searchItemsOf(
  flat: readonly FlatRoute[],
  titleOf: (route: FlatRoute) => string,
  pinyinOf?: PinyinOf,
): RouteSearchItem[] {
  const formsOf = (title: string) => {
    if (!pinyinOf || !hasHan.test(title)) return [title];
    const { full, initials } = pinyinOf(title);
    return [title, full, initials];
  };
  return titledPages(flat).map((route) => {
    const title = titleOf(route);
    const trail = route.parents.map(titleOf).filter((text) => text !== '');
    return {
      path: route.path,
      title,
      trail,
      external: route.external,
      titleForms: [title, ...trail].flatMap(formsOf),
    };
  });
}

export { searchPattern, SEARCH_PATTERN_MAX };

let engineLoader: Promise<typeof RouteSearchEngine> | undefined;

/**
 * Loads the fuzzy search (fuse.js) on first call only, beside pinyin: the route search needs it
 * when it first opens, and it is not part of the first page a person sees.
 */
export function loadRouteSearchEngine(): Promise<typeof RouteSearchEngine> {
  engineLoader ??= import('./route-search-engine');
  engineLoader.catch(() => {
    engineLoader = undefined;
  });
  return engineLoader;
}

let pinyinLoader: Promise<PinyinOf> | undefined;

/**
 * Loads pinyin-pro (its dictionary is most of its weight) on first call only, so it never sits
 * in the app's first load: the route search calls it when it first opens.
 */
export function loadPinyin(): Promise<PinyinOf> {
  pinyinLoader ??= import('pinyin-pro').then(({ pinyin }) => {
    const join = (parts: string[]) => parts.join('').replace(/\s+/g, '').toLowerCase();
    return (text: string) => ({
      full: join(pinyin(text, { toneType: 'none', type: 'array', nonZh: 'consecutive' })),
      initials: join(
        pinyin(text, { pattern: 'first', toneType: 'none', type: 'array', nonZh: 'consecutive' }),
      ),
    });
  });
  // A failed chunk load (the network dropped) is tried again on the next open.
  pinyinLoader.catch(() => {
    pinyinLoader = undefined;
  });
  return pinyinLoader;
}
