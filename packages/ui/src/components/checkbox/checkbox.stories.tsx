import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { Checkbox } from './checkbox';

/** The Docs page's design notes: anatomy, variants, do and don't, accessibility. */
const designNotes = `
## Anatomy

A box and its label; the label is part of the click target.

## Variants

Sizes \`sm\`, \`md\`, \`lg\`; checked, unchecked, \`indeterminate\`; \`invalid\`, disabled.

## Do

- Use for independent yes/no choices and for selecting rows.
- Write the label as a statement: 已阅读知情同意书.

## Don't

- Use for a setting that applies at once: that is \`Switch\`.
- Use for one choice among a few: \`RadioGroup\`.

## Accessibility

- Space toggles; the mixed state is announced as such.
- The hit area is enlarged beyond the box so small sizes still meet 24 px.
`;

const meta = {
  title: 'UI/Checkbox',
  parameters: { docs: { description: { component: designNotes } } },
  component: Checkbox,
  tags: ['autodocs'],
  args: { label: '已阅读知情同意书', onCheckedChange: fn() },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

const rem = () => parseFloat(getComputedStyle(document.documentElement).fontSize);

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const checkbox = canvas.getByRole('checkbox', { name: '已阅读知情同意书' });
    await userEvent.click(checkbox);
    await expect(checkbox).toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(true);

    // The label is part of the target.
    await userEvent.click(canvas.getByText('已阅读知情同意书'));
    await expect(checkbox).not.toBeChecked();

    checkbox.blur();
    await userEvent.tab();
    await expect(checkbox).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(checkbox).toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenCalledTimes(3);

    const pad = getComputedStyle(checkbox, '::before');
    const hit = checkbox.getBoundingClientRect().height - 2 * parseFloat(pad.top);
    await expect(hit).toBeGreaterThanOrEqual(2.5 * rem() - 0.5);
  },
};

/** The label can also come as children. */
export const Children: Story = {
  args: { label: undefined, children: '接收复诊短信提醒', defaultChecked: true },
  play: async ({ canvas, userEvent }) => {
    const checkbox = canvas.getByRole('checkbox', { name: '接收复诊短信提醒' });
    await expect(checkbox).toBeChecked();
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(checkbox).not.toBeChecked();
  },
};

function SelectAll() {
  const [picked, setPicked] = useState(['记忆训练']);
  const all = ['记忆训练', '注意力训练', '执行功能训练'];
  const state = picked.length === all.length ? true : picked.length === 0 ? false : 'indeterminate';
  return (
    <div className="flex flex-col">
      <Checkbox
        label="全部训练"
        checked={state}
        onCheckedChange={(next) => setPicked(next === true ? all : [])}
      />
      <div className="flex flex-col ps-8">
        {all.map((item) => (
          <Checkbox
            key={item}
            label={item}
            checked={picked.includes(item)}
            onCheckedChange={(next) =>
              setPicked((prev) =>
                next === true ? [...prev, item] : prev.filter((p) => p !== item),
              )
            }
          />
        ))}
      </div>
    </div>
  );
}

/** A "select all" box is mixed while some, not all, are picked. */
export const Indeterminate: Story = {
  render: () => <SelectAll />,
  play: async ({ canvas, userEvent }) => {
    const all = canvas.getByRole('checkbox', { name: '全部训练' });
    await expect(all).toHaveAttribute('aria-checked', 'mixed');
    await expect(all).toHaveAttribute('data-state', 'indeterminate');

    await userEvent.click(all);
    await expect(all).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: '执行功能训练' })).toBeChecked();

    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('checkbox', { name: '记忆训练' })).not.toBeChecked();
    await expect(all).toHaveAttribute('aria-checked', 'mixed');
  },
};

export const Invalid: Story = {
  args: { invalid: true, label: '我同意上述条款' },
  play: async ({ canvas, userEvent }) => {
    const checkbox = canvas.getByRole('checkbox', { name: '我同意上述条款' });
    await expect(checkbox).toHaveAttribute('aria-invalid', 'true');
    await expect(checkbox).toHaveAttribute('data-invalid');
    await userEvent.click(checkbox);
    await expect(checkbox).toBeChecked();
  },
};

/** The patient size: a 1.75rem box, a 3.25rem hit area and large text. */
export const Large: Story = {
  args: { size: 'lg' },
  play: async ({ canvas, userEvent }) => {
    const checkbox = canvas.getByRole('checkbox', { name: '已阅读知情同意书' });
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(checkbox).toBeChecked();
    const pad = getComputedStyle(checkbox, '::before');
    const hit = checkbox.getBoundingClientRect().height - 2 * parseFloat(pad.top);
    await expect(hit).toBeGreaterThanOrEqual(44);
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultChecked: true },
  play: async ({ canvas, userEvent, args }) => {
    const checkbox = canvas.getByRole('checkbox', { name: '已阅读知情同意书' });
    await userEvent.click(checkbox);
    await userEvent.tab();
    await expect(checkbox).not.toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(checkbox).toBeChecked();
    await expect(checkbox).toBeDisabled();
    await expect(args.onCheckedChange).not.toHaveBeenCalled();
  },
};
