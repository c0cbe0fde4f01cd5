import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { seededRandom } from '../runner';
import { firstResult } from '../timed/story-helpers';
import { OrientationQuizScreen } from './orientation-screen';
import { planOrientation, type OrientationItem } from './plan';
import { choicesOf, truthOf } from './topics';

const params = {
  kind: 'orientationQuiz',
  trials: 4,
  choices: 3,
  topics: 3,
  responseWindowMs: 0,
  place: '康复中心',
} as const;
const SEED = 21;
const plan = planOrientation(params, seededRandom(SEED), 2);

const meta = {
  title: 'Exercises/Orientation quiz',
  component: OrientationQuizScreen,
  args: { level: 1, params, seed: SEED, onFinish: fn(), onAbandon: fn() },
} satisfies Meta<typeof OrientationQuizScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The digit key of the true (or a wrong) answer, as the screen drew the choices from the clock. */
function keyOf(item: OrientationItem, count: number, right: boolean) {
  const choices = choicesOf(item.topic, Date.now(), count, seededRandom(item.seed));
  const truth = truthOf(item.topic, Date.now());
  const index = right ? choices.indexOf(truth) : choices.findIndex((c) => c !== truth);
  return String(index + 1);
}

async function drawn(canvasElement: HTMLElement, progress: string) {
  const canvas = within(canvasElement);
  await canvas.findByText(progress);
  await waitFor(() => expect(canvas.getByTestId('choice-stimulus')).toHaveAttribute('data-drawn'));
}

/** Answered by digit keys against the clock: three right, one wrong; the place as the plan names it. */
export const AnswerByKeys: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await expect(canvas.getByText(/今天星期几/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '先练习一下' }));
    for (const [index, item] of plan.practice.entries()) {
      await drawn(canvasElement, `练习 · 第 ${index + 1} / 2 题`);
      await expect(
        within(canvas.getByRole('group', { name: '答案选项' })).getAllByRole('button'),
      ).toHaveLength(2);
      await userEvent.keyboard(keyOf(item, 2, true));
    }
    await expect(await canvas.findByText(/练习结束/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '开始正式训练' }));
    for (const [index, item] of plan.scored.entries()) {
      await drawn(canvasElement, `第 ${index + 1} / 4 题`);
      if (item.topic === 'place')
        await expect(canvas.getByRole('button', { name: '康复中心' })).toBeVisible();
      await userEvent.keyboard(keyOf(item, 3, index !== 0));
    }
    await waitFor(() => expect(args.onFinish).toHaveBeenCalledTimes(1));
    const result = firstResult(args.onFinish);
    await expect(result).toMatchObject({
      kind: 'orientationQuiz',
      commissions: 1,
      omissions: 0,
      accuracy: 0.75,
    });
    await expect(result.trials[0]!.stimulus).toMatch(/^(timeOfDay|season|weekday|place)=/);
  },
};
