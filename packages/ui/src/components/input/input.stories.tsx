import type { Meta, StoryObj } from '@storybook/react-vite';
import { Search } from 'lucide-react';
import { useState } from 'react';
import { expect, fn, waitFor } from 'storybook/test';
import { Input } from './input';

/** The Docs page's design notes: anatomy, variants, do and don't, accessibility. */
const designNotes = `
## Anatomy

A field with optional prefix and suffix, a clear button, and for passwords a show-password toggle.

## Variants

Sizes \`sm\`, \`md\`, \`lg\`; invalid, disabled, read-only; \`type\` text, password, search, number.

## Do

- Put it in a \`FormField\`.
- Use \`lg\` on patients' screens.

## Don't

- Use it without a visible label.

## Accessibility

- Clear and show-password buttons have spoken names; invalid sets \`aria-invalid\`.
`;

const meta = {
  title: 'UI/Input',
  parameters: { docs: { description: { component: designNotes } } },
  component: Input,
  tags: ['autodocs'],
  args: { 'aria-label': '患者姓名', onChange: fn(), onValueChange: fn() },
} satisfies Meta<typeof Input>;

export default meta;
type Story = StoryObj<typeof meta>;

const rem = () => parseFloat(getComputedStyle(document.documentElement).fontSize);

export const Default: Story = {
  args: { placeholder: '请输入姓名' },
  play: async ({ canvas, userEvent, args }) => {
    const input = canvas.getByRole('textbox', { name: '患者姓名' });
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('张三');
    await expect(input).toHaveValue('张三');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('张三');
    await expect(args.onChange).toHaveBeenCalled();

    await userEvent.click(input);
    await userEvent.type(input, '丰');
    await expect(input).toHaveValue('张三丰');
    const box = input.closest('[data-slot="input"]')!;
    await expect(box.getBoundingClientRect().height).toBeGreaterThanOrEqual(2.5 * rem() - 0.5);
  },
};

/** Uncontrolled: the clear button appears with a value, empties the field and gives focus back. */
export const Clearable: Story = {
  args: { clearable: true, defaultValue: '张三' },
  play: async ({ canvas, userEvent, args }) => {
    const input = canvas.getByRole('textbox', { name: '患者姓名' });
    await userEvent.click(canvas.getByRole('button', { name: '清除' }));
    await expect(input).toHaveValue('');
    await expect(input).toHaveFocus();
    await expect(args.onValueChange).toHaveBeenLastCalledWith('');
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    await expect(canvas.queryByRole('button', { name: '清除' })).toBeNull();

    // Keyboard: type, Tab to the clear button, press Enter.
    await userEvent.keyboard('李四');
    await userEvent.tab();
    const clear = canvas.getByRole('button', { name: '清除' });
    await expect(clear).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(input).toHaveValue('');
    await expect(input).toHaveFocus();
    await expect(args.onValueChange).toHaveBeenLastCalledWith('');
  },
};

/**
 * Filled behind React's back, as react-hook-form's `setValue` and `reset` do: the clear button
 * still follows the value.
 */
export const ClearableFilledByForm: Story = {
  args: { clearable: true },
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole<HTMLInputElement>('textbox', { name: '患者姓名' });
    await expect(canvas.queryByRole('button', { name: '清除' })).toBeNull();

    input.value = '赵六';
    await waitFor(() => expect(canvas.getByRole('button', { name: '清除' })).toBeVisible());

    await userEvent.click(canvas.getByRole('button', { name: '清除' }));
    await expect(input).toHaveValue('');
    await waitFor(() => expect(canvas.queryByRole('button', { name: '清除' })).toBeNull());
  },
};

function ControlledClearable(props: { onValueChange: (value: string) => void }) {
  const [value, setValue] = useState('王五');
  return (
    <div className="flex flex-col gap-2">
      <Input
        aria-label="患者姓名"
        clearable
        value={value}
        onValueChange={(next) => {
          setValue(next);
          props.onValueChange(next);
        }}
      />
      <output aria-label="当前值">{value}</output>
    </div>
  );
}

/** Controlled: clearing goes through `onValueChange('')`, and the parent's state follows. */
export const ControlledClear: Story = {
  render: (args) => <ControlledClearable onValueChange={args.onValueChange!} />,
  play: async ({ canvas, userEvent, args }) => {
    const input = canvas.getByRole('textbox', { name: '患者姓名' });
    await expect(input).toHaveValue('王五');
    input.focus();
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(input).toHaveValue('');
    await expect(input).toHaveFocus();
    await expect(args.onValueChange).toHaveBeenCalledWith('');
    await expect(canvas.getByRole('status', { name: '当前值' })).toHaveTextContent('');

    await userEvent.keyboard('赵六');
    await expect(canvas.getByRole('status', { name: '当前值' })).toHaveTextContent('赵六');
  },
};

/** The toggle keeps its name and reports its state through `aria-pressed`. */
export const Password: Story = {
  args: { type: 'password', 'aria-label': '密码', autoComplete: 'current-password' },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const input = canvasElement.querySelector('input')!;
    await userEvent.type(input, 'secret1');
    await expect(input).toHaveAttribute('type', 'password');

    const toggle = canvas.getByRole('button', { name: '显示密码' });
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(input).toHaveAttribute('type', 'text');
    await expect(canvas.getByRole('textbox', { name: '密码' })).toHaveValue('secret1');

    toggle.blur();
    await userEvent.tab();
    await userEvent.tab();
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await expect(input).toHaveAttribute('type', 'password');
  },
};

export const Invalid: Story = {
  args: { invalid: true, defaultValue: '12' },
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: '患者姓名' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input.closest('[data-slot="input"]')).toHaveAttribute('data-invalid');
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await expect(getComputedStyle(input.closest('[data-slot="input"]')!).outlineStyle).toBe(
      'solid',
    );
  },
};

export const Small: Story = {
  args: { size: 'sm', placeholder: '筛选' },
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: '患者姓名' });
    await userEvent.click(input);
    await userEvent.keyboard('张');
    await expect(input).toHaveValue('张');
    await expect(input.closest('[data-slot="input"]')).toHaveAttribute('data-size', 'sm');
  },
};

/** The patient size: at least 44 px tall, with a clear button as tall as the box. */
export const Large: Story = {
  args: { size: 'lg', clearable: true, defaultValue: '张三' },
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: '患者姓名' });
    const clear = canvas.getByRole('button', { name: '清除' });
    await expect(
      input.closest('[data-slot="input"]')!.getBoundingClientRect().height,
    ).toBeGreaterThanOrEqual(44);
    await expect(clear.getBoundingClientRect().width).toBeGreaterThanOrEqual(2.75 * rem() - 0.5);
    await userEvent.click(clear);
    await expect(input).toHaveValue('');
  },
};

export const PrefixAndSuffix: Story = {
  args: {
    'aria-label': '体重',
    inputMode: 'decimal',
    prefix: <Search aria-hidden="true" className="size-[1.25em]" />,
    suffix: 'kg',
  },
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: '体重' });
    await userEvent.click(input);
    await userEvent.keyboard('62.5');
    await expect(input).toHaveValue('62.5');
    await expect(canvas.getByText('kg')).toHaveAttribute('data-slot', 'input-suffix');
  },
};

export const Disabled: Story = {
  args: { disabled: true, clearable: true, defaultValue: '张三' },
  play: async ({ canvas, userEvent, args }) => {
    const input = canvas.getByRole('textbox', { name: '患者姓名' });
    await userEvent.tab();
    await expect(input).not.toHaveFocus();
    await userEvent.click(input);
    await userEvent.keyboard('x');
    await expect(input).toHaveValue('张三');
    await expect(input).toBeDisabled();
    await expect(canvas.queryByRole('button', { name: '清除' })).toBeNull();
    await waitFor(() => expect(args.onChange).not.toHaveBeenCalled());
  },
};
