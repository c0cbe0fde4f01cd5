import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, waitFor } from 'storybook/test';
import { Progress } from './progress';

/** The Docs page's design notes: anatomy, variants, do and don't, accessibility. */
const designNotes = `
## Anatomy

A label, a bar and the percentage in text.

## Variants

Tones primary, success, warning, danger; indeterminate.

## Do

- Show how far a task or a week's training is.

## Don't

- Use the bar's colour as the only status.

## Accessibility

- \`role="progressbar"\` with its value; the indeterminate bar pulses only when motion is welcome.
`;

const meta = {
  title: 'UI/Progress',
  parameters: { docs: { description: { component: designNotes } } },
  component: Progress,
  tags: ['autodocs'],
  args: { label: '上传病历', value: 45 },
  decorators: [
    (Story) => (
      <div className="w-80">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Progress>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: '上传病历' });
    await expect(bar).toHaveAttribute('aria-valuenow', '45');
    await expect(bar).toHaveAttribute('aria-valuemax', '100');
    await expect(bar).toHaveAttribute('aria-valuetext', '45%');
    await expect(bar).toHaveAttribute('data-state', 'loading');
    await expect(canvas.getByText('45%')).toBeVisible();
  },
};

/** A custom `max`: the percentage is computed from it. */
export const CustomMax: Story = {
  args: { label: '今日训练', value: 3, max: 8 },
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: '今日训练' });
    await expect(bar).toHaveAttribute('aria-valuenow', '3');
    await expect(bar).toHaveAttribute('aria-valuemax', '8');
    await expect(canvas.getByText('38%')).toBeVisible();
  },
};

/** Success says so in a word and an icon, not only in green. */
export const Success: Story = {
  args: { variant: 'success', value: 100, label: '评估报告' },
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: '评估报告' });
    await expect(bar).toHaveAttribute('data-state', 'complete');
    const value = canvas.getByText('100%');
    await expect(value).toHaveTextContent('100%已完成');
    await expect(value.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  },
};

export const Danger: Story = {
  args: { variant: 'danger', value: 60, label: '同步数据' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: '同步数据' })).toHaveAttribute(
      'aria-valuenow',
      '60',
    );
    await expect(canvas.getByText('60%')).toHaveTextContent('60%出错');
  },
};

/** Unknown amount: no aria-valuenow, a word instead of a number, stripes instead of a fill. */
export const Indeterminate: Story = {
  args: { value: null, label: '正在分析' },
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: '正在分析' });
    await expect(bar).not.toHaveAttribute('aria-valuenow');
    await expect(bar).toHaveAttribute('data-state', 'indeterminate');
    await expect(bar).toHaveAttribute('aria-valuetext', '处理中');
    await expect(canvas.getByText('处理中')).toBeVisible();
    const indicator = bar.querySelector('[data-slot="progress-indicator"]')!;
    await expect(getComputedStyle(indicator).backgroundImage).toContain(
      'repeating-linear-gradient',
    );
  },
};

/** Without a visible label the caller names it with aria-label, and may hide the number. */
export const NoVisibleLabel: Story = {
  args: { label: undefined, showValue: false, 'aria-label': '视频缓冲', value: 20 },
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: '视频缓冲' });
    await expect(bar).toHaveAttribute('aria-valuetext', '20%');
    await expect(canvas.queryByText('20%')).toBeNull();
  },
};

function Stepper() {
  const [value, setValue] = useState(0);
  return (
    <div className="space-y-3">
      <Progress label="训练进度" value={value} variant={value === 100 ? 'success' : 'primary'} />
      <button
        type="button"
        className="min-h-10 rounded-md border border-border px-4 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus"
        onClick={() => setValue((current) => Math.min(100, current + 50))}
      >
        完成一组
      </button>
    </div>
  );
}

/** Progress moves as the person works through the session, by mouse and by keyboard. */
export const Advancing: Story = {
  render: () => <Stepper />,
  play: async ({ canvas, userEvent }) => {
    const bar = canvas.getByRole('progressbar', { name: '训练进度' });
    await expect(bar).toHaveAttribute('aria-valuenow', '0');

    await userEvent.click(canvas.getByRole('button', { name: '完成一组' }));
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '50'));

    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(bar).toHaveAttribute('data-state', 'complete'));
    await expect(canvas.getByText('100%')).toHaveTextContent('已完成');
  },
};
