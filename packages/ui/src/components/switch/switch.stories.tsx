import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { Switch } from './switch';

/** The Docs page's design notes: anatomy, variants, do and don't, accessibility. */
const designNotes = `
## Anatomy

A track and thumb, a label, and optionally the state in words (已开启 / 已关闭).

## Variants

Sizes \`sm\`, \`md\`, \`lg\`; invalid, disabled.

## Do

- Use for a setting that applies at once.

## Don't

- Use in a form submitted later: that is \`Checkbox\`.

## Accessibility

- \`role="switch"\`, Space toggles; the state is also in words with \`showState\`.
`;

const meta = {
  title: 'UI/Switch',
  parameters: { docs: { description: { component: designNotes } } },
  component: Switch,
  tags: ['autodocs'],
  args: { label: '语音播报', onCheckedChange: fn() },
} satisfies Meta<typeof Switch>;

export default meta;
type Story = StoryObj<typeof meta>;

const rem = () => parseFloat(getComputedStyle(document.documentElement).fontSize);

/** Click, label click, Space and Enter all toggle; the state is in aria-checked and in words. */
export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const toggle = canvas.getByRole('switch', { name: '语音播报' });
    await expect(toggle).toHaveAttribute('aria-checked', 'false');
    await expect(canvas.getByText('已关闭')).toHaveAttribute('aria-hidden', 'true');

    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-checked', 'true');
    await expect(canvas.getByText('已开启')).toBeVisible();
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(true);

    await userEvent.click(canvas.getByText('语音播报'));
    await expect(toggle).toHaveAttribute('aria-checked', 'false');

    toggle.blur();
    await userEvent.tab();
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(toggle).toHaveAttribute('aria-checked', 'true');
    await userEvent.keyboard('{Enter}');
    await expect(toggle).toHaveAttribute('aria-checked', 'false');
    await expect(canvas.getByText('已关闭')).toBeVisible();

    const hit =
      toggle.getBoundingClientRect().height -
      2 * parseFloat(getComputedStyle(toggle, '::before').top);
    await expect(hit).toBeGreaterThanOrEqual(2.5 * rem() - 0.5);
  },
};

function Controlled(props: { onCheckedChange: (on: boolean) => void }) {
  const [on, setOn] = useState(true);
  return (
    <Switch
      label="夜间模式"
      checked={on}
      onCheckedChange={(next) => {
        setOn(next);
        props.onCheckedChange(next);
      }}
    />
  );
}

export const ControlledOn: Story = {
  render: (args) => <Controlled onCheckedChange={args.onCheckedChange!} />,
  play: async ({ canvas, userEvent, args }) => {
    const toggle = canvas.getByRole('switch', { name: '夜间模式' });
    await expect(toggle).toBeChecked();
    await expect(canvas.getByText('已开启')).toBeVisible();
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(toggle).not.toBeChecked();
    await expect(canvas.getByText('已关闭')).toBeVisible();
    await expect(args.onCheckedChange).toHaveBeenCalledWith(false);
  },
};

/** The patient size: a 3.5rem track with a ≥ 44 px hit area. */
export const Large: Story = {
  args: { size: 'lg', label: '大字模式' },
  play: async ({ canvas, userEvent }) => {
    const toggle = canvas.getByRole('switch', { name: '大字模式' });
    await userEvent.click(toggle);
    await expect(toggle).toBeChecked();
    const hit =
      toggle.getBoundingClientRect().height -
      2 * parseFloat(getComputedStyle(toggle, '::before').top);
    await expect(hit).toBeGreaterThanOrEqual(44);
  },
};

export const Invalid: Story = {
  args: { invalid: true, label: '同意数据用于科研' },
  play: async ({ canvas, userEvent }) => {
    const toggle = canvas.getByRole('switch', { name: '同意数据用于科研' });
    await expect(toggle).toHaveAttribute('aria-invalid', 'true');
    await expect(toggle).toHaveAttribute('data-invalid');
    await userEvent.click(toggle);
    await expect(toggle).toBeChecked();
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultChecked: true },
  play: async ({ canvas, userEvent, args }) => {
    const toggle = canvas.getByRole('switch', { name: '语音播报' });
    await userEvent.click(toggle);
    await userEvent.tab();
    await expect(toggle).not.toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(toggle).toBeChecked();
    await expect(toggle).toBeDisabled();
    await expect(args.onCheckedChange).not.toHaveBeenCalled();
  },
};
