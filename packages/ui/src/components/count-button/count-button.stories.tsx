import type { Meta, StoryObj } from '@storybook/react-vite';
import { MessageCircle } from 'lucide-react';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { CountButton } from './count-button';

const unreadMessages = (n: number) => `${n} 条未读消息`;

/** The Docs page's design notes: anatomy, variants, do and don't, accessibility. */
const designNotes = `
## Anatomy

An icon button with a count badge.

## Variants

Button or link (\`asChild\`); count hidden at zero.

## Do

- Use in the navbar for messages and similar counters.

## Don't

- Use the count as the only label: the name says what is counted.

## Accessibility

- Its name includes the count in words; a polite status line repeats a change.
`;

const meta = {
  title: 'UI/CountButton',
  parameters: { docs: { description: { component: designNotes } } },
  component: CountButton,
  tags: ['autodocs'],
  args: {
    icon: <MessageCircle />,
    label: '消息',
    count: 3,
    countLabel: unreadMessages,
    onClick: fn(),
  },
} satisfies Meta<typeof CountButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The count is in the button's name; Enter or a click activates it. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: '消息，3 条未读消息' });
    await expect(canvas.getByText('3')).toBeVisible();
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};

/** Nothing unread: no badge, the name alone. */
export const Nothing: Story = {
  args: { count: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button')).toHaveAccessibleName('消息');
    await expect(canvas.getByRole('status')).toHaveTextContent('');
  },
};

function Growing() {
  const [count, setCount] = useState(1);
  return (
    <div className="flex gap-4">
      <CountButton
        icon={<MessageCircle />}
        label="消息"
        count={count}
        countLabel={unreadMessages}
      />
      <button type="button" onClick={() => setCount((n) => n + 1)}>
        新消息到达
      </button>
    </div>
  );
}

/** As a link (`asChild`), and a new count is said again politely. */
export const AsLinkCounting: Story = {
  args: { asChild: true, children: <a href="#messages">消息</a> },
  render: (args) => (
    <div className="flex flex-col gap-4">
      <CountButton {...args} />
      <Growing />
    </div>
  ),
  play: async ({ canvas }) => {
    const [link] = canvas.getAllByRole('link');
    await expect(link).toHaveAttribute('href', '#messages');
    await expect(link).toHaveAccessibleName('消息，3 条未读消息');
    await userEvent.click(canvas.getByRole('button', { name: '新消息到达' }));
    await waitFor(() => expect(canvas.getAllByRole('status')[1]).toHaveTextContent('2 条未读消息'));
  },
};
