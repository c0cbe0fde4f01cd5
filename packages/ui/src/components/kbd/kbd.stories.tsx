import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { expect, waitFor } from 'storybook/test';
import { Kbd } from './kbd';

/** The Docs page's design notes: anatomy, variants, do and don't, accessibility. */
const designNotes = `
## Anatomy

One key or a combination of keys (nested \`kbd\`).

## Variants

Platform-aware (⌘ on macOS, Ctrl elsewhere).

## Do

- Show shortcuts in menus and help.

## Don't

- Teach a shortcut as the only way to do something.

## Accessibility

- Keys are read by their names.
`;

const meta = {
  title: 'UI/Kbd',
  parameters: { docs: { description: { component: designNotes } } },
  component: Kbd,
  tags: ['autodocs'],
} satisfies Meta<typeof Kbd>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SingleKey: Story = {
  args: { children: 'Esc' },
  play: async ({ canvasElement }) => {
    const kbd = canvasElement.querySelector('kbd')!;
    await expect(kbd).toHaveTextContent('Esc');
    await expect(kbd).toHaveAttribute('data-slot', 'kbd');
  },
};

export const Combo: Story = {
  args: { keys: ['Ctrl', 'K'] },
  play: async ({ canvasElement }) => {
    const combo = canvasElement.querySelector('[data-slot="kbd"]')!;
    await expect(combo.tagName).toBe('KBD');
    await expect(combo.querySelectorAll('[data-slot="kbd-key"]')).toHaveLength(2);
    await expect(combo).toHaveTextContent('Ctrl+K');
  },
};

/** `Mod` on a non-Apple device reads Ctrl. */
export const PlatformAwareOther: Story = {
  args: { keys: ['Mod', 'Shift', 'P'], platformAware: true, platform: 'other' },
  play: async ({ canvasElement }) => {
    const combo = canvasElement.querySelector('[data-slot="kbd"]')!;
    await expect(combo).toHaveAttribute('data-platform', 'other');
    await expect(combo).toHaveTextContent('Ctrl+Shift+P');
  },
};

/** On Apple the symbols are drawn, and spoken by name (⌘ alone means nothing to a screen reader). */
export const PlatformAwareApple: Story = {
  args: { keys: ['Mod', 'K'], platformAware: true, platform: 'apple' },
  play: async ({ canvasElement }) => {
    const combo = canvasElement.querySelector('[data-slot="kbd"]')!;
    await expect(combo).toHaveAttribute('data-platform', 'apple');
    const [command] = combo.querySelectorAll('[data-slot="kbd-key"]');
    await expect(command!.querySelector('[aria-hidden="true"]')).toHaveTextContent('⌘');
    await expect(command!.querySelector('[data-slot="visually-hidden"]')).toHaveTextContent(
      'Command 键',
    );
  },
};

function ShortcutHint() {
  const [opened, setOpened] = useState(false);
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.ctrlKey && event.key.toLowerCase() === 'k') {
        event.preventDefault();
        setOpened(true);
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
  return (
    <div className="space-y-2">
      <p>
        按 <Kbd keys={['Ctrl', 'K']} /> 搜索患者
      </p>
      <button
        type="button"
        className="min-h-10 rounded-md border border-border px-4 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus"
        onClick={() => setOpened(true)}
      >
        搜索
      </button>
      {opened && <p role="status">搜索已打开</p>}
    </div>
  );
}

/** The hint documents a shortcut that really works: pressing the drawn keys does the thing. */
export const InAHint: Story = {
  render: () => <ShortcutHint />,
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByText(/搜索患者/)).toHaveTextContent('按 Ctrl+K 搜索患者');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: '搜索' })).toHaveFocus();
    await userEvent.keyboard('{Control>}k{/Control}');
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('搜索已打开'));
  },
};

/** Without `platform`, the device decides (this Chromium reports its own platform). */
export const PlatformDetected: Story = {
  args: { keys: ['Mod', 'S'], platformAware: true },
  play: async ({ canvasElement }) => {
    const combo = canvasElement.querySelector('[data-slot="kbd"]')!;
    const apple = /mac|iphone|ipad|ipod/i.test(navigator.platform);
    await expect(combo).toHaveAttribute('data-platform', apple ? 'apple' : 'other');
    await expect(combo).toHaveTextContent(apple ? '⌘' : 'Ctrl+S');
  },
};
