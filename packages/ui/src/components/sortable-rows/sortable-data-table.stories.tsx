import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';
import { createDataTableColumnHelper, useDataTableState } from '../data-table';
import { SortableDataTable } from './sortable-data-table';

interface Task {
  id: string;
  title: string;
  owner: string;
}

const initial: Task[] = [
  { id: 't1', title: '复查李患者训练计划', owner: '张医生' },
  { id: 't2', title: '上传脑电记录', owner: '王护士' },
  { id: 't3', title: '填写 MoCA 量表', owner: '张医生' },
  { id: 't4', title: '联系家属', owner: '李康复师' },
];

const col = createDataTableColumnHelper<Task>();
const columns = col.columns([
  col.accessor('title', { header: '任务', enableSorting: false }),
  col.accessor('owner', { header: '负责人', enableSorting: false }),
]);

/** A page of rows in a hand-made order, as the 拖拽表格 page holds it (the server saves it there). */
function TaskOrder({ onSave }: { onSave: (ids: string[], movedId: string) => void }) {
  const [rows, setRows] = useState(initial);
  const { state, onStateChange } = useDataTableState({ tableId: 'story-task-order' });
  return (
    <div className="space-y-2">
      <SortableDataTable
        caption="今日任务"
        columns={columns}
        data={rows}
        total={rows.length}
        state={state}
        onStateChange={onStateChange}
        getRowId={(task) => task.id}
        getRowLabel={(task) => task.title}
        onRowsReorder={(ids, movedId) => {
          setRows(ids.map((id) => rows.find((task) => task.id === id)!));
          onSave(ids, movedId);
        }}
      />
      <output data-testid="order" className="block text-sm">
        {rows.map((task) => task.title).join(' → ')}
      </output>
    </div>
  );
}

/** The Docs page's design notes: anatomy, variants, do and don't, accessibility. */
const designNotes = `
## Anatomy

A \`DataTable\` with a first column of grip handles.

## Variants

Same as DataTable.

## Do

- Use for an order that people set by hand (a training plan's exercises).

## Don't

- Make the columns sortable: a sort would fight the hand-made order.

## Accessibility

- Keyboard as \`SortableList\`; each move is announced with the row's position.
`;

const meta = {
  title: 'UI/SortableDataTable',
  component: TaskOrder,
  tags: ['autodocs'],
  parameters: { docs: { description: { component: designNotes } }, layout: 'padded' },
  args: { onSave: fn() },
  beforeEach: () => localStorage.removeItem('cep:table:story-task-order'),
} satisfies Meta<typeof TaskOrder>;

export default meta;
type Story = StoryObj<typeof meta>;

const titles = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[1]!.textContent);

/**
 * Keyboard only: Tab to a row's handle, Space picks the row up, ↓ moves it, Space drops; every
 * step is said with the row's name and place; Escape puts it back.
 */
export const ReorderRowsByKeyboard: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const table = canvas.getByRole('table', { name: '今日任务' });
    await expect(canvas.getByRole('columnheader', { name: '拖动' })).toBeVisible();
    const handle = canvas.getByRole('button', { name: '移动 复查李患者训练计划' });
    await expect(handle).toHaveAttribute('aria-roledescription', '可拖动的行');

    handle.focus();
    await userEvent.keyboard(' ');
    await waitFor(() =>
      expect(document.body).toHaveTextContent('已拿起 复查李患者训练计划，第 1 行，共 4 行。'),
    );
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() =>
      expect(document.body).toHaveTextContent('复查李患者训练计划 移到第 2 行，共 4 行。'),
    );
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard(' ');
    await waitFor(() =>
      expect(titles(table)).toEqual([
        '上传脑电记录',
        '填写 MoCA 量表',
        '复查李患者训练计划',
        '联系家属',
      ]),
    );
    await expect(document.body).toHaveTextContent('复查李患者训练计划 已放到第 3 行，共 4 行。');
    await expect(args.onSave).toHaveBeenCalledWith(['t2', 't3', 't1', 't4'], 't1');
    await expect(canvas.getByRole('button', { name: '移动 复查李患者训练计划' })).toHaveFocus();

    // Escape: the row goes back, nothing is saved.
    await userEvent.keyboard(' ');
    await userEvent.keyboard('{ArrowUp}');
    await userEvent.keyboard('{Escape}');
    await waitFor(() =>
      expect(document.body).toHaveTextContent('已取消移动，复查李患者训练计划 回到第 3 行。'),
    );
    await expect(args.onSave).toHaveBeenCalledTimes(1);
    await expect(canvas.getByTestId('order')).toHaveTextContent(
      '上传脑电记录 → 填写 MoCA 量表 → 复查李患者训练计划 → 联系家属',
    );
  },
};
