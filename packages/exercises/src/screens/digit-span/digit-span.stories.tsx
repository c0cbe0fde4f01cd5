import type { ExerciseResult } from '@cep/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { seededRandom } from '../runner';
import { DigitSpanBackwardScreen, DigitSpanForwardScreen } from './digit-span-screen';
import { planDigitSpan } from './plan';

// Short digits so the story runs in seconds; the real pace is one digit a second.
const forwardParams = {
  kind: 'digitSpanForward',
  spanLength: 3,
  stimulusMs: 120,
  trials: 2,
} as const;
const backwardParams = { ...forwardParams, kind: 'digitSpanBackward', trials: 1 } as const;
const SEED = 7;
const forwardPlan = planDigitSpan(forwardParams, seededRandom(SEED), 1);

const meta = {
  title: 'Exercises/Digit span',
  component: DigitSpanForwardScreen,
  args: { level: 1, params: forwardParams, seed: SEED, onFinish: fn(), onAbandon: fn() },
} satisfies Meta<typeof DigitSpanForwardScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const answerTimeout = { timeout: 4000 };

/** Practice with feedback, then two sequences: one on the keypad (touch, mouse), one typed wrong. */
export const Forward: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText(/按出现的顺序输入这些数字/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '先练习一下' }));
    await expect(canvas.getByText('练习 · 第 1 / 1 题')).toBeVisible();

    const practiceAnswer = await canvas.findByLabelText('你的答案', {}, answerTimeout);
    await userEvent.type(practiceAnswer, forwardPlan.practice[0]!);
    await userEvent.click(canvas.getByRole('button', { name: '确定' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('正确');
    await userEvent.click(canvas.getByRole('button', { name: '开始正式训练' }));

    await canvas.findByLabelText('你的答案', {}, answerTimeout);
    const keypad = canvas.getByRole('group', { name: '数字键盘' });
    for (const digit of forwardPlan.scored[0]!) {
      await userEvent.click(
        [...keypad.querySelectorAll('button')].find((b) => b.textContent === digit)!,
      );
    }
    await userEvent.click(canvas.getByRole('button', { name: '确定' }));

    const second = await canvas.findByLabelText('你的答案', {}, answerTimeout);
    await userEvent.type(second, '{Enter}'); // nothing typed: an omission
    await waitFor(() => expect(args.onFinish).toHaveBeenCalledTimes(1));
    const result = firstResult(args.onFinish);
    await expect(result).toMatchObject({
      kind: 'digitSpanForward',
      outcome: 'completed',
      accuracy: 0.5,
      omissions: 1,
      commissions: 0,
    });
    await expect(result.trials).toHaveLength(2);
    await expect(result.trials[0]!.rtMs).toBeGreaterThan(0);
    await expect(canvas.getByText('50%')).toBeVisible();
    await expect(canvas.getByRole('heading', { name: '本次结果' })).toBeVisible();
  },
};

/** Backward: the answer is the sequence reversed; every answer button is at least 44 px. */
export const Backward: Story = {
  render: (args) => (
    <DigitSpanBackwardScreen
      level={1}
      seed={SEED}
      params={backwardParams}
      onFinish={args.onFinish}
    />
  ),
  play: async ({ canvas, args }) => {
    const plan = planDigitSpan(backwardParams, seededRandom(SEED), 1);
    await userEvent.click(canvas.getByRole('button', { name: '先练习一下' }));
    const practice = await canvas.findByLabelText('你的答案', {}, answerTimeout);
    for (const button of canvas.getAllByRole('button')) {
      const box = button.getBoundingClientRect();
      await expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(44);
    }
    await userEvent.type(practice, [...plan.practice[0]!].reverse().join('') + '{Enter}');
    await userEvent.click(canvas.getByRole('button', { name: '开始正式训练' }));
    const answer = await canvas.findByLabelText('你的答案', {}, answerTimeout);
    await userEvent.type(answer, [...plan.scored[0]!].reverse().join('') + '{Enter}');
    await waitFor(() => expect(args.onFinish).toHaveBeenCalledTimes(1));
    await expect(firstResult(args.onFinish)).toMatchObject({
      accuracy: 1,
      extra: { longestSpan: 3 },
    });
  },
};

/** Pause drops the sequence on screen; quitting hands over what was done, marked abandoned. */
export const PauseAndAbandon: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '先练习一下' }));
    await userEvent.click(canvas.getByRole('button', { name: '暂停' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('已暂停');
    await expect(canvas.queryByTestId('digit-stimulus')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: '继续' }));
    await expect(canvas.getByText('练习 · 第 1 / 1 题')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect(canvas.getByRole('status')).toHaveTextContent('已暂停');
    await userEvent.click(canvas.getByRole('button', { name: '退出训练' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('已退出本次训练');
    await expect(args.onAbandon).toHaveBeenCalledTimes(1);
    await expect(firstResult(args.onAbandon)).toMatchObject({ outcome: 'abandoned', trials: [] });
    await expect(args.onFinish).not.toHaveBeenCalled();
  },
};

/** The result the first call of an `onFinish` / `onAbandon` mock received. */
function firstResult(mock: unknown): ExerciseResult {
  return (mock as { mock: { calls: ExerciseResult[][] } }).mock.calls[0]![0]!;
}
