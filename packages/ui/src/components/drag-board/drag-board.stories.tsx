import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, waitFor, type within } from 'storybook/test';
import { DragBoard, type DragBoardProps } from './drag-board';
import type { DragBoardValue } from './move-item';

const tasks: Record<string, string> = {
  t1: '复查李患者训练计划',
  t2: '上传脑电记录',
  t3: '填写 MoCA 量表',
  t4: '联系家属',
  t5: '整理周报',
};

function Board(
  props: Omit<DragBoardProps, 'value' | 'onValueChange' | 'itemLabel'> & {
    initial: DragBoardValue;
  },
) {
  const { initial, ...rest } = props;
  const [value, setValue] = useState(initial);
  return (
    <div className="space-y-3">
      <DragBoard
        {...rest}
        value={value}
        onValueChange={setValue}
        itemLabel={(id) => tasks[id] ?? id}
      />
      <output data-testid="board" className="sr-only">
        {JSON.stringify(value)}
      </output>
    </div>
  );
}

/** The Docs page's design notes: anatomy, variants, do and don't, accessibility. */
const designNotes = `
## Anatomy

Titled lists whose items move within and between lists.

## Variants

Two lists, a kanban, one row of tags.

## Do

- Use when the order or the place of items is the task.

## Don't

- Make dragging the only way to do something important.

## Accessibility

- Tab to an item, Space picks it up, arrows move, Space drops, Escape cancels; each step is announced.
`;

const meta = {
  title: 'UI/DragBoard',
  component: Board,
  tags: ['autodocs'],
  parameters: { docs: { description: { component: designNotes } }, layout: 'padded' },
  args: {
    lists: [
      { id: 'todo', title: '待办' },
      { id: 'doing', title: '进行中' },
      { id: 'done', title: '已完成' },
    ],
    initial: { todo: ['t1', 't2', 't3'], doing: ['t4'], done: [] },
  },
} satisfies Meta<typeof Board>;

export default meta;
type Story = StoryObj<typeof meta>;

const boardOf = (canvas: ReturnType<typeof within>) =>
  JSON.parse(canvas.getByTestId('board').textContent!) as Record<string, string[]>;
const item = (canvas: ReturnType<typeof within>, name: string) =>
  canvas.getByRole('button', { name: new RegExp(name) });

/** Keyboard: pick up with Space, move down, drop; then across to the next column; Escape undoes. */
export const Kanban: Story = {
  play: async ({ canvas, userEvent }) => {
    const first = item(canvas, '复查李患者训练计划');
    await expect(first).toHaveAttribute('aria-roledescription', '可拖动项');
    await expect(canvas.getByRole('heading', { name: /已完成\s*0 项/ })).toBeVisible();

    first.focus();
    await userEvent.keyboard(' ');
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard(' ');
    await waitFor(() => expect(boardOf(canvas).todo).toEqual(['t2', 't1', 't3']));
    await expect(document.body).toHaveTextContent(/复查李患者训练计划 已放到“待办”第 2 项/);

    item(canvas, '上传脑电记录').focus();
    await userEvent.keyboard(' ');
    await userEvent.keyboard('{ArrowRight}');
    await userEvent.keyboard(' ');
    await waitFor(() => expect(boardOf(canvas).doing).toContain('t2'));
    await expect(boardOf(canvas).todo).toEqual(['t1', 't3']);

    item(canvas, '填写 MoCA 量表').focus();
    await userEvent.keyboard(' ');
    await userEvent.keyboard('{ArrowRight}');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(boardOf(canvas).todo).toEqual(['t1', 't3']));
  },
};

/** Tags in wrapped rows, reordered by keyboard. */
export const Tags: Story = {
  args: {
    lists: [{ id: 'chosen', title: '已选' }],
    orientation: 'horizontal',
    initial: { chosen: ['t1', 't2', 't5'] },
  },
  play: async ({ canvas, userEvent }) => {
    item(canvas, '整理周报').focus();
    await userEvent.keyboard(' ');
    await userEvent.keyboard('{ArrowLeft}');
    await userEvent.keyboard(' ');
    await waitFor(() => expect(boardOf(canvas).chosen).toEqual(['t1', 't5', 't2']));
  },
};
