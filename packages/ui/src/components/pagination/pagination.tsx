import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useId, type ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import { useMessages } from '../../i18n';
import { Button } from '../button';
import { paginationMessages } from './messages';
import { pageItems } from './page-items';

export interface PaginationProps extends Omit<ComponentProps<'nav'>, 'onChange'> {
  /** Number of records across all pages. */
  total: number;
  /** Current page, 1-based. */
  page: number;
  /** Called with the page the user asks for (already clamped to the range). */
  onPageChange: (page: number) => void;
  /**
   * Records per page.
   * @default 20
   */
  pageSize?: number;
  /** Page sizes offered in a select; without it (or without `onPageSizeChange`) there is none. */
  pageSizes?: number[];
  /** Called with the page size the user picks. */
  onPageSizeChange?: (pageSize: number) => void;
  /**
   * Shows 共 N 条 / Total N.
   * @default true
   */
  showTotal?: boolean;
  /**
   * Name of the landmark.
   * @default '分页' / 'Pagination'
   */
  'aria-label'?: string;
  /**
   * Accessible name of the previous-page button.
   * @default '上一页' / 'Previous page'
   */
  previousLabel?: string;
  /**
   * Accessible name of the next-page button.
   * @default '下一页' / 'Next page'
   */
  nextLabel?: string;
}

const itemClass = 'tabular-nums aria-[current=page]:font-bold';

/** Page navigation for lists and tables: total, previous/next, page numbers and page size. */
function Pagination({
  className,
  total,
  page,
  onPageChange,
  pageSize = 20,
  pageSizes,
  onPageSizeChange,
  showTotal = true,
  'aria-label': ariaLabel,
  previousLabel,
  nextLabel,
  ...props
}: PaginationProps) {
  const t = useMessages(paginationMessages);
  const selectId = useId();
  const pageCount = Math.max(1, Math.ceil(Math.max(0, total) / pageSize));
  const current = Math.min(Math.max(1, page), pageCount);
  const go = (target: number) => {
    const next = Math.min(Math.max(1, target), pageCount);
    if (next !== current) onPageChange(next);
  };

  return (
    <nav
      data-slot="pagination"
      aria-label={ariaLabel ?? t.label}
      className={cn('flex flex-wrap items-center gap-x-4 gap-y-2 text-base', className)}
      {...props}
    >
      {showTotal && (
        <span data-slot="pagination-total" className="text-muted-foreground">
          {t.total(total)}
        </span>
      )}
      <ul className="flex flex-wrap items-center gap-1">
        <li>
          <Button
            data-slot="pagination-previous"
            aria-label={previousLabel ?? t.previous}
            shape="compact"
            className={itemClass}
            disabled={current <= 1}
            onClick={() => go(current - 1)}
          >
            <ChevronLeft aria-hidden="true" />
          </Button>
        </li>
        {pageItems(current, pageCount).map((item) =>
          typeof item === 'number' ? (
            <li key={item}>
              <Button
                data-slot="pagination-page"
                variant={item === current ? 'primary' : 'default'}
                aria-current={item === current ? 'page' : undefined}
                aria-label={t.page(item)}
                shape="compact"
                className={itemClass}
                onClick={() => go(item)}
              >
                {item}
              </Button>
            </li>
          ) : (
            <li
              key={item}
              data-slot="pagination-ellipsis"
              className="inline-flex min-w-10 justify-center text-muted-foreground"
            >
              <span aria-hidden="true">…</span>
              <span className="sr-only">{t.morePages}</span>
            </li>
          ),
        )}
        <li>
          <Button
            data-slot="pagination-next"
            aria-label={nextLabel ?? t.next}
            shape="compact"
            className={itemClass}
            disabled={current >= pageCount}
            onClick={() => go(current + 1)}
          >
            <ChevronRight aria-hidden="true" />
          </Button>
        </li>
      </ul>
      {pageSizes && pageSizes.length > 0 && onPageSizeChange && (
        <>
          <label htmlFor={selectId} className="sr-only">
            {t.pageSize}
          </label>
          <select
            id={selectId}
            data-slot="pagination-page-size"
            value={pageSize}
            onChange={(event) => onPageSizeChange(Number(event.target.value))}
            className={cn(
              'min-h-10 cursor-pointer rounded-md border border-border bg-background px-3 text-base text-foreground',
              'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus hc:border-foreground',
            )}
          >
            {pageSizes.map((size) => (
              <option key={size} value={size}>
                {t.perPage(size)}
              </option>
            ))}
          </select>
        </>
      )}
    </nav>
  );
}

export { Pagination };
