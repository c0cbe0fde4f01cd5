import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { seededRandom } from '../runner';
import { firstResult } from '../timed/story-helpers';
import { planWordList, type WordListStep } from './plan';
import { WordListRecallScreen } from './word-list-screen';

// Short study times so the story runs in seconds; the real pace is 2–2.5 s a word.
const params = {
  kind: 'wordListRecall',
  listLength: 3,
  stimulusMs: 150,
  fillerItems: 1,
  foilSimilarity: 0,
  responseWindowMs: 0,
} as const;
const SEED = 3;
const plan = planWordList(params, seededRandom(SEED), 2);
const studiedIn = (steps: WordListStep[]) =>
  steps.flatMap((step) => (step.step === 'study' ? [step.word] : []));

const meta = {
  title: 'Exercises/Word list recall',
  component: WordListRecallScreen,
  args: { level: 1, params, seed: SEED, onFinish: fn(), onAbandon: fn() },
} satisfies Meta<typeof WordListRecallScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Marks `words` in the drawn recognition list by keyboard (arrows + Space), then 完成 (Enter). */
async function pickByKeyboard(canvasElement: HTMLElement, words: readonly string[]) {
  const canvas = within(canvasElement);
  await waitFor(
    () => expect(canvas.getByTestId('recognition-grid')).toHaveAttribute('data-drawn'),
    { timeout: 5000 },
  );
  const cells = within(canvas.getByTestId('recognition-grid')).getAllByRole('button');
  cells[0]!.focus();
  for (const [index, cell] of cells.entries()) {
    if (words.includes(cell.getAttribute('aria-label')!)) await userEvent.keyboard(' ');
    if (index + 1 < cells.length) await userEvent.keyboard('{ArrowRight}');
  }
  await userEvent.tab();
  await userEvent.keyboard('{Enter}');
}

/**
 * The practice (two words, picked out by keyboard), then three words: all picked out at once, a
 * counting question (digit key), and in the delayed list one word forgotten and one foil picked.
 */
export const StudyAndRecognise: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await expect(canvas.getByText(/请用心记住/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '先练习一下' }));
    await pickByKeyboard(canvasElement, studiedIn(plan.practice));
    await expect(await canvas.findByText(/练习结束/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '开始正式训练' }));

    const studied = studiedIn(plan.scored);
    await expect(await canvas.findByText(studied[0]!)).toBeVisible();
    await pickByKeyboard(canvasElement, studied);
    await waitFor(() =>
      expect(canvas.getByTestId('choice-stimulus')).toHaveAttribute('data-drawn'),
    );
    await expect(canvas.getByText('数一数，有几个圆点？', { selector: 'p' })).toBeVisible();
    await userEvent.keyboard('1');
    const delayed = plan.scored.at(-1)!;
    if (delayed.step !== 'recognise') throw new Error('the run ends with the delayed list');
    const foil = delayed.words.find((w) => !w.studied)!.word;
    await pickByKeyboard(canvasElement, [...studied.slice(1), foil]);

    await waitFor(() => expect(args.onFinish).toHaveBeenCalledTimes(1));
    const result = firstResult(args.onFinish);
    await expect(result).toMatchObject({
      kind: 'wordListRecall',
      omissions: 1,
      commissions: 1,
      extra: { immediateHits: 3, delayedHits: 2, listLength: 3, falseAlarms: 1 },
    });
    await expect(result.trials).toHaveLength(12);
  },
};
