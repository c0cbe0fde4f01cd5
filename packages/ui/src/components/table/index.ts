export {
  Table,
  TableHeader,
  TableBody,
  TableFooter,
  TableRow,
  TableHead,
  TableCell,
  TableCaption,
  TableSortButton,
  toAriaSort,
} from './table';
export type {
  TableProps,
  TableDensity,
  TableHeaderProps,
  TableBodyProps,
  TableFooterProps,
  TableRowProps,
  TableHeadProps,
  TableCellProps,
  TableCaptionProps,
  TableSortButtonProps,
  TableSortDirection,
} from './table';
export { DataTable } from './data-table';
export type { DataTableProps, DataTableInstance } from './data-table';
