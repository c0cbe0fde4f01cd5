import { exerciseEntries, type ExerciseList } from '@cep/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ExercisePicker } from './exercise-picker';
import { PlanFormDrawer } from './plan-form-drawer';
import { ScoresHiddenSwitch } from './scores-hidden-switch';

/*
 * Issue 33 §2's parts of the plan editor with given data (no API): the picker grouped by
 * cognitive domain, the therapist's settings with their safe ranges, the 隐藏成绩 switch.
 * e2e/therapist-settings.spec.ts drives them against the real server.
 */

const meta = {
  title: 'Console/Training/Plan settings',
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const catalogue = Object.values(exerciseEntries) as ExerciseList;

/** Exercises under their domain, each with what it trains; chosen by keyboard. */
export const Picker: Story = {
  render: function Render() {
    return (
      <ExercisePicker
        aria-label="训练项目"
        catalogue={catalogue}
        defaultValue="goNoGo"
        onValueChange={fn()}
      />
    );
  },
  play: async ({ canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    canvas.getByRole('combobox', { name: '训练项目' }).focus();
    await userEvent.keyboard('{Enter}');
    const list = await body.findByRole('listbox');
    await expect(within(list).getByText('注意力')).toBeVisible();
    await expect(within(list).getByText('信息处理速度')).toBeVisible();
    await expect(within(list).getByText('练抗干扰：看颜色不读字')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('listbox')).toBeNull());
  },
};

/** The settings the exercise takes, with their range; an out-of-range value named in Chinese. */
export const SettingsOutOfRange: Story = {
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
    const drawer = within(await body.findByRole('dialog', { name: '新建训练计划' }));
    const trials = drawer.getByLabelText(/^题数/);
    await expect(drawer.getByText('可设 10–100，不填则按级别')).toBeVisible();
    await userEvent.type(trials, '500');
    await userEvent.type(drawer.getByLabelText(/^限时（秒）/), '60');
    await userEvent.click(drawer.getByRole('button', { name: '保存' }));
    await expect(await drawer.findByText('题数须在10到100之间')).toBeVisible();
    await expect(drawer.getByLabelText(/^限时（秒）/)).toHaveValue('60');
  },
};

/** The switch applies at once; a failed save turns it back and says so. */
export const ScoresHidden: Story = {
  render: function Render() {
    return (
      <ScoresHiddenSwitch hidden={false} onChange={() => Promise.reject(new Error('offline'))} />
    );
  },
  play: async ({ canvas }) => {
    const toggle = canvas.getByRole('switch', { name: '对患者隐藏成绩' });
    toggle.focus();
    await userEvent.keyboard(' ');
    await expect(await canvas.findByRole('alert')).toHaveTextContent('保存失败，请稍后再试');
    await expect(toggle).toHaveAttribute('aria-checked', 'false');
  },
};
