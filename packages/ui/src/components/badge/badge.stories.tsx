import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect } from 'storybook/test';
import { Badge } from './badge';

/** The Docs page's design notes: anatomy, variants, do and don't, accessibility. */
const designNotes = `
## Anatomy

A pill of text, a count, or a dot. Counts cap at \`max\` (\`99+\`).

## Variants

Tones \`default\`, \`primary\`, \`success\`, \`warning\`, \`danger\`, \`info\`; shapes: label, count (\`count\`), dot (\`dot\` with a \`label\`).

## Do

- Keep the word short: 进行中, 已完成, 待复核.
- Pair a count with what it counts (\`label\`: 3 条未读消息).

## Don't

- Use colour as the only carrier: the word says it, the tone repeats it.
- Make it clickable: put it inside a button or link instead.

## Accessibility

- A dot has no text, so its \`label\` is required and read by screen readers.
- Every tone meets 4.5:1 (7:1 in high contrast) for its text.
`;

const meta = {
  title: 'UI/Badge',
  parameters: { docs: { description: { component: designNotes } } },
  component: Badge,
  tags: ['autodocs'],
  args: { children: '进行中' },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every tone with a word: the word says it, the colour only repeats it. */
export const Variants: Story = {
  render: () => (
    <div className="flex flex-wrap gap-2">
      <Badge>草稿</Badge>
      <Badge variant="primary">进行中</Badge>
      <Badge variant="success">已完成</Badge>
      <Badge variant="warning">待复核</Badge>
      <Badge variant="danger">已逾期</Badge>
      <Badge variant="info">新版本</Badge>
    </div>
  ),
  play: async ({ canvas }) => {
    for (const [text, variant] of [
      ['草稿', 'default'],
      ['进行中', 'primary'],
      ['已完成', 'success'],
      ['待复核', 'warning'],
      ['已逾期', 'danger'],
      ['新版本', 'info'],
    ]) {
      await expect(canvas.getByText(text!)).toHaveAttribute('data-variant', variant);
    }
  },
};

function Inbox() {
  const [unread, setUnread] = useState(98);
  return (
    <button
      type="button"
      onClick={() => setUnread((n) => n + 1)}
      className="inline-flex min-h-10 items-center gap-2 rounded-md border border-border px-4 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus"
    >
      消息
      <Badge variant="danger" count={unread} label="未读" />
    </button>
  );
}

/** A count caps at `max` (99+); it rises as new messages arrive (mouse and keyboard). */
export const Count: Story = {
  render: () => <Inbox />,
  play: async ({ canvas, userEvent }) => {
    const button = canvas.getByRole('button');
    await expect(button).toHaveAccessibleName('消息 未读 98');
    await userEvent.click(button);
    await expect(button).toHaveAccessibleName('消息 未读 99');
    button.blur();
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(button).toHaveAccessibleName('消息 未读 99+');
    await expect(button.querySelector('[data-slot="badge"]')).toHaveAttribute('data-count', '100');
  },
};

/** A lower `max` for small spaces. */
export const CustomMax: Story = {
  args: { variant: 'primary', count: 12, max: 9, label: '待办' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('9+')).toBeInTheDocument();
    await expect(canvas.getByText('待办', { exact: false })).toHaveClass('sr-only');
  },
};

/** A dot with its required hidden label: screen readers hear 有新消息. */
export const Dot: Story = {
  render: () => (
    <a
      href="#/messages"
      className="inline-flex min-h-10 items-center gap-2 px-2 text-primary-text underline focus-visible:outline-3 focus-visible:outline-focus"
    >
      消息中心
      <Badge dot variant="danger" label="有新消息" />
    </a>
  ),
  play: async ({ canvas, userEvent }) => {
    const link = canvas.getByRole('link');
    await expect(link).toHaveAccessibleName('消息中心 有新消息');
    const dot = link.querySelector('[data-dot]')!;
    await expect(dot.getBoundingClientRect().width).toBeGreaterThan(4);
    await userEvent.tab();
    await expect(link).toHaveFocus();
  },
};
