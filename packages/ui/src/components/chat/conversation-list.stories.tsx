import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ConversationList, type ConversationListItem } from './conversation-list';

const items: ConversationListItem[] = [
  {
    id: 1,
    name: '李患者',
    role: '患者',
    preview: '张医生，舒尔特方格我总是超时',
    time: '09:12',
    unread: 2,
  },
  { id: 2, name: '王芳', role: '康复师', preview: null, time: '昨天' },
  {
    id: 3,
    name: '周患者',
    role: '患者',
    preview: '谢谢医生',
    time: '5月20日',
    note: '已不在您的护理团队，只能查看',
  },
];

/** The Docs page's design notes: anatomy, variants, do and don't, accessibility. */
const designNotes = `
## Anatomy

A list of conversation buttons: avatar, name and role, the newest message, its time, an unread count.

## Variants

The open conversation is marked; empty list shows \`Empty\`.

## Do

- Keep it beside the thread on desktop, above it at 375 px.

## Don't

- Truncate the person's name: truncate the message preview instead.

## Accessibility

- Tab or the arrow keys move, Home and End jump; the open one has \`aria-current\`.
- Unread counts are said in words (3 条未读).
`;

const meta = {
  title: 'Chat/ConversationList',
  parameters: { docs: { description: { component: designNotes } } },
  component: ConversationList,
  tags: ['autodocs'],
  args: { items, label: '我的会话', onSelect: fn() },
  decorators: [
    (Story) => (
      <div className="w-80 rounded-md border border-border">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ConversationList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** By keyboard: Tab into the list, arrows between conversations, Enter opens one. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    const list = canvas.getByRole('list', { name: '我的会话' });
    const [first, second, third] = within(list).getAllByRole('button');
    await expect(first).toHaveAccessibleName(/李患者.*2 条未读/);
    await expect(second).toHaveTextContent('[图片]');
    await expect(third).toHaveTextContent('只能查看');
    await userEvent.tab();
    await expect(first).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(second).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(third).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(first).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSelect).toHaveBeenCalledWith(1);
  },
};

function Choosing() {
  const [selected, setSelected] = useState<string | number>(2);
  return (
    <ConversationList items={items} label="我的会话" selectedId={selected} onSelect={setSelected} />
  );
}

/** The open conversation is marked for eye and ear (`aria-current`); a click moves it. */
export const Selected: Story = {
  render: () => <Choosing />,
  play: async ({ canvas }) => {
    const [first, second] = canvas.getAllByRole('button');
    await expect(second).toHaveAttribute('aria-current', 'true');
    await userEvent.click(first!);
    await expect(first).toHaveAttribute('aria-current', 'true');
    await expect(second).not.toHaveAttribute('aria-current');
  },
};

/** A patient's list: one clinician, large rows (far over 44 px). */
export const Patient: Story = {
  args: {
    size: 'lg',
    items: [
      {
        id: 7,
        name: '张医生',
        role: '医生',
        preview: '周五上午九点复诊',
        time: '10:30',
        unread: 1,
      },
    ],
  },
  play: async ({ canvas }) => {
    const row = canvas.getByRole('button', { name: /张医生/ });
    await expect(row.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await expect(row).toHaveAccessibleName(/1 条未读/);
  },
};

/** No conversations yet, said in words. */
export const Empty: Story = {
  args: { items: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('还没有会话')).toBeVisible();
  },
};
