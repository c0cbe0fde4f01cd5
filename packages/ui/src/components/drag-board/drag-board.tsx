import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  closestCorners,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type DragOverEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import { useLayoutEffect, useMemo, useRef, type ReactNode } from 'react';
import { useMessages } from '../../i18n';
import { cn } from '../../lib/cn';
import { DragBoardItem } from './drag-board-item';
import { DragBoardList } from './drag-board-list';
import { dragBoardMessages } from './messages';
import { listOf, moveItem, type DragBoardValue } from './move-item';

export interface DragBoardListSpec {
  id: string;
  /** The list's heading, e.g. 待办. */
  title: string;
}

export interface DragBoardProps {
  /** The lists, in the order they are shown. */
  lists: readonly DragBoardListSpec[];
  /** Which items each list holds (list id → item ids, in order). */
  value: DragBoardValue;
  /** Called with the new board on each move (also while an item crosses lists, and on cancel). */
  onValueChange: (value: DragBoardValue) => void;
  /** The item's name, spoken when it is picked up, moved and dropped. */
  itemLabel: (id: string) => string;
  /** How an item looks; its `itemLabel` by default. */
  renderItem?: (id: string) => ReactNode;
  /**
   * Items flow in a column (`vertical`, a list or a kanban column) or wrap in rows like tags
   * (`horizontal`).
   * @default 'vertical'
   */
  orientation?: 'vertical' | 'horizontal';
  /**
   * The level of each list's heading, to follow the page's outline (a page's h1 → lists as h2).
   * @default 2
   */
  headingLevel?: 2 | 3 | 4;
  /** What a screen reader calls an item's role. @default 可拖动项 / draggable item */
  itemRoleDescription?: string;
  className?: string;
}

const asId = (id: UniqueIdentifier) => String(id);

/**
 * Lists whose items are reordered and moved between lists by pointer, touch or keyboard (dnd-kit):
 * two lists exchanging items, a kanban of columns, or one row of tags. Keyboard: Tab to an item,
 * Space or Enter picks it up, the arrow keys move it, Space drops, Escape puts it back; each step is
 * announced in the current language. Controlled: the board is `value`, every move comes back through
 * `onValueChange`.
 * @selector [data-slot="drag-board"]
 */
function DragBoard({
  lists,
  value,
  onValueChange,
  itemLabel,
  renderItem,
  orientation = 'vertical',
  itemRoleDescription,
  headingLevel = 2,
  className,
}: DragBoardProps) {
  const t = useMessages(dragBoardMessages);
  // The newest board, also between a move and the parent's re-render (announcements read it).
  const latest = useRef(value);
  useLayoutEffect(() => {
    latest.current = value;
  }, [value]);
  // The board when the drag started: Escape, or a drop outside every list, restores it.
  const atStart = useRef<DragBoardValue | null>(null);
  const titleOf = (list: string) => lists.find((spec) => spec.id === list)?.title ?? list;

  const sensors = useSensors(
    // A few pixels of travel before a drag starts, so a click or a tap still just focuses.
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  const commit = (next: DragBoardValue) => {
    if (next === latest.current) return;
    latest.current = next;
    onValueChange(next);
  };

  /** Where the active item lands when dropped on `over` (an item or a list): list and position. */
  const landing = (active: string, over: string) => {
    const board = latest.current;
    const list = listOf(board, over);
    if (list === undefined) return undefined;
    const items = board[list]!;
    if (over === list) {
      const own = items.indexOf(active);
      return { list, index: own >= 0 ? own : items.length };
    }
    return { list, index: items.indexOf(over) };
  };

  const onDragOver = ({ active, over }: DragOverEvent) => {
    if (!over) return;
    const from = listOf(latest.current, asId(active.id));
    const to = landing(asId(active.id), asId(over.id));
    // Within one list the sortable strategy shows the move; the board changes on drop.
    if (!to || from === to.list) return;
    commit(moveItem(latest.current, asId(active.id), to.list, to.index));
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    const start = atStart.current;
    atStart.current = null;
    const to = over ? landing(asId(active.id), asId(over.id)) : undefined;
    if (!to) {
      if (start) commit(start);
      return;
    }
    commit(moveItem(latest.current, asId(active.id), to.list, to.index));
  };

  // The spot last announced: dnd-kit reports "over" again for the same spot (first of all at
  // the pick-up), which would talk over what was just said.
  const spoken = useRef('');
  const announcements = useMemo<Announcements>(() => {
    const where = (active: UniqueIdentifier, over: UniqueIdentifier | undefined) => {
      const spot = over === undefined ? undefined : landing(asId(active), asId(over));
      return spot ? ([titleOf(spot.list), spot.index + 1] as const) : undefined;
    };
    return {
      onDragStart: ({ active }) => {
        const spot = where(active.id, active.id);
        spoken.current = String(spot);
        return spot ? t.picked(itemLabel(asId(active.id)), ...spot) : undefined;
      },
      onDragOver: ({ active, over }) => {
        const spot = where(active.id, over?.id);
        if (!spot || String(spot) === spoken.current) return undefined;
        spoken.current = String(spot);
        return t.over(itemLabel(asId(active.id)), ...spot);
      },
      onDragEnd: ({ active }) => {
        const spot = where(active.id, active.id);
        return spot ? t.dropped(itemLabel(asId(active.id)), ...spot) : undefined;
      },
      onDragCancel: ({ active }) => {
        const spot = where(active.id, active.id);
        return spot ? t.cancelled(itemLabel(asId(active.id)), ...spot) : undefined;
      },
    };
    // The functions read refs; only the language and the names change what is said.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [t, itemLabel, lists]);

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCorners}
      accessibility={{ announcements, screenReaderInstructions: { draggable: t.instructions } }}
      onDragStart={() => {
        atStart.current = latest.current;
      }}
      onDragOver={onDragOver}
      onDragEnd={onDragEnd}
      onDragCancel={() => {
        if (atStart.current) commit(atStart.current);
        atStart.current = null;
      }}
    >
      <div
        data-slot="drag-board"
        className={cn(
          'grid gap-4',
          lists.length > 1 && 'sm:grid-cols-[repeat(auto-fit,minmax(12rem,1fr))]',
          className,
        )}
      >
        {lists.map((list) => {
          const items = value[list.id] ?? [];
          return (
            <DragBoardList
              key={list.id}
              id={list.id}
              title={list.title}
              items={items}
              orientation={orientation}
              countLabel={t.count(items.length)}
              emptyLabel={t.empty}
              headingLevel={headingLevel}
            >
              {items.map((id) => (
                <DragBoardItem
                  key={id}
                  id={id}
                  roleDescription={itemRoleDescription ?? t.roleDescription}
                >
                  {renderItem ? renderItem(id) : itemLabel(id)}
                </DragBoardItem>
              ))}
            </DragBoardList>
          );
        })}
      </div>
    </DndContext>
  );
}

export { DragBoard };
