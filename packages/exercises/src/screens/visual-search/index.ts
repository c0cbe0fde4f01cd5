export { VisualSearchScreen } from './visual-search-screen';
export { planVisualSearch, searchGrid } from './plan';
export type { SearchGrid } from './plan';
