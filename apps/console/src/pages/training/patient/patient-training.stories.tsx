import type { ExerciseList, PatientProgress, TrainingPlan } from '@cep/contract';
import { exerciseEntries } from '@cep/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { OutboxStatus } from './outbox-status';
import { TodayOverview } from './today-overview';
import { WeekStrip, weekOf } from './week-strip';

/*
 * The parts of 今日训练 with given data (no API, no IndexedDB): the page wires them to the server
 * and the outbox; e2e/patient-training.spec.ts plays whole sessions against the real server.
 */

const meta = {
  title: 'Console/Training/Patient',
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const today = '2026-11-25'; // a Wednesday
const days: PatientProgress['days'] = weekOf(today).map((date, index) => ({
  date,
  planned: index < 5,
  sessions: index === 0 || index === 1 ? 1 : 0,
  minutes: index < 2 ? 20 : 0,
}));
const state = (level: number) => ({
  level,
  correctStreak: 0,
  errorStreak: 0,
  blockCount: 0,
  blockErrors: 0,
});
const plan: TrainingPlan = {
  id: 1,
  revision: 0,
  scoresHidden: false,
  patientId: 1,
  patientName: '李患者',
  status: 'active',
  items: [
    {
      id: 11,
      kind: 'goNoGo',
      startLevel: 1,
      rule: { type: 'staircase', up: 3, down: 2 },
      settings: {},
      levelState: state(3),
    },
    {
      id: 12,
      kind: 'stroop',
      startLevel: 1,
      rule: { type: 'staircase', up: 3, down: 2 },
      settings: {},
      levelState: state(1),
    },
  ],
  minutesPerSession: 20,
  sessionsPerWeek: 5,
  trainingDays: [1, 2, 3, 4, 5],
  startDate: '2026-11-01',
  endDate: '2026-12-31',
  notes: '',
  createdAt: 0,
  createdById: null,
  createdByName: '张医生',
  updatedAt: 0,
  statusHistory: [],
};
const catalogue = Object.values(exerciseEntries) as ExerciseList;
const onStart = fn();
const onResume = fn();

/** The week in words: trained days say so (not colour alone), today is marked as the date. */
export const Week: Story = {
  render: () => <WeekStrip days={days} today={today} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('周一：已训练')).toBeVisible();
    await expect(canvas.getByLabelText('周三：计划训练')).toHaveAttribute('aria-current', 'date');
    await expect(canvas.getByLabelText('周六：没有训练')).toBeVisible();
  },
};

/** Today's exercises at their levels and one big button, reached with Tab and pressed with Enter. */
export const Today: Story = {
  render: () => (
    <TodayOverview
      plan={plan}
      catalogue={catalogue}
      days={days}
      today={today}
      saved={null}
      onStart={onStart}
      onResume={onResume}
    />
  ),
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByText(/停止信号/)).toBeVisible();
    await expect(canvas.getByText('第 3 级')).toBeVisible();
    const start = canvas.getByRole('button', { name: '开始训练' });
    await expect(start.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await userEvent.tab();
    await expect(start).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(onStart).toHaveBeenCalled();
  },
};

/** A session left unfinished: 继续 first, 重新开始 beside it. */
export const Resume: Story = {
  render: () => (
    <TodayOverview
      plan={plan}
      catalogue={catalogue}
      days={days}
      today={today}
      saved={{ sessionClientId: 'x', planId: 1, startedAt: 0, position: 1, levels: {} }}
      onStart={onStart}
      onResume={onResume}
    />
  ),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: '继续上次的训练' }));
    await expect(onResume).toHaveBeenCalled();
    await expect(canvas.getByRole('button', { name: '重新开始' })).toBeVisible();
  },
};

/** Offline with results waiting, and one refused: each said in words with an icon. */
export const WaitingOffline: Story = {
  render: () => <OutboxStatus counts={{ waiting: 2, refused: 1 }} online={false} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/现在没有网络/)).toBeVisible();
    await expect(canvas.getByText('2 项结果等待上传，联网后会自动上传')).toBeVisible();
    await expect(canvas.getByText('1 项结果没能保存，请告诉您的医生')).toBeVisible();
  },
};

/** Everything sent. */
export const AllSaved: Story = {
  render: () => <OutboxStatus counts={{ waiting: 0, refused: 0 }} online />,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('结果都已保存')).toBeVisible();
  },
};
