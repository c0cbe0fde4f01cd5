import { DragBoard, useMessages, type DragBoardValue } from '@cep/ui';
import { useState } from 'react';
import { DemoPage } from './demo-page';
import type { DemoItem } from './drag-items';
import { componentsDemoMessages } from './messages';

const start: DragBoardValue = {
  available: ['stroop', 'breathing', 'memory', 'goNoGo'],
  plan: ['digitSpan', 'schulte', 'nBack'],
};

/** 列表拖拽 (spec §2 components/dnd-list): two lists exchanging items, by pointer or keyboard. */
export default function DndListDemo() {
  const m = useMessages(componentsDemoMessages);
  const t = m.dndList;
  const [board, setBoard] = useState(start);
  return (
    <DemoPage title={t.title} intro={t.intro}>
      <DragBoard
        lists={[
          { id: 'available', title: t.lists.available },
          { id: 'plan', title: t.lists.plan },
        ]}
        value={board}
        onValueChange={setBoard}
        itemLabel={(id) => m.items[id as DemoItem]}
      />
    </DemoPage>
  );
}
