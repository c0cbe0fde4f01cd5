import { exerciseEntries, type ExerciseList, type TrainingPlan } from '@cep/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { PlanFormDrawer } from './plan-form-drawer';
import { PlanCard } from './plan-tab';

/*
 * The plan's card and form with given data (no API): e2e/training-plan.spec.ts saves plans on the
 * real server.
 */

const meta = {
  title: 'Console/Training/Plan',
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const catalogue = Object.values(exerciseEntries) as ExerciseList;
const state = (level: number) => ({
  level,
  correctStreak: 0,
  errorStreak: 0,
  blockCount: 0,
  blockErrors: 0,
});
const plan: TrainingPlan = {
  id: 7,
  revision: 0,
  scoresHidden: false,
  patientId: 1,
  patientName: '李患者',
  status: 'active',
  items: [
    {
      id: 1,
      kind: 'goNoGo',
      startLevel: 2,
      rule: { type: 'staircase', up: 3, down: 2 },
      settings: {},
      levelState: state(4),
    },
    {
      id: 2,
      kind: 'digitSpanForward',
      startLevel: 1,
      rule: { type: 'block', blockSize: 40, upBelow: 6, downAbove: 8 },
      settings: {},
      levelState: state(1),
    },
  ],
  minutesPerSession: 20,
  sessionsPerWeek: 5,
  trainingDays: [1, 2, 3, 4, 5],
  startDate: '2026-11-01',
  endDate: '2026-12-31',
  notes: '上午训练',
  createdAt: Date.UTC(2026, 10, 1),
  createdById: 2,
  createdByName: '张医生',
  updatedAt: Date.UTC(2026, 10, 1),
  statusHistory: [
    { from: null, to: 'draft', at: Date.UTC(2026, 10, 1, 1), byId: 2, byName: '张医生' },
    { from: 'draft', to: 'active', at: Date.UTC(2026, 10, 1, 2), byId: 2, byName: '张医生' },
  ],
};

/** The plan: exercises with start level, level now and rule in words; the history on request. */
export const Card: Story = {
  render: () => <PlanCard plan={plan} catalogue={catalogue} />,
  play: async ({ canvas }) => {
    const card = canvas.getByRole('article', { name: '训练计划 进行中' });
    await expect(
      within(card).getByRole('rowheader', { name: '停止信号（Go/No-Go）' }),
    ).toBeVisible();
    await expect(within(card).getByText(/连续答对 3 次升级/)).toBeVisible();
    await userEvent.click(within(card).getByText('状态记录'));
    await expect(within(card).getByText(/张医生 将计划设为「进行中」/)).toBeVisible();
  },
};

/** The form refuses a start level above the exercise's top with the contract's message. */
export const FormRules: Story = {
  render: () => (
    <PlanFormDrawer
      open
      onOpenChange={() => {}}
      patientId={1}
      catalogue={catalogue}
      onSaved={() => {}}
    />
  ),
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const drawer = await body.findByRole('dialog', { name: '新建训练计划' });
    const level = within(drawer).getByLabelText(/^起始级别/);
    await userEvent.clear(level);
    await userEvent.type(level, '99');
    await userEvent.click(within(drawer).getByRole('button', { name: '保存' }));
    await expect(
      await within(drawer).findByText('起始级别不能高于该训练的最高级别10'),
    ).toBeVisible();
    await userEvent.clear(level);
    await userEvent.type(level, '2');
    const minutes = within(drawer).getByLabelText(/^每次训练时长/);
    await userEvent.clear(minutes);
    await userEvent.click(within(drawer).getByRole('button', { name: '保存' }));
    await expect(await within(drawer).findByText('每次训练时长必须是数字')).toBeVisible();
    await userEvent.click(within(drawer).getByRole('button', { name: '添加训练项目' }));
    await expect(within(drawer).getByRole('group', { name: '项目 2' })).toBeVisible();
  },
};
