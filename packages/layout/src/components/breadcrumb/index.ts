export { RouteBreadcrumb } from './route-breadcrumb';
export type { RouteBreadcrumbProps } from './route-breadcrumb';
export { breadcrumbTrail } from './breadcrumb-trail';
export type { BreadcrumbLevel } from './breadcrumb-trail';
export { routeBreadcrumbMessages } from './messages';
export type { RouteBreadcrumbMessages } from './messages';
