import { useDroppable } from '@dnd-kit/core';
import {
  SortableContext,
  rectSortingStrategy,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { useId, type ReactNode } from 'react';
import { cn } from '../../lib/cn';

export interface DragBoardListProps {
  id: string;
  title: string;
  items: readonly string[];
  /** How items flow: a column (`vertical`) or wrapped rows, as tags (`horizontal`). */
  orientation: 'vertical' | 'horizontal';
  countLabel: string;
  emptyLabel: string;
  headingLevel: 2 | 3 | 4;
  children: ReactNode;
}

/** One list of the board: a titled region whose list is also a drop target when empty. */
export function DragBoardList({
  id,
  title,
  items,
  orientation,
  countLabel,
  emptyLabel,
  headingLevel,
  children,
}: DragBoardListProps) {
  const Heading = `h${headingLevel}` as const;
  const titleId = useId();
  const { setNodeRef, isOver } = useDroppable({ id });
  return (
    <section
      aria-labelledby={titleId}
      data-slot="drag-board-list"
      className="flex min-w-0 flex-col gap-2 rounded-lg border border-border bg-muted/40 p-3 hc:border-foreground"
    >
      <Heading id={titleId} className="flex items-baseline justify-between gap-2 font-semibold">
        <span>{title}</span>
        <span className="text-sm font-normal text-muted-foreground">{countLabel}</span>
      </Heading>
      <SortableContext
        id={id}
        items={items as string[]}
        strategy={orientation === 'vertical' ? verticalListSortingStrategy : rectSortingStrategy}
      >
        <ul
          ref={setNodeRef}
          data-over={isOver || undefined}
          className={cn(
            'min-h-14 rounded-md',
            orientation === 'vertical' ? 'flex flex-col gap-2' : 'flex flex-wrap gap-2',
            'data-over:bg-muted',
          )}
        >
          {children}
          {items.length === 0 && (
            // A hint for pointer users; the heading's count already tells a screen reader.
            <li
              aria-hidden="true"
              className="flex min-h-11 flex-1 items-center justify-center text-sm text-muted-foreground"
            >
              {emptyLabel}
            </li>
          )}
        </ul>
      </SortableContext>
    </section>
  );
}
