import { DragBoard, useMessages, type DragBoardValue } from '@cep/ui';
import { useState } from 'react';
import { DemoPage } from './demo-page';
import type { DemoItem } from './drag-items';
import { componentsDemoMessages } from './messages';

const start: DragBoardValue = {
  todo: ['review', 'upload', 'moca'],
  doing: ['family'],
  done: ['weekly'],
};

/** 看板拖拽 (spec §2 components/drag-kanban): three columns, by pointer or keyboard. */
export default function DragKanbanDemo() {
  const m = useMessages(componentsDemoMessages);
  const t = m.kanban;
  const [board, setBoard] = useState(start);
  return (
    <DemoPage title={t.title} intro={t.intro}>
      <DragBoard
        lists={[
          { id: 'todo', title: t.lists.todo },
          { id: 'doing', title: t.lists.doing },
          { id: 'done', title: t.lists.done },
        ]}
        value={board}
        onValueChange={setBoard}
        itemLabel={(id) => m.items[id as DemoItem]}
      />
    </DemoPage>
  );
}
