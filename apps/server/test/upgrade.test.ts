import { appendFileSync, cpSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listTables, quoted } from '../src/ops/tables';
import {
  migrate,
  MigrationChanged,
  migrationChecksum,
  migrationFiles,
  migrationsDir,
} from '../src/platform/db/migrate';
import { engines, freshDatabase } from './engines';
import { releaseDumpFile, releaseMigrations } from './fixtures/release-dump';
import { tempDataDir } from './temp-dir';

/*
 * Upgrades (issue 29): a database made by release 0.1.0 (commit 07b847e, where every published
 * package was first cut to 0.1.0; fixtures/release-dump.ts says why that one) — its schema and
 * demo data, committed as fixtures/release-0.1.0.sql.gz by fixtures/make-release-dump.ts — is
 * migrated to the current schema, and every row of every table it had is still there, column for
 * column. Then the rule that applied migrations are never edited: each one's sha256 is recorded
 * (migration 0030 backfills the older ones), and a changed file stops the migrator, named.
 */

type Fingerprint = Record<string, { rows: number; sum: string | null }>;

/** Every table's rows, over the columns the release had: count and a digest of the sorted rows. */
async function fingerprint(
  client: pg.Client,
  columnsOf: Record<string, string[]>,
): Promise<Fingerprint> {
  const result: Fingerprint = {};
  for (const [table, columns] of Object.entries(columnsOf)) {
    const row = `ROW(${columns.map((c) => `t.${client.escapeIdentifier(c)}`).join(', ')})::text`;
    const { rows } = await client.query<{ rows: string; sum: string | null }>(
      `SELECT count(*)::text AS rows, md5(string_agg(${row}, E'\\n' ORDER BY ${row})) AS sum
         FROM ${quoted(client, table)} t`,
    );
    result[table] = { rows: Number(rows[0]!.rows), sum: rows[0]!.sum };
  }
  return result;
}

/**
 * Tables the migrations since the release add rows to, and which: their old rows must all be
 * there, new ones may join.
 */
const grownTables: Record<string, string> = {
  'public.role_permissions':
    '0037 grants patient:import to admins; 0039 the consent permissions; 0041 erasure:manage to admins',
};

/** Each row of `tables` over the release's columns, as text. */
async function rowsOf(
  client: pg.Client,
  tables: Record<string, string>,
  columnsOf: Record<string, string[]>,
): Promise<Record<string, string[]>> {
  const result: Record<string, string[]> = {};
  for (const table of Object.keys(tables)) {
    const columns = columnsOf[table] ?? [];
    const row = `ROW(${columns.map((c) => `t.${client.escapeIdentifier(c)}`).join(', ')})::text`;
    const { rows } = await client.query<{ row: string }>(
      `SELECT ${row} AS row FROM ${quoted(client, table)} t`,
    );
    result[table] = rows.map((r) => r.row);
  }
  return result;
}

describe.each(engines)('upgrade from release 0.1.0 on $name PostgreSQL', (engine) => {
  let database: Awaited<ReturnType<typeof freshDatabase>>;
  let client: pg.Client;

  beforeAll(async () => {
    database = await freshDatabase(engine.url, { prefix: 'cep_upgrade' });
    client = new pg.Client({ connectionString: database.url });
    await client.connect();
    await client.query("SET TimeZone = 'UTC'");
    await client.query(gunzipSync(readFileSync(releaseDumpFile)).toString('utf8'));
  });
  afterAll(async () => {
    await client?.end();
    await database?.drop();
  });

  it('migrates to the current schema and keeps every row of every table the release had', async () => {
    const { rows: applied } = await client.query<{ name: string }>(
      'SELECT name FROM schema_migrations ORDER BY name',
    );
    expect(applied.map((r) => r.name)).toEqual(releaseMigrations);
    const columnsOf: Record<string, string[]> = {};
    for (const table of await listTables(client)) {
      const { rows } = await client.query<{ name: string }>(
        `SELECT attname AS name FROM pg_attribute
          WHERE attrelid = $1::regclass AND attnum > 0 AND NOT attisdropped ORDER BY attnum`,
        [quoted(client, table)],
      );
      columnsOf[table] = rows.map((r) => r.name);
    }
    const before = await fingerprint(client, columnsOf);
    const grownBefore = await rowsOf(client, grownTables, columnsOf);
    expect(before['public.users']!.rows).toBeGreaterThan(20); // the demo data is in
    expect(before['public.assessments']!.rows).toBeGreaterThan(0);

    const pool = new pg.Pool({ connectionString: database.url, max: 2 });
    let upgraded: string[];
    try {
      upgraded = await migrate(pool);
    } finally {
      await pool.end();
    }
    const current = migrationFiles();
    expect(upgraded).toEqual(current.filter((name) => !releaseMigrations.includes(name)));
    expect(upgraded).toContain('0030_migration_checksums.sql');

    const after = await fingerprint(client, columnsOf);
    // schema_migrations gains rows (the new migrations): its old rows are checked on their own.
    const { 'public.schema_migrations': _migrationsBefore, ...keptBefore } = before;
    const { 'public.schema_migrations': _migrationsAfter, ...keptAfter } = after;
    // Tables a later migration adds rows to keep every row they had, and gain only new ones.
    for (const table of Object.keys(grownTables)) {
      delete keptBefore[table];
      delete keptAfter[table];
    }
    expect(keptAfter).toEqual(keptBefore);
    const grownAfter = await rowsOf(client, grownTables, columnsOf);
    for (const [table, rows] of Object.entries(grownBefore)) {
      expect(grownAfter[table], table).toEqual(expect.arrayContaining(rows));
    }
    const { rows: old } = await client.query<{ n: string }>(
      'SELECT count(*) AS n FROM schema_migrations WHERE name = ANY($1)',
      [[...releaseMigrations]],
    );
    expect(Number(old[0]!.n)).toBe(releaseMigrations.length);

    // Every applied migration, the release's included, has its file's sha256 now.
    const { rows: sums } = await client.query<{ name: string; checksum: string | null }>(
      'SELECT name, checksum FROM schema_migrations ORDER BY name',
    );
    expect(sums.map((r) => r.name)).toEqual(current);
    for (const { name, checksum } of sums) {
      expect(checksum, name).toBe(migrationChecksum(migrationsDir(), name));
    }
  });

  it('refuses to start when an applied migration file was edited, naming it', async () => {
    const copy = tempDataDir('cep-migrations-');
    try {
      cpSync(migrationsDir(), copy.dir, { recursive: true });
      appendFileSync(path.join(copy.dir, '0005_menu_from_contract.sql'), '\n-- edited\n');
      const pool = new pg.Pool({ connectionString: database.url, max: 1 });
      try {
        const attempt = migrate(pool, copy.dir);
        await expect(attempt).rejects.toThrow(MigrationChanged);
        await expect(attempt).rejects.toThrow(/0005_menu_from_contract\.sql/);
        // The same files as applied: nothing to do, no complaint.
        expect(await migrate(pool)).toEqual([]);
      } finally {
        await pool.end();
      }
    } finally {
      copy.remove();
    }
  });
});
