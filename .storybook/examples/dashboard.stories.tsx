import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Dashboard } from './dashboard';
import { desktop, exampleViewports, mobile, playAt } from './viewports';

const meta = {
  title: 'Page examples/Dashboard',
  tags: ['autodocs'],
  component: Dashboard,
  parameters: {
    layout: 'fullscreen',
    viewport: { options: exampleViewports },
    docs: {
      description: {
        component:
          "A clinician's dashboard: four `StatCard`s (a trend says up or down in words, not only by colour), the week in a `Chart` (from `@cep/ui/chart`, with its data as a table) and the to-do list. Four figures in a row on a laptop, two at tablet width, one at 375 px.",
      },
    },
  },
} satisfies Meta<typeof Dashboard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Reads the figures, then opens the chart's table with the keyboard and reads a day. */
async function readTheDashboard(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await expect(canvas.getByRole('region', { name: '我的患者' })).toHaveTextContent('48');
  await expect(canvas.getByRole('region', { name: '今日训练人次' })).toHaveTextContent('较上周');

  const chart = canvasElement.querySelector<HTMLElement>('[data-slot="chart"]')!;
  await waitFor(() => expect(chart).toHaveAttribute('data-state', 'ready'), {
    timeout: 20_000,
  });
  const toggle = canvas.getByRole('button', { name: '以表格查看' });
  toggle.focus();
  await userEvent.keyboard('{Enter}');
  const table = await canvas.findByRole('table', { name: /本周每日训练人次与平均得分/ });
  await expect(table).toBeVisible();
  const thursday = within(table).getByRole('row', { name: /周四/ });
  await expect(thursday).toHaveTextContent('40');
  await expect(thursday).toHaveTextContent('80');
  await expect(canvas.getByRole('button', { name: '隐藏表格' })).toHaveFocus();
}

export const Desktop: Story = {
  globals: desktop,
  play: playAt(1366, ({ canvasElement }) => readTheDashboard(canvasElement)),
};

/** At 375 px the figures stack, the chart narrows to the page. */
export const Phone375: Story = {
  name: 'Phone (375 px)',
  globals: mobile,
  play: playAt(375, ({ canvasElement }) => readTheDashboard(canvasElement)),
};
