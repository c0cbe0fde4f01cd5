import type { Meta, StoryObj } from '@storybook/react-vite';
import { Trash2 } from 'lucide-react';
import { expect, fn, screen, waitFor } from 'storybook/test';
import {
  ContextMenu,
  ContextMenuContent,
  ContextMenuItem,
  ContextMenuLabel,
  ContextMenuSeparator,
  ContextMenuTrigger,
} from './context-menu';

const onRefresh = fn();
const onClose = fn();
const onCloseOthers = fn();

/** The Docs page's design notes: anatomy, variants, do and don't, accessibility. */
const designNotes = `
## Anatomy

\`ContextMenu\` › \`ContextMenuTrigger\` (the region) › \`ContextMenuContent\` with items, checkbox and radio items, separators, sub-menus.

## Variants

Same rows as \`DropdownMenu\`.

## Do

- Use as a shortcut for actions that also exist elsewhere (a row's menu button).

## Don't

- Hide an action only here: touch and many keyboard users never open it.

## Accessibility

- The menu key or Shift + F10 opens it on a focused region; arrows move, Escape closes.
`;

const meta = {
  title: 'UI/ContextMenu',
  parameters: { docs: { description: { component: designNotes } } },
  component: ContextMenu,
  tags: ['autodocs'],
  args: { onOpenChange: fn() },
  render: (args) => (
    <ContextMenu {...args}>
      <ContextMenuTrigger asChild>
        <button
          type="button"
          className="flex h-24 w-72 items-center justify-center rounded-md border border-dashed border-border text-muted-foreground focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus"
        >
          在此处右键：患者列表
        </button>
      </ContextMenuTrigger>
      <ContextMenuContent>
        <ContextMenuLabel>患者列表</ContextMenuLabel>
        <ContextMenuItem onSelect={onRefresh}>刷新页面</ContextMenuItem>
        <ContextMenuItem onSelect={onCloseOthers}>关闭其他</ContextMenuItem>
        <ContextMenuSeparator />
        <ContextMenuItem variant="danger" onSelect={onClose}>
          <Trash2 aria-hidden="true" />
          关闭当前
        </ContextMenuItem>
      </ContextMenuContent>
    </ContextMenu>
  ),
} satisfies Meta<typeof ContextMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Right-click opens the menu at the pointer; a click chooses; Escape closes. */
export const RightClick: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const region = canvas.getByRole('button', { name: '在此处右键：患者列表' });
    await userEvent.pointer({ keys: '[MouseRight]', target: region });
    const refresh = await screen.findByRole('menuitem', { name: '刷新页面' });
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);
    const rem = parseFloat(getComputedStyle(document.documentElement).fontSize);
    await expect(refresh.getBoundingClientRect().height).toBeGreaterThanOrEqual(2.5 * rem - 0.5);
    await userEvent.click(refresh);
    await expect(onRefresh).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());

    await userEvent.pointer({ keys: '[MouseRight]', target: region });
    await screen.findByRole('menu');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    await expect(onCloseOthers).not.toHaveBeenCalled();
  },
};

/** Shift+F10 and the menu key open it from the focused region; arrows and Enter choose. */
export const Keyboard: Story = {
  play: async ({ canvas, userEvent }) => {
    const region = canvas.getByRole('button', { name: '在此处右键：患者列表' });
    await userEvent.tab();
    await expect(region).toHaveFocus();

    await userEvent.keyboard('{Shift>}{F10}{/Shift}');
    // Opened from the keyboard, Radix puts the focus on the first row.
    const refresh = await screen.findByRole('menuitem', { name: '刷新页面' });
    await waitFor(() => expect(refresh).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await expect(screen.getByRole('menuitem', { name: '关闭其他' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(onCloseOthers).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    await expect(region).toHaveFocus();

    await userEvent.keyboard('{ContextMenu}');
    const again = await screen.findByRole('menuitem', { name: '刷新页面' });
    await waitFor(() => expect(again).toHaveFocus());
    await userEvent.keyboard('{End}');
    await expect(screen.getByRole('menuitem', { name: '关闭当前' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(onClose).toHaveBeenCalledTimes(1);
  },
};

/**
 * Ends with the menu open for the axe check. Non-modal here for the reason given on
 * DropdownMenu's Options story: axe flags the focusable region behind a modal menu.
 */
export const Open: Story = {
  args: { modal: false },
  play: async ({ canvas, userEvent }) => {
    await userEvent.pointer({
      keys: '[MouseRight]',
      target: canvas.getByRole('button', { name: '在此处右键：患者列表' }),
    });
    const close = await screen.findByRole('menuitem', { name: '关闭当前' });
    await expect(close).toHaveAttribute('data-variant', 'danger');
  },
};
