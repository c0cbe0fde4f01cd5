import type { Page } from '@cep/contract';
import type { Kysely, SelectQueryBuilder } from 'kysely';
import type { RowCountsTable, Tables } from '../db/schema';

/*
 * Helpers shared by the list calls (users, doctors, patients): a "contains" filter whose user text
 * is matched literally, and a page with its exact total.
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
 * A page of a list: its rows and the total of the whole (filtered) set, asked concurrently on two
 * pooled connections. `total` is the caller's cheapest exact count: the trigger-kept counter of
 * `row_counts` when nothing filters the list, else a `count(*)` of the filtered set. (A
 * `count(*) OVER ()` beside the rows would make PostgreSQL build every matching row before the
 * LIMIT: ~15× slower on 10 000 patients.)
 */
export async function fetchPage<R, T>(
  query: { pageNum: number; pageSize: number },
  rows: () => Promise<R[]>,
  total: () => Promise<string | number | bigint>,
  toItem: (row: R) => T,
): Promise<Page<T>> {
  const [found, count] = await Promise.all([rows(), total()]);
  return {
    list: found.map(toItem),
    total: Number(count),
    pageNum: query.pageNum,
    pageSize: query.pageSize,
  };
}

/** The exact row count of a whole table, kept by triggers (migration 0003_row_counts). */
async function tableCount(
  db: Kysely<Tables>,
  table: RowCountsTable['table_name'],
): Promise<string> {
  const row = await db
    .selectFrom('row_counts')
    .select('n')
    .where('table_name', '=', table)
    .executeTakeFirstOrThrow();
  return row.n;
}

/**
 * The exact total of a list: the trigger-kept count of the whole table when nothing filters it
 * (`whole`), else a `count(*)` of the filtered set.
 */
export async function totalOf<TB extends keyof Tables>(
  db: Kysely<Tables>,
  table: RowCountsTable['table_name'],
  whole: boolean,
  filtered: SelectQueryBuilder<Tables, TB, object>,
): Promise<string> {
  if (whole) return tableCount(db, table);
  const { n } = await filtered
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return n;
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
