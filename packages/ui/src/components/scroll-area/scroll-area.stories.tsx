import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { ScrollArea } from './scroll-area';

const sessions = Array.from(
  { length: 40 },
  (_, index) => `第 ${index + 1} 次训练：记忆配对 · 得分 ${60 + (index % 40)}`,
);

/** The Docs page's design notes: anatomy, variants, do and don't, accessibility. */
const designNotes = `
## Anatomy

A viewport with sturdy scrollbars.

## Variants

Vertical, horizontal, both.

## Do

- Use for panels with their own scroll (menus, lists in a card).

## Don't

- Nest scroll areas.

## Accessibility

- The viewport is reachable by keyboard; scrollbars are wider and drawn in the text colour in high contrast.
`;

const meta = {
  title: 'UI/ScrollArea',
  parameters: { docs: { description: { component: designNotes } } },
  component: ScrollArea,
  tags: ['autodocs'],
  args: {
    label: '训练记录',
    className: 'h-60 w-80 rounded-md border border-border',
    children: (
      <ul className="p-4">
        {sessions.map((session) => (
          <li key={session} className="py-1">
            {session}
          </li>
        ))}
      </ul>
    ),
  },
} satisfies Meta<typeof ScrollArea>;

export default meta;
type Story = StoryObj<typeof meta>;

const remPx = () => parseFloat(getComputedStyle(document.documentElement).fontSize);

/** Radix mounts a scrollbar and its thumb once it has measured an overflow. */
async function findScrollbar(root: HTMLElement) {
  let scrollbar: Element | null = null;
  await waitFor(() => {
    scrollbar = root.querySelector('[data-slot="scroll-area-scrollbar"]');
    return expect(scrollbar?.querySelector('[data-slot="scroll-area-thumb"]')).toBeTruthy();
  });
  return scrollbar as unknown as HTMLElement;
}

/**
 * Scrolling by keys is the browser's own behaviour once the viewport has focus; the synthetic
 * key events of a play function do not trigger it, so the story scrolls as a wheel would.
 */
async function scrollAndCheckThumb(viewport: HTMLElement, root: HTMLElement, axis: 'top' | 'left') {
  const thumb = root.querySelector<HTMLElement>('[data-slot="scroll-area-thumb"]')!;
  const before = thumb.getBoundingClientRect();
  viewport.scrollBy({ [axis]: 200 });
  await waitFor(() => {
    const after = thumb.getBoundingClientRect();
    return expect(axis === 'top' ? after.top : after.left).toBeGreaterThan(
      axis === 'top' ? before.top : before.left,
    );
  });
}

/** Tab into the named region, then scroll with the keyboard; the scrollbar is at least 0.5rem wide. */
export const Vertical: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    const viewport = canvas.getByRole('region', { name: '训练记录' });
    await expect(viewport).toHaveAttribute('tabindex', '0');

    await userEvent.tab();
    await expect(viewport).toHaveFocus();

    const scrollbar = await findScrollbar(canvasElement);
    await scrollAndCheckThumb(viewport, canvasElement, 'top');
    await expect(scrollbar).toHaveAttribute('data-orientation', 'vertical');
    await expect(scrollbar.getBoundingClientRect().width).toBeGreaterThanOrEqual(
      0.5 * remPx() - 0.5,
    );
  },
};

/** A mouse user clicks into the list: the viewport takes focus, so the keys scroll it next. */
export const ClickIntoList: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    const viewport = canvas.getByRole('region', { name: '训练记录' });
    await userEvent.click(canvas.getByText(sessions[0]!));
    await expect(viewport).toHaveFocus();
    await findScrollbar(canvasElement);
    await scrollAndCheckThumb(viewport, canvasElement, 'top');
  },
};

/** `focusable={false}`: no tab stop when the content is made of focusable items anyway. */
export const NotFocusable: Story = {
  args: {
    focusable: false,
    label: undefined,
    children: (
      <div className="flex flex-col gap-2 p-4">
        {sessions.slice(0, 12).map((session) => (
          <a
            key={session}
            href="#session"
            className="underline focus-visible:outline-3 focus-visible:-outline-offset-3 focus-visible:outline-focus"
          >
            {session}
          </a>
        ))}
      </div>
    ),
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getAllByRole('link')[0]).toHaveFocus();
    await expect(canvas.queryByRole('region')).toBeNull();
  },
};

export const Horizontal: Story = {
  args: {
    label: '认知评分趋势',
    orientation: 'horizontal',
    className: 'w-80 rounded-md border border-border',
    children: (
      <div className="flex w-max gap-3 p-4">
        {Array.from({ length: 20 }, (_, index) => (
          <div
            key={index}
            className="flex h-20 w-24 items-center justify-center rounded-md bg-muted"
          >
            第 {index + 1} 周
          </div>
        ))}
      </div>
    ),
  },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const viewport = canvas.getByRole('region', { name: '认知评分趋势' });
    await userEvent.tab();
    await expect(viewport).toHaveFocus();

    const scrollbar = await findScrollbar(canvasElement);
    await scrollAndCheckThumb(viewport, canvasElement, 'left');
    await expect(scrollbar).toHaveAttribute('data-orientation', 'horizontal');
    await expect(scrollbar.getBoundingClientRect().height).toBeGreaterThanOrEqual(
      0.5 * remPx() - 0.5,
    );
  },
};

/** Under high contrast the scrollbar grows to 0.75rem and the thumb takes the text colour. */
export const HighContrast: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    const html = document.documentElement;
    const saved = html.getAttribute('data-theme');
    html.setAttribute('data-theme', 'high-contrast');
    try {
      const scrollbar = await findScrollbar(canvasElement);
      await waitFor(() =>
        expect(scrollbar.getBoundingClientRect().width).toBeGreaterThanOrEqual(
          0.75 * remPx() - 0.5,
        ),
      );
      const thumb = canvasElement.querySelector('[data-slot="scroll-area-thumb"]')!;
      await expect(getComputedStyle(thumb).backgroundColor).toBe('rgb(255, 255, 0)');

      await userEvent.tab();
      await expect(canvas.getByRole('region', { name: '训练记录' })).toHaveFocus();
    } finally {
      if (saved) html.setAttribute('data-theme', saved);
    }
  },
};
