import type { RowData } from '@tanstack/react-table';
import { useCallback, useMemo } from 'react';
import { useMessages } from '../../i18n';
import { DataTable, type DataTableColumnDef, type DataTableProps } from '../data-table';
import { sortableRowsMessages } from './messages';
import { RowDragHandle, SortableRowsProvider, sortableRowSlots } from './sortable-rows';

export interface SortableDataTableProps<TData extends RowData> extends Omit<
  DataTableProps<TData>,
  'rowSlots' | 'getRowLabel'
> {
  /** Names a row: its handle is "移动 {name}" and the announcements say it. */
  getRowLabel: (row: TData) => string;
  /**
   * Called after a drop that changes the order, with the page's row ids in their new order and
   * the id of the row that moved. Show the new order at once (reorder `data`), then save it.
   */
  onRowsReorder: (ids: string[], movedId: string) => void;
  /** No dragging (e.g. while the last order is being saved). @default false */
  reorderDisabled?: boolean;
}

/**
 * A DataTable whose rows a person reorders: a first column of grip handles, dragged by pointer
 * or touch, or by keyboard — Tab to a handle, Space or Enter picks the row up, ↑ ↓ move it, Space
 * drops, Escape puts it back — each step announced ("已拿起 …，第 2 行，共 10 行"). Rows move
 * within the page shown; the caller saves the order (paging, filters and URL state are the
 * DataTable's, unchanged). Sorting by a column would fight the hand-made order: leave the
 * columns unsortable.
 * @selector [data-slot="data-table"]
 */
function SortableDataTable<TData extends RowData>({
  columns,
  data,
  getRowId,
  getRowLabel,
  onRowsReorder,
  reorderDisabled = false,
  ...props
}: SortableDataTableProps<TData>) {
  const t = useMessages(sortableRowsMessages);
  const withHandles = useMemo<DataTableColumnDef<TData>[]>(
    () => [
      {
        id: 'row-drag-handle',
        header: t.column,
        enableSorting: false,
        enableHiding: false,
        meta: { label: t.column, cellClassName: 'w-14' },
        cell: () => <RowDragHandle />,
      },
      ...columns,
    ],
    [columns, t],
  );
  const labels = useMemo(
    () => new Map(data.map((row) => [getRowId(row), getRowLabel(row)] as const)),
    [data, getRowId, getRowLabel],
  );
  const rowLabel = useCallback((id: string) => labels.get(id) ?? id, [labels]);
  const settings = useMemo(
    () => ({ rowLabel, onReorder: onRowsReorder, disabled: reorderDisabled }),
    [rowLabel, onRowsReorder, reorderDisabled],
  );
  return (
    <SortableRowsProvider value={settings}>
      <DataTable
        {...props}
        columns={withHandles}
        data={data}
        getRowId={getRowId}
        getRowLabel={getRowLabel}
        rowSlots={sortableRowSlots}
      />
    </SortableRowsProvider>
  );
}

export { SortableDataTable };
