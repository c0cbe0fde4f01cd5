import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { UserRowActions } from './user-row-actions';

const meta = {
  title: 'Console/Users/UserRowActions',
  component: UserRowActions,
  tags: ['autodocs'],
  args: {
    user: { id: 7, name: '王丽', username: 'wang.li', status: 'enabled', archivedAt: null },
    onAction: fn(),
  },
} satisfies Meta<typeof UserRowActions>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Keyboard: Enter opens the menu named after the account, arrows move, Enter chooses. */
export const ByKeyboard: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const button = canvas.getByRole('button', { name: '王丽 的操作' });
    button.focus();
    await userEvent.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    // It fades in (opacity from 0): visible once its first frame is drawn.
    await waitFor(() => expect(menu).toBeVisible());
    const items = screen.getAllByRole('menuitem').map((item) => item.textContent);
    await expect(items).toEqual([
      '编辑',
      '分配角色',
      '停用',
      '重置密码',
      '结束全部登录',
      '重置两步验证',
      '归档',
    ]);
    await waitFor(() => expect(screen.getByRole('menuitem', { name: '编辑' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await expect(args.onAction).toHaveBeenCalledWith('status');
    await waitFor(() => expect(button).toHaveFocus());
  },
};

/** A disabled account offers 启用; the mouse works too. */
export const DisabledAccount: Story = {
  args: { user: { id: 8, name: '', username: 'li.si', status: 'disabled', archivedAt: null } },
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'li.si 的操作' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: '启用' }));
    await expect(args.onAction).toHaveBeenCalledWith('status');
    await userEvent.click(canvas.getByRole('button', { name: 'li.si 的操作' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: '归档' }));
    await expect(args.onAction).toHaveBeenLastCalledWith('delete');
  },
};

/** Issue 32: an archived account offers only 恢复. */
export const ArchivedAccount: Story = {
  args: {
    user: {
      id: 9,
      name: '赵六',
      username: 'zhao.liu',
      status: 'enabled',
      archivedAt: 1_760_000_000_000,
    },
  },
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: '赵六 的操作' }));
    const items = (await screen.findAllByRole('menuitem')).map((item) => item.textContent);
    await expect(items).toEqual(['恢复']);
    await userEvent.click(screen.getByRole('menuitem', { name: '恢复' }));
    await expect(args.onAction).toHaveBeenLastCalledWith('restore');
  },
};

/** 重置两步验证 (issue 30) sits after 结束全部登录: End from the top, then up past 归档. */
export const ResetSecondFactor: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const button = canvas.getByRole('button', { name: '王丽 的操作' });
    button.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('menuitem', { name: '编辑' })).toHaveFocus());
    await userEvent.keyboard('{End}{ArrowUp}');
    await waitFor(() =>
      expect(screen.getByRole('menuitem', { name: '重置两步验证' })).toHaveFocus(),
    );
    await userEvent.keyboard('{Enter}');
    await expect(args.onAction).toHaveBeenCalledWith('resetSecondFactor');
  },
};
