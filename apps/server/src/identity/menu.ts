import { menuRouteRecords, menuTree, type RouteRecord } from '@cep/contract';

/**
 * The whole menu as getMenuList sends it (titles in Chinese, spec §2). It is product structure
 * written in the contract, the same for every server instance, so it is built once here instead
 * of read from the database on this hot path.
 */
const wholeMenu: readonly RouteRecord[] = menuRouteRecords(menuTree);

/** The menu tree `roleKeys` may see (getMenuList). */
export function menuFor(roleKeys: readonly string[]): RouteRecord[] {
  return filterRoutesByRoles(wholeMenu, roleKeys);
}

/**
 * Keeps what `roleKeys` may see (spec §6): a route whose `meta.roles` is absent or empty shows to
 * everyone, otherwise only to a holder of one of those roles; a hidden parent hides its children.
 * A parent whose children are all filtered out is dropped too (an empty submenu leads nowhere)
 * unless it is a page itself (a component other than the 'Layout' shell). Never changes `routes`.
 */
export function filterRoutesByRoles(
  routes: readonly RouteRecord[],
  roleKeys: readonly string[],
): RouteRecord[] {
  const held = new Set(roleKeys);
  const visible = (route: RouteRecord) => {
    const roles = route.meta?.roles ?? [];
    return roles.length === 0 || roles.some((role) => held.has(role));
  };

  function walk(level: readonly RouteRecord[]): RouteRecord[] {
    const out: RouteRecord[] = [];
    for (const route of level) {
      if (!visible(route)) continue;
      if (!route.children) {
        out.push(route);
        continue;
      }
      const { children, ...rest } = route;
      const kept = walk(children);
      if (kept.length > 0) out.push({ ...rest, children: kept });
      else if (route.component && route.component !== 'Layout') out.push(rest);
    }
    return out;
  }

  return walk(routes);
}
