import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor } from 'storybook/test';
import { ColorPicker, type ColorPickerProps } from './color-picker';

/** The Docs page's design notes: anatomy, variants, do and don't, accessibility. */
const designNotes = `
## Anatomy

Preset swatches (a radio group) and a hex input.

## Variants

Presets are configurable; disabled blocks both.

## Do

- Use only for the theme colour of the settings drawer or an equivalent.

## Don't

- Offer colours that cannot keep text readable: the ramp is recomputed, but very light colours still look washed out.

## Accessibility

- Swatches are radios with the colour's name; arrow keys move.
- An invalid hex says so in text, under the input.
`;

const meta = {
  title: 'UI/ColorPicker',
  parameters: { docs: { description: { component: designNotes } } },
  component: ColorPicker,
  tags: ['autodocs'],
  args: { onChange: fn() },
} satisfies Meta<typeof ColorPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Holds the value, as a settings page would. */
function Controlled(props: ColorPickerProps) {
  const [value, setValue] = useState(props.value ?? '#409EFF');
  return (
    <ColorPicker
      {...props}
      value={value}
      onChange={(hex) => {
        setValue(hex);
        props.onChange?.(hex);
      }}
    />
  );
}

/** Default: #409EFF is selected and marked with a check, not by colour alone. */
export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const group = canvas.getByRole('radiogroup', { name: '预设主题色' });
    const defaultBlue = canvas.getByRole('radio', { name: '#409EFF 默认蓝' });
    await expect(group).toBeVisible();
    await expect(defaultBlue).toBeChecked();
    await expect(defaultBlue.querySelector('[data-slot="color-picker-check"] svg')).not.toBeNull();
    await expect(canvas.getByRole('textbox', { name: '自定义颜色' })).toHaveValue('#409EFF');

    await userEvent.click(canvas.getByRole('radio', { name: '#1890FF 拂晓蓝' }));
    await expect(args.onChange).toHaveBeenCalledWith('#1890FF');
    await expect(canvas.getByRole('radio', { name: '#1890FF 拂晓蓝' })).toBeChecked();
    await expect(defaultBlue.querySelector('[data-slot="color-picker-check"]')).toBeNull();
    await expect(canvas.getByRole('textbox', { name: '自定义颜色' })).toHaveValue('#1890FF');
  },
};

/** Tab into the group lands on the selected swatch; arrows move and select, wrapping around. */
export const KeyboardSwatches: Story = {
  render: (args) => <Controlled {...args} />,
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.tab();
    const defaultBlue = canvas.getByRole('radio', { name: '#409EFF 默认蓝' });
    await expect(defaultBlue).toHaveFocus();

    // Radix selects the swatch that arrow-key focus lands on while the key is down (a person's
    // key press lasts longer than the synthetic one), so hold the key until it is checked.
    await userEvent.keyboard('{ArrowRight>}');
    const daybreak = canvas.getByRole('radio', { name: '#1890FF 拂晓蓝' });
    await expect(daybreak).toHaveFocus();
    await waitFor(() => expect(daybreak).toBeChecked());
    await userEvent.keyboard('{/ArrowRight}');
    await expect(args.onChange).toHaveBeenLastCalledWith('#1890FF');

    await userEvent.keyboard('{ArrowLeft>}');
    await waitFor(() => expect(defaultBlue).toBeChecked());
    await userEvent.keyboard('{/ArrowLeft}{ArrowLeft>}');
    const last = canvas.getByRole('radio', { name: '#A0522D 赭石棕' });
    await expect(last).toHaveFocus();
    await waitFor(() => expect(last).toBeChecked());
    await userEvent.keyboard('{/ArrowLeft}');

    // Tab leaves the group for the hex input, which follows the selection.
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: '自定义颜色' })).toHaveFocus();
    await expect(canvas.getByRole('textbox', { name: '自定义颜色' })).toHaveValue('#A0522D');
  },
};

/** A typed #RRGGBB applies at once, a short #RGB on Enter; a matching preset shows its check. */
export const TypeHex: Story = {
  render: (args) => <Controlled {...args} />,
  play: async ({ canvas, userEvent, args }) => {
    const input = canvas.getByRole('textbox', { name: '自定义颜色' });
    await userEvent.tripleClick(input);
    await userEvent.keyboard('#2a6');
    await expect(args.onChange).not.toHaveBeenCalled();
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith('#22AA66');
    await expect(input).toHaveValue('#22AA66');
    for (const radio of canvas.getAllByRole('radio')) await expect(radio).not.toBeChecked();

    await userEvent.clear(input);
    await userEvent.type(input, '#0e7c86');
    await expect(args.onChange).toHaveBeenLastCalledWith('#0E7C86');
    await expect(canvas.getByRole('radio', { name: '#0E7C86 湖水青' })).toBeChecked();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** An invalid hex shows the Chinese message after Enter or leaving the field, and onChange is not called. */
export const InvalidHex: Story = {
  render: (args) => <Controlled {...args} />,
  play: async ({ canvas, userEvent, args }) => {
    const input = canvas.getByRole('textbox', { name: '自定义颜色' });
    await userEvent.clear(input);
    await userEvent.type(input, '#12345');
    await expect(canvas.queryByRole('alert')).toBeNull();
    await userEvent.keyboard('{Enter}');

    const error = await canvas.findByRole('alert');
    await expect(error).toHaveTextContent('请输入有效的颜色值，例如 #409EFF');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('请输入有效的颜色值，例如 #409EFF');
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(canvas.getByRole('radio', { name: '#409EFF 默认蓝' })).toBeChecked();

    // Finishing the value clears the error.
    await userEvent.type(input, '6');
    await waitFor(() => expect(canvas.queryByRole('alert')).toBeNull());
    await expect(args.onChange).toHaveBeenLastCalledWith('#123456');

    // Leaving the field with a non-colour shows it again.
    await userEvent.clear(input);
    await userEvent.type(input, 'blue');
    await userEvent.tab();
    await expect(await canvas.findByRole('alert')).toBeVisible();
  },
};

/** English labels come from the catalog; callers may also pass their own. */
export const CustomLabels: Story = {
  args: {
    label: '训练界面主色',
    inputLabel: '颜色代码',
    presets: [
      { value: '#409EFF', name: '默认蓝' },
      { value: '#000000', name: '纯黑' },
    ],
  },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('radiogroup', { name: '训练界面主色' })).toBeVisible();
    await expect(canvas.getAllByRole('radio')).toHaveLength(2);
    await userEvent.click(canvas.getByRole('radio', { name: '#000000 纯黑' }));
    await expect(args.onChange).toHaveBeenCalledWith('#000000');
    await expect(canvas.getByRole('textbox', { name: '颜色代码' })).toHaveValue('#000000');
  },
};

/** Disabled: nothing can be picked or typed. */
export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('radio', { name: '#1890FF 拂晓蓝' }));
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: '自定义颜色' })).not.toHaveFocus();
    await expect(canvas.getByRole('textbox', { name: '自定义颜色' })).toBeDisabled();
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(canvas.getByRole('radio', { name: '#409EFF 默认蓝' })).toBeChecked();
  },
};
