import type { TableQueryState } from '@cep/ui';

/** The query every list call of the contract takes: paging, the whitelisted sort, the filters. */
export interface ListQuery {
  pageNum: number;
  pageSize: number;
  sortBy?: string;
  sortOrder?: 'asc' | 'desc';
  [filter: string]: string | number | undefined;
}

/**
 * The list call's query for a table's state. Empty filters are left out (the contract reads an
 * absent filter as "no filter"); `toFilters` maps the table's filter names to the call's when
 * they differ or a value needs splitting (an age range, a time range).
 */
export function listQueryOf(
  state: TableQueryState,
  toFilters: (filters: Record<string, string>) => Record<string, string | number | undefined> = (
    filters,
  ) => filters,
): ListQuery {
  const present = Object.fromEntries(
    Object.entries(state.filters).filter(([, value]) => value.trim() !== ''),
  );
  const query: ListQuery = { pageNum: state.pageNum, pageSize: state.pageSize };
  if (state.sort) {
    query.sortBy = state.sort.field;
    query.sortOrder = state.sort.order;
  }
  for (const [name, value] of Object.entries(toFilters(present))) {
    if (value !== undefined && value !== '') query[name] = value;
  }
  return query;
}

/** The same query without paging: what an export of "the filtered rows" sends. */
export function exportQueryOf(query: ListQuery): Omit<ListQuery, 'pageNum' | 'pageSize'> {
  const { pageNum: _page, pageSize: _size, ...rest } = query;
  return rest;
}
