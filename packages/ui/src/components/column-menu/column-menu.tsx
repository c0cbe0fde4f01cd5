import { Columns3, RotateCcw } from 'lucide-react';
import { useMessages } from '../../i18n';
import { Button } from '../button';
import {
  DropdownMenu,
  DropdownMenuCheckboxItem,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../dropdown-menu';
import { columnMenuMessages } from './messages';

export interface ColumnMenuColumn {
  id: string;
  /** The column's name as its header shows it. */
  label: string;
  visible: boolean;
  /**
   * `false` for a column the user may not hide (e.g. the name that identifies a row).
   * @default true
   */
  canHide?: boolean;
}

export interface ColumnMenuProps {
  columns: ColumnMenuColumn[];
  /** Called when the user shows or hides one column. */
  onVisibleChange: (id: string, visible: boolean) => void;
  /** Shows a "reset" row that brings back the default columns. */
  onReset?: () => void;
  /**
   * Text of the trigger button.
   * @default '列' / 'Columns'
   */
  label?: string;
  /** Class names of the trigger button. */
  className?: string;
}

/**
 * Which columns a table shows: a menu of checkbox rows (Radix: arrows, Space/Enter toggle, the
 * menu stays open for the next one). The last visible column cannot be hidden.
 */
function ColumnMenu({ columns, onVisibleChange, onReset, label, className }: ColumnMenuProps) {
  const t = useMessages(columnMenuMessages);
  const visibleCount = columns.filter((column) => column.visible).length;
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button data-slot="column-menu-trigger" icon={<Columns3 />} className={className}>
          {label ?? t.trigger}
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent data-slot="column-menu" align="end">
        <DropdownMenuLabel>{t.heading}</DropdownMenuLabel>
        {columns.map((column) => (
          <DropdownMenuCheckboxItem
            key={column.id}
            checked={column.visible}
            disabled={column.canHide === false || (column.visible && visibleCount <= 1)}
            // Keep the menu open: people usually change several columns at once.
            onSelect={(event) => event.preventDefault()}
            onCheckedChange={(checked) => onVisibleChange(column.id, checked)}
          >
            {column.label}
          </DropdownMenuCheckboxItem>
        ))}
        {onReset && (
          <>
            <DropdownMenuSeparator />
            <DropdownMenuItem onSelect={onReset}>
              <RotateCcw aria-hidden="true" />
              {t.reset}
            </DropdownMenuItem>
          </>
        )}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

export { ColumnMenu };
