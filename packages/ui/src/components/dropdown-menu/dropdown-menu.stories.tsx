import type { Meta, StoryObj } from '@storybook/react-vite';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { Button } from '../button';
import {
  DropdownMenu,
  DropdownMenuCheckboxItem,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuSub,
  DropdownMenuSubContent,
  DropdownMenuSubTrigger,
  DropdownMenuTrigger,
} from './dropdown-menu';

const onEdit = fn();
const onExport = fn();
const onDelete = fn();

/** The Docs page's design notes: anatomy, variants, do and don't, accessibility. */
const designNotes = `
## Anatomy

\`DropdownMenu\` › \`DropdownMenuTrigger\` (a button) › \`DropdownMenuContent\` with items, checkbox and radio items, labels, separators, sub-menus and shortcuts.

## Variants

Items may be \`danger\` or disabled.

## Do

- Use for a row's or a page's secondary actions.
- Put the destructive action last, after a separator.

## Don't

- Use for navigation between pages, or for choosing a form value (use \`Select\`).

## Accessibility

- Arrows move, type-ahead jumps, Enter chooses, Escape closes and returns focus.
`;

const meta = {
  title: 'UI/DropdownMenu',
  parameters: { docs: { description: { component: designNotes } } },
  component: DropdownMenu,
  tags: ['autodocs'],
  args: { onOpenChange: fn() },
  render: (args) => (
    <DropdownMenu {...args}>
      <DropdownMenuTrigger asChild>
        <Button>更多操作</Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        <DropdownMenuLabel>患者 张三</DropdownMenuLabel>
        <DropdownMenuItem onSelect={onEdit}>编辑</DropdownMenuItem>
        <DropdownMenuItem onSelect={onExport}>导出报告</DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem variant="danger" onSelect={onDelete}>
          <Trash2 aria-hidden="true" />
          删除
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  ),
} satisfies Meta<typeof DropdownMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Enter opens on the first row, ArrowDown moves, Enter chooses; Escape closes. */
export const Keyboard: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const trigger = canvas.getByRole('button', { name: '更多操作' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');

    const edit = await screen.findByRole('menuitem', { name: '编辑' });
    await waitFor(() => expect(edit).toHaveFocus());
    const rem = parseFloat(getComputedStyle(document.documentElement).fontSize);
    await expect(edit.getBoundingClientRect().height).toBeGreaterThanOrEqual(2.5 * rem - 0.5);

    await userEvent.keyboard('{ArrowDown}');
    await expect(screen.getByRole('menuitem', { name: '导出报告' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(onExport).toHaveBeenCalledTimes(1);
    await expect(onEdit).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();

    await userEvent.keyboard('{Enter}');
    await screen.findByRole('menu');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

/** The mouse path to the danger row. */
export const Danger: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: '更多操作' }));
    const remove = await screen.findByRole('menuitem', { name: '删除' });
    await expect(remove).toHaveAttribute('data-variant', 'danger');
    await userEvent.click(remove);
    await expect(onDelete).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
  },
};

function ViewOptions(props: { modal?: boolean }) {
  const [showArchived, setShowArchived] = useState(false);
  const [sort, setSort] = useState('name');
  return (
    <DropdownMenu modal={props.modal}>
      <DropdownMenuTrigger asChild>
        <Button>显示设置</Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        <DropdownMenuCheckboxItem checked={showArchived} onCheckedChange={setShowArchived}>
          显示已归档
        </DropdownMenuCheckboxItem>
        <DropdownMenuSeparator />
        <DropdownMenuLabel inset>排序</DropdownMenuLabel>
        <DropdownMenuRadioGroup value={sort} onValueChange={setSort}>
          <DropdownMenuRadioItem value="name">按姓名</DropdownMenuRadioItem>
          <DropdownMenuRadioItem value="date">按就诊日期</DropdownMenuRadioItem>
        </DropdownMenuRadioGroup>
        <DropdownMenuSeparator />
        <DropdownMenuSub>
          <DropdownMenuSubTrigger inset>导出为</DropdownMenuSubTrigger>
          <DropdownMenuSubContent>
            <DropdownMenuItem>PDF</DropdownMenuItem>
            <DropdownMenuItem>Excel</DropdownMenuItem>
          </DropdownMenuSubContent>
        </DropdownMenuSub>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

/**
 * Checkbox, radio and submenu rows; ends with the menu open for the axe check.
 * It is non-modal here because a modal menu (the default) hides the page with `aria-hidden`
 * while trapping focus, and axe's aria-hidden-focus rule only excuses that for dialogs: it
 * would flag the (unreachable) trigger behind the menu.
 */
export const Options: Story = {
  render: () => <ViewOptions modal={false} />,
  play: async ({ canvas, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: '显示设置' });
    await userEvent.click(trigger);
    const archived = await screen.findByRole('menuitemcheckbox', { name: '显示已归档' });
    await expect(archived).toHaveAttribute('aria-checked', 'false');
    await userEvent.click(archived);

    await userEvent.click(trigger);
    await expect(
      await screen.findByRole('menuitemcheckbox', { name: '显示已归档' }),
    ).toHaveAttribute('aria-checked', 'true');
    await expect(screen.getByRole('menuitemradio', { name: '按姓名' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    // Keyboard: down to 按就诊日期 and choose it with Space.
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown} ');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());

    trigger.focus();
    await userEvent.keyboard('{Enter}');
    await expect(await screen.findByRole('menuitemradio', { name: '按就诊日期' })).toHaveAttribute(
      'aria-checked',
      'true',
    );

    const sub = screen.getByRole('menuitem', { name: '导出为' });
    sub.focus();
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'PDF' })).toHaveFocus());
    // ArrowLeft closes only the submenu; the menu stays open (for the axe check).
    await userEvent.keyboard('{ArrowLeft}');
    await waitFor(() => expect(sub).toHaveFocus());
    await expect(screen.queryByRole('menuitem', { name: 'PDF' })).not.toBeInTheDocument();
  },
};
