import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { Hamburger, type HamburgerProps } from './hamburger';

/** Holds the sidebar state like the navbar does, so the story toggles for real. */
function NavbarToggle({ isActive: initial, onToggle }: HamburgerProps) {
  const [isActive, setActive] = useState(initial);
  return (
    <Hamburger
      isActive={isActive}
      onToggle={() => {
        setActive((open) => !open);
        onToggle();
      }}
    />
  );
}

/** The Docs page's design notes: anatomy, variants, do and don't, accessibility. */
const designNotes = `
Part of the console's frame (\`@cep/layout\`); see \`Layout/AppShell\` for all the parts together.

## Anatomy

Opens and collapses the sidebar.

## Accessibility

A button with \`aria-expanded\` and \`aria-controls\` pointing at the sidebar.
`;

const meta = {
  title: 'Layout/Hamburger',
  parameters: { docs: { description: { component: designNotes } } },
  component: Hamburger,
  tags: ['autodocs'],
  args: { isActive: true, onToggle: fn() },
  render: (args) => <NavbarToggle {...args} />,
} satisfies Meta<typeof Hamburger>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Sidebar open: the mouse collapses it, then Enter and Space flip it back and forth. */
export const Open: Story = {
  play: async ({ canvas, userEvent, args, globals }) => {
    const [collapse, expand] =
      globals.locale === 'en-US'
        ? ['Collapse sidebar', 'Expand sidebar']
        : ['收起侧边栏', '展开侧边栏'];
    const button = canvas.getByRole('button', { name: collapse });
    await expect(button).toHaveAttribute('aria-expanded', 'true');

    await userEvent.click(button);
    await expect(args.onToggle).toHaveBeenCalledTimes(1);
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(button).toHaveAccessibleName(expand);

    button.blur();
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onToggle).toHaveBeenCalledTimes(2);
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard(' ');
    await expect(args.onToggle).toHaveBeenCalledTimes(3);
    await expect(button).toHaveAttribute('aria-expanded', 'false');
  },
};

/** Sidebar collapsed, in English: the label follows the locale. */
export const CollapsedEnglish: Story = {
  args: { isActive: false },
  globals: { locale: 'en-US' },
  play: async ({ canvas, userEvent, args }) => {
    const button = canvas.getByRole('button', { name: 'Expand sidebar' });
    await expect(button).toHaveAttribute('aria-expanded', 'false');

    await userEvent.click(button);
    await expect(args.onToggle).toHaveBeenCalledTimes(1);
    await expect(button).toHaveAccessibleName('Collapse sidebar');

    button.blur();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await userEvent.keyboard(' ');
    await expect(args.onToggle).toHaveBeenCalledTimes(3);
    await expect(button).toHaveAttribute('aria-expanded', 'true');
  },
};
