import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { seededRandom } from '../runner';
import { firstResult, playTimedTrials } from '../timed/story-helpers';
import { GoNoGoScreen } from './go-no-go-screen';
import { planGoNoGo } from './plan';

// Few trials so the story runs in seconds; a wide window so a busy test machine still answers in it.
const params = {
  kind: 'goNoGo',
  trials: 4,
  stimulusMs: 300,
  responseWindowMs: 1200,
  noGoRatio: 0.5,
} as const;
const SEED = 11;
const plan = planGoNoGo(params, seededRandom(SEED), 4);

const meta = {
  title: 'Exercises/Go-No-Go',
  component: GoNoGoScreen,
  args: { level: 1, params, seed: SEED, onFinish: fn(), onAbandon: fn() },
} satisfies Meta<typeof GoNoGoScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Practice with feedback; then every go pressed (button and Space), one no-go pressed too. */
export const PressOnGo: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '先练习一下' }));
    await playTimedTrials(canvasElement, { practice: true, total: 4, responseLabel: '按' }, [
      'button',
      'none',
      'space',
      'none',
    ]);
    await userEvent.click(await canvas.findByRole('button', { name: '开始正式训练' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('');
    const firstNoGo = plan.scored.indexOf('nogo');
    const actions = plan.scored.map((s, i) =>
      s === 'go' ? (i % 2 === 0 ? 'button' : 'space') : i === firstNoGo ? 'button' : 'none',
    );
    await playTimedTrials(
      canvasElement,
      { practice: false, total: params.trials, responseLabel: '按' },
      actions,
    );
    await waitFor(() => expect(args.onFinish).toHaveBeenCalledTimes(1));
    const result = firstResult(args.onFinish);
    await expect(result).toMatchObject({
      kind: 'goNoGo',
      omissions: 0,
      commissions: 1,
      extra: { hits: 2, correctRejections: 1 },
    });
    await expect(result.meanRtMs).toBeGreaterThan(0);
    await expect(canvas.getByRole('heading', { name: '本次结果' })).toBeVisible();
  },
};

/** A go shows a circle and a no-go a cross, each named: shape, not colour alone, tells them apart. */
export const Shapes: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '先练习一下' }));
    await expect(await canvas.findByRole('img', { name: '绿色圆圈：按' })).toBeVisible();
    await expect(await canvas.findByRole('img', { name: '红色叉号：不要按' })).toHaveTextContent(
      '✕',
    );
    await userEvent.click(canvas.getByRole('button', { name: '退出训练' }));
  },
};
