import {
  closestCenter,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DndContextProps,
  type Modifier,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { arrayMove, sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import { useLayoutEffect, useMemo, useRef } from 'react';

/** What a screen reader hears while one list is reordered: the item, its place and the count. */
export interface SortableOrderMessages {
  /** Read once when a handle gets focus: how to move it by keyboard. */
  instructions: string;
  picked: (item: string, position: number, count: number) => string;
  over: (item: string, position: number, count: number) => string;
  dropped: (item: string, position: number, count: number) => string;
  cancelled: (item: string, position: number, count: number) => string;
}

export interface SortableOrderOptions {
  /** The items' ids in their order now. */
  ids: readonly string[];
  /** Called once per drop that changes the order, with the whole new order and who moved. */
  onReorder: (ids: string[], movedId: string) => void;
  /** The item's name, spoken when it is picked up, moved and dropped. */
  itemLabel: (id: string) => string;
  messages: SortableOrderMessages;
}

const asId = (id: UniqueIdentifier) => String(id);

/** One list moves up and down only: the dragged item never drifts sideways. */
const alongTheList: Modifier = ({ transform }) => ({ ...transform, x: 0 });

/**
 * The drag-and-drop context of one reorderable list (SortableList, the rows of
 * SortableDataTable): pointer (after 5 px, so a click still clicks) and keyboard sensors, moves
 * along the list only, and announcements with the item's place ("第 2 项，共 5 项"). The order
 * changes once, on the drop; Escape or a drop outside the list changes nothing.
 */
export function useSortableOrder({
  ids,
  onReorder,
  itemLabel,
  messages,
}: SortableOrderOptions): DndContextProps {
  // The newest order and callbacks, read by dnd-kit's handlers and announcements between renders.
  const latest = useRef({ ids, onReorder, itemLabel });
  useLayoutEffect(() => {
    latest.current = { ids, onReorder, itemLabel };
  }, [ids, onReorder, itemLabel]);

  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  // The place last announced: dnd-kit reports "over" again for the same place.
  const spoken = useRef(0);
  const announcements = useMemo<Announcements>(() => {
    const placeOf = (id: UniqueIdentifier | undefined) => {
      if (id === undefined) return undefined;
      const index = latest.current.ids.indexOf(asId(id));
      return index < 0 ? undefined : index + 1;
    };
    const name = (id: UniqueIdentifier) => latest.current.itemLabel(asId(id));
    const count = () => latest.current.ids.length;
    return {
      onDragStart: ({ active }) => {
        const place = placeOf(active.id);
        spoken.current = place ?? 0;
        return place ? messages.picked(name(active.id), place, count()) : undefined;
      },
      onDragOver: ({ active, over }) => {
        const place = placeOf(over?.id);
        if (!place || place === spoken.current) return undefined;
        spoken.current = place;
        return messages.over(name(active.id), place, count());
      },
      onDragEnd: ({ active, over }) => {
        const place = placeOf(over?.id) ?? placeOf(active.id);
        return place ? messages.dropped(name(active.id), place, count()) : undefined;
      },
      onDragCancel: ({ active }) => {
        const place = placeOf(active.id);
        return place ? messages.cancelled(name(active.id), place, count()) : undefined;
      },
    };
  }, [messages]);

  return {
    sensors,
    collisionDetection: closestCenter,
    modifiers: [alongTheList],
    accessibility: {
      announcements,
      screenReaderInstructions: { draggable: messages.instructions },
    },
    onDragEnd: ({ active, over }) => {
      if (!over) return;
      const order = latest.current.ids;
      const from = order.indexOf(asId(active.id));
      const to = order.indexOf(asId(over.id));
      if (from < 0 || to < 0 || from === to) return;
      latest.current.onReorder(arrayMove([...order], from, to), asId(active.id));
    },
  };
}
