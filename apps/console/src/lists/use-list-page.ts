import type { Page } from '@cep/contract';
import { useCallback, useEffect, useEffectEvent, useState } from 'react';

export interface ListPageResult<T> {
  rows: T[];
  total: number;
  loading: boolean;
  /** The failure of the last request (the API client has already shown its message). */
  error: unknown;
  /** Asks for the same page again (the table's 重试, and after a change). */
  reload: () => void;
}

interface Settled<T> {
  /** Which request this answers: the query's key and the attempt. */
  request: string;
  rows: T[];
  total: number;
  error: unknown;
}

/**
 * One page of a server list for a query. The rows of the previous page stay on screen while the
 * next loads (no flash of the skeleton on every sort), and an answer to an older query that
 * arrives late is dropped, so the table always shows the query in the address bar.
 *
 * `key` must change whenever the query does (e.g. `JSON.stringify(query)`); `fetchPage` reads the
 * query from its closure.
 */
export function useListPage<T>(key: string, fetchPage: () => Promise<Page<T>>): ListPageResult<T> {
  const [attempt, setAttempt] = useState(0);
  const [settled, setSettled] = useState<Settled<T>>({
    request: '',
    rows: [],
    total: 0,
    error: null,
  });
  const request = `${attempt}:${key}`;
  const load = useEffectEvent(() => fetchPage());

  useEffect(() => {
    let current = true;
    load().then(
      (page) => {
        if (current) setSettled({ request, rows: page.list, total: page.total, error: null });
      },
      (reason: unknown) => {
        if (!current) return;
        setSettled((last) => ({ ...last, request, error: reason ?? new Error('list failed') }));
      },
    );
    return () => {
      current = false;
    };
  }, [request]);

  const reload = useCallback(() => setAttempt((count) => count + 1), []);
  const loading = settled.request !== request;
  return {
    rows: settled.rows,
    total: settled.total,
    loading,
    error: loading ? null : settled.error,
    reload,
  };
}

/**
 * What a `DataTable` takes from a list page: its rows, total, loading and error states (the
 * table's own message for a failure) and the retry. Spread it: `<DataTable {...tableFeed(page, t)} />`.
 */
export function tableFeed<T>(page: ListPageResult<T>, loadFailed: string) {
  return {
    data: page.rows,
    total: page.total,
    loading: page.loading,
    error: page.error ? loadFailed : undefined,
    onRetry: page.reload,
  };
}
