export { SearchSelect } from './search-select';
export type { SearchOption, SearchSelectProps } from './search-select';
