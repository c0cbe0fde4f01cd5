export { RouteSearch } from './route-search';
export type { RouteSearchProps } from './route-search';
