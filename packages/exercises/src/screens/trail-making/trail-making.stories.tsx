import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { firstResult } from '../timed/story-helpers';
import { TrailMakingScreen } from './trail-making-screen';

const meta = {
  title: 'Exercises/Trail making',
  component: TrailMakingScreen,
  args: {
    level: 6,
    params: { kind: 'trailMaking', count: 6, partB: true, timeLimitMs: 0 },
    seed: 3,
    onFinish: fn(),
    onAbandon: fn(),
  },
} satisfies Meta<typeof TrailMakingScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const PART_B = ['1', '甲', '2', '乙', '3', '丙'];

async function board(canvasElement: HTMLElement) {
  const group = await within(canvasElement).findByRole('group', { name: '连线圆圈' });
  await waitFor(() => expect(group).toHaveAttribute('data-drawn'));
  return group;
}

/** Tab (forwards, wrapping inside the board) until the circle named `label` has the focus. */
async function tabTo(group: HTMLElement, label: string) {
  const circles = within(group).getAllByRole('button');
  if (!circles.includes(document.activeElement as HTMLButtonElement)) circles[0]!.focus();
  for (let step = 0; step <= circles.length; step += 1) {
    if (document.activeElement?.getAttribute('aria-label') === label) return;
    if (document.activeElement === circles.at(-1)) circles[0]!.focus();
    else await userEvent.tab();
  }
  throw new Error(`no circle ${label}`);
}

async function joinByKeyboard(canvasElement: HTMLElement, labels: readonly string[]) {
  for (const label of labels) {
    await tabTo(await board(canvasElement), label);
    await userEvent.keyboard('{Enter}');
  }
}

async function pressButton(canvasElement: HTMLElement, name: string) {
  within(canvasElement).getByRole('button', { name }).focus();
  await userEvent.keyboard('{Enter}');
}

/** Part B by keyboard: Tab to each circle, Enter; one wrong circle is said and counted. */
export const PartBByKeyboard: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await expect(canvas.getByText(/1、甲、2、乙/)).toBeVisible();
    await pressButton(canvasElement, '先练习一下');
    await joinByKeyboard(canvasElement, PART_B);
    await expect(
      await canvas.findByText('练习结束。准备好了就开始正式训练。', { exact: false }),
    ).toBeVisible();
    await pressButton(canvasElement, '开始正式训练');

    await joinByKeyboard(canvasElement, ['1', '甲']);
    await expect(canvas.getByText('已连 2 / 6 个')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '甲 已连' })).toHaveAttribute('data-done');
    // The switch missed: 3 instead of 2.
    await joinByKeyboard(canvasElement, ['3']);
    await expect(canvas.getByText('这个不对。请从 甲 接着找下一个。')).toBeVisible();
    // Arrow keys move the focus to a neighbouring circle.
    const first = within(await board(canvasElement)).getAllByRole('button')[0]!;
    first.focus();
    await userEvent.keyboard('{ArrowRight}{ArrowDown}');
    await expect(document.activeElement).not.toBe(first);
    await expect(document.activeElement?.tagName).toBe('BUTTON');
    await joinByKeyboard(canvasElement, PART_B.slice(2));

    await waitFor(() => expect(args.onFinish).toHaveBeenCalledTimes(1));
    const result = firstResult(args.onFinish);
    await expect(result).toMatchObject({
      kind: 'trailMaking',
      commissions: 1,
      omissions: 0,
      extra: { reached: 6, completed: 1 },
    });
    await expect(result.trials.find((t) => !t.correct)).toMatchObject({
      stimulus: '2',
      response: '3',
    });
  },
};

/** Tapped (mouse / touch); the time limit ends the trail and the circles left are omissions. */
export const TimeLimit: Story = {
  args: { level: 2, params: { kind: 'trailMaking', count: 8, partB: false, timeLimitMs: 1500 } },
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '先练习一下' }));
    for (const label of ['1', '2', '3', '4', '5']) {
      await userEvent.click(
        within(await board(canvasElement)).getByRole('button', { name: label }),
      );
    }
    await userEvent.click(await canvas.findByRole('button', { name: '开始正式训练' }));
    await expect(canvas.getByText('限时 2 秒')).toBeVisible();
    for (const label of ['1', '2']) {
      await userEvent.click(
        within(await board(canvasElement)).getByRole('button', { name: label }),
      );
    }
    await waitFor(() => expect(args.onFinish).toHaveBeenCalledTimes(1));
    await expect(firstResult(args.onFinish)).toMatchObject({
      omissions: 6,
      extra: { reached: 2, completed: 0 },
    });
  },
};

/** A part B trail on screen, two circles joined (what axe checks in every theme and font scale). */
export const OnScreen: Story = {
  play: async ({ canvas, canvasElement }) => {
    await pressButton(canvasElement, '先练习一下');
    await joinByKeyboard(canvasElement, ['1', '甲']);
    await expect(canvas.getByText('已连 2 / 6 个')).toBeVisible();
  },
};
