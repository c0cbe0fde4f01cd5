import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, within } from 'storybook/test';
import { UserFilters } from './user-filters';

const meta = {
  title: 'Console/Users/UserFilters',
  component: UserFilters,
  tags: ['autodocs'],
  args: { value: {}, onApply: fn() },
} satisfies Meta<typeof UserFilters>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Typing sends nothing; Enter applies the typed filters (trimmed, empty ones left out). */
export const AppliesOnEnter: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const search = canvas.getByRole('search', { name: '用户列表' });
    await userEvent.type(within(search).getByRole('textbox', { name: '姓名' }), ' 王 ');
    await expect(args.onApply).not.toHaveBeenCalled();
    // Status with the keyboard: open, arrow to 停用, choose.
    within(search).getByRole('combobox', { name: '状态' }).focus();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('option', { name: '停用' });
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await expect(within(search).getByRole('combobox', { name: '状态' })).toHaveTextContent('停用');
    within(search).getByRole('textbox', { name: '用户名' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onApply).toHaveBeenCalledWith({ name: '王', status: 'disabled' });
    // Applying keeps the person where they were.
    await expect(within(search).getByRole('textbox', { name: '用户名' })).toHaveFocus();
  },
};

/** Opened from a link: the applied filters show; 重置 clears them all. */
export const FromLinkAndReset: Story = {
  args: { value: { username: 'doc', role: 'doctor' } },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('textbox', { name: '用户名' })).toHaveValue('doc');
    await expect(canvas.getByRole('combobox', { name: '角色' })).toHaveTextContent('医生');
    await userEvent.click(canvas.getByRole('button', { name: '重置' }));
    await expect(args.onApply).toHaveBeenCalledWith({});
    await expect(canvas.getByRole('textbox', { name: '用户名' })).toHaveValue('');
    await expect(canvas.getByRole('combobox', { name: '角色' })).toHaveTextContent('全部');
  },
};
