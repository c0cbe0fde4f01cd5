/** The part of a route record (spec §3) that permission filtering reads. */
export interface RoleGuardedRoute {
  meta?: { roles?: readonly string[] | undefined } | undefined;
  children?: readonly RoleGuardedRoute[] | undefined;
}

/** Spec §6: a route with no `meta.roles` shows to everyone; otherwise one of its roles must be held. */
function canSeeRoute(route: RoleGuardedRoute, roles: readonly string[]): boolean {
  const required = route.meta?.roles;
  return !required || required.length === 0 || required.some((role) => roles.includes(role));
}

/** Keeps the routes (and, recursively, children) the user's roles may see; never mutates the input. */
export function filterRoutesByRoles<T extends RoleGuardedRoute & { children?: T[] | undefined }>(
  routes: readonly T[],
  roles: readonly string[],
): T[] {
  return routes
    .filter((route) => canSeeRoute(route, roles))
    .map((route) =>
      route.children ? { ...route, children: filterRoutesByRoles(route.children, roles) } : route,
    );
}
