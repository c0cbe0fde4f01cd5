import type { TableDensity } from '../table';

export type SortOrder = 'asc' | 'desc';

/** The sorted column (its id, which is also the field the server sorts by) and the order. */
export interface TableSort {
  field: string;
  order: SortOrder;
}

/**
 * Everything a user can change in a server-side table. The caller owns it (controlled) and asks
 * the server for `pageNum`, `pageSize`, `sort` and `filters`; the rest is presentation.
 */
export interface DataTableState {
  /** 1-based page, as the server's list calls count. */
  pageNum: number;
  pageSize: number;
  sort: TableSort | null;
  /** Filter values by name; an empty value means "no filter" and is left out. */
  filters: Record<string, string>;
  /** Columns hidden by the user are `false`; a column not listed is shown. */
  columnVisibility: Record<string, boolean>;
  /**
   * The columns' order by id, as the user arranged them; empty (or a column not listed) keeps
   * the definition's order for the rest.
   */
  columnOrder: string[];
  density: TableDensity;
  /** Ids of the selected rows of the page shown. */
  selection: string[];
}

/** The part of the state that goes in the address bar (reload, back/forward, shared links). */
export type TableQueryState = Pick<DataTableState, 'pageNum' | 'pageSize' | 'sort' | 'filters'>;

export const defaultTableState: DataTableState = {
  pageNum: 1,
  pageSize: 10,
  sort: null,
  filters: {},
  columnVisibility: {},
  columnOrder: [],
  density: 'comfortable',
  selection: [],
};

/** Names the query part uses in the URL; filters use their own names beside them. */
const PAGE = 'pageNum';
const SIZE = 'pageSize';
const SORT = 'sort';
const ORDER = 'order';
const reserved = new Set([PAGE, SIZE, SORT, ORDER]);

export interface TableSearchOptions {
  /** Filter names to read from the URL (others in the URL belong to someone else). */
  filterKeys?: readonly string[];
  /** Page sizes a link may ask for; another value falls back to the default. */
  pageSizes?: readonly number[];
  /** Values used when the URL says nothing (and left out of the URL when equal). */
  defaults?: Partial<TableQueryState>;
}

function queryDefaults(options: TableSearchOptions): TableQueryState {
  return {
    pageNum: options.defaults?.pageNum ?? defaultTableState.pageNum,
    pageSize: options.defaults?.pageSize ?? defaultTableState.pageSize,
    sort: options.defaults?.sort ?? null,
    filters: options.defaults?.filters ?? {},
  };
}

function positiveInteger(text: string | null): number | undefined {
  if (text == null || !/^\d{1,9}$/.test(text)) return undefined;
  const value = Number(text);
  return value >= 1 ? value : undefined;
}

/**
 * Reads the table's query state from a URL's search part. Anything malformed (a page of "abc",
 * an order other than asc/desc, a page size not offered) falls back to the default, so a
 * hand-edited link still opens a working table.
 */
export function parseTableSearch(
  params: URLSearchParams,
  options: TableSearchOptions = {},
): TableQueryState {
  const fallback = queryDefaults(options);
  const pageNum = positiveInteger(params.get(PAGE)) ?? fallback.pageNum;
  let pageSize = positiveInteger(params.get(SIZE)) ?? fallback.pageSize;
  if (options.pageSizes && !options.pageSizes.includes(pageSize)) pageSize = fallback.pageSize;

  const field = params.get(SORT);
  const order = params.get(ORDER);
  const sort: TableSort | null =
    field && (order === 'asc' || order === 'desc')
      ? { field, order }
      : field === null
        ? fallback.sort
        : null;

  const filters: Record<string, string> = {};
  const keys = options.filterKeys ?? [];
  const fromUrl = keys.some((key) => params.has(key));
  for (const key of keys) {
    const value = fromUrl ? params.get(key) : (fallback.filters[key] ?? null);
    if (value != null && value !== '') filters[key] = value;
  }
  return { pageNum, pageSize, sort, filters };
}

/**
 * Writes the table's query state into a copy of `params` (other parameters are kept). Values
 * equal to the defaults are left out, so the plain list keeps a plain address.
 */
export function writeTableSearch(
  params: URLSearchParams,
  state: TableQueryState,
  options: TableSearchOptions = {},
): URLSearchParams {
  const fallback = queryDefaults(options);
  const next = new URLSearchParams(params);
  for (const key of reserved) next.delete(key);
  for (const key of options.filterKeys ?? []) next.delete(key);
  for (const key of Object.keys(state.filters)) if (!reserved.has(key)) next.delete(key);

  if (state.pageNum !== fallback.pageNum) next.set(PAGE, String(state.pageNum));
  if (state.pageSize !== fallback.pageSize) next.set(SIZE, String(state.pageSize));
  const sortIsDefault =
    state.sort?.field === fallback.sort?.field && state.sort?.order === fallback.sort?.order;
  if (!sortIsDefault) {
    if (state.sort) {
      next.set(SORT, state.sort.field);
      next.set(ORDER, state.sort.order);
    } else {
      // An explicit "no sort" when the default sorts: `sort=` without an order.
      next.set(SORT, '');
    }
  }
  const filtersAreDefault = sameFilters(state.filters, fallback.filters);
  if (!filtersAreDefault) {
    for (const [key, value] of Object.entries(state.filters)) {
      if (value !== '' && !reserved.has(key)) next.set(key, value);
    }
    // Cleared filters that the defaults set: say so, or the defaults would come back on reload.
    for (const key of Object.keys(fallback.filters)) if (!next.has(key)) next.set(key, '');
  }
  return next;
}

function sameFilters(a: Record<string, string>, b: Record<string, string>): boolean {
  const entries = (filters: Record<string, string>) =>
    Object.entries(filters)
      .filter(([, value]) => value !== '')
      .sort(([x], [y]) => (x < y ? -1 : x > y ? 1 : 0));
  return JSON.stringify(entries(a)) === JSON.stringify(entries(b));
}

/** The next sort when a header is activated: ascending, then descending, then none. */
export function nextSort(current: TableSort | null, field: string): TableSort | null {
  if (current?.field !== field) return { field, order: 'asc' };
  return current.order === 'asc' ? { field, order: 'desc' } : null;
}

/**
 * Merges a change into the state. A new page, page size, sort or filter shows other rows, so
 * the selection is cleared: a bulk action never touches rows the user can no longer see. A new
 * page size, sort or filter also goes back to page 1.
 */
export function changeTableState(
  state: DataTableState,
  change: Partial<DataTableState>,
): DataTableState {
  const next = { ...state, ...change };
  const rowsChange =
    next.pageSize !== state.pageSize ||
    next.sort?.field !== state.sort?.field ||
    next.sort?.order !== state.sort?.order ||
    !sameFilters(next.filters, state.filters);
  if (rowsChange && change.pageNum === undefined) next.pageNum = 1;
  if ((rowsChange || next.pageNum !== state.pageNum) && change.selection === undefined) {
    next.selection = [];
  }
  return next;
}
