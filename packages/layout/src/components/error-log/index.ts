export { ErrorLog } from './error-log';
export type { ErrorLogProps } from './error-log';
