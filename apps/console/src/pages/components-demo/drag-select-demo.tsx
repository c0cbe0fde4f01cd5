import { Checkbox, DragBoard, useMessages } from '@cep/ui';
import { useState } from 'react';
import { DemoPage } from './demo-page';
import type { DemoItem } from './drag-items';
import { componentsDemoMessages } from './messages';

const options: DemoItem[] = ['digitSpan', 'schulte', 'goNoGo', 'nBack', 'stroop', 'memory'];

/**
 * 拖拽选择 (spec §2 components/drag-select): a multi-select whose chosen tags reorder by drag and
 * by keyboard; the order is what the training would follow.
 */
export default function DragSelectDemo() {
  const m = useMessages(componentsDemoMessages);
  const t = m.dragSelect;
  const [chosen, setChosen] = useState<readonly string[]>(['digitSpan', 'stroop']);
  const nameOf = (id: string) => m.items[id as DemoItem];
  const toggle = (id: string, on: boolean) =>
    setChosen((now) => (on ? [...now, id] : now.filter((item) => item !== id)));
  return (
    <DemoPage title={t.title} intro={t.intro}>
      <fieldset className="space-y-2">
        <legend className="mb-2 font-semibold">{t.options}</legend>
        <div className="grid gap-x-6 gap-y-1 sm:grid-cols-2">
          {options.map((id) => (
            <Checkbox
              key={id}
              label={nameOf(id)}
              checked={chosen.includes(id)}
              onCheckedChange={(state) => toggle(id, state === true)}
            />
          ))}
        </div>
      </fieldset>
      <DragBoard
        lists={[{ id: 'chosen', title: t.chosen }]}
        orientation="horizontal"
        value={{ chosen }}
        onValueChange={(board) => setChosen(board.chosen ?? [])}
        itemLabel={nameOf}
      />
      <p>
        {t.order}
        <span data-testid="drag-select-order">
          {chosen.length ? chosen.map(nameOf).join(' → ') : t.none}
        </span>
      </p>
    </DemoPage>
  );
}
