import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { BackToTop } from './back-to-top';

function LongPage() {
  return (
    <div>
      <h1 id="long-page-heading" className="text-2xl font-semibold">
        训练记录
      </h1>
      {Array.from({ length: 60 }, (_, i) => (
        <p key={i} className="py-2">
          第 {i + 1} 次训练：正确率 {70 + (i % 25)}%
        </p>
      ))}
      <BackToTop focusTarget={() => document.getElementById('long-page-heading')} />
    </div>
  );
}

/** The Docs page's design notes: anatomy, variants, do and don't, accessibility. */
const designNotes = `
## Anatomy

A round button fixed in the lower corner, shown after \`visibilityHeight\` px of scrolling.

## Variants

One look. \`focusTarget\` chooses where focus lands at the top (e.g. the page heading).

## Do

- Use on long pages: reports, articles, long lists.
- Give \`focusTarget\` so keyboard users carry on from the top.

## Don't

- Use it on short pages or inside dialogs.
- Cover a primary action in the lower corner at 375 px.

## Accessibility

- A real button with a spoken name (回到顶部 / Back to top).
- Scrolls at once under reduced motion; focus moves with the view, not left at the bottom.
`;

const meta = {
  title: 'UI/BackToTop',
  component: LongPage,
  tags: ['autodocs'],
  parameters: { docs: { description: { component: designNotes } }, layout: 'padded' },
} satisfies Meta<typeof LongPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Hidden at the top; shows after 300 px of scrolling; Enter takes the page up and focus to its heading. */
export const ScrollAndReturn: Story = {
  play: async ({ canvas, userEvent }) => {
    window.scrollTo({ top: 0, behavior: 'instant' });
    await expect(canvas.queryByRole('button', { name: '返回顶部' })).toBeNull();
    window.scrollTo({ top: 200, behavior: 'instant' });
    await new Promise((resolve) => setTimeout(resolve, 100));
    await expect(canvas.queryByRole('button', { name: '返回顶部' })).toBeNull();

    window.scrollTo({ top: 900, behavior: 'instant' });
    const button = await canvas.findByRole('button', { name: '返回顶部' });
    await expect(button).toBeVisible();
    button.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(window.scrollY).toBe(0));
    await expect(canvas.getByRole('heading', { name: '训练记录' })).toHaveFocus();
    await waitFor(() => expect(canvas.queryByRole('button', { name: '返回顶部' })).toBeNull());
  },
};
