import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Label } from './label';

/** The Docs page's design notes: anatomy, variants, do and don't, accessibility. */
const designNotes = `
## Anatomy

A label with an optional required marker (必填).

## Variants

\`field\` above a control, \`inline\` beside a checkbox, radio or switch.

## Do

- Prefer \`FormField\`, which uses it.

## Don't

- Mark required with a colour alone: the marker is a word for screen readers.

## Accessibility

- Clicking it focuses its control.
`;

const meta = {
  title: 'UI/Label',
  parameters: { docs: { description: { component: designNotes } } },
  component: Label,
  tags: ['autodocs'],
  args: { children: '患者姓名', htmlFor: 'label-story-input' },
  render: (args) => (
    <div className="flex flex-col gap-1.5">
      <Label {...args} />
      <input
        id="label-story-input"
        disabled={args.disabled}
        className="min-h-10 rounded-md border border-border px-3 hc:border-foreground"
      />
    </div>
  ),
} satisfies Meta<typeof Label>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Clicking the label focuses its field; the field takes its name from it. */
export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: '患者姓名' });
    await userEvent.click(canvas.getByText('患者姓名'));
    await expect(input).toHaveFocus();
    await userEvent.keyboard('张三');
    await expect(input).toHaveValue('张三');
  },
};

/** "*" for the eye, 必填 for the ear. */
export const Required: Story = {
  args: { required: true },
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: '患者姓名 必填' });
    await expect(canvas.getByText('*')).toHaveAttribute('aria-hidden', 'true');
    await userEvent.click(canvas.getByText('患者姓名'));
    await expect(input).toHaveFocus();
    input.blur();
    await userEvent.tab();
    await expect(input).toHaveFocus();
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: '患者姓名' });
    await expect(canvas.getByText('患者姓名')).toHaveAttribute('data-disabled');
    await userEvent.click(canvas.getByText('患者姓名'));
    await expect(input).not.toHaveFocus();
    await userEvent.tab();
    await expect(input).not.toHaveFocus();
  },
};
