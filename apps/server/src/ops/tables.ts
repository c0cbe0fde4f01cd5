import type pg from 'pg';

/*
 * The tables a backup holds and how a restore proves it got them back: every table of the
 * platform's schemas, its row count and an order-independent checksum of its rows (the sum of a
 * 60-bit slice of each row's md5: constant memory however large the table).
 */

/** Schemas the migrations create tables in. */
const schemas = ['public', 'cep_private'];

/**
 * Left out of backups: the least-privilege role's name and password belong to the source cluster
 * (roles are not in a database); the restored server makes its own (app-role.ts).
 */
export const notBackedUp = new Set(['cep_private.app_role']);

export interface TableSummary {
  rows: number;
  /** Sum of the rows' hashes, as decimal text (numeric). */
  checksum: string;
}

/** `schema.table` of every ordinary table, sorted. */
export async function listTables(client: pg.ClientBase): Promise<string[]> {
  const { rows } = await client.query<{ name: string }>(
    `SELECT n.nspname || '.' || c.relname AS name
       FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE c.relkind IN ('r', 'p') AND n.nspname = ANY($1) AND NOT c.relispartition
      ORDER BY 1`,
    [schemas],
  );
  return rows.map((row) => row.name).filter((name) => !notBackedUp.has(name));
}

/** `schema.table` quoted for SQL. */
export function quoted(client: pg.ClientBase, table: string): string {
  const [schema = '', name = ''] = table.split('.');
  return `${client.escapeIdentifier(schema)}.${client.escapeIdentifier(name)}`;
}

/** Row count and checksum of one table (the session's TimeZone must be UTC: see pinSession). */
export async function summarise(client: pg.ClientBase, table: string): Promise<TableSummary> {
  const { rows } = await client.query<{ rows: string; checksum: string }>(
    `SELECT count(*)::text AS rows,
            coalesce(sum(('x' || substr(md5(t::text), 1, 15))::bit(60)::bigint::numeric), 0)::text
              AS checksum
       FROM ${quoted(client, table)} t`,
  );
  return { rows: Number(rows[0]?.rows ?? 0), checksum: rows[0]?.checksum ?? '0' };
}

export async function summariseAll(
  client: pg.ClientBase,
  tables: readonly string[],
): Promise<Record<string, TableSummary>> {
  const result: Record<string, TableSummary> = {};
  for (const table of tables) result[table] = await summarise(client, table);
  return result;
}

/** A row's text form depends on the session: the same settings for backup and restore. */
export async function pinSession(client: pg.ClientBase): Promise<void> {
  await client.query(
    "SET TimeZone = 'UTC'; SET DateStyle = 'ISO, YMD'; SET extra_float_digits = 1",
  );
}

/** Non-generated columns of a table, in order (what a restore inserts). */
export async function insertableColumns(client: pg.ClientBase, table: string): Promise<string[]> {
  const { rows } = await client.query<{ name: string }>(
    `SELECT a.attname AS name FROM pg_attribute a
      WHERE a.attrelid = $1::regclass AND a.attnum > 0 AND NOT a.attisdropped
        AND a.attgenerated = ''
      ORDER BY a.attnum`,
    [quoted(client, table)],
  );
  return rows.map((row) => row.name);
}

export interface SequenceValue {
  lastValue: string | null;
  isCalled: boolean;
}

/** Every sequence of the platform's schemas and where it stands. */
export async function sequenceValues(
  client: pg.ClientBase,
): Promise<Record<string, SequenceValue>> {
  const { rows } = await client.query<{ name: string; last_value: string | null }>(
    `SELECT schemaname || '.' || sequencename AS name, last_value::text
       FROM pg_sequences WHERE schemaname = ANY($1) ORDER BY 1`,
    [schemas],
  );
  // pg_sequences shows last_value NULL for a sequence never used: is_called is false then.
  return Object.fromEntries(
    rows.map((row) => [row.name, { lastValue: row.last_value, isCalled: row.last_value !== null }]),
  );
}
