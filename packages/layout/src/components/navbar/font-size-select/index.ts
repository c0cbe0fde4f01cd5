export { FontSizeSelect } from './font-size-select';
export type { FontSizeSelectProps } from './font-size-select';
