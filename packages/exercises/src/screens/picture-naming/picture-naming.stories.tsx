import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { seededRandom } from '../runner';
import { firstResult } from '../timed/story-helpers';
import { pictureById } from './drawings';
import { planPictureNaming, type PictureItem } from './plan';
import { PictureNamingScreen } from './picture-naming-screen';

const params = {
  kind: 'pictureNaming',
  trials: 3,
  choices: 4,
  foilSimilarity: 0.5,
  categoryRatio: 0.34,
  responseWindowMs: 0,
} as const;
const SEED = 8;
const plan = planPictureNaming(params, seededRandom(SEED), 2);
const answerOf = (item: PictureItem) => (item.type === 'name' ? item.picture : item.odd);

const meta = {
  title: 'Exercises/Picture naming',
  component: PictureNamingScreen,
  args: { level: 1, params, seed: SEED, onFinish: fn(), onAbandon: fn() },
} satisfies Meta<typeof PictureNamingScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

async function drawn(canvasElement: HTMLElement, progress: string) {
  const canvas = within(canvasElement);
  await canvas.findByText(progress);
  await waitFor(() => expect(canvas.getByTestId('choice-stimulus')).toHaveAttribute('data-drawn'));
}

/** Names by digit key; one wrong name by the button; the odd-one-out question too. */
export const NameAndSort: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '先练习一下' }));
    for (const [index, item] of plan.practice.entries()) {
      await drawn(canvasElement, `练习 · 第 ${index + 1} / 2 题`);
      await expect(canvas.getByRole('img', { name: '一幅图画' })).toBeVisible();
      await userEvent.keyboard(String(item.choices.indexOf(answerOf(item)) + 1));
    }
    await userEvent.click(await canvas.findByRole('button', { name: '开始正式训练' }));
    const wrongAt = 1;
    for (const [index, item] of plan.scored.entries()) {
      await drawn(canvasElement, `第 ${index + 1} / 3 题`);
      if (item.type === 'odd') {
        await expect(canvas.getByText('下面哪个词和其他三个不是同一类？')).toBeVisible();
      }
      if (index === wrongAt) {
        const wrong = item.choices.find((id) => id !== answerOf(item))!;
        const group = within(canvas.getByRole('group', { name: '答案选项' }));
        await userEvent.click(
          group.getByRole('button', { name: pictureById(wrong)!.name['zh-CN'] }),
        );
      } else {
        await userEvent.keyboard(String(item.choices.indexOf(answerOf(item)) + 1));
      }
    }
    await waitFor(() => expect(args.onFinish).toHaveBeenCalledTimes(1));
    const result = firstResult(args.onFinish);
    await expect(result).toMatchObject({ kind: 'pictureNaming', commissions: 1, omissions: 0 });
    await expect(result.extra!['namingCorrect']! + result.extra!['categoryCorrect']!).toBe(2);
    await expect(plan.scored.some((item) => item.type === 'odd')).toBe(true);
  },
};
