export { ColumnMenu } from './column-menu';
export type { ColumnMenuProps, ColumnMenuColumn } from './column-menu';
