import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';
import { ColumnMenu, type ColumnMenuColumn } from './column-menu';

const initial: ColumnMenuColumn[] = [
  { id: 'name', label: '姓名', visible: true, canHide: false },
  { id: 'age', label: '年龄', visible: true },
  { id: 'phone', label: '手机号', visible: true },
  { id: 'createTime', label: '建档时间', visible: false },
];

function Stateful({ onReset }: { onReset: () => void }) {
  const [columns, setColumns] = useState(initial);
  return (
    <div className="flex flex-col items-start gap-3">
      <ColumnMenu
        columns={columns}
        onVisibleChange={(id, visible) =>
          setColumns((all) => all.map((c) => (c.id === id ? { ...c, visible } : c)))
        }
        onReset={() => {
          setColumns(initial);
          onReset();
        }}
      />
      <p data-testid="shown">
        {columns
          .filter((c) => c.visible)
          .map((c) => c.label)
          .join('、')}
      </p>
    </div>
  );
}

/** The Docs page's design notes: anatomy, variants, do and don't, accessibility. */
const designNotes = `
## Anatomy

A 列 button opening a menu of checkbox rows, one per column, and a reset item.

## Variants

One look, in the table toolbar.

## Do

- Keep the identifying column (name) always visible.

## Don't

- Hide columns a person needs to act on a row.

## Accessibility

- Arrow keys move, Space or Enter toggles; the menu stays open for the next one.
- The last visible column cannot be hidden, and says so.
`;

const meta = {
  title: 'UI/ColumnMenu',
  tags: ['autodocs'],
  parameters: { docs: { description: { component: designNotes } } },
  component: Stateful,
  args: { onReset: fn() },
} satisfies Meta<typeof Stateful>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Keyboard: open with Enter, arrows, Space toggles and the menu stays open, Escape closes. */
export const Keyboard: Story = {
  play: async ({ canvas, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: '列' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const menu = await within(document.body).findByRole('menu');
    // The menu fades in: wait for it rather than read the first frame (flaky on a busy machine).
    await waitFor(() => expect(within(menu).getByText('显示的列')).toBeVisible());
    const name = within(menu).getByRole('menuitemcheckbox', { name: '姓名' });
    await expect(name).toHaveAttribute('aria-disabled', 'true');
    const created = within(menu).getByRole('menuitemcheckbox', { name: '建档时间' });
    await expect(created).toHaveAttribute('aria-checked', 'false');
    for (let i = 0; i < 6 && document.activeElement !== created; i++) {
      await userEvent.keyboard('{ArrowDown}');
    }
    await expect(created).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(created).toHaveAttribute('aria-checked', 'true');
    await expect(canvas.getByTestId('shown')).toHaveTextContent('姓名、年龄、手机号、建档时间');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(document.body).queryByRole('menu')).toBeNull());
    await expect(trigger).toHaveFocus();
  },
};

/** Mouse: hide columns until one is left (it cannot be hidden), then 恢复默认列. */
export const Mouse: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '列' }));
    const menu = await within(document.body).findByRole('menu');
    await userEvent.click(within(menu).getByRole('menuitemcheckbox', { name: '年龄' }));
    await userEvent.click(within(menu).getByRole('menuitemcheckbox', { name: '手机号' }));
    await expect(canvas.getByTestId('shown')).toHaveTextContent(/^姓名$/);
    await userEvent.click(within(menu).getByRole('menuitem', { name: '恢复默认列' }));
    await expect(args.onReset).toHaveBeenCalled();
    await expect(canvas.getByTestId('shown')).toHaveTextContent('姓名、年龄、手机号');
  },
};
