import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { GripVertical } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { reducedMotion } from '../../lib/reduced-motion';

export interface DragBoardItemProps {
  id: string;
  /** What a screen reader calls the item's role, e.g. 可拖动项. */
  roleDescription: string;
  children: ReactNode;
}

/**
 * One item: a list item whose body is the drag handle (a focusable button for dnd-kit's keyboard
 * sensor), so the list keeps its list semantics. Items glide aside while another is dragged, or
 * jump under reduced motion.
 */
export function DragBoardItem({ id, roleDescription, children }: DragBoardItemProps) {
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
      data-slot="drag-board-item"
      data-dragging={isDragging || undefined}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      className="relative data-dragging:z-10"
    >
      <div
        ref={setActivatorNodeRef}
        {...attributes}
        {...listeners}
        className={cn(
          'flex min-h-11 cursor-grab touch-none items-center gap-2 rounded-md border border-border bg-background px-3 py-2 text-foreground select-none',
          'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus',
          'in-data-dragging:cursor-grabbing in-data-dragging:shadow-lg in-data-dragging:ring-2 in-data-dragging:ring-focus',
          'hc:border-foreground',
        )}
      >
        <GripVertical aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
        <span className="min-w-0 flex-1">{children}</span>
      </div>
    </li>
  );
}
