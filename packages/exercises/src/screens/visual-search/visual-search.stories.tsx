import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { seededRandom } from '../runner';
import { firstResult } from '../timed/story-helpers';
import { planVisualSearch } from './plan';
import { VisualSearchScreen } from './visual-search-screen';

const params = {
  kind: 'visualSearch',
  grids: 1,
  columns: 3,
  rows: 3,
  targets: 2,
  similarity: 2,
  timeLimitMs: 0,
} as const;
const SEED = 11;
const plan = planVisualSearch(params, seededRandom(SEED), 1);

const meta = {
  title: 'Exercises/Visual search',
  component: VisualSearchScreen,
  args: { level: 1, params, seed: SEED, onFinish: fn(), onAbandon: fn() },
} satisfies Meta<typeof VisualSearchScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

async function drawnGrid(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await waitFor(() => expect(canvas.getByTestId('search-grid')).toHaveAttribute('data-drawn'));
  return within(canvas.getByTestId('search-grid'));
}

/**
 * The practice grid by touch (tap the targets, 完成); then, by keyboard only, a pause (Esc) and
 * the grid again: arrow keys over the cells, Space on every target and on one look-alike, 完成.
 */
export const CancelByKeyboard: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await expect(canvas.getByText(/找出所有这个字/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '先练习一下' }));
    const practice = plan.practice[0]!;
    let grid = await drawnGrid(canvasElement);
    const practiceCells = grid.getAllByRole('button');
    for (const [index, character] of practice.cells.entries()) {
      if (character === practice.target) await userEvent.click(practiceCells[index]!);
    }
    await userEvent.click(canvas.getByRole('button', { name: '完成' }));
    await userEvent.click(await canvas.findByRole('button', { name: '开始正式训练' }));

    await drawnGrid(canvasElement);
    await userEvent.keyboard('{Escape}');
    await expect(await canvas.findByText(/已暂停/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '继续' }));

    const scored = plan.scored[0]!;
    grid = await drawnGrid(canvasElement);
    const cells = grid.getAllByRole('button');
    cells[0]!.focus();
    const wrong = scored.cells.findIndex((character) => character !== scored.target);
    for (const [index, character] of scored.cells.entries()) {
      await expect(cells[index]).toHaveFocus();
      if (character === scored.target || index === wrong) await userEvent.keyboard(' ');
      if (index + 1 < cells.length) await userEvent.keyboard('{ArrowRight}');
    }
    await expect(grid.getAllByRole('button', { pressed: true })).toHaveLength(3);
    // Down a row and back: roving focus moves by the grid's columns.
    await userEvent.keyboard('{Home}{ArrowDown}');
    await expect(cells[3]).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: '完成' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');

    await waitFor(() => expect(args.onFinish).toHaveBeenCalledTimes(1));
    const result = firstResult(args.onFinish);
    await expect(result).toMatchObject({
      kind: 'visualSearch',
      omissions: 0,
      commissions: 1,
      extra: { hits: 2, targets: 2, grids: 1, gridsCleared: 1 },
    });
    await expect(canvas.getByText('本次结果')).toBeVisible();
  },
};

/** Quitting midway hands over what was done as 'abandoned'. */
export const Abandon: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '先练习一下' }));
    await drawnGrid(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '退出训练' }));
    await waitFor(() => expect(args.onAbandon).toHaveBeenCalledTimes(1));
    await expect(firstResult(args.onAbandon)).toMatchObject({ outcome: 'abandoned', trials: [] });
    await expect(canvas.getByText(/已退出本次训练/)).toBeVisible();
  },
};
