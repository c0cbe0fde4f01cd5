import { createElement, type ComponentType, type ReactNode } from 'react';
import { useMessages } from '../../i18n';
import { tableMessages } from './messages';
import {
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
  TableSortButton,
  toAriaSort,
  type TableProps,
  type TableSortDirection,
} from './table';

/*
 * The slice of a TanStack Table instance DataTable reads, typed structurally so this package has
 * no runtime (or type) dependency on @tanstack/react-table: pass the `table` from `useTable`.
 * The sorting methods exist only when the table registers `rowSortingFeature`.
 */
interface DataTableColumn {
  id: string;
  columnDef: { header?: unknown; cell?: unknown; meta?: unknown };
  getCanSort?: () => boolean;
  getIsSorted?: () => TableSortDirection;
  getToggleSortingHandler?: () => undefined | ((event: unknown) => void);
}

interface DataTableHeader {
  id: string;
  colSpan: number;
  isPlaceholder: boolean;
  column: DataTableColumn;
  getContext: () => object;
}

interface DataTableCell {
  id: string;
  column: DataTableColumn;
  getContext: () => object;
}

interface DataTableRow {
  id: string;
  getAllCells: () => DataTableCell[];
  getVisibleCells?: () => DataTableCell[];
}

/** What DataTable needs from a TanStack Table (v9 `useTable`) instance. */
export interface DataTableInstance {
  getHeaderGroups: () => { id: string; headers: DataTableHeader[] }[];
  getRowModel: () => { rows: DataTableRow[] };
}

export interface DataTableProps extends Omit<TableProps, 'children'> {
  /** The table from TanStack's `useTable`. */
  table: DataTableInstance;
  /** Names the table (rendered as its `<caption>`). */
  caption?: ReactNode;
  /**
   * Shown in one full-width row when there are no rows.
   * @default '暂无数据' / 'No data'
   */
  emptyText?: ReactNode;
}

/** Renders a column template as TanStack's flexRender does: functions become components. */
function renderTemplate(template: unknown, context: object): ReactNode {
  if (template == null) return null;
  if (typeof template === 'function') {
    return createElement(template as ComponentType<object>, context);
  }
  return template as ReactNode;
}

/**
 * Our Table parts driven by a TanStack Table: sortable headers become buttons and carry
 * `aria-sort`; state (sorting, pagination…) stays in the caller's table.
 */
function DataTable({ table, caption, emptyText, ...props }: DataTableProps) {
  const t = useMessages(tableMessages);
  const headerGroups = table.getHeaderGroups();
  const rows = table.getRowModel().rows;
  const columnCount = headerGroups.at(-1)?.headers.reduce((sum, h) => sum + h.colSpan, 0) ?? 1;

  return (
    <Table data-slot="data-table" {...props}>
      {caption != null && <TableCaption>{caption}</TableCaption>}
      <TableHeader>
        {headerGroups.map((group) => (
          <TableRow key={group.id}>
            {group.headers.map((header) => {
              const { column } = header;
              const canSort = !header.isPlaceholder && (column.getCanSort?.() ?? false);
              const direction = canSort ? (column.getIsSorted?.() ?? false) : false;
              const label = header.isPlaceholder
                ? null
                : renderTemplate(column.columnDef.header, header.getContext());
              return (
                <TableHead
                  key={header.id}
                  colSpan={header.colSpan > 1 ? header.colSpan : undefined}
                  aria-sort={canSort ? toAriaSort(direction) : undefined}
                >
                  {canSort ? (
                    <TableSortButton
                      direction={direction}
                      onClick={column.getToggleSortingHandler?.()}
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
      <TableBody>
        {rows.length === 0 ? (
          <TableRow>
            <TableCell colSpan={columnCount} className="text-center text-muted-foreground">
              {emptyText ?? t.empty}
            </TableCell>
          </TableRow>
        ) : (
          rows.map((row) => (
            <TableRow key={row.id}>
              {(row.getVisibleCells?.() ?? row.getAllCells()).map((cell) => (
                <TableCell key={cell.id}>
                  {renderTemplate(cell.column.columnDef.cell, cell.getContext())}
                </TableCell>
              ))}
            </TableRow>
          ))
        )}
      </TableBody>
    </Table>
  );
}

export { DataTable };
