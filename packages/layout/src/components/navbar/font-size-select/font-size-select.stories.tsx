import type { Meta, StoryObj } from '@storybook/react-vite';
import Cookies from 'js-cookie';
import type { ReactNode } from 'react';
import { expect, screen, waitFor } from 'storybook/test';
import { useApplyFontScale } from '../../../hooks/layout-hooks';
import { storyStores } from '../../../testing/story-stores';
import { NavbarStoryFrame, resetNavbarStores } from '../../../testing/navbar-story-frame';
import { FontSizeSelect } from './font-size-select';

/** What the shell does once: keeps <html data-font-scale> on the stored size. */
function Shell({ children }: { children: ReactNode }) {
  useApplyFontScale();
  return <>{children}</>;
}

/** The Docs page's design notes: anatomy, variants, do and don't, accessibility. */
const designNotes = `
Part of the console's frame (\`@cep/layout\`); see \`Layout/AppShell\` for all the parts together.

## Anatomy

The font scale menu: 默认, 大号, 中号, 小号; a choice applies to the whole page.

## Accessibility

A menu of radio items with the current one checked; the change is confirmed in words.
`;

const meta = {
  title: 'Layout/FontSizeSelect',
  parameters: { docs: { description: { component: designNotes } } },
  component: FontSizeSelect,
  tags: ['autodocs'],
  beforeEach: resetNavbarStores,
  render: () => (
    <NavbarStoryFrame>
      <FontSizeSelect />
    </NavbarStoryFrame>
  ),
} satisfies Meta<typeof FontSizeSelect>;

export default meta;
type Story = StoryObj<typeof meta>;

const html = document.documentElement;
const checked = () =>
  screen
    .getAllByRole('menuitemradio')
    .filter((item) => item.getAttribute('aria-checked') === 'true')
    .map((item) => item.textContent);

/**
 * The mouse: 大号 (medium) is checked at first; 小号 applies the smallest scale to the page,
 * is remembered in the `size` cookie and confirmed with 设置字体成功.
 */
export const Mouse: Story = {
  play: async ({ canvas, userEvent }) => {
    // Re-read each time: the trigger is a stand-in until the menu's code is loaded on first use.
    const trigger = () => canvas.getByRole('button', { name: /^字体大小：/ });
    await expect(trigger()).toHaveAccessibleName('字体大小：大号');
    await userEvent.click(trigger());
    const items = await screen.findAllByRole('menuitemradio');
    await expect(items.map((item) => item.textContent)).toEqual(['默认', '大号', '中号', '小号']);
    await expect(checked()).toEqual(['大号']);

    const before = parseFloat(getComputedStyle(html).fontSize);
    await userEvent.click(screen.getByRole('menuitemradio', { name: '小号' }));
    await waitFor(() => expect(html).toHaveAttribute('data-font-scale', 'mini'));
    await expect(parseFloat(getComputedStyle(html).fontSize)).toBeLessThan(before);
    await expect(storyStores().app.state.size).toBe('mini');
    await expect(Cookies.get('size')).toBe('mini');
    await expect(await screen.findByText('设置字体成功')).toBeInTheDocument();
    await expect(trigger()).toHaveAccessibleName('字体大小：小号');
  },
};

/** The keyboard: Enter opens, arrows move, Enter picks 默认 (the largest, 1.125). */
export const Keyboard: Story = {
  play: async ({ canvas, userEvent }) => {
    const trigger = () => canvas.getByRole('button', { name: /^字体大小：/ });
    await expect(trigger()).toHaveAccessibleName('字体大小：大号');
    await userEvent.tab();
    await expect(trigger()).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('menuitemradio', { name: '默认' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(screen.getByRole('menuitemradio', { name: '中号' })).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}{ArrowUp}{Enter}');
    await waitFor(() => expect(html).toHaveAttribute('data-font-scale', 'default'));
    await expect(Cookies.get('size')).toBe('default');
    await expect(await screen.findByText('设置字体成功')).toBeInTheDocument();
    await waitFor(() => expect(trigger()).toHaveFocus());
    await expect(trigger()).toHaveAccessibleName('字体大小：默认');
  },
};

/** Picking the size in force again changes nothing and says nothing. */
export const SameSize: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: '字体大小：大号' }));
    await userEvent.click(await screen.findByRole('menuitemradio', { name: '大号' }));
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    await expect(screen.queryByText('设置字体成功')).toBeNull();
  },
};

/** English: the sizes and the confirmation in English. */
export const English: Story = {
  globals: { locale: 'en-US' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Font size: Large' }));
    const items = await screen.findAllByRole('menuitemradio');
    await expect(items.map((item) => item.textContent)).toEqual([
      'Default',
      'Large',
      'Medium',
      'Small',
    ]);
    await userEvent.click(screen.getByRole('menuitemradio', { name: 'Medium' }));
    await expect(await screen.findByText('Font size set')).toBeInTheDocument();
    await waitFor(() => expect(html).toHaveAttribute('data-font-scale', 'small'));
  },
};

/**
 * `useApplyFontScale()` (the shell calls it once) applies the stored size on the first render
 * and whenever the store changes, wherever the change comes from.
 */
export const AppliedByTheShell: Story = {
  beforeEach: () => {
    resetNavbarStores();
    storyStores().app.setSize('small');
  },
  render: () => (
    <NavbarStoryFrame>
      <Shell>
        <FontSizeSelect />
      </Shell>
    </NavbarStoryFrame>
  ),
  play: async ({ canvas }) => {
    await waitFor(() => expect(html).toHaveAttribute('data-font-scale', 'small'));
    await expect(canvas.getByRole('button', { name: '字体大小：中号' })).toBeInTheDocument();
    storyStores().app.setSize('default');
    await waitFor(() => expect(html).toHaveAttribute('data-font-scale', 'default'));
  },
};
