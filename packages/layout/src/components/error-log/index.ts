export { ErrorLog } from './error-log';
export type { ErrorLogProps } from './error-log';
export { ErrorLogTable } from './error-log-table';
export type { ErrorLogTableProps } from './error-log-table';
export { errorLogMessages } from './messages';
export type { ErrorLogMessages } from './messages';
