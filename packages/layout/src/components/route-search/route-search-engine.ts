import Fuse, { type IFuseOptions } from 'fuse.js';
import { searchPattern } from './search-pattern';
import type { RouteSearchItem } from './route-search-item';

/*
 * The fuzzy search itself (fuse.js): its own module, loaded when the search first opens
 * (`loadRouteSearchEngine`), so the shell's first load does not carry it.
 */

/** Spec §9: threshold 0.4, minimum match length 1, weights title 0.7 and path 0.3. */
export const routeSearchOptions: IFuseOptions<RouteSearchItem> = {
  shouldSort: true,
  threshold: 0.4,
  minMatchCharLength: 1,
  keys: [
    { name: 'title', weight: 0.7, getFn: (item) => item.titleForms },
    { name: 'path', weight: 0.3 },
  ],
};

/** A search over `items`: the best matches first; an empty query finds nothing. */
export function createRouteSearch(
  items: readonly RouteSearchItem[],
): (query: string) => RouteSearchItem[] {
  const fuse = new Fuse(items, routeSearchOptions);
  return (query) => {
    const pattern = searchPattern(query);
    if (pattern === '') return [];
    return fuse.search(pattern).map((result) => result.item);
  };
}
