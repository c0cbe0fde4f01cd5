import { isExternal, resolvePath, type LayoutRoute, type LayoutRouteMeta } from './layout-route';

/**
 * One route of the tree with its full path and its ancestors: what the breadcrumb, the route
 * search, the tags view and the active-menu logic read, so none of them walks the tree itself.
 */
export interface FlatRoute {
  /** Full path (`/system/doctors`), or the external URL. */
  path: string;
  route: LayoutRoute;
  meta: LayoutRouteMeta | undefined;
  /** Outermost first; the route itself is not included. */
  parents: FlatRoute[];
  /** Hidden itself or under a hidden parent. */
  hidden: boolean;
  external: boolean;
}

/** Every route of the tree, depth first, parents before their children. */
export function flattenRoutes(routes: readonly LayoutRoute[], basePath = '/'): FlatRoute[] {
  const flat: FlatRoute[] = [];
  const walk = (list: readonly LayoutRoute[], base: string, parents: FlatRoute[]) => {
    for (const route of list) {
      const path = resolvePath(base, route.path);
      const parentHidden = parents.at(-1)?.hidden ?? false;
      const item: FlatRoute = {
        path,
        route,
        meta: route.meta,
        parents,
        hidden: parentHidden || route.hidden === true,
        external: isExternal(path),
      };
      flat.push(item);
      if (route.children) walk(route.children, path, [...parents, item]);
    }
  };
  walk(routes, basePath, []);
  return flat;
}

/**
 * The route that shows `pathname`: an exact full-path match, preferring the deepest (a group and
 * its empty-path child share a path; the child is the page). Dynamic segments (`:id`) match any
 * one segment.
 */
export function findRoute(flat: readonly FlatRoute[], pathname: string): FlatRoute | undefined {
  const wanted = trimSlash(pathname);
  let found: FlatRoute | undefined;
  for (const item of flat) {
    if (item.external || !samePath(item.path, wanted)) continue;
    if (!found || item.parents.length >= found.parents.length) found = item;
  }
  return found;
}

function trimSlash(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

function samePath(pattern: string, pathname: string): boolean {
  if (!pattern.includes(':')) return pattern === pathname;
  const a = pattern.split('/');
  const b = pathname.split('/');
  return a.length === b.length && a.every((part, i) => part.startsWith(':') || part === b[i]);
}

/** The routes that carry a title and show somewhere (menu, search, tabs): not hidden, not groups only. */
export function titledPages(flat: readonly FlatRoute[]): FlatRoute[] {
  return flat.filter(
    (item) =>
      !item.hidden && item.meta?.title && !item.route.children?.some((child) => !child.hidden),
  );
}
