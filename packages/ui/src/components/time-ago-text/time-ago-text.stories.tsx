import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { LocaleProvider } from '../../i18n';
import { TimeAgoText } from './time-ago-text';

/** The Docs page's design notes: anatomy, variants, do and don't, accessibility. */
const designNotes = `
## Anatomy

A \`<time>\` element: the relative phrase as its text, the instant in \`dateTime\`, the full date
(\`2026-11-23 09:05:00\`) as its tooltip.

## Variants

- \`reading="recent"\` (default): 刚刚 · N 分钟前 · N 小时前 · 1 天前 · then the date. For alerts,
  messages, posts.
- \`reading="elapsed"\`: N 分钟前 · N 小时前 · N 天前. For how long ago (an audit line).

## Do

- Use it wherever people follow events as they happen.
- Pass one \`now\` to every row of a list that must read in step.

## Don't

- Use it where the exact moment is the point (a clinical record's date): write the date.

## Accessibility

- The text is read as written; the machine-readable instant is in \`dateTime\`.
- It is not focusable: it is text, not a control.
`;

const meta = {
  title: 'UI/TimeAgoText',
  parameters: { docs: { description: { component: designNotes } } },
  component: TimeAgoText,
  tags: ['autodocs'],
} satisfies Meta<typeof TimeAgoText>;

export default meta;
type Story = StoryObj<typeof meta>;

// A fixed "now" so the stories read the same on every run.
const now = new Date(2026, 10, 23, 9, 5, 0).getTime();
const minute = 60_000;

export const JustNow: Story = {
  args: { time: now - 10_000, now },
  play: async ({ canvasElement }) => {
    const time = within(canvasElement).getByText('刚刚');
    await expect(time.tagName).toBe('TIME');
    await expect(time).toHaveAttribute('dateTime', new Date(now - 10_000).toISOString());
    await expect(time).toHaveAttribute('title', '2026-11-23 09:04:50');
  },
};

export const MinutesAgo: Story = {
  args: { time: now - 5 * minute, now },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('5 分钟前')).toBeVisible();
  },
};

/** Two days back or more, the recent reading writes the date. */
export const OlderShowsTheDate: Story = {
  args: { time: now - 3 * 24 * 60 * minute, now },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('2026-11-20 09:05:00')).toBeVisible();
  },
};

/** The elapsed reading counts days however far back (an audit line). */
export const Elapsed: Story = {
  args: { time: now - 3 * 24 * 60 * minute, now, reading: 'elapsed' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('3 天前')).toBeVisible();
  },
};

export const English: Story = {
  args: { time: now - 2 * 60 * minute, now },
  render: (args) => (
    <LocaleProvider locale="en-US">
      <TimeAgoText {...args} />
    </LocaleProvider>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('2 hours ago')).toBeVisible();
  },
};

/** In a sentence: the whole sentence is the element, its tooltip the full date. */
export const InASentence: Story = {
  args: { time: now - 5 * minute, now, children: (phrase: string) => `${phrase}发表` },
  play: async ({ canvasElement }) => {
    const time = within(canvasElement).getByText('5 分钟前发表');
    await expect(time).toHaveAttribute('title', '2026-11-23 09:00:00');
  },
};

/** Text, not a control: Tab goes past it to the next control. */
export const NotInTheTabOrder: Story = {
  args: { time: now - 5 * minute, now },
  render: (args) => (
    <p>
      <TimeAgoText {...args} /> <button type="button">回复</button>
    </p>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: '回复' })).toHaveFocus();
  },
};

/** No valid moment: nothing is drawn (not "NaN 分钟前"). */
export const NoMoment: Story = {
  args: { time: null, now },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('time')).toBeNull();
  },
};
