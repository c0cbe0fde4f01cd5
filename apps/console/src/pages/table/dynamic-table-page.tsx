import type { Article } from '@cep/contract';
import { DataTable, useMessages, type DataTableColumnDef } from '@cep/ui';
import { useMemo } from 'react';
import { listMessages, ListPageFrame, tableFeed } from '../../lists';
import { articleColumns, type ArticleColumnId } from './article-columns';
import { ArticleFilters } from './article-filters';
import { ColumnChooser } from './column-chooser';
import { tableMessages } from './messages';
import { useArticleList } from './use-article-list';

/** The columns in their defined order (the order 恢复默认列 brings back). */
const definedOrder: readonly ArticleColumnId[] = [
  'id',
  'title',
  'author',
  'reviewer',
  'importance',
  'type',
  'status',
  'pageviews',
  'displayTime',
];

/**
 * 动态表格 (issue 18): the article table whose columns a person chooses and orders. The choice is
 * the DataTable's own state (`columnVisibility`, `columnOrder`), remembered in this browser, so the
 * table's column menu and this page's panel always agree; the rows come from the server like any
 * list's.
 */
export default function DynamicTablePage() {
  const t = useMessages(tableMessages);
  const tl = useMessages(listMessages);
  const { state, onStateChange, update, list } = useArticleList({ tableId: 'table-dynamic' });

  const byId = useMemo(() => articleColumns(t), [t]);
  const columns = useMemo<DataTableColumnDef<Article>[]>(
    () => definedOrder.map((id) => byId[id]),
    [byId],
  );
  // Every column in the table's order: the user's order first, any other in its defined place.
  const order = useMemo(() => {
    const known = state.columnOrder.filter((id): id is ArticleColumnId =>
      definedOrder.includes(id as ArticleColumnId),
    );
    return [...known, ...definedOrder.filter((id) => !known.includes(id))];
  }, [state.columnOrder]);
  const hidden = definedOrder.filter((id) => state.columnVisibility[id] === false);

  const filtered = Object.values(state.filters).some((value) => value !== '');
  return (
    <ListPageFrame title={t.dynamic.title}>
      <p className="max-w-3xl text-muted-foreground">{t.dynamic.intro}</p>
      {/* Side by side where both fit, the panel above the table on a narrow screen. */}
      <div className="flex flex-wrap items-start gap-4">
        <ColumnChooser
          columns={order.map((id) => ({
            id,
            label: t.columns[id],
            canHide: id !== 'title',
          }))}
          hidden={hidden}
          onHiddenChange={(id, hide) =>
            update({ columnVisibility: { ...state.columnVisibility, [id]: !hide } })
          }
          onOrderChange={(ids) => update({ columnOrder: ids })}
          onReset={() => update({ columnVisibility: {}, columnOrder: [] })}
        />
        <div className="min-w-56 flex-1">
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
              <ArticleFilters
                fields={['title', 'status']}
                value={state.filters}
                onApply={(filters) => update({ filters })}
              />
            }
          />
        </div>
      </div>
    </ListPageFrame>
  );
}
