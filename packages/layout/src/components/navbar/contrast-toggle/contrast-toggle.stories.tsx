/// <reference types="vite/client" />
import { clearThemeColor } from '@cep/ui';
import { setThemeColor } from '@cep/ui/theme-color';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { expect, waitFor } from 'storybook/test';
import { useApplyThemePreference, useThemePreference } from '../../../hooks/layout-hooks';
import { CONTRAST_STORAGE_KEY } from '../../../state/theme-preference';
import { freshStores, StoryStores, storyStores } from '../../../testing/story-stores';
import { resetNavbarStores } from '../../../testing/navbar-story-frame';
import { ContrastToggle } from './contrast-toggle';

/** What the shell does once, and a readout of the theme colour in force. */
function Shell({ children }: { children: ReactNode }) {
  return (
    <StoryStores>
      <ShellTools>{children}</ShellTools>
    </StoryStores>
  );
}

function ShellTools({ children }: { children: ReactNode }) {
  useApplyThemePreference();
  const { themeColor } = useThemePreference();
  return (
    <div className="flex items-center gap-3">
      {children}
      <p>
        主题色 <output data-testid="theme-color">{themeColor}</output>
      </p>
    </div>
  );
}

/** The Docs page's design notes: anatomy, variants, do and don't, accessibility. */
const designNotes = `
Part of the console's frame (\`@cep/layout\`); see \`Layout/AppShell\` for all the parts together.

## Anatomy

The navbar's high-contrast switch; a press is remembered.

## Accessibility

A toggle button with \`aria-pressed\`.
`;

const meta = {
  title: 'Layout/ContrastToggle',
  parameters: { docs: { description: { component: designNotes } } },
  component: ContrastToggle,
  tags: ['autodocs'],
  beforeEach: () => {
    resetNavbarStores();
    return () => clearThemeColor();
  },
  render: () => (
    <Shell>
      <ContrastToggle />
    </Shell>
  ),
} satisfies Meta<typeof ContrastToggle>;

export default meta;
type Story = StoryObj<typeof meta>;

const html = document.documentElement;
const css = (name: string) => getComputedStyle(html).getPropertyValue(name).trim().toLowerCase();

/**
 * A click turns high contrast on: yellow on black, remembered in local storage, and the theme
 * colour is #000000 even though the settings chose orange. Space turns it off again.
 */
export const MouseAndKeyboard: Story = {
  play: async ({ canvas, userEvent }) => {
    setThemeColor('#ff6a00');
    const toggle = canvas.getByRole('button', { name: '高对比度' });
    await waitFor(() => expect(html).toHaveAttribute('data-theme', 'default'));
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await expect(css('--primary')).not.toBe('#000000');

    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(html).toHaveAttribute('data-theme', 'high-contrast');
    await expect(localStorage.getItem(CONTRAST_STORAGE_KEY)).toBe('more');
    await expect(getComputedStyle(document.body).backgroundColor).toBe('rgb(0, 0, 0)');
    await expect(getComputedStyle(document.body).color).toBe('rgb(255, 255, 0)');
    await expect(css('--primary')).toBe('#000000');
    await expect(canvas.getByTestId('theme-color')).toHaveTextContent('#000000');

    await expect(toggle).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await expect(html).toHaveAttribute('data-theme', 'default');
    await expect(localStorage.getItem(CONTRAST_STORAGE_KEY)).toBe('normal');
    await expect(canvas.getByTestId('theme-color')).not.toHaveTextContent('#000000');
  },
};

/**
 * The OS asks for more contrast (Chromium's `prefers-contrast: more`, emulated through the
 * DevTools protocol): with no choice made, the page follows it; a press then is a choice that
 * wins over the OS.
 */
export const FollowsTheSystem: Story = {
  play: async ({ canvas, userEvent }) => {
    if (import.meta.env.VITEST_STORYBOOK === undefined) return; // Needs the test browser's CDP.
    const { cdp } = await import('vitest/browser');
    // vitest types the session per provider; Chromium's (Playwright) has the protocol's send().
    const session = cdp() as unknown as {
      send: (method: string, params: object) => Promise<unknown>;
    };
    const emulate = (value: string) =>
      session.send('Emulation.setEmulatedMedia', {
        features: [{ name: 'prefers-contrast', value }],
      });
    const toggle = canvas.getByRole('button', { name: '高对比度' });
    try {
      await emulate('more');
      await waitFor(() => expect(storyStores().theme.state.systemPrefersMore).toBe(true));
      await waitFor(() => expect(html).toHaveAttribute('data-theme', 'high-contrast'));
      await expect(toggle).toHaveAttribute('aria-pressed', 'true');
      await expect(toggle).toHaveAttribute('title', '高对比度（跟随系统设置）');

      await userEvent.click(toggle);
      await expect(html).toHaveAttribute('data-theme', 'default');
      await expect(toggle).toHaveAttribute('aria-pressed', 'false');
      await expect(toggle).toHaveAttribute('title', '高对比度');
    } finally {
      await emulate('');
    }
    await waitFor(() => expect(storyStores().theme.state.systemPrefersMore).toBe(false));
  },
};

/** A stored choice is read back on a fresh visit and applied by the shell. */
export const RememberedChoice: Story = {
  beforeEach: () => {
    resetNavbarStores();
    localStorage.setItem(CONTRAST_STORAGE_KEY, 'more');
    freshStores({ keepStorage: true }); // What a reload does: read the choice back.
    return () => localStorage.removeItem(CONTRAST_STORAGE_KEY);
  },
  globals: { locale: 'en-US' },
  play: async ({ canvas }) => {
    const toggle = canvas.getByRole('button', { name: 'High contrast' });
    await waitFor(() => expect(html).toHaveAttribute('data-theme', 'high-contrast'));
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  },
};
