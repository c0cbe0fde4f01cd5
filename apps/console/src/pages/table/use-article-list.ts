import type { ListQuery as CallListQuery } from '@cep/api-client';
import type { Article } from '@cep/contract';
import { useDataTableState, type UseDataTableStateOptions } from '@cep/ui';
import { useSearchParams } from 'react-router';
import { api } from '../../api-client';
import { listQueryOf, useListPage, type ListQuery } from '../../lists';
import { articleFilterKeys } from './article-filters';

/**
 * One page of articles for a table of the 表格 group: the table's state in the URL (page, size,
 * sort, filters) and in this browser (columns, density), and the page the server answers for it —
 * the console's one list pattern (apps/console/src/lists).
 */
export function useArticleList({
  sortBy,
  ...options
}: Pick<UseDataTableStateOptions, 'tableId' | 'initialState'> & {
  /** A page whose order is not the user's to choose (拖拽表格: `position`). */
  sortBy?: 'position';
}) {
  const table = useDataTableState({
    ...options,
    filterKeys: articleFilterKeys,
    pageSizes: [10, 20, 50, 100],
    searchParams: useSearchParams(),
  });
  const query: ListQuery = {
    ...listQueryOf(table.state),
    ...(sortBy && { sortBy, sortOrder: 'asc' as const }),
  };
  const list = useListPage<Article>(JSON.stringify(query), () =>
    api.listArticles(query as CallListQuery<'listArticles'>),
  );
  return { ...table, query, list };
}
