import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { PatientPage } from './patient-page';
import { desktop, exampleViewports, mobile, playAt } from './viewports';

const meta = {
  title: "Page examples/Patient's page",
  tags: ['autodocs'],
  component: PatientPage,
  parameters: {
    layout: 'fullscreen',
    viewport: { options: exampleViewports },
    docs: {
      description: {
        component:
          'A patient\'s home page: a greeting, today\'s training with its progress in words, one primary action and two secondary ones. Every target is a `size="lg"` button (52 px at 大号, at least 44 px at 小号), the words are plain, and the status of each exercise is a word, not a colour.',
      },
    },
  },
} satisfies Meta<typeof PatientPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every button is at least 44 × 44 px, then the patient starts with the keyboard alone. */
async function startTraining(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  for (const button of canvas.getAllByRole('button')) {
    const box = button.getBoundingClientRect();
    await expect(box.height).toBeGreaterThanOrEqual(44);
    await expect(box.width).toBeGreaterThanOrEqual(44);
  }
  await expect(canvas.getByRole('progressbar', { name: /已完成 1 项，共 3 项/ })).toBeVisible();
  await expect(canvas.getByText('已完成')).toBeVisible();

  // The first Tab stop is the one main action; Enter starts.
  await userEvent.tab();
  const start = canvas.getByRole('button', { name: '开始今天的训练' });
  await expect(start).toHaveFocus();
  await userEvent.keyboard('{Enter}');
  await expect(canvas.getByRole('status')).toHaveTextContent('先做数字广度');
  await userEvent.tab();
  await expect(canvas.getByRole('button', { name: '查看我的训练记录' })).toHaveFocus();
}

export const Desktop: Story = {
  globals: desktop,
  play: playAt(1366, ({ canvasElement }) => startTraining(canvasElement)),
};

/** At 375 px the main action fills the width; nothing scrolls sideways. */
export const Phone375: Story = {
  name: 'Phone (375 px)',
  globals: mobile,
  play: playAt(375, ({ canvasElement }) => startTraining(canvasElement)),
};
