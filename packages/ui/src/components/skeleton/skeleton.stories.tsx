import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, waitFor } from 'storybook/test';
import { Skeleton, SkeletonText } from './skeleton';

/** The Docs page's design notes: anatomy, variants, do and don't, accessibility. */
const designNotes = `
## Anatomy

Grey blocks (\`Skeleton\`) or lines (\`SkeletonText\`) in the shape of the content to come.

## Variants

\`block\`, \`circle\`; number of lines.

## Do

- Use for the first load of a card or a table.

## Don't

- Keep it for more than a few seconds: show progress or an error.

## Accessibility

- Hidden from screen readers: mark the region \`aria-busy\` or add a \`Spinner\`; it pulses only when motion is welcome.
`;

const meta = {
  title: 'UI/Skeleton',
  parameters: { docs: { description: { component: designNotes } } },
  component: Skeleton,
  tags: ['autodocs'],
  args: { className: 'h-10 w-48' },
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Block: Story = {
  play: async ({ canvasElement }) => {
    const block = canvasElement.querySelector('[data-slot="skeleton"]')!;
    await expect(block).toHaveAttribute('aria-hidden', 'true');
    await expect(block).toHaveClass('motion-safe:animate-pulse');
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    await expect(getComputedStyle(block).animationName === 'none').toBe(reduced);
  },
};

export const Text: Story = {
  render: () => <SkeletonText lines={4} className="w-80" />,
  play: async ({ canvasElement }) => {
    const lines = canvasElement.querySelectorAll(
      '[data-slot="skeleton-text"] [data-slot="skeleton"]',
    );
    await expect(lines).toHaveLength(4);
    // The last line is shorter, like the end of a paragraph.
    await expect(lines[3]!.getBoundingClientRect().width).toBeLessThan(
      lines[0]!.getBoundingClientRect().width,
    );
  },
};

function PatientCard() {
  const [loaded, setLoaded] = useState(false);
  return (
    <div className="w-80 space-y-3">
      <button
        type="button"
        className="min-h-10 rounded-md border border-border px-4 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus"
        onClick={() => setLoaded((value) => !value)}
      >
        {loaded ? '重新加载' : '加载完成'}
      </button>
      <section
        aria-label="患者信息"
        aria-busy={!loaded}
        className="flex gap-3 rounded-md border border-border p-4"
      >
        {loaded ? (
          <p>张三，72 岁，上次训练 3 天前</p>
        ) : (
          <>
            <Skeleton shape="circle" className="size-12 shrink-0" />
            <SkeletonText lines={2} className="flex-1" />
          </>
        )}
      </section>
    </div>
  );
}

/** The region is busy while the placeholders show; the real content replaces them. */
export const Loading: Story = {
  render: () => <PatientCard />,
  play: async ({ canvas, userEvent }) => {
    const region = canvas.getByRole('region', { name: '患者信息' });
    await expect(region).toHaveAttribute('aria-busy', 'true');
    await expect(region.querySelectorAll('[data-slot="skeleton"]')).toHaveLength(3);

    await userEvent.click(canvas.getByRole('button', { name: '加载完成' }));
    await waitFor(() => expect(region).toHaveAttribute('aria-busy', 'false'));
    await expect(region).toHaveTextContent('张三');

    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(region.querySelectorAll('[data-slot="skeleton"]')).toHaveLength(3));
  },
};
