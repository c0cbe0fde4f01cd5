import type { Article } from '@cep/contract';
import { SortableDataTable, useMessages, type DataTableColumnDef } from '@cep/ui';
import { useCallback, useMemo, useState } from 'react';
import { api } from '../../api-client';
import { notifySuccess } from '../../feedback/toasts';
import { ListPageFrame, tableFeed } from '../../lists';
import { articleColumns } from './article-columns';
import { tableMessages } from './messages';
import { useArticleList } from './use-article-list';

/**
 * 拖拽表格 (issue 18): the articles in their display order (`position`), a page at a time; a row
 * dragged by its handle (or moved by keyboard) takes its new place at once and the page's order
 * is saved on the server (`reorderArticles`: the page's rows swap the places they held, the rest
 * of the order stays). A refused save puts the server's order back.
 */
export default function DragTablePage() {
  const t = useMessages(tableMessages);
  const { state, onStateChange, list } = useArticleList({
    tableId: 'table-drag',
    sortBy: 'position',
  });
  const { reload } = list;
  // The order shown while the server saves it: tied to the rows it was made from, so the next
  // page (or the saved order coming back) replaces it.
  const [moved, setMoved] = useState<{ from: Article[]; rows: Article[] } | null>(null);
  const rows = moved?.from === list.rows ? moved.rows : list.rows;
  const [saving, setSaving] = useState(false);

  const reorder = useCallback(
    (ids: string[], movedId: string) => {
      const byId = new Map(rows.map((article) => [String(article.id), article]));
      const next = ids.map((id) => byId.get(id)!);
      setMoved({ from: list.rows, rows: next });
      setSaving(true);
      api
        .reorderArticles(ids.map(Number))
        .then(() => {
          const article = byId.get(movedId);
          if (article) notifySuccess(t.drag.saved(article.title, ids.indexOf(movedId) + 1));
        })
        .catch(() => {
          // The API client has shown the server's message; the reload shows its order.
          setMoved(null);
        })
        .finally(() => {
          setSaving(false);
          reload();
        });
    },
    [rows, list.rows, reload, t],
  );

  const columns = useMemo<DataTableColumnDef<Article>[]>(() => {
    const all = articleColumns(t, { sortable: false });
    return [all.id, all.title, all.author, all.importance, all.status, all.displayTime];
  }, [t]);

  return (
    <ListPageFrame title={t.drag.title}>
      <p className="max-w-3xl text-muted-foreground">{t.drag.intro}</p>
      <SortableDataTable
        caption={t.caption}
        columns={columns}
        {...tableFeed(list, t.loadFailed)}
        data={rows}
        state={state}
        onStateChange={onStateChange}
        getRowId={(article) => String(article.id)}
        getRowLabel={(article) => article.title}
        onRowsReorder={reorder}
        reorderDisabled={saving || list.loading}
        emptyText={t.noArticles}
      />
      <p role="status" className="sr-only">
        {saving ? t.drag.saving : ''}
      </p>
    </ListPageFrame>
  );
}
