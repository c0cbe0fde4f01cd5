import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { NotificationBell } from './notification-bell';

const items = [
  {
    id: 1,
    title: '训练正确率下降',
    detail: '李患者：近7天 25%，近28天 63%',
    time: '今天 09:12',
    unread: true,
    href: '#decline',
  },
  {
    id: 2,
    title: '漏训',
    detail: '王患者：近7天计划7次，完成2次',
    time: '昨天 18:40',
    href: '#missed',
  },
];

/** The Docs page's design notes: anatomy, variants, do and don't, accessibility. */
const designNotes = `
## Anatomy

A bell button with an unread count opening a list of the latest items, each a link, and 全部已读.

## Variants

No unread, some unread, empty.

## Do

- Keep the items short and link to where they matter.

## Don't

- Use it for messages that need an answer now: show a dialog or a toast.

## Accessibility

- The count is part of the button's name; a polite status line says a new count.
`;

const meta = {
  title: 'Overlays/NotificationBell',
  parameters: { docs: { description: { component: designNotes } } },
  component: NotificationBell,
  tags: ['autodocs'],
  args: { unread: 1, items, onMarkAllRead: fn(), onOpenChange: fn() },
} satisfies Meta<typeof NotificationBell>;

export default meta;
type Story = StoryObj<typeof meta>;

/** By keyboard: the bell names its count, opens the latest items as links, Escape closes it. */
export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const bell = canvas.getByRole('button', { name: /1 条未读提醒/ });
    await userEvent.tab();
    await expect(bell).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onOpenChange).toHaveBeenCalledWith(true);
    const list = await screen.findByRole('dialog');
    const link = within(list).getByRole('link', { name: /训练正确率下降/ });
    await expect(link).toHaveAttribute('href', '#decline');
    // The list fades in (motion-safe): judge it once it is shown.
    await waitFor(() => expect(within(list).getByText('未读')).toBeVisible());
    await userEvent.click(within(list).getByRole('button', { name: '全部标为已读' }));
    await expect(args.onMarkAllRead).toHaveBeenCalledOnce();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(bell).toHaveFocus();
  },
};

/** Nothing unread: no badge, no "mark all read"; an empty list says so. */
export const Empty: Story = {
  args: { unread: 0, items: [] },
  play: async ({ canvas, userEvent }) => {
    const bell = canvas.getByRole('button', { name: /没有未读提醒/ });
    await userEvent.click(bell);
    const list = await screen.findByRole('dialog');
    await waitFor(() => expect(within(list).getByText('暂无提醒')).toBeVisible());
    await expect(within(list).queryByRole('button', { name: '全部标为已读' })).toBeNull();
  },
};
