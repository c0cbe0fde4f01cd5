import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor } from 'storybook/test';
import { Checkbox } from '../checkbox';
import { SortableList, type SortableListProps } from './sortable-list';

const columns: Record<string, string> = {
  title: '标题',
  author: '作者',
  importance: '重要性',
  pageviews: '阅读数',
  status: '状态',
};

/** A table's column chooser as the 动态表格 page builds it: the order, and a checkbox per column. */
function ColumnChooser(
  props: Pick<SortableListProps, 'disabled'> & { onOrder?: (ids: string[]) => void },
) {
  const [order, setOrder] = useState(Object.keys(columns));
  const [hidden, setHidden] = useState<string[]>(['pageviews']);
  return (
    <div className="max-w-xs space-y-3">
      <SortableList
        label="列的顺序"
        value={order}
        onValueChange={(next) => {
          setOrder(next);
          props.onOrder?.(next);
        }}
        itemLabel={(id) => columns[id] ?? id}
        disabled={props.disabled}
        renderItem={(id) => (
          <Checkbox
            label={columns[id]}
            checked={!hidden.includes(id)}
            onCheckedChange={(checked) =>
              setHidden((now) => (checked === true ? now.filter((h) => h !== id) : [...now, id]))
            }
          />
        )}
      />
      <output data-testid="shown" className="block text-sm">
        {order
          .filter((id) => !hidden.includes(id))
          .map((id) => columns[id])
          .join(' → ')}
      </output>
    </div>
  );
}

/** The Docs page's design notes: anatomy, variants, do and don't, accessibility. */
const designNotes = `
## Anatomy

A list of items each with a grip handle.

## Variants

Items may hold controls (a checkbox to show a column).

## Do

- Use for ordering a short list (columns, menu entries).

## Don't

- Make the whole item the handle when it holds controls.

## Accessibility

- The handle is a button: Space picks up, ↑ ↓ move, Space drops, Escape cancels; each step is announced.
`;

const meta = {
  title: 'UI/SortableList',
  component: ColumnChooser,
  tags: ['autodocs'],
  parameters: { docs: { description: { component: designNotes } }, layout: 'padded' },
  args: { onOrder: fn() },
} satisfies Meta<typeof ColumnChooser>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Keyboard only: Tab to a handle, Space picks it up, ↑ moves, Space drops — each step said;
 * Escape puts a picked-up item back. The checkbox beside each handle works on its own.
 */
export const ReorderByKeyboard: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const shown = canvas.getByTestId('shown');
    await expect(shown).toHaveTextContent('标题 → 作者 → 重要性 → 状态');
    const handle = canvas.getByRole('button', { name: '移动 重要性' });
    await expect(handle).toHaveAttribute('aria-roledescription', '可排序项');

    handle.focus();
    await userEvent.keyboard(' ');
    await waitFor(() =>
      expect(document.body).toHaveTextContent('已拿起 重要性，第 3 项，共 5 项。'),
    );
    await userEvent.keyboard('{ArrowUp}');
    await waitFor(() => expect(document.body).toHaveTextContent('重要性 移到第 2 项，共 5 项。'));
    await userEvent.keyboard('{ArrowUp}');
    await userEvent.keyboard(' ');
    await waitFor(() => expect(shown).toHaveTextContent('重要性 → 标题 → 作者 → 状态'));
    await expect(document.body).toHaveTextContent('重要性 已放到第 1 项，共 5 项。');
    await expect(args.onOrder).toHaveBeenCalledWith([
      'importance',
      'title',
      'author',
      'pageviews',
      'status',
    ]);
    await expect(handle).toHaveFocus();

    // Escape: back where it was, no new order.
    await userEvent.keyboard(' ');
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard('{Escape}');
    await waitFor(() =>
      expect(document.body).toHaveTextContent('已取消移动，重要性 回到第 1 项。'),
    );
    await expect(args.onOrder).toHaveBeenCalledTimes(1);

    // The checkbox beside a handle: Tab reaches it, Space shows 阅读数 in its place.
    canvas.getByRole('checkbox', { name: '阅读数' }).focus();
    await userEvent.keyboard(' ');
    await expect(shown).toHaveTextContent('重要性 → 标题 → 作者 → 阅读数 → 状态');
  },
};

/** While an order is being saved the handles do nothing. */
export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas, userEvent, args }) => {
    canvas.getByRole('button', { name: '移动 作者' }).focus();
    await userEvent.keyboard(' ');
    await userEvent.keyboard('{ArrowUp}');
    await userEvent.keyboard(' ');
    await expect(canvas.getByTestId('shown')).toHaveTextContent('标题 → 作者 → 重要性 → 状态');
    await expect(args.onOrder).not.toHaveBeenCalled();
  },
};
