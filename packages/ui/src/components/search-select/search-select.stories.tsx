import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { Button } from '../button';
import { Dialog, DialogContent, DialogTitle, DialogTrigger } from '../dialog';
import { FormField } from '../form-field';
import { SearchSelect, type SearchOption, type SearchSelectProps } from './search-select';

/*
 * SearchSelect with a stand-in for the server's search (a short wait, then the names that contain
 * the typed text). In the console it finds clinicians through the doctors list call.
 */

const clinicians: SearchOption[] = [
  { value: '1', label: '张医生', description: '医生' },
  { value: '2', label: '赵磊', description: '医生' },
  { value: '3', label: '陈护士', description: '护士' },
  { value: '4', label: '王康复师', description: '康复师' },
  { value: '5', label: '张敏', description: '训练师' },
];

const searches = fn();
async function findClinicians(text: string): Promise<SearchOption[]> {
  searches(text);
  await new Promise((resolve) => setTimeout(resolve, 60));
  return clinicians.filter((clinician) => clinician.label.includes(text));
}

/** Holds the chosen option as a page would. */
function Field(props: Partial<SearchSelectProps> & { label?: string }) {
  const [value, setValue] = useState<SearchOption | null>(props.value ?? null);
  return (
    <FormField label={props.label ?? '负责医生'} className="max-w-sm">
      <SearchSelect
        search={findClinicians}
        debounceMs={50}
        {...props}
        value={value}
        onValueChange={(option) => {
          setValue(option);
          props.onValueChange?.(option);
        }}
      />
    </FormField>
  );
}

/** The Docs page's design notes: anatomy, variants, do and don't, accessibility. */
const designNotes = `
## Anatomy

A text box that searches as one types, and a list of matches below it.

## Variants

Loading, no match, disabled, invalid.

## Do

- Use when the options are too many to list (every doctor of a hospital).

## Don't

- Use for fewer than about 20 options: \`Select\`.

## Accessibility

- The WAI-ARIA combobox: focus stays in the box, arrows move the active option, Enter chooses, Escape closes, the number found is announced.
`;

const meta = {
  title: 'UI/SearchSelect',
  parameters: { docs: { description: { component: designNotes } } },
  component: SearchSelect,
  tags: ['autodocs'],
  args: { value: null, onValueChange: fn(), search: findClinicians },
  render: (args) => <Field onValueChange={args.onValueChange} size={args.size} />,
} satisfies Meta<typeof SearchSelect>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Keyboard only: type part of a name, the matches come from the "server", ArrowDown moves, Enter
 * chooses; the box then shows the chosen name.
 */
export const ByKeyboard: Story = {
  play: async ({ canvas, userEvent, args }) => {
    searches.mockClear();
    const box = canvas.getByRole('combobox', { name: '负责医生' });
    await userEvent.tab();
    await expect(box).toHaveFocus();
    await userEvent.keyboard('张');
    const listbox = await screen.findByRole('listbox', { name: '负责医生' });
    await waitFor(() => expect(within(listbox).getAllByRole('option')).toHaveLength(2));
    await expect(searches).toHaveBeenLastCalledWith('张');
    await expect(box).toHaveAttribute('aria-expanded', 'true');
    // The first match is active; ArrowDown moves to the second, without taking the focus.
    const [first, second] = within(listbox).getAllByRole('option');
    await expect(box).toHaveAttribute('aria-activedescendant', first!.id);
    await userEvent.keyboard('{ArrowDown}');
    await expect(box).toHaveAttribute('aria-activedescendant', second!.id);
    await expect(box).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    await expect(box).toHaveValue('张敏');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(clinicians[4]);
    // Typing again un-chooses it at once: what is shown is always what is chosen.
    await userEvent.keyboard('{Backspace}');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(null);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
  },
};

/** With the pointer: ArrowDown (or typing) opens it; a click chooses and the check marks it. */
export const ByPointer: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const box = canvas.getByRole('combobox', { name: '负责医生' });
    await userEvent.click(box);
    await userEvent.keyboard('{ArrowDown}');
    const option = await screen.findByRole('option', { name: /^陈护士/ });
    await userEvent.click(option);
    await expect(box).toHaveValue('陈护士');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(clinicians[2]);
    await userEvent.keyboard('{ArrowDown}');
    await expect(await screen.findByRole('option', { name: /^陈护士/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await userEvent.keyboard('{Escape}');
  },
};

/** Nothing matches: it says so in words (and to a screen reader); leaving puts the text back. */
export const NothingFound: Story = {
  play: async ({ canvas, userEvent }) => {
    const box = canvas.getByRole('combobox', { name: '负责医生' });
    await userEvent.type(box, '李');
    await expect(await screen.findByText('没有找到', { selector: 'p' })).toBeVisible();
    await expect(box).not.toHaveAttribute('aria-activedescendant');
    await userEvent.tab();
    await expect(box).toHaveValue('');
  },
};

/** Patient-screen size: the box and every option are at least 44 px tall. */
export const Large: Story = {
  args: { size: 'lg' },
  play: async ({ canvas, userEvent }) => {
    const box = canvas.getByRole('combobox', { name: '负责医生' });
    await expect(box.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    box.focus();
    await userEvent.keyboard('{ArrowDown}');
    const options = await screen.findAllByRole('option');
    for (const option of options) {
      await expect(option.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    }
    await userEvent.keyboard('{Escape}');
  },
};

/** Inside a dialog, Escape closes the list first and the dialog only on a second press. */
export const InADialog: Story = {
  render: () => (
    <Dialog>
      <DialogTrigger asChild>
        <Button>加入护理团队</Button>
      </DialogTrigger>
      <DialogContent>
        <DialogTitle>加入护理团队</DialogTitle>
        <Field label="医生" />
      </DialogContent>
    </Dialog>
  ),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: '加入护理团队' }));
    const dialog = await screen.findByRole('dialog', { name: '加入护理团队' });
    const box = within(dialog).getByRole('combobox', { name: '医生' });
    await userEvent.click(box);
    await userEvent.keyboard('赵');
    await screen.findByRole('option', { name: /^赵磊/ });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    // The first Escape closed the list only. The dialog may still be fading in (its opacity starts
    // at 0 and a busy machine may not have drawn a frame yet): wait for it, never for a duration.
    await waitFor(() => expect(dialog).toBeVisible());
    await expect(dialog).toHaveAttribute('data-state', 'open');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};
