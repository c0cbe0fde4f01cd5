import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { seededRandom } from '../runner';
import { firstResult } from '../timed/story-helpers';
import { STROOP_COLOURS } from './colours';
import { planStroop } from './plan';
import { StroopScreen } from './stroop-screen';

const params = {
  kind: 'stroop',
  trials: 4,
  responseWindowMs: 3000,
  incongruentRatio: 0.5,
  colourCount: 3,
} as const;
const SEED = 5;
const plan = planStroop(params, seededRandom(SEED), 3);
const wordOf = (id: string) => STROOP_COLOURS.find((c) => c.id === id)!.word['zh-CN'];

const meta = {
  title: 'Exercises/Stroop',
  component: StroopScreen,
  args: { level: 1, params, seed: SEED, onFinish: fn(), onAbandon: fn() },
} satisfies Meta<typeof StroopScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

async function answerAll(
  canvasElement: HTMLElement,
  items: ReadonlyArray<{ word: string; ink: string }>,
  choose: (item: { word: string; ink: string }, index: number) => string | 'key',
  practice: boolean,
) {
  const canvas = within(canvasElement);
  for (const [index, item] of items.entries()) {
    const progress = `${practice ? '练习 · ' : ''}第 ${index + 1} / ${items.length} 题`;
    await canvas.findByText(progress);
    await waitFor(() => expect(canvas.getByTestId('stroop-word')).toHaveAttribute('data-drawn'), {
      timeout: 3000,
    });
    await expect(canvas.getByTestId('stroop-word')).toHaveTextContent(wordOf(item.word));
    const choice = choose(item, index);
    if (choice === 'key') {
      const position = STROOP_COLOURS.findIndex((c) => c.id === item.ink) + 1;
      await userEvent.keyboard(String(position));
    } else {
      const group = within(canvas.getByRole('group', { name: '颜色选项' }));
      await userEvent.click(group.getByRole('button', { name: new RegExp(wordOf(choice)) }));
    }
  }
}

/** The screen says colour is the task; the ink is answered (buttons, digit keys), once the word. */
export const NameTheInk: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await expect(canvas.getByText(/本练习的题目就是颜色/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '先练习一下' }));
    await answerAll(canvasElement, plan.practice, (item) => item.ink, true);
    await userEvent.click(await canvas.findByRole('button', { name: '开始正式训练' }));
    const wordRead = plan.scored.findIndex((s) => s.word !== s.ink);
    await answerAll(
      canvasElement,
      plan.scored,
      (item, index) => (index === wordRead ? item.word : index % 2 === 0 ? item.ink : 'key'),
      false,
    );
    await waitFor(() => expect(args.onFinish).toHaveBeenCalledTimes(1));
    const result = firstResult(args.onFinish);
    await expect(result).toMatchObject({
      kind: 'stroop',
      commissions: 1,
      omissions: 0,
      accuracy: 0.75,
    });
    await expect(result.trials[wordRead]).toMatchObject({ correct: false });
  },
};

const prescribed = { ...params, trials: 2 } as const;
const prescribedPlan = planStroop(prescribed, seededRandom(SEED), 3);

/**
 * A therapist's settings (issue 33 §2): exactly the trials prescribed, the time limit said before
 * the start and counted down beside the trial number, and with 隐藏成绩 no score at the end.
 */
export const TherapistSettings: Story = {
  args: { params: prescribed, timeLimitMs: 30_000, hideScores: true },
  play: async ({ canvas, canvasElement, args }) => {
    await expect(canvas.getByText('限时 30 秒，时间到了会自动结束。')).toBeVisible();
    canvas.getByRole('button', { name: '先练习一下' }).focus();
    await userEvent.keyboard('{Enter}');
    await answerAll(canvasElement, prescribedPlan.practice, (item) => item.ink, true);
    await userEvent.click(await canvas.findByRole('button', { name: '开始正式训练' }));
    await expect(await canvas.findByText(/^第 1 \/ 2 题 · 还剩 \d+ 秒$/)).toBeVisible();
    for (const [index, item] of prescribedPlan.scored.entries()) {
      await canvas.findByText(new RegExp(`^第 ${index + 1} / 2 题`));
      await waitFor(() => expect(canvas.getByTestId('stroop-word')).toHaveAttribute('data-drawn'), {
        timeout: 3000,
      });
      await userEvent.keyboard(String(STROOP_COLOURS.findIndex((c) => c.id === item.ink) + 1));
    }
    await waitFor(() => expect(args.onFinish).toHaveBeenCalledTimes(1));
    await expect(firstResult(args.onFinish).trials.filter((t) => !t.practice)).toHaveLength(2);
    await expect(await canvas.findByText('这一项做完了，辛苦了！')).toBeVisible();
    await expect(canvas.queryByText('正确率')).toBeNull();
  },
};

const untimedPlan = planStroop({ ...params, trials: 50 }, seededRandom(SEED), 3);

/** When the therapist's time limit runs out, the run ends with the trials done so far. */
export const TimeLimitRunsOut: Story = {
  args: { params: { ...params, trials: 50 }, timeLimitMs: 1500 },
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '先练习一下' }));
    await answerAll(canvasElement, untimedPlan.practice, (item) => item.ink, true);
    await userEvent.click(await canvas.findByRole('button', { name: '开始正式训练' }));
    await waitFor(() => expect(args.onFinish).toHaveBeenCalledTimes(1), { timeout: 10_000 });
    const result = firstResult(args.onFinish);
    await expect(result.outcome).toBe('completed');
    await expect(result.trials.filter((t) => !t.practice).length).toBeLessThan(50);
    await expect(await canvas.findByText('本次结果')).toBeVisible();
  },
};
