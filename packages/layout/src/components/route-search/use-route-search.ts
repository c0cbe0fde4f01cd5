import { useEffect, useMemo, useState } from 'react';
import { useLayout } from '../../context/layout-context';
import { loadPinyin, loadRouteSearchEngine, searchItemsOf, type PinyinOf } from './search-routes';
import type { RouteSearchItem } from './route-search-item';

type Engine = Awaited<ReturnType<typeof loadRouteSearchEngine>>;

/**
 * The results for `query` over the layout's routes. The fuzzy search (fuse.js) and pinyin are
 * loaded the first time `active` turns true (the search opens), each on its own: the index is
 * rebuilt as each arrives. Until the search has loaded there are no results; if pinyin fails to
 * load, titles and paths are still searched.
 */
export function useRouteSearch(query: string, active: boolean): RouteSearchItem[] {
  const { flatRoutes, titleOf } = useLayout();
  const [engine, setEngine] = useState<Engine>();
  const [pinyinOf, setPinyinOf] = useState<PinyinOf>();

  useEffect(() => {
    if (!active) return;
    let current = true;
    if (!engine) {
      loadRouteSearchEngine().then(
        (loaded) => {
          if (current) setEngine(loaded);
        },
        () => {
          // Offline or the chunk is gone: tried again on the next open.
        },
      );
    }
    if (!pinyinOf) {
      loadPinyin().then(
        (loaded) => {
          if (current) setPinyinOf(() => loaded);
        },
        () => {
          // Offline or the chunk is gone: the search works without pinyin.
        },
      );
    }
    return () => {
      current = false;
    };
  }, [active, engine, pinyinOf]);

  const search = useMemo(
    () => engine?.createRouteSearch(searchItemsOf(flatRoutes, titleOf, pinyinOf)),
    [engine, flatRoutes, titleOf, pinyinOf],
  );
  return useMemo(() => search?.(query) ?? [], [search, query]);
}
