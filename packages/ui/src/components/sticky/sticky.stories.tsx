import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { Button } from '../button';
import { Sticky } from './sticky';

function Page({ offsetTop }: { offsetTop: number }) {
  return (
    <div>
      <p className="py-4">患者档案的上半部分</p>
      <Sticky
        offsetTop={offsetTop}
        aria-label="操作栏"
        role="toolbar"
        className="flex gap-2 border-b border-border bg-background p-2 data-[stuck=true]:shadow-md"
      >
        <Button>保存</Button>
        <Button>打印</Button>
      </Sticky>
      {Array.from({ length: 60 }, (_, i) => (
        <p key={i} className="py-2">
          第 {i + 1} 行记录
        </p>
      ))}
    </div>
  );
}

/** The Docs page's design notes: anatomy, variants, do and don't, accessibility. */
const designNotes = `
## Anatomy

A bar that sticks at \`offsetTop\` once scrolled to it; \`data-stuck\` says when.

## Variants

Offset.

## Do

- Use for a table's toolbar or a form's actions on long pages.

## Don't

- Stack several sticky bars at 375 px: they eat the screen.

## Accessibility

- No change in order or focus; it is plain \`position: sticky\`.
`;

const meta = {
  title: 'UI/Sticky',
  component: Page,
  tags: ['autodocs'],
  parameters: { docs: { description: { component: designNotes } }, layout: 'padded' },
  args: { offsetTop: 40 },
} satisfies Meta<typeof Page>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Scrolls with the page, then stays 40 px from the top (data-stuck); its buttons stay reachable by Tab. */
export const SticksAtOffset: Story = {
  play: async ({ canvas, userEvent }) => {
    const bar = canvas.getByRole('toolbar', { name: '操作栏' });
    window.scrollTo({ top: 0, behavior: 'instant' });
    await waitFor(() => expect(bar).toHaveAttribute('data-stuck', 'false'));

    window.scrollTo({ top: 800, behavior: 'instant' });
    await waitFor(() => expect(bar).toHaveAttribute('data-stuck', 'true'));
    await waitFor(() => expect(Math.round(bar.getBoundingClientRect().top)).toBe(40));

    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: '保存' })).toHaveFocus();
    window.scrollTo({ top: 0, behavior: 'instant' });
    await waitFor(() => expect(bar).toHaveAttribute('data-stuck', 'false'));
  },
};
