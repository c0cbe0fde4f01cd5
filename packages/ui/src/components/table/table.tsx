import { ArrowDown, ArrowUp, ChevronsUpDown } from 'lucide-react';
import { useEffect, useRef, useState, type ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import { useMessages } from '../../i18n';
import { tableMessages } from './messages';

export type TableDensity = 'compact' | 'comfortable';

export interface TableProps extends ComponentProps<'table'> {
  /**
   * Row height: `compact` for clinicians' long lists, `comfortable` for patients' screens.
   * @selector [data-density]
   * @default 'comfortable'
   */
  density?: TableDensity;
  /**
   * Name of the scroll region, used only when the table overflows its container.
   * @default '表格（可滚动）' / 'Table (scrollable)'
   */
  scrollLabel?: string;
  /** Class names of the scroll container around the `<table>`. */
  containerClassName?: string;
}

/**
 * True while the element is wider or taller than its box (a DataTable caps its height under a
 * sticky header): only then does it need to be a focusable, named region (keyboard users scroll
 * it with the arrow keys).
 */
function useOverflows<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [overflows, setOverflows] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () =>
      setOverflows(
        element.scrollWidth > element.clientWidth + 1 ||
          element.scrollHeight > element.clientHeight + 1,
      );
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    return () => observer.disconnect();
  }, []);
  return [ref, overflows] as const;
}

/** A data table inside a horizontal scroll container for narrow screens. */
function Table({
  className,
  density = 'comfortable',
  scrollLabel,
  containerClassName,
  ...props
}: TableProps) {
  const t = useMessages(tableMessages);
  const [containerRef, overflows] = useOverflows<HTMLDivElement>();
  return (
    <div
      ref={containerRef}
      data-slot="table-container"
      data-overflowing={overflows ? '' : undefined}
      {...(overflows
        ? { role: 'region', 'aria-label': scrollLabel ?? t.scrollRegion, tabIndex: 0 }
        : {})}
      className={cn(
        'relative w-full overflow-x-auto rounded-md border border-border hc:border-foreground',
        'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus',
        containerClassName,
      )}
    >
      <table
        data-slot="table"
        data-density={density}
        className={cn('group/table w-full caption-bottom border-collapse text-base', className)}
        {...props}
      />
    </div>
  );
}

export type TableHeaderProps = ComponentProps<'thead'>;

function TableHeader({ className, ...props }: TableHeaderProps) {
  return <thead data-slot="table-header" className={cn('bg-muted', className)} {...props} />;
}

export type TableBodyProps = ComponentProps<'tbody'>;

function TableBody({ className, ...props }: TableBodyProps) {
  return (
    <tbody
      data-slot="table-body"
      className={cn('[&_tr:last-child]:border-0', className)}
      {...props}
    />
  );
}

export type TableFooterProps = ComponentProps<'tfoot'>;

function TableFooter({ className, ...props }: TableFooterProps) {
  return (
    <tfoot
      data-slot="table-footer"
      className={cn('border-t border-border bg-muted font-medium', className)}
      {...props}
    />
  );
}

export type TableRowProps = ComponentProps<'tr'>;

/**
 * One row; mark a selected row with `data-state="selected"` (and say so in a cell, not only by colour).
 * @selector [data-state="selected"]
 */
function TableRow({ className, ...props }: TableRowProps) {
  return (
    <tr
      data-slot="table-row"
      className={cn(
        'border-b border-border hover:bg-muted/60 motion-safe:transition-colors',
        'data-[state=selected]:bg-primary-subtle',
        className,
      )}
      {...props}
    />
  );
}

const cellPadding =
  'px-4 py-3 group-data-[density=compact]/table:px-3 group-data-[density=compact]/table:py-1.5';

export type TableHeadProps = ComponentProps<'th'>;

/**
 * A column header (`scope="col"` by default). Pass `aria-sort` on a sorted column;
 * put a `TableSortButton` inside to make it sortable.
 * @selector [aria-sort]
 */
function TableHead({ className, scope = 'col', ...props }: TableHeadProps) {
  return (
    <th
      data-slot="table-head"
      scope={scope}
      className={cn(
        cellPadding,
        'text-left align-middle font-semibold whitespace-nowrap text-foreground',
        'has-data-[slot=table-sort-button]:py-0 group-data-[density=compact]/table:has-data-[slot=table-sort-button]:py-0',
        className,
      )}
      {...props}
    />
  );
}

export type TableCellProps = ComponentProps<'td'>;

function TableCell({ className, ...props }: TableCellProps) {
  return (
    <td data-slot="table-cell" className={cn(cellPadding, 'align-middle', className)} {...props} />
  );
}

export type TableCaptionProps = ComponentProps<'caption'>;

/** Names the table for screen readers (and the eye); every data table should have one. */
function TableCaption({ className, ...props }: TableCaptionProps) {
  return (
    <caption
      data-slot="table-caption"
      className={cn('px-4 py-2 text-left text-sm text-muted-foreground', className)}
      {...props}
    />
  );
}

export type TableSortDirection = 'asc' | 'desc' | false;

export interface TableSortButtonProps extends ComponentProps<'button'> {
  /**
   * Current sort of the column; shown by an arrow (the `<th>`'s `aria-sort` tells screen readers).
   * @default false
   */
  direction?: TableSortDirection;
}

/** The header's label as a button that changes the sort (mouse, Enter or Space). */
function TableSortButton({
  className,
  direction = false,
  children,
  ...props
}: TableSortButtonProps) {
  const Icon = direction === 'asc' ? ArrowUp : direction === 'desc' ? ArrowDown : ChevronsUpDown;
  return (
    <button
      type="button"
      data-slot="table-sort-button"
      data-direction={direction || undefined}
      className={cn(
        '-mx-2 inline-flex min-h-10 cursor-pointer items-center gap-1 rounded-sm px-2 font-semibold hover:bg-background/60',
        'focus-visible:outline-3 focus-visible:outline-offset-0 focus-visible:outline-focus',
        '[&_svg]:size-[1em] [&_svg]:shrink-0',
        className,
      )}
      {...props}
    >
      {children}
      <Icon aria-hidden="true" className={cn(!direction && 'text-muted-foreground')} />
    </button>
  );
}

/** The `aria-sort` value for a sort direction. */
function toAriaSort(direction: TableSortDirection): 'ascending' | 'descending' | 'none' {
  return direction === 'asc' ? 'ascending' : direction === 'desc' ? 'descending' : 'none';
}

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
};
