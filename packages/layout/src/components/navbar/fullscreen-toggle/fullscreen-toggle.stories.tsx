import { Toaster } from '@cep/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { createPortal } from 'react-dom';
import { expect, screen, waitFor } from 'storybook/test';
import {
  leaveFullscreen,
  realUserEvent,
  resetNavbarStores,
} from '../../../testing/navbar-story-frame';
import { FullscreenToggle } from './fullscreen-toggle';

/** The Docs page's design notes: anatomy, variants, do and don't, accessibility. */
const designNotes = `
Part of the console's frame (\`@cep/layout\`); see \`Layout/AppShell\` for all the parts together.

## Anatomy

Full screen on and off.

## Accessibility

A toggle button with \`aria-pressed\`.
`;

const meta = {
  title: 'Layout/FullscreenToggle',
  parameters: { docs: { description: { component: designNotes } } },
  component: FullscreenToggle,
  tags: ['autodocs'],
  beforeEach: async () => {
    resetNavbarStores();
    await leaveFullscreen();
    return leaveFullscreen;
  },
  render: () => (
    <>
      <FullscreenToggle />
      <Toaster />
    </>
  ),
} satisfies Meta<typeof FullscreenToggle>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A real click enters full screen (the API needs a real gesture, so the test drives the browser
 * itself); Enter on the focused button leaves it. The button stays named 全屏 and says its state
 * with aria-pressed.
 */
export const EnterAndLeave: Story = {
  play: async ({ canvas }) => {
    const user = await realUserEvent();
    const button = canvas.getByRole('button', { name: '全屏' });
    await expect(button).toHaveAttribute('aria-pressed', 'false');

    await user.click(button);
    await waitFor(() => expect(document.fullscreenElement).toBe(document.documentElement));
    // The button follows `fullscreenchange`, which the browser fires a moment later.
    await waitFor(() => expect(button).toHaveAttribute('aria-pressed', 'true'));
    await expect(button).toHaveAttribute('title', '退出全屏');

    button.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(document.fullscreenElement).toBeNull());
    await waitFor(() => expect(button).toHaveAttribute('aria-pressed', 'false'));
    await expect(screen.queryByText('you browser can not work')).toBeNull();
  },
};

/**
 * Draws the toggle into a frame whose permissions policy forbids full screen (`allow="fullscreen
 * 'none'"`): a real browser where the API cannot work.
 */
function InFrameWithoutFullscreen() {
  const [body, setBody] = useState<HTMLElement | null>(null);
  const [shown, setShown] = useState(true);
  return (
    <>
      {shown && (
        <iframe
          title="无全屏权限的框架"
          allow="fullscreen 'none'"
          srcDoc="<!doctype html><html lang='zh-CN'><body></body></html>"
          onLoad={(event) => setBody(event.currentTarget.contentDocument?.body ?? null)}
          className="h-20 w-64 border border-border"
        />
      )}
      {shown && body && createPortal(<FullscreenToggle />, body)}
      <button type="button" onClick={() => setShown(false)}>
        移除框架
      </button>
      <Toaster />
    </>
  );
}

/** Where full screen is not allowed, a press warns, verbatim: 'you browser can not work'. */
export const Unsupported: Story = {
  render: () => <InFrameWithoutFullscreen />,
  play: async ({ canvasElement, userEvent }) => {
    const frame = canvasElement.querySelector('iframe')!;
    await waitFor(() => expect(frame.contentDocument?.querySelector('button')).toBeTruthy());
    const frameDocument = frame.contentDocument!;
    await expect(frameDocument.fullscreenEnabled).toBe(false);
    await userEvent.click(frameDocument.querySelector('button')!);
    await expect(await screen.findByText('you browser can not work')).toBeInTheDocument();
    await expect(document.fullscreenElement).toBeNull();
    // The frame has no axe of its own: take it away before the page's axe check.
    await userEvent.click(screen.getByRole('button', { name: '移除框架' }));
    await waitFor(() => expect(canvasElement.querySelector('iframe')).toBeNull());
  },
};

/** The warning is the spec's text in English too; the button is named in English. */
export const UnsupportedEnglish: Story = {
  ...Unsupported,
  globals: { locale: 'en-US' },
};
