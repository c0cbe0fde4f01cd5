import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { Button } from '../button';
import { CountTo } from './count-to';
import type { CountFormat } from './format-count';
import { useCountTo, type CountToOptions } from './use-count-to';
import { prefersReducedMotion } from '../../testing/reduced-motion';

type DemoProps = CountToOptions & CountFormat;

/** A counter with the controls a page would give it. */
function Counter({ decimals, separator, decimal, prefix, suffix, ...options }: DemoProps) {
  const count = useCountTo(options);
  return (
    <div className="flex flex-col items-start gap-3">
      <p className="text-4xl font-semibold">
        <CountTo
          value={count.value}
          end={options.end}
          data-state={count.state}
          {...{ decimals, separator, decimal, prefix, suffix }}
        />
      </p>
      <div className="flex flex-wrap gap-2">
        <Button onClick={count.play}>开始</Button>
        <Button onClick={count.pause} disabled={count.state !== 'running'}>
          暂停
        </Button>
        <Button onClick={count.resume} disabled={count.state !== 'paused'}>
          继续
        </Button>
        <Button onClick={count.reset}>重置</Button>
      </div>
    </div>
  );
}

/** The Docs page's design notes: anatomy, variants, do and don't, accessibility. */
const designNotes = `
## Anatomy

A number that counts from \`start\` to \`end\`, with prefix, suffix and decimals.

## Variants

Duration, decimals, separator.

## Do

- Use sparingly, for a headline figure.

## Don't

- Count figures a person must read exactly while it moves.

## Accessibility

- Screen readers get the end figure only; under reduced motion it shows the end at once.
`;

const meta = {
  title: 'UI/CountTo',
  parameters: { docs: { description: { component: designNotes } } },
  component: Counter,
  tags: ['autodocs'],
  args: { start: 0, end: 12680.5, duration: 1500, decimals: 1, prefix: '¥', suffix: ' 元' },
} satisfies Meta<typeof Counter>;

export default meta;
type Story = StoryObj<typeof meta>;

const shown = (root: HTMLElement) =>
  root.querySelector('[data-slot="count-to"] [aria-hidden="true"]')?.textContent;

/** Counts to the end, written with its decimals, separator, prefix and suffix; the end is what is read. */
export const Counting: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('¥12,680.5 元')).toHaveClass('sr-only');
    await waitFor(() => expect(shown(canvasElement)).toBe('¥12,680.5 元'));
    await expect(canvasElement.querySelector('[data-state]')).toHaveAttribute('data-state', 'done');
  },
};

/** Pause holds the figure, 继续 goes on to the end, 重置 goes back to the start: by keyboard. */
export const PauseResumeReset: Story = {
  args: { duration: 4000, easing: 'linear', decimals: 0, prefix: '', suffix: '' },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const counter = canvasElement.querySelector('[data-slot="count-to"]')!;
    await waitFor(() => expect(Number(shown(canvasElement)?.replace(/,/g, ''))).toBeGreaterThan(0));
    canvas.getByRole('button', { name: '暂停' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(counter).toHaveAttribute('data-state', 'paused');
    const held = shown(canvasElement);
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(shown(canvasElement)).toBe(held);
    await expect(Number(held?.replace(/,/g, ''))).toBeLessThan(12680);

    await userEvent.click(canvas.getByRole('button', { name: '继续' }));
    await expect(counter).toHaveAttribute('data-state', 'running');
    await waitFor(() => expect(shown(canvasElement)).toBe('12,681'));

    await userEvent.click(canvas.getByRole('button', { name: '重置' }));
    await expect(shown(canvasElement)).toBe('0');
    await expect(counter).toHaveAttribute('data-state', 'idle');
  },
};

/** Under `prefers-reduced-motion: reduce` the end is there at once, without counting. */
export const ReducedMotion: Story = {
  args: { duration: 60_000 },
  beforeEach: prefersReducedMotion,
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(shown(canvasElement)).toBe('¥12,680.5 元'));
  },
};
