import { useCallback, useMemo, useState } from 'react';
import type { TableDensity } from '../table';
import {
  changeTableState,
  defaultTableState,
  parseTableSearch,
  writeTableSearch,
  type DataTableState,
  type TableQueryState,
  type TableSearchOptions,
} from './table-state';

/** What one table remembers in this browser: the user's columns, their order and the density. */
interface StoredView {
  columnVisibility: Record<string, boolean>;
  columnOrder: string[];
  density: TableDensity;
}

const noSelection: string[] = [];

/** Same rows, same key: filter order and empty filters do not count. */
function keyOf(query: TableQueryState): string {
  const filters = Object.entries(query.filters)
    .filter(([, value]) => value !== '')
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return JSON.stringify([query.pageNum, query.pageSize, query.sort, filters]);
}

const storageKey = (tableId: string) => `cep:table:${tableId}`;

function readView(tableId: string): Partial<StoredView> {
  try {
    const text = globalThis.localStorage?.getItem(storageKey(tableId));
    if (!text) return {};
    const value = JSON.parse(text) as Partial<StoredView>;
    const view: Partial<StoredView> = {};
    if (value.density === 'compact' || value.density === 'comfortable') {
      view.density = value.density;
    }
    if (
      Array.isArray(value.columnOrder) &&
      value.columnOrder.every((id) => typeof id === 'string')
    ) {
      view.columnOrder = value.columnOrder;
    }
    if (value.columnVisibility && typeof value.columnVisibility === 'object') {
      view.columnVisibility = Object.fromEntries(
        Object.entries(value.columnVisibility).filter(([, shown]) => typeof shown === 'boolean'),
      );
    }
    return view;
  } catch {
    // Storage disabled (private mode) or a value from an older version: start from defaults.
    return {};
  }
}

function writeView(tableId: string, view: StoredView) {
  try {
    globalThis.localStorage?.setItem(storageKey(tableId), JSON.stringify(view));
  } catch {
    // Full or disabled storage: the view still works, it is just not remembered.
  }
}

export interface UseDataTableStateOptions extends TableSearchOptions {
  /** Names the table in this browser's storage (columns and density are remembered per table). */
  tableId: string;
  /** Starting values of the presentation (columns hidden by default, their order, density). */
  initialState?: Partial<Pick<DataTableState, 'columnVisibility' | 'columnOrder' | 'density'>>;
  /**
   * The URL's search part and a way to change it, e.g. react-router's `useSearchParams()`. With
   * it, page, page size, sort and filters live in the address bar (reload, back/forward and
   * shared links show the same view); without it they live in memory.
   */
  searchParams?: readonly [URLSearchParams, (next: URLSearchParams) => void];
}

export interface UseDataTableStateResult {
  state: DataTableState;
  onStateChange: (next: DataTableState) => void;
  /** Merges a change the way the table does (a new filter goes to page 1, clears the selection). */
  update: (change: Partial<DataTableState>) => void;
}

/**
 * The state of one server-side DataTable: query parts from the URL (when given) or memory,
 * column visibility, order and density from localStorage under the table's id, the selection in
 * memory.
 */
export function useDataTableState(options: UseDataTableStateOptions): UseDataTableStateResult {
  const { tableId, initialState, searchParams, filterKeys, pageSizes, defaults } = options;
  const [view, setView] = useState<StoredView>(() => {
    const stored = readView(tableId);
    return {
      columnVisibility: stored.columnVisibility ?? initialState?.columnVisibility ?? {},
      columnOrder: stored.columnOrder ?? initialState?.columnOrder ?? [],
      density: stored.density ?? initialState?.density ?? defaultTableState.density,
    };
  });
  // The selection belongs to the rows it was made on: it is tagged with their query.
  const [selected, setSelected] = useState<{ query: string; ids: string[] }>({
    query: '',
    ids: [],
  });
  // The options are usually literals, new on every render: compare their contents instead.
  const optionsKey = JSON.stringify({ filterKeys, pageSizes, defaults });
  const searchOptions = useMemo(() => JSON.parse(optionsKey) as TableSearchOptions, [optionsKey]);
  const [memoryQuery, setMemoryQuery] = useState<TableQueryState>(() =>
    parseTableSearch(new URLSearchParams(), searchOptions),
  );
  const params = searchParams?.[0];
  const setParams = searchParams?.[1];
  // Keyed by the text, not the object: a router may hand a new URLSearchParams every render.
  const search = params?.toString();
  const query = useMemo(
    () =>
      search === undefined
        ? memoryQuery
        : parseTableSearch(new URLSearchParams(search), searchOptions),
    [search, searchOptions, memoryQuery],
  );

  const queryKey = keyOf(query);
  // Other rows now (a click, back/forward, an edited address): drop the selection for good, so
  // coming back to these rows later does not bring it back either.
  if (selected.query !== queryKey) setSelected({ query: queryKey, ids: noSelection });
  const selection = selected.query === queryKey ? selected.ids : noSelection;
  const state = useMemo<DataTableState>(
    () => ({ ...query, ...view, selection }),
    [query, view, selection],
  );

  const onStateChange = useCallback(
    (next: DataTableState) => {
      const nextQuery: TableQueryState = {
        pageNum: next.pageNum,
        pageSize: next.pageSize,
        sort: next.sort,
        filters: next.filters,
      };
      if (params && setParams) {
        const written = writeTableSearch(params, nextQuery, searchOptions);
        if (written.toString() !== params.toString()) setParams(written);
      } else {
        setMemoryQuery(nextQuery);
      }
      if (
        next.columnVisibility !== view.columnVisibility ||
        next.columnOrder !== view.columnOrder ||
        next.density !== view.density
      ) {
        const nextView = {
          columnVisibility: next.columnVisibility,
          columnOrder: next.columnOrder,
          density: next.density,
        };
        setView(nextView);
        writeView(tableId, nextView);
      }
      setSelected({ query: keyOf(nextQuery), ids: next.selection });
    },
    [params, setParams, searchOptions, tableId, view],
  );

  const update = useCallback(
    (change: Partial<DataTableState>) => onStateChange(changeTableState(state, change)),
    [onStateChange, state],
  );

  return { state, onStateChange, update };
}
