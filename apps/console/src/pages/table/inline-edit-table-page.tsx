import type { Article } from '@cep/contract';
import {
  createDataTableColumnHelper,
  DataTable,
  InlineEdit,
  useMessages,
  type DataTableColumnDef,
} from '@cep/ui';
import { useCallback, useMemo, useState } from 'react';
import { usePermission } from '@cep/auth/react';
import { api } from '../../api-client';
import { notifySuccess } from '../../feedback/toasts';
import { useArticleRuleMessage } from './article-rule-messages';
import { listMessages, ListPageFrame, tableFeed } from '../../lists';
import { ImportanceStars } from './article-cells';
import { articleColumns } from './article-columns';
import { ArticleFilters } from './article-filters';
import { importanceProblem, titleProblem } from './article-form';
import { tableMessages } from './messages';
import { useArticleList } from './use-article-list';

const col = createDataTableColumnHelper<Article>();

/**
 * 表格内编辑 (issue 18): an article's title and importance are changed in their cells (@cep/ui
 * InlineEdit). The contract's rules check the text first, in Chinese (or English), and the server
 * checks again; a refused value is never saved and the saved one stays on screen. A deleted
 * article is not edited (the server would refuse: restore it first).
 */
export default function InlineEditTablePage() {
  const t = useMessages(tableMessages);
  const tl = useMessages(listMessages);
  const ruleMessage = useArticleRuleMessage();
  const canUpdate = usePermission('article:update');
  const { state, onStateChange, update, list } = useArticleList({ tableId: 'table-inline' });
  // Saved changes shown at once, until the page's next answer (which holds them) replaces them.
  const [saved, setSaved] = useState<{ from: Article[]; byId: Map<number, Article> }>({
    from: [],
    byId: new Map(),
  });
  const rows = useMemo(
    () =>
      saved.from === list.rows
        ? list.rows.map((article) => saved.byId.get(article.id) ?? article)
        : list.rows,
    [saved, list.rows],
  );

  const save = useCallback(
    async (article: Article, change: { title: string } | { importance: number }) => {
      // A refusal rejects with the server's message: InlineEdit shows it and keeps the text.
      const changed = await api.updateArticle({ id: article.id, ...change });
      setSaved((last) => ({
        from: list.rows,
        byId: new Map([...(last.from === list.rows ? last.byId : []), [changed.id, changed]]),
      }));
      notifySuccess(t.inline.saved(changed.title));
    },
    [list.rows, t],
  );

  const columns = useMemo<DataTableColumnDef<Article>[]>(() => {
    const all = articleColumns(t);
    const editable = (article: Article) => canUpdate && article.status !== 'deleted';
    return [
      all.id,
      col.accessor('title', {
        header: t.columns.title,
        enableSorting: false,
        enableHiding: false,
        meta: { cellClassName: 'min-w-56' },
        cell: ({ row }) => (
          <InlineEdit
            value={row.original.title}
            label={t.inline.titleOf(row.original.title)}
            disabled={!editable(row.original)}
            inputProps={{ autoComplete: 'off' }}
            validate={(text) => ruleMessage(titleProblem(text))}
            onSave={(text) => save(row.original, { title: text.trim() })}
          />
        ),
      }),
      all.author,
      col.accessor('importance', {
        header: t.columns.importance,
        meta: { cellClassName: 'min-w-40' },
        cell: ({ row }) => (
          <InlineEdit
            value={String(row.original.importance)}
            label={t.inline.importanceOf(row.original.title)}
            disabled={!editable(row.original)}
            renderValue={(value) => <ImportanceStars importance={Number(value)} />}
            inputProps={{ inputMode: 'numeric', maxLength: 3, autoComplete: 'off' }}
            validate={(text) => ruleMessage(importanceProblem(text))}
            onSave={(text) => save(row.original, { importance: Number(text.trim()) })}
          />
        ),
      }),
      all.status,
      all.displayTime,
    ];
  }, [t, canUpdate, ruleMessage, save]);

  const filtered = Object.values(state.filters).some((value) => value !== '');
  return (
    <ListPageFrame title={t.inline.title}>
      <p className="max-w-3xl text-muted-foreground">{t.inline.intro}</p>
      <DataTable
        caption={t.caption}
        columns={columns}
        {...tableFeed(list, t.loadFailed)}
        data={rows}
        state={state}
        onStateChange={onStateChange}
        getRowId={(article) => String(article.id)}
        getRowLabel={(article) => article.title}
        emptyText={filtered ? tl.noMatch : t.noArticles}
        filters={
          <ArticleFilters
            fields={['title', 'status']}
            value={state.filters}
            onApply={(filters) => update({ filters })}
          />
        }
      />
    </ListPageFrame>
  );
}
