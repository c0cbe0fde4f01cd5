import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Leaderboard } from './leaderboard';

/** The Docs page's design notes: anatomy, variants, do and don't, accessibility. */
const designNotes = `
## Anatomy

Rows of rank, avatar, nickname, progress bar toward the target, and the figure in words.

## Variants

The viewer's row marked; finished goals checked.

## Do

- Show a group challenge among patients who chose to take part.

## Don't

- Rank people by clinical scores.

## Accessibility

- The viewer's row says 我 in words; progress is also text.
`;

const meta = {
  title: 'Display/Leaderboard',
  parameters: { docs: { description: { component: designNotes } } },
  component: Leaderboard,
  tags: ['autodocs'],
  args: {
    'aria-label': '本周训练5天',
    target: 5,
    progressText: (progress: number, target: number) => `${progress} / ${target} 天`,
    entries: [
      { rank: 1, nickname: '晨练王', avatar: 'sun', progress: 5 },
      { rank: 2, nickname: '向日葵', avatar: 'flower', progress: 3, me: true },
      { rank: 2, nickname: '书法爱好者', avatar: 'leaf', progress: 3 },
      { rank: 4, nickname: '一个很长很长的昵称二十个字符以内的', avatar: 'rabbit', progress: 0 },
    ],
  },
} satisfies Meta<typeof Leaderboard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nicknames only; the viewer's row says "我" in words; a finished goal says so for screen readers. */
export const Standings: Story = {
  play: async ({ canvas, userEvent }) => {
    const list = canvas.getByRole('list', { name: '本周训练5天' });
    const rows = within(list).getAllByRole('listitem');
    await expect(rows).toHaveLength(4);
    await expect(within(rows[0]!).getByText('已完成')).toBeInTheDocument();
    await expect(within(rows[1]!).getByText('（我）')).toBeVisible();
    await expect(within(rows[1]!).getByText('3 / 5 天')).toBeVisible();
    // Nothing on the board takes focus: Tab passes it by.
    await userEvent.tab();
    await expect(list.contains(document.activeElement)).toBe(false);
  },
};

/** Before anyone joins. */
export const Empty: Story = {
  args: { entries: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('还没有人参加')).toBeVisible();
  },
};
