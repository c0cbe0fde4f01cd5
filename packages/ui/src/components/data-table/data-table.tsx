import {
  flexRender,
  useTable,
  type RowData,
  type RowSelectionState,
  type Updater,
} from '@tanstack/react-table';
import { CircleAlert } from 'lucide-react';
import {
  useEffect,
  useMemo,
  type ComponentProps,
  type ComponentType,
  type CSSProperties,
  type ReactNode,
} from 'react';
import { cn } from '../../lib/cn';
import { useMessages } from '../../i18n';
import { Button } from '../button';
import { Checkbox } from '../checkbox';
import { ColumnMenu } from '../column-menu';
import { Empty } from '../empty';
import { Pagination } from '../pagination';
import { Skeleton } from '../skeleton';
import {
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
  TableSortButton,
} from '../table';
import { toAriaSort } from '../table/table';
import { DensityToggle, TableToolbar } from '../table-toolbar';
import { dataTableFeatures, type DataTableColumnDef } from './features';
import { dataTableMessages } from './messages';
import { changeTableState, nextSort, type DataTableState } from './table-state';

/**
 * How the body's rows are drawn, for a table whose rows do more than show (e.g. rows reordered
 * by drag and drop: `SortableDataTable`). Both must be stable components (module scope).
 */
export interface DataTableRowSlots {
  /** Wraps the page's rows (a context over them); renders no element of its own inside `<tbody>`. */
  Wrapper: ComponentType<{ rowIds: string[]; children: ReactNode }>;
  /** One body row: a `<tr>` carrying these props, told which row it is. */
  Row: ComponentType<ComponentProps<'tr'> & { rowId: string }>;
}

export interface DataTableProps<TData extends RowData> {
  /** Columns, from `createDataTableColumnHelper` (keep them at module scope or memoised). */
  columns: DataTableColumnDef<TData>[];
  /** The rows of the current page, as the server returned them. */
  data: TData[];
  /** Number of rows across all pages (the server's `total`). */
  total: number;
  /** The table's state (see `useDataTableState`); the table never changes it itself. */
  state: DataTableState;
  /** Called with the whole next state on every change the user makes. */
  onStateChange: (next: DataTableState) => void;
  /** A stable id per row (the record's id): selection is kept by it. */
  getRowId: (row: TData) => string;
  /** Names the table (its `<caption>`, visually hidden). */
  caption: string;
  /** Names a row for its checkbox (e.g. the patient's name); by default its position. */
  getRowLabel?: (row: TData) => string;
  /** True while a page is loading: skeleton rows when there is nothing to show yet. */
  loading?: boolean;
  /** Set when loading failed: the message shown in the table (true: the default message). */
  error?: ReactNode;
  /** The error state's "重试" button. */
  onRetry?: () => void;
  /** Filter controls for the toolbar; bind them to `state.filters`. */
  filters?: ReactNode;
  /** Buttons at the toolbar's end (before the density switch and the column menu). */
  actions?: ReactNode;
  /** With it, rows get checkboxes; it renders the buttons acting on the selected ids. */
  bulkActions?: (selectedIds: string[]) => ReactNode;
  /**
   * Page sizes offered under the table.
   * @default [10, 20, 50, 100]
   */
  pageSizes?: number[];
  /** What the empty state says; a filtered table should say that nothing matches. */
  emptyText?: ReactNode;
  /**
   * Height after which the body scrolls under a sticky header (any CSS length).
   * @default '70vh'
   */
  maxHeight?: string;
  /** Draws the rows through other components (see `DataTableRowSlots`). */
  rowSlots?: DataTableRowSlots;
  className?: string;
}

/** A body row with nothing more to it: the kit's `TableRow`. */
function PlainRow({ rowId: _rowId, ...props }: ComponentProps<'tr'> & { rowId: string }) {
  return <TableRow {...props} />;
}

/** Sticky first column: the select column (3.5rem wide) then the first data column beside it. */
const selectWidth = 'w-14 min-w-14';
const stickyCell = 'sticky z-10 bg-background in-data-[state=selected]:bg-primary-subtle';
const stickyHead = 'sticky top-0 bg-muted';

/**
 * The table pattern of every management list: TanStack Table (headless) over the kit's Table
 * parts, with paging, sorting and filtering done by the server. Controlled: `state` in,
 * `onStateChange` out; `data`, `total`, `loading` and `error` come from the caller's request.
 *
 * At 375 px the table scrolls sideways with its first column (and the checkboxes) fixed, rather
 * than turning into cards: people compare rows column by column, the headers stay the sort
 * controls, and one layout keeps the keyboard order and the screen-reader table the same at
 * every width.
 */
function DataTable<TData extends RowData>({
  columns,
  data,
  total,
  state,
  onStateChange,
  getRowId,
  caption,
  getRowLabel,
  loading = false,
  error,
  onRetry,
  filters,
  actions,
  bulkActions,
  pageSizes = [10, 20, 50, 100],
  emptyText,
  maxHeight = '70vh',
  rowSlots,
  className,
}: DataTableProps<TData>) {
  const t = useMessages(dataTableMessages);
  const selectable = bulkActions != null;
  const change = (partial: Partial<DataTableState>) =>
    onStateChange(changeTableState(state, partial));

  const rowSelection = useMemo(
    (): RowSelectionState => Object.fromEntries(state.selection.map((id) => [id, true] as const)),
    [state.selection],
  );
  const sorting = useMemo(
    () => (state.sort ? [{ id: state.sort.field, desc: state.sort.order === 'desc' }] : []),
    [state.sort],
  );

  const table = useTable({
    features: dataTableFeatures,
    columns,
    data,
    getRowId: (row) => getRowId(row),
    state: {
      sorting,
      rowSelection,
      columnVisibility: state.columnVisibility,
      columnOrder: state.columnOrder,
      pagination: { pageIndex: state.pageNum - 1, pageSize: state.pageSize },
    },
    manualSorting: true,
    manualPagination: true,
    rowCount: total,
    enableRowSelection: selectable,
    onRowSelectionChange: (updater: Updater<RowSelectionState>) => {
      const next = typeof updater === 'function' ? updater(rowSelection) : updater;
      change({ selection: Object.keys(next) });
    },
    onColumnVisibilityChange: (updater: Updater<Record<string, boolean>>) => {
      const next = typeof updater === 'function' ? updater(state.columnVisibility) : updater;
      change({ columnVisibility: next });
    },
    onColumnOrderChange: (updater: Updater<string[]>) => {
      const next = typeof updater === 'function' ? updater(state.columnOrder) : updater;
      change({ columnOrder: next });
    },
  });

  const rows = table.getRowModel().rows;
  // In the order the user arranged (the column menu lists them as the table shows them).
  const leafColumns = table.getOrderColumnsFn()(table.getAllLeafColumns());
  const visibleColumns = table.getVisibleLeafColumns();
  const firstVisibleId = visibleColumns[0]?.id;
  const columnCount = visibleColumns.length + (selectable ? 1 : 0);
  const failed = error != null && error !== false;
  const showSkeleton = loading && rows.length === 0 && !failed;

  // A page past the end (an old link, the last rows deleted in bulk): go to the last page.
  const lastPage = Math.max(1, Math.ceil(total / state.pageSize));
  useEffect(() => {
    if (!loading && !failed && state.pageNum > lastPage) {
      onStateChange(changeTableState(state, { pageNum: lastPage }));
    }
  }, [loading, failed, lastPage, state, onStateChange]);

  const labelOf = (column: (typeof leafColumns)[number]) => {
    const header = column.columnDef.header;
    return column.columnDef.meta?.label ?? (typeof header === 'string' ? header : column.id);
  };
  const stickyLeft = (id: string) =>
    id === firstVisibleId ? (selectable ? 'left-14' : 'left-0') : undefined;

  let body: ReactNode;
  if (failed) {
    body = (
      <TableRow>
        <TableCell colSpan={columnCount}>
          <div
            data-slot="data-table-error"
            className="sticky left-0 flex w-fit flex-col items-start gap-3 py-4 sm:flex-row sm:items-center"
          >
            <p role="alert" className="flex items-center gap-2 text-danger">
              <CircleAlert aria-hidden="true" className="size-[1.25em] shrink-0" />
              {error === true ? t.loadFailed : error}
            </p>
            {onRetry && (
              <Button onClick={onRetry} loading={loading}>
                {t.retry}
              </Button>
            )}
          </div>
        </TableCell>
      </TableRow>
    );
  } else if (showSkeleton) {
    body = Array.from({ length: Math.min(state.pageSize, 10) }, (_, index) => (
      <TableRow key={index} data-slot="data-table-skeleton-row">
        {Array.from({ length: columnCount }, (_, cell) => (
          <TableCell key={cell}>
            <Skeleton className="h-[1lh] w-full min-w-8" />
          </TableCell>
        ))}
      </TableRow>
    ));
  } else if (rows.length === 0) {
    body = (
      <TableRow>
        <TableCell colSpan={columnCount}>
          <Empty title={emptyText ?? t.empty} className="sticky left-0 w-fit" />
        </TableCell>
      </TableRow>
    );
  } else {
    const Row = rowSlots?.Row ?? PlainRow;
    const drawn = rows.map((row) => {
      const selected = row.getIsSelected();
      return (
        <Row key={row.id} rowId={row.id} data-state={selected ? 'selected' : undefined}>
          {selectable && (
            <TableCell className={cn(selectWidth, stickyCell, 'left-0')}>
              <Checkbox
                checked={selected}
                onCheckedChange={(checked) => row.toggleSelected(checked === true)}
                aria-label={t.selectRow(getRowLabel?.(row.original) ?? t.rowNumber(row.index + 1))}
              />
            </TableCell>
          )}
          {row.getVisibleCells().map((cell) => {
            const left = stickyLeft(cell.column.id);
            return (
              <TableCell
                key={cell.id}
                className={cn(left && stickyCell, left, cell.column.columnDef.meta?.cellClassName)}
              >
                {flexRender(cell.column.columnDef.cell, cell.getContext())}
              </TableCell>
            );
          })}
        </Row>
      );
    });
    const Wrapper = rowSlots?.Wrapper;
    body = Wrapper ? <Wrapper rowIds={rows.map((row) => row.id)}>{drawn}</Wrapper> : drawn;
  }

  const allSelected = table.getIsAllPageRowsSelected();
  const someSelected = table.getIsSomePageRowsSelected();

  return (
    <div
      data-slot="data-table"
      className={cn('flex flex-col gap-3', className)}
      style={{ '--data-table-max-height': maxHeight } as CSSProperties}
    >
      <TableToolbar
        filters={filters}
        actions={
          <>
            {actions}
            <DensityToggle value={state.density} onValueChange={(density) => change({ density })} />
            <ColumnMenu
              columns={leafColumns.map((column) => ({
                id: column.id,
                label: labelOf(column),
                visible: column.getIsVisible(),
                canHide: column.getCanHide(),
              }))}
              onVisibleChange={(id, visible) => table.getColumn(id)?.toggleVisibility(visible)}
              onReset={() => change({ columnVisibility: {}, columnOrder: [] })}
            />
          </>
        }
        selectedCount={state.selection.length}
        bulkActions={selectable ? bulkActions(state.selection) : undefined}
        onClearSelection={selectable ? () => change({ selection: [] }) : undefined}
      />
      <Table
        density={state.density}
        aria-busy={loading || undefined}
        scrollLabel={t.scrollRegion(caption)}
        containerClassName="max-h-(--data-table-max-height)"
        className={cn(loading && rows.length > 0 && 'opacity-60')}
      >
        <TableCaption className="sr-only">{caption}</TableCaption>
        <TableHeader>
          {table.getHeaderGroups().map((group) => (
            <TableRow key={group.id}>
              {selectable && (
                <TableHead className={cn(selectWidth, stickyHead, 'left-0 z-30')}>
                  <Checkbox
                    checked={allSelected ? true : someSelected ? 'indeterminate' : false}
                    disabled={rows.length === 0}
                    onCheckedChange={(checked) => table.toggleAllPageRowsSelected(checked === true)}
                    aria-label={t.selectPage}
                  />
                </TableHead>
              )}
              {group.headers.map((header) => {
                const { column } = header;
                const canSort = !header.isPlaceholder && column.getCanSort();
                const direction = canSort ? column.getIsSorted() : false;
                const left = stickyLeft(column.id);
                const label = header.isPlaceholder
                  ? null
                  : flexRender(column.columnDef.header, header.getContext());
                return (
                  <TableHead
                    key={header.id}
                    colSpan={header.colSpan > 1 ? header.colSpan : undefined}
                    aria-sort={canSort ? toAriaSort(direction) : undefined}
                    className={cn(stickyHead, left ? 'z-30' : 'z-20', left)}
                  >
                    {canSort ? (
                      <TableSortButton
                        direction={direction}
                        onClick={() => change({ sort: nextSort(state.sort, column.id) })}
                      >
                        {label}
                      </TableSortButton>
                    ) : (
                      label
                    )}
                  </TableHead>
                );
              })}
            </TableRow>
          ))}
        </TableHeader>
        <TableBody>{body}</TableBody>
      </Table>
      <span role="status" className="sr-only">
        {loading ? t.loading : ''}
      </span>
      <Pagination
        total={total}
        page={state.pageNum}
        pageSize={state.pageSize}
        pageSizes={pageSizes}
        onPageChange={(pageNum) => change({ pageNum })}
        onPageSizeChange={(pageSize) => change({ pageSize })}
      />
    </div>
  );
}

export { DataTable };
