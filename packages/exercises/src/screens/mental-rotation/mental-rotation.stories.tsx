import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { seededRandom } from '../runner';
import { firstResult } from '../timed/story-helpers';
import { MentalRotationScreen } from './mental-rotation-screen';
import { planRotation, type RotationItem } from './plan';

const params = {
  kind: 'mentalRotation',
  cells: 5,
  maxAngle: 90,
  mirrorRatio: 0.5,
  trials: 4,
  responseWindowMs: 5000,
} as const;
const SEED = 11;
const plan = planRotation(params, seededRandom(SEED), 4);

const meta = {
  title: 'Exercises/Mental rotation',
  component: MentalRotationScreen,
  args: { level: 3, params, seed: SEED, onFinish: fn(), onAbandon: fn() },
} satisfies Meta<typeof MentalRotationScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

async function pressButton(canvasElement: HTMLElement, name: string) {
  within(canvasElement).getByRole('button', { name }).focus();
  await userEvent.keyboard('{Enter}');
}

async function answerAll(
  canvasElement: HTMLElement,
  items: readonly RotationItem[],
  practice: boolean,
  key: (item: RotationItem, index: number) => string,
) {
  const canvas = within(canvasElement);
  for (const [index, item] of items.entries()) {
    await canvas.findByText(`${practice ? '练习 · ' : ''}第 ${index + 1} / ${items.length} 题`);
    await waitFor(() => expect(canvas.getByTestId('rotation-pair')).toHaveAttribute('data-drawn'), {
      timeout: 3000,
    });
    await userEvent.keyboard(key(item, index));
  }
}

const right = (item: RotationItem, index: number) =>
  item.answer === 'same' ? (index % 2 ? 'f' : '{ArrowLeft}') : index % 2 ? 'j' : '{ArrowRight}';

/** By keyboard: F / ← for 相同, J / → for 镜像; one wrong answer is a commission. */
export const ByKeyboard: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await expect(canvas.getByText(/像照镜子一样左右相反/)).toBeVisible();
    await pressButton(canvasElement, '先练习一下');
    await expect(await canvas.findByRole('img', { name: '右边的图形（转动过）' })).toBeVisible();
    await answerAll(canvasElement, plan.practice, true, right);
    await pressButton(canvasElement, '开始正式训练');
    await answerAll(canvasElement, plan.scored, false, (item, index) =>
      index === 2 ? (item.answer === 'same' ? 'j' : 'f') : right(item, index),
    );
    await waitFor(() => expect(args.onFinish).toHaveBeenCalledTimes(1));
    const result = firstResult(args.onFinish);
    await expect(result).toMatchObject({
      kind: 'mentalRotation',
      commissions: 1,
      omissions: 0,
      accuracy: 0.75,
    });
    await expect(result.trials[2]).toMatchObject({ correct: false });
  },
};

/** The two big buttons answer (touch, mouse); no answer in the window is an omission. */
export const ButtonsAndTimeOut: Story = {
  args: { params: { ...params, trials: 2, responseWindowMs: 1000 } },
  play: async ({ canvas, args }) => {
    const short = planRotation(
      { ...params, trials: 2, responseWindowMs: 1000 },
      seededRandom(SEED),
      4,
    );
    await userEvent.click(canvas.getByRole('button', { name: '先练习一下' }));
    for (const [index, item] of short.practice.entries()) {
      await canvas.findByText(`练习 · 第 ${index + 1} / 4 题`);
      await waitFor(
        () => expect(canvas.getByTestId('rotation-pair')).toHaveAttribute('data-drawn'),
        {
          timeout: 3000,
        },
      );
      await userEvent.click(
        within(canvas.getByRole('group', { name: '答案' })).getByRole('button', {
          name: item.answer === 'same' ? '相同' : '镜像',
        }),
      );
    }
    await userEvent.click(await canvas.findByRole('button', { name: '开始正式训练' }));
    await waitFor(() => expect(args.onFinish).toHaveBeenCalledTimes(1), { timeout: 6000 });
    await expect(firstResult(args.onFinish)).toMatchObject({ omissions: 2, accuracy: 0 });
  },
};

/** A pair on screen with the two answers (what axe checks in every theme and font scale). */
export const OnScreen: Story = {
  args: { params: { ...params, responseWindowMs: 60_000 } },
  play: async ({ canvas, canvasElement }) => {
    await pressButton(canvasElement, '先练习一下');
    await waitFor(() => expect(canvas.getByTestId('rotation-pair')).toHaveAttribute('data-drawn'), {
      timeout: 3000,
    });
    await expect(canvas.getByRole('img', { name: '左边的图形' })).toBeVisible();
  },
};
