import { sql, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import type { Tables } from '../platform/db/schema';
import type { Paging } from './bundle';

/*
 * What every FHIR search shares (issue 31): ids and references read as our integer ids, token
 * values with or without their system, a comma-separated list as "any of", and one page of rows
 * with the total that matched.
 */

/**
 * Our integer id in a FHIR id, or undefined when the text is not one we hand out (a leading
 * zero, a sign, past PostgreSQL's integer).
 */
export function integerId(text: string): number | undefined {
  if (!/^[1-9]\d{0,9}$/.test(text) || Number(text) > 2_147_483_647) return undefined;
  return Number(text);
}

/** The patient a reference names: `Patient/12`, `12` or a full URL of `Patient/12`. */
export function referencedPatientId(value: string): number | undefined {
  const match = /^(?:(?:.*\/)?Patient\/)?([^/]+)$/.exec(value.trim());
  return match ? integerId(match[1]!) : undefined;
}

/** `system|value`, `|value` or `value` of a token parameter. */
export function splitToken(token: string): { system: string | undefined; value: string } {
  const bar = token.indexOf('|');
  if (bar < 0) return { system: undefined, value: token };
  return { system: token.slice(0, bar), value: token.slice(bar + 1) };
}

/** `a,b,c`: any of the values (FHIR's OR within one parameter). */
export function anyOf(
  value: string,
  one: (part: string) => RawBuilder<SqlBool>,
): RawBuilder<SqlBool> {
  const parts = value.split(',').map(one);
  return parts.length === 1 ? parts[0]! : sql<SqlBool>`(${sql.join(parts, sql` OR `)})`;
}

/** `_id=12`: the condition on `column`. */
export function idCondition(column: RawBuilder<unknown>, value: string): RawBuilder<SqlBool> {
  const id = integerId(value);
  return id === undefined ? sql<SqlBool>`false` : sql<SqlBool>`${column} = ${id}::integer`;
}

/**
 * `patient=Patient/12`, `patient=12` or the full URL of `Patient/12`: the condition on `column`.
 * A reference to anything else matches nothing.
 */
export function patientCondition(column: RawBuilder<unknown>, value: string): RawBuilder<SqlBool> {
  const id = referencedPatientId(value);
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
