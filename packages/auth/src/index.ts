export { canSeeRoute, filterRoutesByRoles } from './filter-routes';
export type { RoleGuardedRoute } from './filter-routes';
export { hasPermission } from './permission';
