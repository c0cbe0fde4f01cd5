export { RouteBreadcrumb } from './route-breadcrumb';
export type { RouteBreadcrumbProps } from './route-breadcrumb';
