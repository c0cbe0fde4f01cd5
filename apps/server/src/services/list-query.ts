import type { Page } from '@cep/contract';

/*
 * Helpers shared by the list calls (users, doctors, patients): a "contains" filter whose user text
 * is matched literally, and the page's total taken from the same query as its rows.
 */

/**
 * `%text%` for ILIKE with the text's own `%`, `_` and `\` escaped (`\` is PostgreSQL's default
 * LIKE escape), so a filter "50%" finds "50%" and not every row starting with "50".
 */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/**
 * OFFSET of a 1-based page. The contract bounds the page size, not the page number: a huge page
 * number is clamped (still past every row) so it never reaches SQL as `1e+301`.
 */
export function offsetOf(query: { pageNum: number; pageSize: number }): number {
  return Math.min((query.pageNum - 1) * query.pageSize, Number.MAX_SAFE_INTEGER);
}

/**
 * Builds the page from rows selected with `count(*) OVER () AS total` — one round trip for the
 * rows and the count. A page past the end has no row to carry the total; only then is `count`
 * asked separately.
 */
export async function pageOf<R extends { total: string | number | bigint }, T>(
  rows: R[],
  query: { pageNum: number; pageSize: number },
  toItem: (row: R) => T,
  count: () => Promise<string | number | bigint>,
): Promise<Page<T>> {
  const first = rows[0];
  const total = first ? Number(first.total) : query.pageNum > 1 ? Number(await count()) : 0;
  return { list: rows.map(toItem), total, pageNum: query.pageNum, pageSize: query.pageSize };
}

/** PostgreSQL's SQLSTATE of a driver error, when it is one. */
export function sqlState(error: unknown): string | undefined {
  if (typeof error === 'object' && error !== null && 'code' in error) {
    const { code } = error as { code: unknown };
    return typeof code === 'string' ? code : undefined;
  }
  return undefined;
}

/** unique_violation: a concurrent insert won the race for a unique key. */
export const UNIQUE_VIOLATION = '23505';
/** foreign_key_violation: the referenced row vanished meanwhile. */
export const FOREIGN_KEY_VIOLATION = '23503';
