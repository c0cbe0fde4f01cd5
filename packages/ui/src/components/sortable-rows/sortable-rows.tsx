import {
  DndContext,
  type DraggableAttributes,
  type DraggableSyntheticListeners,
} from '@dnd-kit/core';
import { SortableContext, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { GripVertical } from 'lucide-react';
import { createContext, use, useMemo, type ComponentProps, type ReactNode } from 'react';
import { useMessages } from '../../i18n';
import { cn } from '../../lib/cn';
import { reducedMotion } from '../../lib/reduced-motion';
import type { DataTableRowSlots } from '../data-table';
import { useSortableOrder } from '../sortable-list/use-sortable-order';
import { TableRow } from '../table';
import { sortableRowsMessages } from './messages';

/** What the rows of one SortableDataTable share: how to name a row and where a new order goes. */
export interface SortableRowsSettings {
  rowLabel: (id: string) => string;
  onReorder: (ids: string[], movedId: string) => void;
  disabled: boolean;
}

const RowsSettings = createContext<SortableRowsSettings | null>(null);

/** The handle of the row it sits in (given by SortableRow to the cells below it). */
interface RowHandle {
  attributes: DraggableAttributes;
  listeners: DraggableSyntheticListeners;
  setActivatorNodeRef: (element: HTMLElement | null) => void;
  label: string;
}

const HandleOfRow = createContext<RowHandle | null>(null);

export function SortableRowsProvider({
  value,
  children,
}: {
  value: SortableRowsSettings;
  children: ReactNode;
}) {
  return <RowsSettings value={value}>{children}</RowsSettings>;
}

function useRowsSettings(): SortableRowsSettings {
  const settings = use(RowsSettings);
  if (!settings) throw new Error('sortable rows outside a SortableDataTable');
  return settings;
}

/** The DataTable's row wrapper: one drag-and-drop context over the page's rows. */
function SortableRowsWrapper({ rowIds, children }: { rowIds: string[]; children: ReactNode }) {
  const t = useMessages(sortableRowsMessages);
  const { rowLabel, onReorder, disabled } = useRowsSettings();
  const context = useSortableOrder({ ids: rowIds, onReorder, itemLabel: rowLabel, messages: t });
  // dnd-kit's live region and instructions are <div>s: under <body>, not inside <tbody>.
  const accessibility = {
    ...context.accessibility,
    container: typeof document === 'undefined' ? undefined : document.body,
  };
  return (
    <DndContext {...context} accessibility={accessibility}>
      <SortableContext items={rowIds} strategy={verticalListSortingStrategy} disabled={disabled}>
        {children}
      </SortableContext>
    </DndContext>
  );
}

/** One body row that can be dragged by the handle in its cell. */
function SortableRow({
  rowId,
  className,
  style,
  ...props
}: ComponentProps<'tr'> & { rowId: string }) {
  const t = useMessages(sortableRowsMessages);
  const { rowLabel } = useRowsSettings();
  const {
    attributes,
    listeners,
    setNodeRef,
    setActivatorNodeRef,
    transform,
    transition,
    isDragging,
  } = useSortable({
    id: rowId,
    attributes: { roleDescription: t.roleDescription },
    ...(reducedMotion() ? { transition: null } : {}),
  });
  const handle = useMemo(
    () => ({ attributes, listeners, setActivatorNodeRef, label: t.handle(rowLabel(rowId)) }),
    [attributes, listeners, setActivatorNodeRef, t, rowLabel, rowId],
  );
  return (
    <HandleOfRow value={handle}>
      <TableRow
        ref={setNodeRef}
        data-dragging={isDragging || undefined}
        style={{
          ...style,
          transform: CSS.Translate.toString(transform),
          transition,
          // Above the other rows' fixed first cells while it passes over them.
          zIndex: isDragging ? 30 : undefined,
        }}
        className={cn('relative data-dragging:bg-primary-subtle', className)}
        {...props}
      />
    </HandleOfRow>
  );
}

/** The grip button of the row it is in: drag it, or Space / Enter then ↑ ↓ and Space. */
export function RowDragHandle() {
  const handle = use(HandleOfRow);
  if (!handle) return null;
  const { attributes, listeners, setActivatorNodeRef, label } = handle;
  return (
    <button
      type="button"
      ref={setActivatorNodeRef}
      {...attributes}
      {...listeners}
      aria-label={label}
      data-slot="row-drag-handle"
      className={cn(
        'flex size-10 cursor-grab touch-none items-center justify-center rounded-md text-muted-foreground',
        'hover:bg-muted focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus',
        'in-data-dragging:cursor-grabbing',
      )}
    >
      <GripVertical aria-hidden="true" className="size-5" />
    </button>
  );
}

/** The row slots that make a DataTable's rows sortable (stable: module scope). */
export const sortableRowSlots: DataTableRowSlots = {
  Wrapper: SortableRowsWrapper,
  Row: SortableRow,
};
