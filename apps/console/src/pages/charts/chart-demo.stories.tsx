import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { ChartDemoView } from './chart-demo-view';
import { chartDemos } from './chart-demos';

/*
 * The 图表 demo pages with their data (no API). The kit's Chart stories cover theme, font scale
 * and resizing; e2e/charts.spec.ts opens the pages in the real console.
 */

const zh = chartDemos('zh-CN');

const meta = {
  title: 'Console/Charts demo',
  component: ChartDemoView,
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
  args: { demo: zh['charts/keyboard']! },
} satisfies Meta<typeof ChartDemoView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The keyboard chart draws, and its data table opens by keyboard with every domain's figures. */
export const Keyboard: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: '键盘图表' })).toBeVisible();
    const figure = canvas.getByRole('figure', { name: '各认知领域训练次数' });
    await waitFor(() => expect(figure).toHaveAttribute('data-state', 'ready'), { timeout: 20_000 });
    await waitFor(() =>
      expect(canvasElement.querySelectorAll('svg path').length).toBeGreaterThan(7),
    );

    const toggle = canvas.getByRole('button', { name: '以表格查看' });
    toggle.focus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('button', { name: '隐藏表格' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(canvas.getByRole('table', { name: '各认知领域训练次数' })).toBeVisible();
    await expect(canvas.getByRole('rowheader', { name: '执行功能' })).toBeVisible();
    await expect(canvas.getByRole('columnheader', { name: /上月/ })).toBeVisible();
  },
};

/** Two lines on two axes with their units. */
export const Line: Story = {
  args: { demo: zh['charts/line']! },
  play: async ({ canvas }) => {
    const figure = canvas.getByRole('figure', { name: '12 周平均正确率与反应时' });
    await waitFor(() => expect(figure).toHaveAttribute('data-kind', 'line'));
    await waitFor(() => expect(figure).toHaveAttribute('data-state', 'ready'), { timeout: 20_000 });
  },
};

/** Bars and a line in English. */
export const MixInEnglish: Story = {
  args: { demo: chartDemos('en-US')['charts/mix-chart']! },
  globals: { locale: 'en-US' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Mix Chart' })).toBeVisible();
    const figure = canvas.getByRole('figure', { name: 'Weekly training minutes and completion' });
    await waitFor(() => expect(figure).toHaveAttribute('data-state', 'ready'), { timeout: 20_000 });
    await expect(figure).toHaveAttribute('data-kind', 'mix');
  },
};
