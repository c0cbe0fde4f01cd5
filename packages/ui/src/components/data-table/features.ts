import {
  columnOrderingFeature,
  columnVisibilityFeature,
  createColumnHelper,
  rowPaginationFeature,
  rowSelectionFeature,
  rowSortingFeature,
  tableFeatures,
  type ColumnDef,
  type ColumnHelper,
  type RowData,
} from '@tanstack/react-table';

/** What a column may tell the kit beyond TanStack's own definition. */
export interface DataTableColumnMeta {
  /** The column's name in the column menu when its header is not plain text. */
  label?: string;
  /** Class names of the column's body cells (e.g. `text-right tabular-nums`). */
  cellClassName?: string;
}

/**
 * The TanStack features every DataTable registers. Paging and sorting are done by the server
 * (`manualPagination`, `manualSorting`), so no client row model is registered: the table only
 * renders the page it is given. Filters are the caller's controls, sent to the server as they are.
 */
export const dataTableFeatures = tableFeatures({
  columnOrderingFeature,
  columnVisibilityFeature,
  rowSortingFeature,
  rowSelectionFeature,
  rowPaginationFeature,
  columnMeta: {} as DataTableColumnMeta,
});

export type DataTableFeatures = typeof dataTableFeatures;

/** One column of a DataTable: a TanStack column definition over the kit's features. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- TanStack's own idiom: columns of mixed value types
export type DataTableColumnDef<TData extends RowData> = ColumnDef<DataTableFeatures, TData, any>;

/**
 * A column helper bound to the kit's features, so an app defines columns without depending on
 * TanStack itself: `const col = createDataTableColumnHelper<Patient>()`, then
 * `col.columns([col.accessor('name', { header: '姓名' }), …])` at module scope.
 */
export function createDataTableColumnHelper<TData extends RowData>(): ColumnHelper<
  DataTableFeatures,
  TData
> {
  return createColumnHelper<DataTableFeatures, TData>();
}
