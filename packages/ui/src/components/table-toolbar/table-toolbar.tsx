import { X } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { useMessages } from '../../i18n';
import { Button } from '../button';
import { tableToolbarMessages } from './messages';

export interface TableToolbarProps extends Omit<ComponentProps<'div'>, 'children'> {
  /** The table's filters (inputs, selects, a search button), laid out from the start. */
  filters?: ReactNode;
  /** Controls at the end: "新建", export, `DensityToggle`, `ColumnMenu`. */
  actions?: ReactNode;
  /**
   * Number of selected rows. Above zero, a bar with the count, `bulkActions` and "取消选择"
   * appears (and the count is announced).
   * @default 0
   */
  selectedCount?: number;
  /** Buttons acting on the selected rows. */
  bulkActions?: ReactNode;
  /** Clears the selection (the bar's "取消选择" button). */
  onClearSelection?: () => void;
}

/**
 * What sits above a table: filters, actions and, while rows are selected, the bulk actions.
 * Everything wraps at narrow widths (375 px) instead of overflowing.
 */
function TableToolbar({
  filters,
  actions,
  selectedCount = 0,
  bulkActions,
  onClearSelection,
  className,
  'aria-label': ariaLabel,
  ...props
}: TableToolbarProps) {
  const t = useMessages(tableToolbarMessages);
  return (
    <div
      data-slot="table-toolbar"
      role="region"
      aria-label={ariaLabel ?? t.toolbar}
      className={cn('flex flex-col gap-3', className)}
      {...props}
    >
      {(filters != null || actions != null) && (
        <div className="flex flex-wrap items-end justify-between gap-3">
          <div data-slot="table-toolbar-filters" className="flex flex-wrap items-end gap-3">
            {filters}
          </div>
          <div data-slot="table-toolbar-actions" className="flex flex-wrap items-center gap-2">
            {actions}
          </div>
        </div>
      )}
      {/* Always in the DOM (a live region that appears with its text is often not announced). */}
      <span role="status" className="sr-only">
        {selectedCount > 0 ? t.selected(selectedCount) : ''}
      </span>
      <div
        data-slot="table-toolbar-selection"
        role="group"
        aria-label={t.bulkActions}
        hidden={selectedCount <= 0}
        className="flex flex-wrap items-center gap-2 rounded-md bg-primary-subtle px-3 py-2 hc:border hc:border-foreground"
      >
        <span className="font-medium text-foreground">{t.selected(selectedCount)}</span>
        {bulkActions}
        {onClearSelection && (
          <Button variant="ghost" icon={<X />} onClick={onClearSelection} className="ml-auto">
            {t.clearSelection}
          </Button>
        )}
      </div>
    </div>
  );
}

export { TableToolbar };
