import type { Article } from '@cep/contract';
import {
  createDataTableColumnHelper,
  formatThousands,
  formatTime,
  type DataTableColumnDef,
} from '@cep/ui';
import { ArticleStatusBadge, ArticleTypeLabel, ImportanceStars } from './article-cells';
import type { tableMessages } from './messages';

const col = createDataTableColumnHelper<Article>();

type Messages = (typeof tableMessages)['zh-CN'];

/** The article columns every 表格 page picks from, by id (the id is also the server's sort field). */
export type ArticleColumnId =
  | 'id'
  | 'title'
  | 'author'
  | 'reviewer'
  | 'importance'
  | 'type'
  | 'status'
  | 'pageviews'
  | 'displayTime';

/**
 * The article columns in the language of `t`. Only the fields the contract may sort by
 * (`articleSortFields`) are sortable, and none when `sortable` is false (the 拖拽表格's order is
 * made by hand). The title names each row: it cannot be hidden.
 */
export function articleColumns(
  t: Messages,
  { sortable = true }: { sortable?: boolean } = {},
): Record<ArticleColumnId, DataTableColumnDef<Article>> {
  const sorts = (field: boolean) => sortable && field;
  return {
    id: col.accessor('id', {
      header: t.columns.id,
      enableSorting: sorts(true),
      meta: { cellClassName: 'tabular-nums' },
    }),
    title: col.accessor('title', {
      header: t.columns.title,
      enableSorting: false,
      enableHiding: false,
      meta: { cellClassName: 'min-w-48' },
    }),
    author: col.accessor('author', {
      header: t.columns.author,
      enableSorting: false,
      meta: { cellClassName: 'whitespace-nowrap' },
    }),
    reviewer: col.accessor('reviewer', {
      header: t.columns.reviewer,
      enableSorting: false,
      meta: { cellClassName: 'whitespace-nowrap' },
      cell: ({ getValue }) => getValue() || <span className="text-muted-foreground">—</span>,
    }),
    importance: col.accessor('importance', {
      header: t.columns.importance,
      enableSorting: sorts(true),
      cell: ({ getValue }) => <ImportanceStars importance={getValue()} />,
    }),
    type: col.accessor('type', {
      header: t.columns.type,
      enableSorting: false,
      cell: ({ getValue }) => <ArticleTypeLabel type={getValue()} />,
    }),
    status: col.accessor('status', {
      header: t.columns.status,
      enableSorting: false,
      cell: ({ getValue }) => <ArticleStatusBadge status={getValue()} />,
    }),
    pageviews: col.accessor('pageviews', {
      header: t.columns.pageviews,
      enableSorting: sorts(true),
      meta: { cellClassName: 'tabular-nums text-right' },
      cell: ({ getValue }) => formatThousands(getValue()),
    }),
    displayTime: col.accessor('displayTime', {
      header: t.columns.displayTime,
      enableSorting: sorts(true),
      meta: { cellClassName: 'tabular-nums whitespace-nowrap' },
      cell: ({ getValue }) => formatTime(getValue(), '{y}-{m}-{d} {h}:{i}'),
    }),
  };
}
