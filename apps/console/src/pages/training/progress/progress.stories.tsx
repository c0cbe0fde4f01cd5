import { exerciseEntries, type ExerciseList, type StoredExerciseResult } from '@cep/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { AdherenceCalendar } from './adherence-calendar';
import { SessionList } from './session-list';

/* 训练进度's parts with given data: e2e/training-plan.spec.ts checks them against the server. */

const meta = {
  title: 'Console/Training/Progress',
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const days = [
  { date: '2026-11-02', planned: true, sessions: 1, minutes: 20 },
  { date: '2026-11-03', planned: true, sessions: 0, minutes: 0 },
  { date: '2026-11-04', planned: false, sessions: 0, minutes: 0 },
  { date: '2026-11-26', planned: true, sessions: 0, minutes: 0 },
];

/** Each day says what happened in words (and a mark), not by colour; months by the buttons. */
export const Calendar: Story = {
  render: () => <AdherenceCalendar days={days} today="2026-11-25" />,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('2026-11-02：已训练 1 次，20 分钟')).toBeInTheDocument();
    await expect(canvas.getByText('2026-11-03：计划训练，未完成')).toBeInTheDocument();
    await expect(canvas.getByText('2026-11-26：计划训练')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: '下个月' }));
    await expect(canvas.getByText('2026年12月')).toBeVisible();
    await userEvent.keyboard('{Shift>}{Tab}{/Shift}{Enter}');
    await expect(canvas.getByText('2026年11月')).toBeVisible();
  },
};

const catalogue = Object.values(exerciseEntries) as ExerciseList;
const result: StoredExerciseResult = {
  id: 1,
  clientId: 'a',
  sessionId: 5,
  sessionClientId: 'b',
  planId: 1,
  planItemId: 1,
  patientId: 1,
  kind: 'goNoGo',
  level: 2,
  outcome: 'completed',
  trials: [
    { index: 0, practice: false, stimulus: 'go', response: 'press', correct: true, rtMs: 412.4 },
    { index: 1, practice: false, stimulus: 'nogo', response: 'press', correct: false, rtMs: 380 },
  ],
  accuracy: 0.5,
  meanRtMs: 412.4,
  medianRtMs: 412.4,
  omissions: 0,
  commissions: 1,
  extra: null,
  startedAt: Date.UTC(2026, 10, 2, 1),
  finishedAt: Date.UTC(2026, 10, 2, 1, 5),
  recordedAt: Date.UTC(2026, 10, 2, 1, 5),
};

/** A session down to its trials, read when asked for. */
export const Sessions: Story = {
  render: () => (
    <SessionList
      catalogue={catalogue}
      loadTrials={async () => [result]}
      sessions={[
        {
          id: 5,
          status: 'completed',
          startedAt: Date.UTC(2026, 10, 2, 1),
          finishedAt: Date.UTC(2026, 10, 2, 1, 6),
          runs: [
            {
              resultId: 1,
              planItemId: 1,
              kind: 'goNoGo',
              level: 2,
              outcome: 'completed',
              accuracy: 0.5,
              meanRtMs: 412.4,
              medianRtMs: 412.4,
              omissions: 0,
              commissions: 1,
              trialCount: 2,
              finishedAt: Date.UTC(2026, 10, 2, 1, 5),
            },
          ],
        },
      ]}
    />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/停止信号（Go\/No-Go）（第 2 级，正确率 50%）/)).toBeVisible();
    const show = canvas.getByRole('button', { name: '查看试次' });
    await userEvent.tab();
    await expect(show).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const table = await canvas.findByRole('table', { name: '停止信号（Go/No-Go） 的试次' });
    await expect(within(table).getAllByRole('row')).toHaveLength(3);
    await expect(within(table).getByText('412')).toBeVisible();
  },
};
