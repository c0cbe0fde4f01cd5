import { useEffect, useMemo, useState } from 'react';
import { useLayout } from '../../context/layout-context';
import {
  createRouteSearch,
  loadPinyin,
  searchItemsOf,
  type PinyinOf,
  type RouteSearchItem,
} from './search-routes';

/**
 * The results for `query` over the layout's routes. Pinyin is loaded the first time `active`
 * turns true (the search opens), then the index is rebuilt with it; until then, and if it fails
 * to load, titles and paths are still searched.
 */
export function useRouteSearch(query: string, active: boolean): RouteSearchItem[] {
  const { flatRoutes, titleOf } = useLayout();
  const [pinyinOf, setPinyinOf] = useState<PinyinOf>();

  useEffect(() => {
    if (!active || pinyinOf) return;
    let current = true;
    loadPinyin().then(
      (loaded) => {
        if (current) setPinyinOf(() => loaded);
      },
      () => {
        // Offline or the chunk is gone: the search works without pinyin.
      },
    );
    return () => {
      current = false;
    };
  }, [active, pinyinOf]);

  const search = useMemo(
    () => createRouteSearch(searchItemsOf(flatRoutes, titleOf, pinyinOf)),
    [flatRoutes, titleOf, pinyinOf],
  );
  return useMemo(() => search(query), [search, query]);
}
