import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { Button } from '../button';
import { MessageThread, type ThreadMessage } from './message-thread';

const picture = (
  <img
    alt="图片"
    className="max-h-32 rounded"
    src="data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=="
  />
);

const conversation: ThreadMessage[] = [
  { key: 1, mine: false, text: '张医生，舒尔特方格我总是超时，怎么办？', time: '09:10' },
  {
    key: 2,
    mine: true,
    text: '先从小一点的方格开始，做对比做快更重要。',
    time: '09:12',
    state: 'read',
  },
  { key: 3, mine: false, text: '', image: picture, time: '09:15' },
  {
    key: 4,
    mine: true,
    text: '周五上午九点复诊，\n请带上以前的报告。',
    time: '09:20',
    state: 'sent',
  },
];

/** The Docs page's design notes: anatomy, variants, do and don't, accessibility. */
const designNotes = `
## Anatomy

A scrolling list of messages, theirs on the left and one's own on the right, each with its time and delivery state.

## Variants

Loading earlier messages, empty, sending, failed.

## Do

- Keep one thread per person; the time under each message uses \`formatTime\`.

## Don't

- Colour one's own messages as the only cue: side and the word 我 say it too.

## Accessibility

- The scrolling box takes focus, so the keyboard scrolls it.
- A new message from the other person is announced politely.
`;

const meta = {
  title: 'Chat/MessageThread',
  parameters: { docs: { description: { component: designNotes } } },
  component: MessageThread,
  tags: ['autodocs'],
  args: {
    messages: conversation,
    label: '与李患者的消息',
    peerName: '李患者',
    hasOlder: true,
    onLoadOlder: fn(),
  },
  decorators: [
    (Story) => (
      <div className="flex h-96 w-96 flex-col rounded-md border border-border">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof MessageThread>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Both sides, told apart in words too; the box scrolls by keyboard; older messages on request. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    const region = canvas.getByRole('region', { name: '与李患者的消息' });
    const items = canvas.getAllByRole('listitem');
    await expect(items[0]).toHaveTextContent('李患者：张医生，舒尔特方格');
    await expect(items[1]).toHaveTextContent('我：先从小一点');
    await expect(items[1]).toHaveTextContent('对方已读');
    await expect(items[3]).toHaveTextContent('已送达');
    await expect(canvas.getByRole('img', { name: '图片' })).toBeVisible();
    await userEvent.tab();
    await expect(region).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: '查看更早的消息' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onLoadOlder).toHaveBeenCalledOnce();
  },
};

/** A message that did not go says so and offers to send it again. */
export const Failed: Story = {
  args: {
    hasOlder: false,
    messages: [
      {
        key: 'draft-1',
        mine: true,
        text: '还在吗？',
        time: '09:30',
        state: 'failed',
        onRetry: fn(),
      },
    ],
  },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('发送失败')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '重新发送' }));
    await expect(args.messages[0]!.onRetry).toHaveBeenCalledOnce();
  },
};

function Live() {
  const [messages, setMessages] = useState<ThreadMessage[]>(
    Array.from({ length: 12 }, (_, i) => ({
      key: i,
      mine: i % 2 === 0,
      text: `第${i + 1}条`,
      time: '09:00',
    })),
  );
  const [older, setOlder] = useState(3);
  return (
    <div className="flex h-96 w-96 flex-col">
      <Button
        onClick={() =>
          setMessages((shown) => [
            ...shown,
            { key: shown.length + 100, mine: false, text: '明天上午复查', time: '10:00' },
          ])
        }
      >
        收到新消息
      </Button>
      <MessageThread
        className="flex-1"
        messages={messages}
        label="与张医生的消息"
        peerName="张医生"
        hasOlder={older > 0}
        onLoadOlder={() => {
          setOlder((n) => n - 1);
          setMessages((shown) => [
            { key: -older, mine: false, text: `更早的第${older}条`, time: '08:00' },
            ...shown,
          ]);
        }}
      />
    </div>
  );
}

/**
 * Starts at the newest; a new message scrolls in and is said politely; earlier messages load
 * above without moving what the reader looks at.
 */
export const Arriving: Story = {
  render: () => <Live />,
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: '与张医生的消息' });
    await waitFor(() =>
      expect(region.scrollTop + region.clientHeight).toBeGreaterThanOrEqual(
        region.scrollHeight - 2,
      ),
    );
    await userEvent.click(canvas.getByRole('button', { name: '收到新消息' }));
    await waitFor(() =>
      expect(canvas.getByRole('status')).toHaveTextContent('张医生：明天上午复查'),
    );
    await waitFor(() =>
      expect(region.scrollTop + region.clientHeight).toBeGreaterThanOrEqual(
        region.scrollHeight - 2,
      ),
    );
    region.scrollTop = 0;
    const anchor = canvas.getByText('第1条');
    const before = anchor.getBoundingClientRect().top;
    await userEvent.click(canvas.getByRole('button', { name: '查看更早的消息' }));
    await expect(canvas.getByText('更早的第3条')).toBeInTheDocument();
    await waitFor(() =>
      expect(Math.abs(anchor.getBoundingClientRect().top - before)).toBeLessThan(2),
    );
  },
};

/** Nothing yet: an invitation to write. */
export const Empty: Story = {
  args: { messages: [], hasOlder: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('还没有消息，写下第一句吧')).toBeVisible();
  },
};
