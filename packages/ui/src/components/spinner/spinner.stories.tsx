import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, waitFor } from 'storybook/test';
import { Spinner } from './spinner';

/** The Docs page's design notes: anatomy, variants, do and don't, accessibility. */
const designNotes = `
## Anatomy

Eight spokes and an optional visible label.

## Variants

Sizes; label shown or only announced.

## Do

- Use for a wait of a second or more, next to what is loading.

## Don't

- Use for a page's first load of content: \`Skeleton\` shows its shape.

## Accessibility

- \`role="status"\` with its label; the spokes stay still under reduced motion.
`;

const meta = {
  title: 'UI/Spinner',
  parameters: { docs: { description: { component: designNotes } } },
  component: Spinner,
  tags: ['autodocs'],
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const status = canvas.getByRole('status', { name: '加载中' });
    await expect(status).toHaveAttribute('data-size', 'md');
    // The label is announced but not seen.
    const label = status.querySelector('[data-slot="spinner-label"]')!;
    await expect(label.getBoundingClientRect().width).toBeLessThanOrEqual(1);
  },
};

export const Small: Story = {
  args: { size: 'sm', label: '正在保存' },
  play: async ({ canvas }) => {
    const status = canvas.getByRole('status', { name: '正在保存' });
    const glyph = status.querySelector('svg')!;
    const rem = parseFloat(getComputedStyle(document.documentElement).fontSize);
    await expect(glyph.getBoundingClientRect().width).toBeCloseTo(rem, 0);
  },
};

/** The patient-screen size, with the label shown beside the glyph. */
export const LargeWithLabel: Story = {
  args: { size: 'lg', showLabel: true, label: '正在生成报告' },
  play: async ({ canvas }) => {
    const status = canvas.getByRole('status', { name: '正在生成报告' });
    await expect(canvas.getByText('正在生成报告')).toBeVisible();
    const glyph = status.querySelector('svg')!;
    await expect(glyph.getBoundingClientRect().width).toBeGreaterThanOrEqual(36);
  },
};

/** Spins only with motion-safe; the spokes themselves say "busy" when it stands still. */
export const ReducedMotionGlyph: Story = {
  play: async ({ canvas }) => {
    const glyph = canvas.getByRole('status').querySelector('svg')!;
    await expect(glyph).toHaveClass('motion-safe:animate-spin');
    await expect(glyph.querySelectorAll('line')).toHaveLength(8);
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    const animation = getComputedStyle(glyph).animationName;
    await expect(animation === 'none').toBe(reduced);
  },
};

function LoadOnDemand() {
  const [loading, setLoading] = useState(false);
  return (
    <div className="flex items-center gap-4">
      <button
        type="button"
        className="min-h-10 rounded-md border border-border px-4 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus"
        onClick={() => setLoading((value) => !value)}
      >
        {loading ? '停止' : '加载'}
      </button>
      {loading && <Spinner label="正在加载训练记录" showLabel />}
    </div>
  );
}

/** Appears when work starts (mouse), disappears when it stops (keyboard). */
export const Toggled: Story = {
  render: () => <LoadOnDemand />,
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.queryByRole('status')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: '加载' }));
    await expect(await canvas.findByRole('status', { name: '正在加载训练记录' })).toBeVisible();

    const stop = canvas.getByRole('button', { name: '停止' });
    await expect(stop).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.queryByRole('status')).toBeNull());
  },
};
