import { findRoute, type FlatRoute } from '../../routes/flatten-routes';
import { resolvePath } from '../../routes/layout-route';

/** One level of the breadcrumb. */
export interface BreadcrumbLevel {
  /** The route's full path (also the React key). */
  path: string;
  title: string;
  /** Where the level links to; `undefined`: plain text (the current page, a `noRedirect` group, a hidden route). */
  to: string | undefined;
  /** The page being shown (`aria-current="page"`); false when the page hides itself (`breadcrumb: false`). */
  current: boolean;
}

/** Fills `:params` of `pattern` from the same segments of `pathname` (`/p/:id` + `/p/7` → `/p/7`). */
function fillParams(pattern: string, pathname: string): string {
  if (!pattern.includes(':')) return pattern;
  const actual = pathname.split('/');
  return pattern
    .split('/')
    .map((part, i) => (part.startsWith(':') ? (actual[i] ?? part) : part))
    .join('/');
}

/**
 * The breadcrumb of `pathname` (spec §2, as the original shell builds it): the route and its
 * parents that have a title and not `meta.breadcrumb: false`, after 首页 unless the page is the
 * home page (`homePath`, spec §2) itself. Routes that only redirect (no title, like `/`) are skipped.
 * The last level is never a link (it is the current page unless that page hides itself); a group with `redirect: 'noRedirect'`
 * shows as text; a group with a redirect links to it; a hidden route is not a link.
 * An unknown pathname gives 首页 alone, as a link.
 */
export function breadcrumbTrail(
  flat: readonly FlatRoute[],
  pathname: string,
  titleOf: (route: FlatRoute) => string,
  homeTitle: string,
  homePath: string,
): BreadcrumbLevel[] {
  const page = findRoute(flat, pathname);
  const home = findRoute(flat, homePath);
  const homeLevel = { path: homePath, title: (home && titleOf(home)) || homeTitle };
  if (!page) return [{ ...homeLevel, to: homePath, current: false }];

  const shown = [...page.parents, page].filter(
    (route) => route.meta?.title && route.meta.breadcrumb !== false && !route.external,
  );
  const levels = shown[0]?.path === homePath ? [] : [{ ...homeLevel, route: undefined }];
  const all = [
    ...levels,
    ...shown.map((route) => ({ path: route.path, title: titleOf(route), route })),
  ];

  return all.map((level, index) => {
    const last = index === all.length - 1;
    const current = last && level.route === page;
    const route = level.route;
    let to: string | undefined = level.path;
    if (last || route?.hidden || route?.route.redirect === 'noRedirect') to = undefined;
    else if (route?.route.redirect) to = resolvePath(route.path, route.route.redirect);
    else if (route) to = fillParams(route.path, pathname);
    return { path: level.path, title: level.title, to, current };
  });
}
