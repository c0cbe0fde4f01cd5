import { DndContext } from '@dnd-kit/core';
import { SortableContext, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { GripVertical } from 'lucide-react';
import { useCallback, type ReactNode } from 'react';
import { useMessages } from '../../i18n';
import { cn } from '../../lib/cn';
import { reducedMotion } from '../../lib/reduced-motion';
import { sortableListMessages } from './messages';
import { useSortableOrder } from './use-sortable-order';

export interface SortableListProps {
  /** The items' ids in their order. */
  value: readonly string[];
  /** Called with the whole new order after each drop that changes it. */
  onValueChange: (ids: string[]) => void;
  /** The item's name: its handle is "移动 {name}", and the announcements say it. */
  itemLabel: (id: string) => string;
  /**
   * What the item shows beside its handle (a checkbox, a link…): anything but another drag
   * handle. The item's name by default.
   */
  renderItem?: (id: string) => ReactNode;
  /** Names the list for a screen reader (e.g. 列的顺序). */
  label: string;
  /** No reordering (e.g. while the order is being saved). @default false */
  disabled?: boolean;
  className?: string;
}

/**
 * A list whose order a person changes: each item has a grip handle (a real button) moved by
 * pointer, touch or keyboard (dnd-kit) — Tab to the handle, Space or Enter picks up, ↑ ↓ move,
 * Space drops, Escape puts it back — with every step announced in the current language. The
 * item's own content sits beside the handle, so it may be interactive (a checkbox to show a
 * column). Controlled: the order is `value`, each drop comes back through `onValueChange`.
 * @selector [data-slot="sortable-list"]
 */
function SortableList({
  value,
  onValueChange,
  itemLabel,
  renderItem,
  label,
  disabled = false,
  className,
}: SortableListProps) {
  const t = useMessages(sortableListMessages);
  const onReorder = useCallback((ids: string[]) => onValueChange(ids), [onValueChange]);
  const context = useSortableOrder({ ids: value, onReorder, itemLabel, messages: t });
  return (
    <DndContext {...context}>
      <SortableContext
        items={value as string[]}
        strategy={verticalListSortingStrategy}
        disabled={disabled}
      >
        <ul
          aria-label={label}
          data-slot="sortable-list"
          className={cn('flex flex-col gap-1', className)}
        >
          {value.map((id) => (
            <SortableListItem
              key={id}
              id={id}
              handleLabel={t.handle(itemLabel(id))}
              roleDescription={t.roleDescription}
            >
              {renderItem ? renderItem(id) : itemLabel(id)}
            </SortableListItem>
          ))}
        </ul>
      </SortableContext>
    </DndContext>
  );
}

function SortableListItem({
  id,
  handleLabel,
  roleDescription,
  children,
}: {
  id: string;
  handleLabel: string;
  roleDescription: string;
  children: ReactNode;
}) {
  const {
    attributes,
    listeners,
    setNodeRef,
    setActivatorNodeRef,
    transform,
    transition,
    isDragging,
  } = useSortable({
    id,
    attributes: { roleDescription },
    ...(reducedMotion() ? { transition: null } : {}),
  });
  return (
    <li
      ref={setNodeRef}
      data-slot="sortable-list-item"
      data-dragging={isDragging || undefined}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      className="relative data-dragging:z-10"
    >
      <div
        className={cn(
          'flex min-h-11 items-center gap-2 rounded-md border border-border bg-background pe-3',
          'in-data-dragging:shadow-lg in-data-dragging:ring-2 in-data-dragging:ring-focus',
          'hc:border-foreground',
        )}
      >
        <button
          type="button"
          ref={setActivatorNodeRef}
          {...attributes}
          {...listeners}
          aria-label={handleLabel}
          className={cn(
            'flex size-10 shrink-0 cursor-grab touch-none items-center justify-center rounded-md text-muted-foreground',
            'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus',
            'in-data-dragging:cursor-grabbing',
          )}
        >
          <GripVertical aria-hidden="true" className="size-5" />
        </button>
        <div className="min-w-0 flex-1">{children}</div>
      </div>
    </li>
  );
}

export { SortableList };
