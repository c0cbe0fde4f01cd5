import type { ExerciseResult } from '@cep/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { SchulteGridScreen } from './schulte-screen';

const meta = {
  title: 'Exercises/Schulte grid',
  component: SchulteGridScreen,
  args: {
    level: 1,
    params: { kind: 'schulteGrid', gridSize: 3, timeLimitMs: 0 },
    seed: 3,
    onFinish: fn(),
    onAbandon: fn(),
  },
} satisfies Meta<typeof SchulteGridScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

async function tapNumbers(canvasElement: HTMLElement, numbers: number[]) {
  const group = await within(canvasElement).findByRole('group', { name: '数字方格' });
  // Taps count from the grid's drawn frame on.
  await waitFor(() => expect(group).toHaveAttribute('data-drawn'));
  const grid = within(group);
  for (const number of numbers) {
    await userEvent.click(grid.getByRole('button', { name: String(number) }));
  }
}

const oneToNine = [1, 2, 3, 4, 5, 6, 7, 8, 9];

function firstResult(mock: unknown): ExerciseResult {
  return (mock as { mock: { calls: ExerciseResult[][] } }).mock.calls[0]![0]!;
}

/** Practice grid, then the level's grid with one wrong tap: a commission, every number found. */
export const FindInOrder: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await expect(canvas.getByText(/从 1 开始，按顺序依次点出每个数字/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '先练习一下' }));
    await tapNumbers(canvasElement, oneToNine);
    await expect(canvas.getByRole('status')).toHaveTextContent('正确');
    await userEvent.click(canvas.getByRole('button', { name: '开始正式训练' }));

    await tapNumbers(canvasElement, [1]);
    await expect(canvas.getByText('请找 2')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '1 已找到' })).toHaveAttribute('data-found');
    await tapNumbers(canvasElement, [5, ...oneToNine.slice(1)]);

    await waitFor(() => expect(args.onFinish).toHaveBeenCalledTimes(1));
    const result = firstResult(args.onFinish);
    await expect(result).toMatchObject({
      kind: 'schulteGrid',
      commissions: 1,
      omissions: 0,
      accuracy: 0.9,
      extra: { found: 9, completed: 1 },
    });
    await expect(result.trials[1]).toMatchObject({ stimulus: '2', response: '5', correct: false });
    await expect(canvas.getByText('90%')).toBeVisible();
  },
};

/** The time limit ends the grid: the numbers not found are omissions. */
export const TimeLimit: Story = {
  args: { params: { kind: 'schulteGrid', gridSize: 3, timeLimitMs: 1500 } },
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '先练习一下' }));
    await tapNumbers(canvasElement, oneToNine);
    await userEvent.click(canvas.getByRole('button', { name: '开始正式训练' }));
    await expect(canvas.getByText('限时 2 秒')).toBeVisible();
    await tapNumbers(canvasElement, [1, 2]);
    await waitFor(() => expect(args.onFinish).toHaveBeenCalledTimes(1));
    await expect(firstResult(args.onFinish)).toMatchObject({
      omissions: 7,
      extra: { found: 2, completed: 0 },
    });
  },
};
