import type { ListQuery as CallListQuery } from '@cep/api-client';
import { usePermission, useSession } from '@cep/auth/react';
import type { Article } from '@cep/contract';
import {
  Button,
  confirm,
  createDataTableColumnHelper,
  DataTable,
  useLocale,
  useMessages,
} from '@cep/ui';
import { FilePlus2 } from 'lucide-react';
import { useCallback, useMemo, useState } from 'react';
import { api } from '../../api-client';
import { notifySuccess } from '../../feedback/toasts';
import { ExportMenu, exportQueryOf, listMessages, ListPageFrame, tableFeed } from '../../lists';
import { articleColumns } from './article-columns';
import { ArticleFilters } from './article-filters';
import { ArticleCreateForm, ArticleEditForm, ArticleFormDialog } from './article-form-dialog';
import { ArticleRowActions, type ArticleStatusAction } from './article-row-actions';
import { statusOfAction, tableMessages } from './messages';
import { useArticleList } from './use-article-list';

const col = createDataTableColumnHelper<Article>();

/** The dialog on screen: 新增文章, or 编辑 of one article. */
type OpenDialog = { form: 'create' } | { form: 'edit'; article: Article } | null;

/**
 * 综合表格 (issue 18): the articles with filters, sort and paging done by the server and kept in
 * the URL; 新增 and 编辑 in a dialog checked by the contract's rules; 发布 / 改为草稿 / 删除 / 恢复
 * after 系统提示; 导出 of exactly the filtered rows. Staff only (the menu, and the server's
 * article:* codes).
 */
export default function ComplexTablePage() {
  const t = useMessages(tableMessages);
  const tl = useMessages(listMessages);
  const locale = useLocale();
  const session = useSession();
  const canAdd = usePermission('article:add');
  const canUpdate = usePermission('article:update');
  const canExport = usePermission('article:export');
  const { state, onStateChange, update, query, list } = useArticleList({
    tableId: 'table-complex',
    initialState: { columnVisibility: { reviewer: false } },
  });
  const { reload } = list;
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const closeDialog = () => setDialog(null);

  const changeStatus = useCallback(
    async (article: Article, action: ArticleStatusAction) => {
      const ok = await confirm({
        message: t.complex.confirm[action](article.title),
        variant: action === 'delete' ? 'danger' : 'default',
      });
      if (!ok) return;
      try {
        await api.setArticleStatus({ id: article.id, status: statusOfAction[action] });
      } catch {
        return; // The API client has shown the server's message.
      }
      notifySuccess(t.complex.done[action](article.title));
      reload();
    },
    [t, reload],
  );

  const columns = useMemo(() => {
    const all = articleColumns(t);
    return [
      all.id,
      all.displayTime,
      all.title,
      all.author,
      all.reviewer,
      all.importance,
      all.type,
      all.pageviews,
      all.status,
      col.display({
        id: 'actions',
        header: t.columns.actions,
        meta: { label: t.columns.actions },
        cell: ({ row }) => (
          <ArticleRowActions
            article={row.original}
            onEdit={
              canUpdate ? () => setDialog({ form: 'edit', article: row.original }) : undefined
            }
            onStatus={canUpdate ? (action) => void changeStatus(row.original, action) : undefined}
          />
        ),
      }),
    ];
  }, [t, canUpdate, changeStatus]);

  const filtered = Object.values(state.filters).some((value) => value !== '');
  const saved = (message: string) => {
    notifySuccess(message);
    closeDialog();
    reload();
  };

  return (
    <ListPageFrame
      title={t.complex.title}
      actions={
        <>
          {canAdd && (
            <Button variant="primary" onClick={() => setDialog({ form: 'create' })}>
              <FilePlus2 aria-hidden="true" className="size-4" />
              {t.complex.add}
            </Button>
          )}
          {canExport && (
            <ExportMenu
              disabled={list.total === 0}
              exportRows={(format) =>
                api.exportArticles({
                  ...exportQueryOf(query),
                  format,
                  locale,
                } as CallListQuery<'exportArticles'>)
              }
            />
          )}
        </>
      }
    >
      <p className="max-w-3xl text-muted-foreground">{t.complex.intro}</p>
      <DataTable
        caption={t.caption}
        columns={columns}
        {...tableFeed(list, t.loadFailed)}
        state={state}
        onStateChange={onStateChange}
        getRowId={(article) => String(article.id)}
        getRowLabel={(article) => article.title}
        emptyText={filtered ? tl.noMatch : t.noArticles}
        filters={
          <ArticleFilters value={state.filters} onApply={(filters) => update({ filters })} />
        }
      />

      <ArticleFormDialog
        open={dialog !== null}
        onOpenChange={(open) => !open && closeDialog()}
        title={dialog?.form === 'edit' ? t.form.editTitle : t.form.createTitle}
        description={dialog?.form === 'edit' ? t.form.editDescription : t.form.createDescription}
      >
        {dialog?.form === 'create' && (
          <ArticleCreateForm
            author={session.name}
            onSubmit={async (body) => {
              const added = await api.addArticle(body);
              saved(t.complex.created(added.title));
            }}
          />
        )}
        {dialog?.form === 'edit' && (
          <ArticleEditForm
            article={dialog.article}
            onSubmit={async (body) => {
              const changed = await api.updateArticle(body);
              saved(t.complex.updated(changed.title));
            }}
          />
        )}
      </ArticleFormDialog>
    </ListPageFrame>
  );
}
