import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { useMessages } from '../../i18n';
import { descriptionsMessages } from './messages';

export interface DescriptionsItem {
  /** The field's name (姓名, 手机号…). */
  label: ReactNode;
  /** The field's value; `null`, `undefined` and `''` show as empty. */
  value: ReactNode;
  /**
   * Columns this item spans once the component is 40rem wide (clamped to `columns`).
   * @default 1
   */
  span?: number;
}

export type DescriptionsColumns = 1 | 2 | 3;

export interface DescriptionsProps extends Omit<ComponentProps<'div'>, 'title'> {
  /** The label/value pairs, in reading order. */
  items: DescriptionsItem[];
  /**
   * Columns once the component is 40rem wide; always one column when narrower.
   * @default 2
   */
  columns?: DescriptionsColumns;
  /** A heading above the list (an `<h3>`). */
  title?: ReactNode;
  /**
   * Draws cells with borders and a shaded label column, as a form printout does.
   * @default false
   */
  bordered?: boolean;
  /**
   * Hidden text read for an empty value.
   * @default '未填写' / 'Not provided'
   */
  emptyText?: string;
}

// Full class names so Tailwind sees them. A container query, not a viewport one: the grid
// also collapses inside a narrow side panel on a wide screen.
const gridColumns: Record<DescriptionsColumns, string> = {
  1: '@min-[40rem]:grid-cols-1',
  2: '@min-[40rem]:grid-cols-2',
  3: '@min-[40rem]:grid-cols-3',
};
const itemSpans: Record<DescriptionsColumns, string> = {
  1: '@min-[40rem]:col-span-1',
  2: '@min-[40rem]:col-span-2',
  3: '@min-[40rem]:col-span-3',
};

function isEmpty(value: ReactNode): boolean {
  return value === null || value === undefined || value === '' || value === false;
}

/** Clamps a span to 1…columns. */
function clampSpan(span: number | undefined, columns: DescriptionsColumns): DescriptionsColumns {
  return Math.min(Math.max(Math.floor(span ?? 1), 1), columns) as DescriptionsColumns;
}

/** A read-only label/value grid (a profile, a record's details) as a `<dl>`. */
function Descriptions({
  className,
  items,
  columns = 2,
  title,
  bordered = false,
  emptyText,
  ...props
}: DescriptionsProps) {
  const t = useMessages(descriptionsMessages);
  return (
    <div
      data-slot="descriptions"
      data-bordered={bordered ? '' : undefined}
      className={cn('@container flex flex-col gap-3 text-base', className)}
      {...props}
    >
      {title != null && (
        <h3 data-slot="descriptions-title" className="text-lg font-semibold">
          {title}
        </h3>
      )}
      <dl
        data-slot="descriptions-list"
        className={cn(
          'grid grid-cols-1',
          gridColumns[columns],
          bordered
            ? 'overflow-hidden rounded-md border-t border-l border-border hc:border-foreground'
            : 'gap-x-6 gap-y-3',
        )}
      >
        {items.map((item, index) => {
          const empty = isEmpty(item.value);
          return (
            <div
              // Items are positional: the caller's order is the identity.
              key={index}
              data-slot="descriptions-item"
              className={cn(
                itemSpans[clampSpan(item.span, columns)],
                bordered
                  ? 'grid grid-cols-[minmax(6rem,35%)_1fr] border-r border-b border-border hc:border-foreground'
                  : 'flex flex-col gap-0.5',
              )}
            >
              <dt
                data-slot="descriptions-label"
                className={cn(
                  'text-muted-foreground',
                  bordered && 'border-r border-border bg-muted px-3 py-2 hc:border-foreground',
                )}
              >
                {item.label}
              </dt>
              <dd
                data-slot="descriptions-value"
                data-empty={empty ? '' : undefined}
                className={cn('break-words text-foreground', bordered && 'px-3 py-2')}
              >
                {empty ? (
                  <>
                    <span aria-hidden="true">—</span>
                    <span className="sr-only">{emptyText ?? t.empty}</span>
                  </>
                ) : (
                  item.value
                )}
              </dd>
            </div>
          );
        })}
      </dl>
    </div>
  );
}

export { Descriptions };
