import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { seededRandom } from '../runner';
import { firstResult, playTimedTrials } from '../timed/story-helpers';
import { NBackScreen } from './n-back-screen';
import { planNBack } from './plan';

// Few trials so the story runs in seconds; a window wide enough for a busy test machine.
const params = {
  kind: 'nBack',
  n: 2,
  trials: 5,
  stimulusMs: 300,
  responseWindowMs: 1000,
  targetRatio: 0.34,
} as const;
const SEED = 21;
const plan = planNBack(params, seededRandom(SEED), 5);

const meta = {
  title: 'Exercises/N-back',
  component: NBackScreen,
  args: { level: 4, params, seed: SEED, onFinish: fn(), onAbandon: fn() },
} satisfies Meta<typeof NBackScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 2-back: every target answered (button or Space) and one false alarm on a non-target. */
export const TwoBack: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await expect(canvas.getByText('第 4 级')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '先练习一下' }));
    await expect(await canvas.findByText('和往前第 2 个字母相同就按')).toBeVisible();
    // Practice: a press on every letter (Space on targets), so it ends without waiting.
    await playTimedTrials(
      canvasElement,
      { practice: true, total: plan.practice.length, responseLabel: '相同' },
      plan.practice.map((s) => (s.target ? 'space' : 'button')),
    );
    await userEvent.click(await canvas.findByRole('button', { name: '开始正式训练' }));
    const falseAlarm = plan.scored.findIndex((s) => !s.target);
    await playTimedTrials(
      canvasElement,
      { practice: false, total: params.trials, responseLabel: '相同' },
      plan.scored.map((s, i) => (s.target ? 'space' : i === falseAlarm ? 'button' : 'none')),
    );
    await waitFor(() => expect(args.onFinish).toHaveBeenCalledTimes(1));
    const targets = plan.scored.filter((s) => s.target).length;
    await expect(firstResult(args.onFinish)).toMatchObject({
      kind: 'nBack',
      omissions: 0,
      commissions: 1,
      extra: { hits: targets, falseAlarms: 1 },
    });
  },
};
