import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useLayout } from '../../context/layout-context';
import { findRoute, type FlatRoute } from '../../routes/flatten-routes';
import { useStores } from '../../context/stores-context';
import type { VisitedView } from '../../state/tags-view-store';

/** `/MPSA/` and `/MPSA` are one page, so one tag. */
export function pagePath(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}

function viewOf(route: FlatRoute, path: string, fullPath: string, title: string): VisitedView {
  return {
    path,
    fullPath,
    title,
    name: route.route.name,
    affix: route.meta?.affix,
    noCache: route.meta?.noCache,
  };
}

/**
 * Keeps the tags store in step with the router (spec §4 "Tabs"): the routes' pinned pages first
 * (and tags of pages the routes no longer have dropped), then a tag for each titled page visited,
 * its full path updated when only the query or hash changes.
 */
export function useVisitedViewTracking(): void {
  const { flatRoutes, titleOf } = useLayout();
  const { pathname, search, hash } = useLocation();
  const { tags } = useStores();

  useEffect(() => {
    const affixViews = flatRoutes
      .filter((route) => route.meta?.affix && !route.external && !route.path.includes(':'))
      .map((route) => viewOf(route, route.path, route.path, titleOf(route)));
    // Before the app has routes (still loading the menu) nothing is "unknown": keep stored tags.
    const isKnownPath =
      flatRoutes.length > 0
        ? (path: string) => findRoute(flatRoutes, path) !== undefined
        : undefined;
    tags.syncAffixViews(affixViews, isKnownPath);
  }, [tags, flatRoutes, titleOf]);

  useEffect(() => {
    const path = pagePath(pathname);
    const route = findRoute(flatRoutes, path);
    const title = route ? titleOf(route) : '';
    // Untitled or unknown pages (the /redirect/… hop, 404) get no tag.
    if (!route || !title) return;
    const fullPath = `${path}${search}${hash}`;
    tags.addView(viewOf(route, path, fullPath, title));
    tags.updateVisitedView({ path, fullPath, title });
  }, [tags, pathname, search, hash, flatRoutes, titleOf]);
}
