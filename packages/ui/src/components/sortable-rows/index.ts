export { SortableDataTable } from './sortable-data-table';
export type { SortableDataTableProps } from './sortable-data-table';
export type { SortableRowsMessages } from './messages';
