import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { Textarea } from './textarea';

/** The Docs page's design notes: anatomy, variants, do and don't, accessibility. */
const designNotes = `
## Anatomy

A multi-line field with an optional counter (12/500).

## Variants

Invalid, disabled; counter on with \`maxLength\`.

## Do

- Put it in a \`FormField\`; set \`maxLength\` when the server has one.

## Don't

- Use for one line of text.

## Accessibility

- The counter is announced politely, not at every key.
`;

const meta = {
  title: 'UI/Textarea',
  parameters: { docs: { description: { component: designNotes } } },
  component: Textarea,
  tags: ['autodocs'],
  args: { 'aria-label': '病情描述', onChange: fn(), onValueChange: fn() },
} satisfies Meta<typeof Textarea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { placeholder: '请描述近期症状' },
  play: async ({ canvas, userEvent, args }) => {
    const textarea = canvas.getByRole('textbox', { name: '病情描述' });
    await userEvent.tab();
    await expect(textarea).toHaveFocus();
    await userEvent.keyboard('头晕{Enter}乏力');
    await expect(textarea).toHaveValue('头晕\n乏力');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('头晕\n乏力');
    await expect(getComputedStyle(textarea).outlineStyle).toBe('solid');
  },
};

/** The "12/500" counter follows typing; screen readers hear it politely, in words. */
export const WithCounter: Story = {
  args: { maxLength: 10, defaultValue: '头晕' },
  play: async ({ canvas, userEvent }) => {
    const textarea = canvas.getByRole('textbox', { name: '病情描述' });
    await expect(canvas.getByText('2/10')).toBeVisible();
    await userEvent.click(textarea);
    await userEvent.keyboard('{End}，乏力');
    await expect(canvas.getByText('5/10')).toBeVisible();
    const spoken = canvas.getByText('已输入 5 字，最多 10 字');
    await expect(spoken).toHaveAttribute('aria-live', 'polite');
    await expect(textarea).toHaveAccessibleDescription('已输入 5 字，最多 10 字');

    // The limit holds: extra characters are dropped.
    await userEvent.keyboard('一二三四五六七');
    await expect(textarea).toHaveValue('头晕，乏力一二三四五');
    await expect(canvas.getByText('10/10').parentElement).toHaveAttribute('data-full');
  },
};

function Controlled() {
  const [value, setValue] = useState('');
  return <Textarea aria-label="医嘱" maxLength={500} value={value} onValueChange={setValue} />;
}

export const ControlledCounter: Story = {
  render: () => <Controlled />,
  play: async ({ canvas, userEvent }) => {
    const textarea = canvas.getByRole('textbox', { name: '医嘱' });
    await userEvent.click(textarea);
    await userEvent.keyboard('每日一次，饭后服用');
    await expect(canvas.getByText('9/500')).toBeVisible();
  },
};

export const Invalid: Story = {
  args: { invalid: true },
  play: async ({ canvas, userEvent }) => {
    const textarea = canvas.getByRole('textbox', { name: '病情描述' });
    await expect(textarea).toHaveAttribute('aria-invalid', 'true');
    await expect(textarea).toHaveAttribute('data-invalid');
    await userEvent.click(textarea);
    await userEvent.keyboard('补充');
    await expect(textarea).toHaveValue('补充');
  },
};

export const Large: Story = {
  args: { size: 'lg' },
  play: async ({ canvas, userEvent }) => {
    const textarea = canvas.getByRole('textbox', { name: '病情描述' });
    await userEvent.tab();
    await userEvent.keyboard('好');
    await expect(textarea).toHaveValue('好');
    await expect(textarea.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: '已归档' },
  play: async ({ canvas, userEvent, args }) => {
    const textarea = canvas.getByRole('textbox', { name: '病情描述' });
    await userEvent.tab();
    await expect(textarea).not.toHaveFocus();
    await userEvent.click(textarea);
    await userEvent.keyboard('x');
    await expect(textarea).toHaveValue('已归档');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};
