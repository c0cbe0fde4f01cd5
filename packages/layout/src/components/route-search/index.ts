export { RouteSearch } from './route-search';
export type { RouteSearchProps } from './route-search';
export { RouteSearchPanel } from './route-search-panel';
export type { RouteSearchPanelProps } from './route-search-panel';
export { createRouteSearch, routeSearchOptions } from './route-search-engine';
export {
  loadPinyin,
  loadRouteSearchEngine,
  SEARCH_PATTERN_MAX,
  searchItemsOf,
  searchPattern,
} from './search-routes';
export type { PinyinForms, PinyinOf, RouteSearchItem } from './search-routes';
export { isSearchShortcut } from './use-search-shortcut';
export { routeSearchMessages } from './messages';
export type { RouteSearchMessages } from './messages';
