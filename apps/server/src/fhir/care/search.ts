import { sql, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import type { Tables } from '../../platform/db/schema';
import type { Paging } from '../bundle';
import { splitToken } from '../patient';

/*
 * What the care resources' searches share (issue 31): ids and references as our integer ids, a
 * comma-separated token list, and one page of rows with the total that matched.
 */

/** Our integer id in a FHIR id or reference's last segment, or undefined when it names none. */
function integerOf(text: string): number | undefined {
  if (!/^[1-9]\d{0,9}$/.test(text) || Number(text) > 2_147_483_647) return undefined;
  return Number(text);
}

/** `_id=12`: the condition on `column`. */
export function idCondition(column: RawBuilder<unknown>, value: string): RawBuilder<SqlBool> {
  const id = integerOf(value);
  return id === undefined ? sql<SqlBool>`false` : sql<SqlBool>`${column} = ${id}::integer`;
}

/**
 * `patient=Patient/12`, `patient=12` or the full URL of `Patient/12`: the condition on `column`.
 * A reference to anything else matches nothing.
 */
export function patientCondition(column: RawBuilder<unknown>, value: string): RawBuilder<SqlBool> {
  const match = /^(?:(?:https?:\/\/[^?#]*\/)?Patient\/)?([^/]+)$/.exec(value.trim());
  const id = match ? integerOf(match[1]!) : undefined;
  return id === undefined ? sql<SqlBool>`false` : sql<SqlBool>`${column} = ${id}::integer`;
}

/** The codes of a token parameter (`a,b` is "a or b"), each without its system. */
export function tokenCodes(value: string): string[] {
  return value
    .split(',')
    .map((token) => splitToken(token.trim()).value)
    .filter((code) => code !== '');
}

/** One page of `SELECT <columns> FROM <from> WHERE <conditions>` in `order`, and the total. */
export async function searchPage<R>(
  db: Kysely<Tables>,
  query: {
    columns: RawBuilder<unknown>;
    from: RawBuilder<unknown>;
    conditions: RawBuilder<SqlBool>[];
    order: RawBuilder<unknown>;
  },
  paging: Paging,
): Promise<{ rows: R[]; total: number }> {
  const where =
    query.conditions.length === 0 ? sql<SqlBool>`true` : sql.join(query.conditions, sql` AND `);
  const [rows, counted] = await Promise.all([
    paging.count === 0
      ? Promise.resolve({ rows: [] as R[] })
      : sql<R>`SELECT ${query.columns} FROM ${query.from} WHERE ${where}
                ORDER BY ${query.order} LIMIT ${paging.count} OFFSET ${paging.offset}`.execute(db),
    sql<{ n: string }>`SELECT count(*) AS n FROM ${query.from} WHERE ${where}`.execute(db),
  ]);
  return { rows: rows.rows, total: Number(counted.rows[0]?.n ?? 0) };
}
