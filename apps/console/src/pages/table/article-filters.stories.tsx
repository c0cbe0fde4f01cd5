import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, within } from 'storybook/test';
import { ArticleFilters } from './article-filters';

const meta = {
  title: 'Console/Table/ArticleFilters',
  component: ArticleFilters,
  tags: ['autodocs'],
  args: { value: {}, onApply: fn() },
} satisfies Meta<typeof ArticleFilters>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Typing sends nothing; Enter applies the typed filters (trimmed, empty ones left out). */
export const AppliesOnEnter: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const search = canvas.getByRole('search', { name: '筛选文章' });
    await userEvent.type(within(search).getByRole('textbox', { name: '标题' }), ' 训练 ');
    await expect(args.onApply).not.toHaveBeenCalled();
    // Importance by keyboard: open, arrow to 3, choose.
    within(search).getByRole('combobox', { name: '重要性' }).focus();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('option', { name: '3' });
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{Enter}');
    await expect(within(search).getByRole('combobox', { name: '重要性' })).toHaveTextContent('3');
    within(search).getByRole('combobox', { name: '状态' }).focus();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('option', { name: '已删除' });
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{Enter}');
    await expect(within(search).getByRole('combobox', { name: '状态' })).toHaveTextContent(
      '已删除',
    );
    within(search).getByRole('textbox', { name: '作者' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onApply).toHaveBeenCalledWith({
      title: '训练',
      importance: '3',
      status: 'deleted',
    });
  },
};

/** Opened from a link: the applied filters show; 重置 clears them; a page may offer fewer. */
export const FromLinkAndReset: Story = {
  args: { value: { title: 'MoCA', type: 'guide' } },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('textbox', { name: '标题' })).toHaveValue('MoCA');
    await expect(canvas.getByRole('combobox', { name: '类型' })).toHaveTextContent('康复指南');
    await expect(canvas.getByRole('combobox', { name: '状态' })).toHaveTextContent('草稿和已发布');
    await userEvent.click(canvas.getByRole('button', { name: '重置' }));
    await expect(args.onApply).toHaveBeenCalledWith({});
    await expect(canvas.getByRole('textbox', { name: '标题' })).toHaveValue('');
  },
};

/** 表格内编辑 offers the title and status only. */
export const TitleAndStatusOnly: Story = {
  args: { fields: ['title', 'status'] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: '标题' })).toBeVisible();
    await expect(canvas.queryByRole('combobox', { name: '类型' })).toBeNull();
    await expect(canvas.queryByRole('textbox', { name: '作者' })).toBeNull();
  },
};
