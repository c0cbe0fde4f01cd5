import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { ArticleRowActions } from './article-row-actions';

const meta = {
  title: 'Console/Table/ArticleRowActions',
  component: ArticleRowActions,
  tags: ['autodocs'],
  args: {
    article: { id: 7, title: '睡眠与记忆力（第1期）', status: 'draft' },
    onEdit: fn(),
    onStatus: fn(),
  },
} satisfies Meta<typeof ArticleRowActions>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Keyboard: 编辑 is its own button; Enter opens the status menu named after the article. */
export const ByKeyboard: Story = {
  play: async ({ canvas, args, userEvent }) => {
    canvas.getByRole('button', { name: '编辑：睡眠与记忆力（第1期）' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onEdit).toHaveBeenCalled();
    const trigger = canvas.getByRole('button', { name: '“睡眠与记忆力（第1期）”的状态操作' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    await waitFor(() => expect(menu).toBeVisible());
    await expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      '发布',
      '删除',
    ]);
    await waitFor(() => expect(screen.getByRole('menuitem', { name: '发布' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await expect(args.onStatus).toHaveBeenCalledWith('publish');
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** A deleted article can only be restored, and is not edited. */
export const Deleted: Story = {
  args: { article: { id: 8, title: '旧通知', status: 'deleted' } },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.queryByRole('button', { name: '编辑：旧通知' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: '“旧通知”的状态操作' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: '恢复为草稿' }));
    await expect(args.onStatus).toHaveBeenCalledWith('restore');
  },
};
