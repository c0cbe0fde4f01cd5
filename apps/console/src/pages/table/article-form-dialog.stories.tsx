import { ApiError } from '@cep/api-client';
import type { Article } from '@cep/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import {
  ArticleCreateForm,
  ArticleEditForm,
  ArticleFormDialog,
  type ArticleCreateFormProps,
  type ArticleEditFormProps,
} from './article-form-dialog';

/*
 * Stories are component tests: `onCreate` / `onEdit` stand in for the api-client calls, resolving
 * or rejecting with an ApiError as the real client does. The real server is covered by
 * e2e/table-demos.spec.ts.
 */

const article: Article = {
  id: 42,
  title: '舒尔特方格训练要点（第2期）',
  author: '王康复师',
  reviewer: '',
  importance: 2,
  type: 'guide',
  status: 'published',
  pageviews: 1200,
  displayTime: new Date(2026, 4, 20, 9, 30).getTime(),
  remark: '',
  position: 42,
  createTime: 0,
  updateTime: 0,
};

interface FormsProps {
  form: 'create' | 'edit';
  onCreate: ArticleCreateFormProps['onSubmit'];
  onEdit: ArticleEditFormProps['onSubmit'];
}

/** 综合表格's dialog with one of its forms, as the page opens it. */
function ArticleForms({ form, onCreate, onEdit }: FormsProps) {
  return (
    <ArticleFormDialog
      open
      onOpenChange={() => {}}
      title={form === 'create' ? '新增文章' : '编辑文章'}
      description="带 * 的是必填项。"
    >
      {form === 'create' ? (
        <ArticleCreateForm author="张医生" onSubmit={onCreate} />
      ) : (
        <ArticleEditForm article={article} onSubmit={onEdit} />
      )}
    </ArticleFormDialog>
  );
}

const meta = {
  title: 'Console/Table/ArticleForms',
  component: ArticleForms,
  tags: ['autodocs'],
  args: { form: 'create', onCreate: fn(async () => {}), onEdit: fn(async () => {}) },
} satisfies Meta<typeof ArticleForms>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The open dialog, once it has faded in. */
async function dialog(name: string) {
  const view = await screen.findByRole('dialog', { name });
  await waitFor(() => expect(view).toBeVisible());
  return view;
}

/**
 * Keyboard only: 保存 with nothing typed shows the contract's messages under their fields and
 * sends nothing; then the title typed, the type chosen with the arrows, the importance moved
 * with the arrows, Enter sends the checked body.
 */
export const CreatesByKeyboard: Story = {
  play: async ({ args, userEvent }) => {
    const view = await dialog('新增文章');
    const title = within(view).getByRole('textbox', { name: /^标题/ });
    await expect(within(view).getByRole('textbox', { name: /^作者/ })).toHaveValue('张医生');
    title.focus();
    await userEvent.keyboard('{Enter}');
    await expect(await within(view).findByText('请输入标题')).toBeVisible();
    await expect(within(view).getByText('请选择正确的文章类型')).toBeVisible();
    await expect(title).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onCreate).not.toHaveBeenCalled();

    title.focus();
    await userEvent.keyboard('  家属如何陪伴居家训练  ');
    const type = within(view).getByRole('combobox', { name: /^类型/ });
    type.focus();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('option', { name: '康复指南' });
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(type).toHaveTextContent('康复指南');
    // Importance and status: Space checks the focused radio.
    const three = within(view).getByRole('radio', { name: '重要性 3 / 3' });
    three.focus();
    await userEvent.keyboard(' ');
    await waitFor(() => expect(three).toBeChecked());
    const publish = within(view).getByRole('radio', { name: '直接发布' });
    publish.focus();
    await userEvent.keyboard(' ');
    await waitFor(() => expect(publish).toBeChecked());
    title.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(args.onCreate).toHaveBeenCalledWith(
        expect.objectContaining({
          title: '家属如何陪伴居家训练',
          author: '张医生',
          reviewer: '',
          type: 'guide',
          importance: 3,
          status: 'published',
          remark: '',
        }),
      ),
    );
    // Shown from about now (the form starts at this minute).
    const sent = (args.onCreate as ReturnType<typeof fn>).mock.calls[0]![0] as {
      displayTime: number;
    };
    await expect(Math.abs(sent.displayTime - Date.now())).toBeLessThan(5 * 60_000);
  },
};

/** A display time out of range is refused under its field; the rest stays as typed. */
export const RefusedDisplayTime: Story = {
  args: { form: 'edit' },
  play: async ({ args, userEvent }) => {
    const view = await dialog('编辑文章');
    const time = within(view).getByLabelText(/^发布时间/);
    await expect(time).toHaveValue('2026-05-20T09:30');
    await userEvent.clear(time);
    await userEvent.type(time, '1999-12-31T08:00');
    await userEvent.click(within(view).getByRole('button', { name: '保存' }));
    await expect(await within(view).findByText('发布时间不能早于2000年')).toBeVisible();
    await expect(args.onEdit).not.toHaveBeenCalled();
    await userEvent.clear(time);
    await userEvent.type(time, '2026-06-01T10:15');
    await userEvent.click(within(view).getByRole('button', { name: '保存' }));
    await waitFor(() =>
      expect(args.onEdit).toHaveBeenCalledWith(
        expect.objectContaining({
          id: 42,
          title: article.title,
          displayTime: new Date(2026, 5, 1, 10, 15).getTime(),
        }),
      ),
    );
  },
};

/** The server's refusal shows under the form, announced; everything typed stays. */
export const ServerRefusal: Story = {
  args: {
    form: 'edit',
    onEdit: fn(async () => {
      throw new ApiError(40901, '已删除的文章不能修改，请先恢复');
    }),
  },
  play: async ({ userEvent }) => {
    const view = await dialog('编辑文章');
    const title = within(view).getByRole('textbox', { name: /^标题/ });
    await userEvent.clear(title);
    await userEvent.type(title, '改过的标题{Enter}');
    await waitFor(() =>
      expect(within(view).getByRole('alert')).toHaveTextContent('已删除的文章不能修改，请先恢复'),
    );
    await expect(title).toHaveValue('改过的标题');
  },
};

/** In English the labels and the contract's messages are translated. */
export const English: Story = {
  globals: { locale: 'en-US' },
  play: async ({ userEvent }) => {
    const view = await dialog('新增文章');
    await userEvent.click(within(view).getByRole('button', { name: 'Save' }));
    await expect(await within(view).findByText('Enter a title')).toBeVisible();
    await expect(within(view).getByText('Choose a valid article type')).toBeVisible();
  },
};
