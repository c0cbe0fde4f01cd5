import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen } from 'storybook/test';
import { DoctorFilters, type DoctorFilterValues } from './doctor-filters';

const meta = {
  title: 'Console/Doctors/DoctorFilters',
  component: DoctorFilters,
  tags: ['autodocs'],
  args: { value: {}, onApply: fn() },
} satisfies Meta<typeof DoctorFilters>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Type a name and a phone, choose a job with the keyboard, Enter searches once. */
export const Search: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: '姓名' }), '  张  ');
    await userEvent.type(canvas.getByRole('textbox', { name: '手机号' }), '138');
    // Nothing is asked while typing.
    await expect(args.onApply).not.toHaveBeenCalled();
    canvas.getByRole('combobox', { name: '职业' }).focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.click(await screen.findByRole('option', { name: '康复师' }));
    await expect(canvas.getByRole('combobox', { name: '职业' })).toHaveTextContent('康复师');
    canvas.getByRole('textbox', { name: '姓名' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onApply).toHaveBeenCalledWith({
      name: '张',
      phone: '138',
      job: '康复师',
      archived: '',
    });
    // The search keeps the focus where it was.
    await expect(canvas.getByRole('textbox', { name: '姓名' })).toHaveFocus();
  },
};

/** Opened from a link with filters: the fields show them; 重置 clears and applies at once. */
export const FromLinkAndReset: Story = {
  args: { value: { name: '王', job: '护士' } },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('textbox', { name: '姓名' })).toHaveValue('王');
    await expect(canvas.getByRole('combobox', { name: '职业' })).toHaveTextContent('护士');
    await userEvent.click(canvas.getByRole('button', { name: '重置' }));
    await expect(canvas.getByRole('textbox', { name: '姓名' })).toHaveValue('');
    await expect(canvas.getByRole('combobox', { name: '职业' })).toHaveTextContent('全部');
    await expect(args.onApply).toHaveBeenCalledWith({ name: '', phone: '', job: '', archived: '' });
  },
};

/**
 * An admin's filters (issue 32): 显示已归档 is a checkbox ticked with the space bar; the search then
 * asks for archived records too.
 */
export const ShowArchived: Story = {
  args: { showArchived: true },
  play: async ({ canvas, userEvent, args }) => {
    const archived = canvas.getByRole('checkbox', { name: '显示已归档' });
    await expect(archived).not.toBeChecked();
    archived.focus();
    await userEvent.keyboard(' ');
    await expect(archived).toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: '搜索' }));
    await expect(args.onApply).toHaveBeenCalledWith({
      name: '',
      phone: '',
      job: '',
      archived: 'include',
    });
  },
};

/** Back/forward changes the filters from outside: the fields follow, the focus stays. */
export const FollowsTheAddress: Story = {
  render: function Render(args) {
    const [value, setValue] = useState<Partial<DoctorFilterValues>>({ name: '张' });
    return (
      <>
        <DoctorFilters {...args} value={value} />
        <button type="button" onClick={() => setValue({ phone: '139' })}>
          后退
        </button>
      </>
    );
  },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('textbox', { name: '姓名' })).toHaveValue('张');
    canvas.getByRole('textbox', { name: '姓名' }).focus();
    await userEvent.click(canvas.getByRole('button', { name: '后退' }));
    await expect(canvas.getByRole('textbox', { name: '姓名' })).toHaveValue('');
    await expect(canvas.getByRole('textbox', { name: '手机号' })).toHaveValue('139');
  },
};
