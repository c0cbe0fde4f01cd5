import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { Button } from '../button';
import { SessionCalendar } from './session-calendar';

const start = Date.parse('2026-12-02T14:30:00+08:00');
const hour = 3_600_000;
const sessions = [
  {
    id: 2,
    title: '小组记忆训练（第3次）',
    subtitle: '记忆训练互助组',
    startsAt: start,
    endsAt: start + hour,
    place: '康复中心三楼活动室',
    videoUrl: 'https://meeting.example.org/cep-memory-group',
    capacity: 8,
    signedUp: 3,
  },
  {
    id: 1,
    title: '注意力小组练习',
    startsAt: start - 2 * hour,
    endsAt: start - hour,
    place: '康复中心一楼',
    capacity: 2,
    signedUp: 2,
  },
  {
    id: 3,
    title: '线上答疑',
    startsAt: start + 26 * hour,
    endsAt: start + 27 * hour,
    videoUrl: 'https://meeting.example.org/qa',
    capacity: 20,
    signedUp: 0,
  },
];

/** The Docs page's design notes: anatomy, variants, do and don't, accessibility. */
const designNotes = `
## Anatomy

An agenda: a heading per day, a card per session with time, place or video link, seats, the viewer's state and actions.

## Variants

Empty, full sessions, joined.

## Do

- Use for group sessions a patient can join.

## Don't

- Replace it with a month grid: the agenda reads in order and fits 375 px.

## Accessibility

- Days are headings; the video link says it opens a new window.
`;

const meta = {
  title: 'Display/SessionCalendar',
  parameters: { docs: { description: { component: designNotes } } },
  component: SessionCalendar,
  tags: ['autodocs'],
  args: {
    'aria-label': '小组活动',
    sessions,
    timeZone: 'Asia/Shanghai',
    onClick: fn(),
  },
} satisfies Meta<typeof SessionCalendar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** By day, in time order; each card offers 报名 by keyboard; a full one says so in words. */
export const Agenda: Story = {
  render: (args) => (
    <SessionCalendar
      {...args}
      renderActions={(session) => (
        <Button
          size="lg"
          disabled={session.signedUp >= session.capacity}
          aria-label={`报名：${session.title}`}
          onClick={() => (args.onClick as (id: unknown) => void)(session.id)}
        >
          报名
        </Button>
      )}
    />
  ),
  play: async ({ canvas, userEvent, args }) => {
    const days = canvas.getAllByRole('heading', { level: 3 });
    await expect(days).toHaveLength(2);
    const first = within(canvas.getAllByRole('list')[0]!).getAllByRole('listitem');
    await expect(within(first[0]!).getByText('注意力小组练习')).toBeVisible();
    await expect(within(first[0]!).getByText('（名额已满）')).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: '进入视频：小组记忆训练（第3次）' }),
    ).toHaveAttribute('target', '_blank');
    // Tab: past the disabled button to the video link, then the open session's 报名.
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: '报名：小组记忆训练（第3次）' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onClick).toHaveBeenCalledWith(2);
  },
};

/** Nothing planned. */
export const Empty: Story = {
  args: { sessions: [], emptyText: '近期没有安排活动' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('近期没有安排活动')).toBeVisible();
  },
};
