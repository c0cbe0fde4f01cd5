import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { seededRandom } from '../runner';
import { firstResult } from '../timed/story-helpers';
import { planSymbolDigit, type SymbolDigitItem } from './plan';
import { SymbolDigitScreen } from './symbol-digit-screen';

const params = { kind: 'symbolDigit', pairs: 4, trials: 4, responseWindowMs: 5000 } as const;
const SEED = 5;
const plan = planSymbolDigit(params, seededRandom(SEED), 3);

const meta = {
  title: 'Exercises/Symbol–digit',
  component: SymbolDigitScreen,
  args: { level: 1, params, seed: SEED, onFinish: fn(), onAbandon: fn() },
} satisfies Meta<typeof SymbolDigitScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

async function pressButton(canvasElement: HTMLElement, name: string) {
  const button = await within(canvasElement).findByRole('button', { name });
  button.focus();
  await userEvent.keyboard('{Enter}');
}

/** Answers each item once its symbol is drawn: `answer` gives the digit to press. */
async function answerAll(
  canvasElement: HTMLElement,
  items: readonly SymbolDigitItem[],
  practice: boolean,
  answer: (item: SymbolDigitItem, index: number) => number,
) {
  const canvas = within(canvasElement);
  for (const [index, item] of items.entries()) {
    await canvas.findByText(`${practice ? '练习 · ' : ''}第 ${index + 1} / ${items.length} 题`);
    await waitFor(
      () => expect(canvas.getByTestId('symbol-digit-symbol')).toHaveAttribute('data-drawn'),
      { timeout: 3000 },
    );
    await userEvent.keyboard(String(answer(item, index)));
  }
}

/** Played by keyboard: the key on top, digits pressed; one wrong digit is a commission. */
export const ByKeyboard: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await expect(canvas.getByText(/每个符号对应一个数字/)).toBeVisible();
    await pressButton(canvasElement, '先练习一下');
    const key = await canvas.findByRole('list', { name: '对照表' });
    await expect(within(key).getAllByRole('listitem')).toHaveLength(4);
    await expect(
      within(canvas.getByRole('group', { name: '数字键盘' })).getAllByRole('button'),
    ).toHaveLength(4);
    await answerAll(canvasElement, plan.practice, true, (item) => item.digit);
    await pressButton(canvasElement, '开始正式训练');
    await answerAll(canvasElement, plan.scored, false, (item, index) =>
      index === 1 ? (item.digit % 4) + 1 : item.digit,
    );
    await waitFor(() => expect(args.onFinish).toHaveBeenCalledTimes(1));
    const result = firstResult(args.onFinish);
    await expect(result).toMatchObject({
      kind: 'symbolDigit',
      commissions: 1,
      omissions: 0,
      accuracy: 0.75,
    });
    await expect(result.extra?.['correctPerMinute']).toBeGreaterThan(0);
    await expect(canvas.getByText('75%')).toBeVisible();
  },
};

/** The on-screen keypad answers too (touch, mouse); Esc pauses, 退出训练 abandons cleanly. */
export const KeypadPauseAbandon: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await pressButton(canvasElement, '先练习一下');
    await waitFor(
      () => expect(canvas.getByTestId('symbol-digit-symbol')).toHaveAttribute('data-drawn'),
      { timeout: 3000 },
    );
    const keypad = within(canvas.getByRole('group', { name: '数字键盘' }));
    await userEvent.click(keypad.getByRole('button', { name: String(plan.practice[0]!.digit) }));
    await canvas.findByText('练习 · 第 2 / 3 题');
    await userEvent.keyboard('{Escape}');
    await expect(await canvas.findByText(/已暂停/)).toBeVisible();
    await pressButton(canvasElement, '继续');
    await canvas.findByText('练习 · 第 2 / 3 题');
    await userEvent.click(canvas.getByRole('button', { name: '退出训练' }));
    await waitFor(() => expect(args.onAbandon).toHaveBeenCalledTimes(1));
    await expect(firstResult(args.onAbandon)).toMatchObject({ outcome: 'abandoned' });
    await expect(args.onFinish).not.toHaveBeenCalled();
  },
};

/** A symbol on screen with the key and keypad (what axe checks in every theme and font scale). */
export const OnScreen: Story = {
  args: { params: { ...params, responseWindowMs: 60_000 } },
  play: async ({ canvas, canvasElement }) => {
    await pressButton(canvasElement, '先练习一下');
    await waitFor(
      () => expect(canvas.getByTestId('symbol-digit-symbol')).toHaveAttribute('data-drawn'),
      { timeout: 3000 },
    );
    await expect(canvas.getByRole('img', { name: /^要转换的符号：/ })).toBeVisible();
  },
};
