import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { FormField } from '../form-field';
import { RadioGroup } from './radio-group';

const frequencies = [
  { value: 'daily', label: '每天', description: '推荐：每次 15 分钟' },
  { value: 'weekly', label: '每周三次' },
  { value: 'monthly', label: '每月一次' },
];

/** The Docs page's design notes: anatomy, variants, do and don't, accessibility. */
const designNotes = `
## Anatomy

A group of radios with their labels.

## Variants

Vertical or horizontal; sizes; invalid, disabled.

## Do

- Use for one choice among two to five, all visible.

## Don't

- Use for more than about six options: \`Select\`.

## Accessibility

- Tab enters the group, arrows move and select; name it with \`aria-label\` or \`FormField\`.
`;

const meta = {
  title: 'UI/RadioGroup',
  parameters: { docs: { description: { component: designNotes } } },
  component: RadioGroup,
  tags: ['autodocs'],
  args: { 'aria-label': '训练频率', items: frequencies, onValueChange: fn() },
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;
type UserEvent = StoryContext['userEvent'];

/**
 * Presses an arrow key the way a hand does, down then up. Radix moves focus a tick after
 * keydown and selects on that focus only while the key is still down, so a zero-length
 * synthetic press would release the key too early.
 */
async function pressArrow(userEvent: UserEvent, key: string, expected: HTMLElement) {
  await userEvent.keyboard(`{${key}>}`);
  await waitFor(() => expect(expected).toHaveFocus());
  await userEvent.keyboard(`{/${key}}`);
}

/** Click a choice; Tab into the group; arrows move and select. */
export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const group = canvas.getByRole('radiogroup', { name: '训练频率' });
    const daily = canvas.getByRole('radio', { name: '每天' });
    const weekly = canvas.getByRole('radio', { name: '每周三次' });
    const monthly = canvas.getByRole('radio', { name: '每月一次' });
    await expect(group).toHaveAttribute('aria-orientation', 'vertical');
    await expect(daily).toHaveAccessibleDescription('推荐：每次 15 分钟');

    await userEvent.click(canvas.getByText('每周三次'));
    await expect(weekly).toBeChecked();
    await expect(args.onValueChange).toHaveBeenLastCalledWith('weekly');

    weekly.blur();
    await userEvent.tab();
    await expect(weekly).toHaveFocus();
    await pressArrow(userEvent, 'ArrowDown', monthly);
    await expect(monthly).toBeChecked();
    await expect(args.onValueChange).toHaveBeenLastCalledWith('monthly');
    // Wraps round.
    await pressArrow(userEvent, 'ArrowDown', daily);
    await expect(daily).toBeChecked();
    await pressArrow(userEvent, 'ArrowUp', monthly);
    await expect(monthly).toBeChecked();
  },
};

export const Horizontal: Story = {
  args: { orientation: 'horizontal', defaultValue: 'daily' },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: '每天' })).toHaveFocus();
    const daily = canvas.getByRole('radio', { name: '每天' });
    const weekly = canvas.getByRole('radio', { name: '每周三次' });
    await pressArrow(userEvent, 'ArrowRight', weekly);
    await expect(weekly).toBeChecked();
    await pressArrow(userEvent, 'ArrowLeft', daily);
    await expect(daily).toBeChecked();
    await expect(args.onValueChange).toHaveBeenCalledTimes(2);
  },
};

/** A disabled choice is skipped by the arrows. */
export const DisabledItem: Story = {
  args: {
    defaultValue: 'daily',
    items: frequencies.map((item) => ({ ...item, disabled: item.value === 'weekly' })),
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    const monthly = canvas.getByRole('radio', { name: '每月一次' });
    await pressArrow(userEvent, 'ArrowDown', monthly);
    await expect(monthly).toBeChecked();
    await expect(canvas.getByRole('radio', { name: '每周三次' })).toBeDisabled();
    await userEvent.click(canvas.getByText('每周三次'));
    await expect(canvas.getByRole('radio', { name: '每周三次' })).not.toBeChecked();
  },
};

/** In a FormField: the label names the group and the error describes it. */
export const InFormField: Story = {
  args: { 'aria-label': undefined },
  render: (args) => (
    <FormField label="训练频率" required error="请选择训练频率">
      <RadioGroup {...args} />
    </FormField>
  ),
  play: async ({ canvas, userEvent }) => {
    const group = canvas.getByRole('radiogroup', { name: '训练频率 必填' });
    await expect(group).toHaveAttribute('aria-invalid', 'true');
    await expect(group).toHaveAccessibleDescription(/请选择训练频率/);
    await expect(canvas.getByRole('radio', { name: '每天' })).toHaveAttribute('data-invalid');
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('radio', { name: '每天' })).toBeChecked();
  },
};

export const Large: Story = {
  args: { size: 'lg' },
  play: async ({ canvas, userEvent }) => {
    const daily = canvas.getByRole('radio', { name: '每天' });
    await userEvent.click(daily);
    await expect(daily).toBeChecked();
    const hit =
      daily.getBoundingClientRect().height -
      2 * parseFloat(getComputedStyle(daily, '::before').top);
    await expect(hit).toBeGreaterThanOrEqual(44);
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'weekly' },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('radio', { name: '每天' }));
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: '每周三次' })).not.toHaveFocus();
    await expect(canvas.getByRole('radio', { name: '每周三次' })).toBeChecked();
    await expect(args.onValueChange).not.toHaveBeenCalled();
  },
};
