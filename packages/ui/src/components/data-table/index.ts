export { DataTable } from './data-table';
export type { DataTableProps, DataTableRowSlots } from './data-table';
export { createDataTableColumnHelper } from './features';
export type { DataTableColumnDef, DataTableColumnMeta, DataTableFeatures } from './features';
export {
  changeTableState,
  defaultTableState,
  parseTableSearch,
  writeTableSearch,
} from './table-state';
export type {
  DataTableState,
  SortOrder,
  TableQueryState,
  TableSearchOptions,
  TableSort,
} from './table-state';
export { useDataTableState } from './use-data-table-state';
export type { UseDataTableStateOptions, UseDataTableStateResult } from './use-data-table-state';
