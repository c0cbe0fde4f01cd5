import type { Meta, StoryObj } from '@storybook/react-vite';
import { Activity, Users } from 'lucide-react';
import { useState } from 'react';
import { expect, waitFor, within } from 'storybook/test';
import { Button } from '../button';
import { StatCard } from './stat-card';
import { prefersReducedMotion } from '../../testing/reduced-motion';

/** The Docs page's design notes: anatomy, variants, do and don't, accessibility. */
const designNotes = `
## Anatomy

A label, a figure that counts up, a unit, an optional icon and a trend (up or down with its period).

## Variants

With or without icon and trend.

## Do

- Use for the headline figures of a dashboard, four or fewer in a row.

## Don't

- Colour the trend as its only meaning: the arrow and the word say up or down.

## Accessibility

- A section named by its label; screen readers get the final value only; no count-up under reduced motion.
`;

const meta = {
  title: 'UI/StatCard',
  tags: ['autodocs'],
  parameters: { docs: { description: { component: designNotes } } },
  component: StatCard,
  args: {
    label: '患者总数',
    value: 12680,
    unit: '人',
    icon: Users,
    trend: { value: 12, unit: '%', period: '较上周' },
  },
} satisfies Meta<typeof StatCard>;

export default meta;
type Story = StoryObj<typeof meta>;

const visibleNumber = (card: HTMLElement) =>
  card.querySelector('[data-slot="stat-card-value"] > [aria-hidden="true"]')!.textContent;

/** Counts up to the value; screen readers get the final value from the first frame. */
export const CountUp: Story = {
  play: async ({ canvas }) => {
    const card = canvas.getByRole('region', { name: '患者总数' });
    await expect(within(card).getByText('12,680')).toHaveClass('sr-only');
    await waitFor(() => expect(visibleNumber(card)).toBe('12,680'));
    await expect(within(card).getByText('上升 12%')).toBeVisible();
    await expect(within(card).getByText('较上周')).toBeVisible();
  },
};

/** `compact`: from 1000 on, the spec's units (`12.7k`); screen readers hear the whole number. */
export const Compact: Story = {
  args: { compact: true, duration: 0 },
  play: async ({ canvas }) => {
    const card = canvas.getByRole('region', { name: '患者总数' });
    await expect(visibleNumber(card)).toBe('12.7k');
    await expect(within(card).getByText('12,680')).toHaveClass('sr-only');
  },
};

/** Under `prefers-reduced-motion: reduce` the value is there at once, without counting. */
export const ReducedMotion: Story = {
  beforeEach: prefersReducedMotion,
  play: async ({ canvas }) => {
    const card = canvas.getByRole('region', { name: '患者总数' });
    await expect(visibleNumber(card)).toBe('12,680');
  },
};

function Refreshing() {
  const [value, setValue] = useState(40);
  return (
    <div className="flex flex-col items-start gap-3">
      <StatCard
        label="今日训练次数"
        value={value}
        unit="次"
        icon={Activity}
        trend={{ value: -3, unit: '次', period: '较昨日' }}
        duration={300}
      />
      <Button onClick={() => setValue((v) => v + 25)}>刷新</Button>
    </div>
  );
}

/** A new value (after 刷新, by keyboard) counts on from the old one; a fall reads 下降. */
export const NewValue: Story = {
  render: () => <Refreshing />,
  play: async ({ canvas, userEvent }) => {
    const card = canvas.getByRole('region', { name: '今日训练次数' });
    await waitFor(() => expect(visibleNumber(card)).toBe('40'));
    await expect(within(card).getByText('下降 3次')).toBeVisible();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(within(card).getByText('65')).toHaveClass('sr-only');
    await waitFor(() => expect(visibleNumber(card)).toBe('65'));
  },
};

/** A row of cards as a dashboard shows them; they wrap on a phone. */
export const Grid: Story = {
  render: () => (
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-3">
      <StatCard label="患者总数" value={12680} unit="人" icon={Users} duration={0} />
      <StatCard
        label="完成率"
        value={87.5}
        unit="%"
        format={{ maximumFractionDigits: 1 }}
        duration={0}
      />
      <StatCard label="本周评估" value={342} unit="次" duration={0} />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('region')).toHaveLength(3);
    await expect(visibleNumber(canvas.getByRole('region', { name: '完成率' }))).toBe('87.5');
  },
};
