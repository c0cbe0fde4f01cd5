import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { VisuallyHidden } from './visually-hidden';

/** The Docs page's design notes: anatomy, variants, do and don't, accessibility. */
const designNotes = `
## Anatomy

Text for screen readers only.

## Variants

\`asChild\` to hide one's own element.

## Do

- Name what a picture or icon already says to the eye.

## Don't

- Hide text that sighted users also need.

## Accessibility

- It stays in the accessibility tree; it is not \`display: none\`.
`;

const meta = {
  title: 'UI/VisuallyHidden',
  parameters: { docs: { description: { component: designNotes } } },
  component: VisuallyHidden,
  tags: ['autodocs'],
  args: { children: '删除' },
} satisfies Meta<typeof VisuallyHidden>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An icon-only button named by hidden text: the name is there, the text takes no room. */
export const IconButtonName: Story = {
  render: (args) => {
    return (
      <button
        type="button"
        className="inline-flex size-10 items-center justify-center rounded-md border border-border focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus"
      >
        <svg
          viewBox="0 0 24 24"
          className="size-5"
          aria-hidden="true"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          <path d="M4 7h16M9 7V4h6v3M6 7l1 13h10l1-13" />
        </svg>
        <VisuallyHidden {...args} />
      </button>
    );
  },
  play: async ({ canvas, userEvent }) => {
    const button = canvas.getByRole('button', { name: '删除' });
    const hidden = button.querySelector('[data-slot="visually-hidden"]');
    await expect(hidden).toHaveTextContent('删除');
    // Present for assistive technology, but 1 × 1 px and clipped on screen.
    await expect(hidden!.getBoundingClientRect().width).toBeLessThanOrEqual(1);

    const onClick = fn();
    button.addEventListener('click', onClick);
    await userEvent.click(button);
    button.blur();
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(onClick).toHaveBeenCalledTimes(2);
  },
};

/** `asChild` hides the caller's own element (here a heading kept for the document outline). */
export const AsChild: Story = {
  args: { asChild: true, children: <h2>患者列表</h2> },
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', { name: '患者列表', level: 2 });
    await expect(heading).toHaveAttribute('data-slot', 'visually-hidden');
    await expect(heading.getBoundingClientRect().height).toBeLessThanOrEqual(1);
  },
};
