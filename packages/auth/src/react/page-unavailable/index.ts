export { PageUnavailable } from './page-unavailable';
export type { PageUnavailableProps } from './page-unavailable';
