import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { FormField } from '../form-field';
import { Select } from './select';

const departments = [
  { value: 'neurology', label: '神经内科' },
  { value: 'cardiology', label: '心血管内科' },
  { value: 'geriatrics', label: '老年医学科' },
  { value: 'rehabilitation', label: '康复医学科' },
  { value: 'psychiatry', label: '精神心理科', disabled: true },
];

/** The Docs page's design notes: anatomy, variants, do and don't, accessibility. */
const designNotes = `
## Anatomy

A trigger showing the choice and a list in a popup.

## Variants

Sizes; placeholder; invalid, disabled.

## Do

- Use for one choice from a known list of about 5 to 20.

## Don't

- Use for two or three options: \`RadioGroup\` shows them all.

## Accessibility

- Enter, Space or ArrowDown opens, type-ahead jumps, Escape closes; FormField names it.
`;

const meta = {
  title: 'UI/Select',
  parameters: { docs: { description: { component: designNotes } } },
  component: Select,
  tags: ['autodocs'],
  args: { 'aria-label': '科室', options: departments, onValueChange: fn() },
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

const rem = () => parseFloat(getComputedStyle(document.documentElement).fontSize);

/** Keyboard only: Tab, Enter opens, ArrowDown moves, Enter chooses and focus comes back. */
export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const trigger = canvas.getByRole('combobox', { name: '科室' });
    await expect(trigger).toHaveTextContent('请选择');
    await expect(trigger).toHaveAttribute('data-placeholder');
    await expect(trigger.getBoundingClientRect().height).toBeGreaterThanOrEqual(2.5 * rem() - 0.5);

    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const listbox = await screen.findByRole('listbox');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(screen.getByRole('option', { name: '神经内科' })).toHaveFocus());

    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(screen.getByRole('option', { name: '心血管内科' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(listbox).not.toBeInTheDocument());
    await expect(trigger).toHaveTextContent('心血管内科');
    await expect(trigger).toHaveFocus();
    await expect(args.onValueChange).toHaveBeenCalledWith('cardiology');
  },
};

/** With the mouse: click to open, click an option; the chosen one carries a check. */
export const WithMouse: Story = {
  args: { defaultValue: 'neurology' },
  play: async ({ canvas, userEvent, args }) => {
    const trigger = canvas.getByRole('combobox', { name: '科室' });
    await userEvent.click(trigger);
    const chosen = await screen.findByRole('option', { name: '神经内科' });
    await expect(chosen).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(screen.getByRole('option', { name: '老年医学科' }));
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    await expect(trigger).toHaveTextContent('老年医学科');
    await expect(args.onValueChange).toHaveBeenCalledWith('geriatrics');
  },
};

/** Type-ahead: ArrowDown opens, typing the first character jumps there, Enter chooses. */
export const TypeAhead: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const trigger = canvas.getByRole('combobox', { name: '科室' });
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    await screen.findByRole('listbox');
    await waitFor(() => expect(screen.getByRole('option', { name: '神经内科' })).toHaveFocus());
    await userEvent.keyboard('康');
    await waitFor(() => expect(screen.getByRole('option', { name: '康复医学科' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    await expect(trigger).toHaveTextContent('康复医学科');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('rehabilitation');
  },
};

/** Escape closes without changing anything; a disabled option is skipped. */
export const EscapeAndDisabledOption: Story = {
  args: { defaultValue: 'rehabilitation' },
  play: async ({ canvas, userEvent, args }) => {
    const trigger = canvas.getByRole('combobox', { name: '科室' });
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await waitFor(() => expect(screen.getByRole('option', { name: '康复医学科' })).toHaveFocus());
    await expect(screen.getByRole('option', { name: '精神心理科' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await userEvent.keyboard('{ArrowDown}');
    await expect(screen.getByRole('option', { name: '康复医学科' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    await expect(trigger).toHaveFocus();
    await expect(trigger).toHaveTextContent('康复医学科');
    await expect(args.onValueChange).not.toHaveBeenCalled();
  },
};

/** In a FormField: named by the label, described by the error, invalid border. */
export const InFormField: Story = {
  args: { 'aria-label': undefined },
  render: (args) => (
    <FormField label="就诊科室" required error="请选择就诊科室">
      <Select {...args} />
    </FormField>
  ),
  play: async ({ canvas, userEvent }) => {
    const trigger = canvas.getByRole('combobox', { name: '就诊科室 必填' });
    await expect(trigger).toHaveAttribute('aria-invalid', 'true');
    await expect(trigger).toHaveAttribute('data-invalid');
    await expect(trigger).toHaveAccessibleDescription(/请选择就诊科室/);
    // Clicking the label acts on the trigger: the list opens.
    await userEvent.click(canvas.getByText('就诊科室'));
    await screen.findByRole('listbox');
    await waitFor(() => expect(screen.getByRole('option', { name: '神经内科' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(trigger).toHaveTextContent('神经内科'));
    await expect(trigger).toHaveFocus();
  },
};

/** The patient size: a ≥ 44 px trigger and ≥ 44 px options. */
export const Large: Story = {
  args: { size: 'lg', placeholder: '请选择科室' },
  play: async ({ canvas, userEvent }) => {
    const trigger = canvas.getByRole('combobox', { name: '科室' });
    await expect(trigger).toHaveTextContent('请选择科室');
    await expect(trigger.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await userEvent.click(trigger);
    const option = await screen.findByRole('option', { name: '神经内科' });
    await expect(option.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'neurology' },
  play: async ({ canvas, userEvent, args }) => {
    const trigger = canvas.getByRole('combobox', { name: '科室' });
    await userEvent.click(trigger);
    await userEvent.tab();
    await expect(trigger).not.toHaveFocus();
    await expect(screen.queryByRole('listbox')).toBeNull();
    await expect(trigger).toBeDisabled();
    await expect(trigger).toHaveAttribute('data-disabled');
    await expect(args.onValueChange).not.toHaveBeenCalled();
  },
};

/**
 * Options under group headings, each with a line of description in the list; the closed trigger
 * shows the label only. ArrowDown crosses from one group into the next.
 */
export const Grouped: Story = {
  args: {
    options: [
      { value: 'neurology', label: '神经内科', group: '内科', description: '脑与神经' },
      { value: 'cardiology', label: '心血管内科', group: '内科', description: '心脏与血管' },
      { value: 'rehabilitation', label: '康复医学科', group: '康复', description: '功能恢复' },
    ],
  },
  play: async ({ canvas, userEvent, args }) => {
    const trigger = canvas.getByRole('combobox', { name: '科室' });
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const list = await screen.findByRole('listbox');
    await expect(screen.getByRole('group', { name: '内科' })).toBeVisible();
    await expect(screen.getByRole('group', { name: '康复' })).toBeVisible();
    await expect(screen.getByText('功能恢复')).toBeVisible();
    await waitFor(() => expect(screen.getAllByRole('option')[0]).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await waitFor(() => expect(list).not.toBeInTheDocument());
    await expect(args.onValueChange).toHaveBeenCalledWith('rehabilitation');
    await expect(trigger).toHaveTextContent('康复医学科');
    await expect(trigger).not.toHaveTextContent('功能恢复');
  },
};
