import type { ExerciseResult } from '@cep/contract';
import { expect, userEvent, waitFor, within } from 'storybook/test';

/** For stories only: the result the first call of an `onFinish` / `onAbandon` mock received. */
export function firstResult(mock: unknown): ExerciseResult {
  return (mock as { mock: { calls: ExerciseResult[][] } }).mock.calls[0]![0]!;
}

/**
 * Plays timed trials: for each, waits until trial `index + 1` is on screen and its stimulus drawn (its onset frame passed),
 * then presses the response button (or Space) or lets the window run out.
 */
export async function playTimedTrials(
  canvasElement: HTMLElement,
  options: { practice: boolean; total: number; responseLabel: string },
  respond: ReadonlyArray<'button' | 'space' | 'none'>,
) {
  const canvas = within(canvasElement);
  for (const [index, action] of respond.entries()) {
    const progress = `${options.practice ? '练习 · ' : ''}第 ${index + 1} / ${options.total} 题`;
    await canvas.findByText(progress, {}, { timeout: 3000 });
    await waitFor(
      () => expect(canvas.getByTestId('timed-stimulus')).toHaveAttribute('data-drawn'),
      { timeout: 3000 },
    );
    if (action === 'button') {
      await userEvent.click(canvas.getByRole('button', { name: options.responseLabel }));
    } else if (action === 'space') {
      await userEvent.keyboard(' ');
    }
    if (index + 1 < respond.length) {
      const next = `${options.practice ? '练习 · ' : ''}第 ${index + 2} / ${options.total} 题`;
      await canvas.findByText(next, {}, { timeout: 3000 });
    }
  }
}
