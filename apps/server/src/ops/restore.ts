import { createReadStream } from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { createGunzip } from 'node:zlib';
import pg from 'pg';
import { migrate, migrationFiles, migrationsDir } from '../platform/db/migrate';
import { readManifest, sha256OfFile, type BackupManifest } from './manifest';
import { insertableColumns, listTables, pinSession, quoted, summariseAll } from './tables';

/*
 * Restore: into an empty database only (unless forced), the schema rebuilt by the migrations the
 * backup was taken on, every table loaded in one transaction with triggers and foreign keys held
 * off (session_replication_role = replica, as pg_restore does: the rows were consistent when
 * read), sequences put back, then every table's row count and checksum compared with the
 * manifest. Last, the migrations the backup predates and the least-privilege role's grants.
 */

/** A batch of rows sent in one INSERT: whichever comes first. */
const batchRows = 500;
const batchBytes = 4 * 1024 * 1024;

export class RestoreRefused extends Error {
  override name = 'RestoreRefused';
}

export interface RestoreResult {
  manifest: BackupManifest;
  /** Migrations newer than the backup, applied after its rows were in. */
  upgraded: string[];
}

/** Restores the backup in `folder` into the database at `url` (its owner, a superuser). */
export async function restoreBackup(options: {
  url: string;
  folder: string;
  force?: boolean;
  migrations?: string;
}): Promise<RestoreResult> {
  const folder = path.resolve(options.folder);
  const manifest = readManifest(folder);
  for (const [table, entry] of Object.entries(manifest.tables)) {
    if ((await sha256OfFile(path.join(folder, entry.file))) !== entry.sha256) {
      throw new RestoreRefused(
        `${entry.file} (table ${table}) does not match its checksum: the backup is damaged`,
      );
    }
  }
  const dir = options.migrations ?? migrationsDir();
  const known = new Set(migrationFiles(dir));
  const unknown = manifest.migrations.filter((name) => !known.has(name));
  if (unknown.length > 0) {
    throw new RestoreRefused(
      `The backup was taken by a newer version (migrations ${unknown.join(', ')} are unknown here): restore it with that version.`,
    );
  }

  const pool = new pg.Pool({ connectionString: options.url, max: 1 });
  try {
    await emptyTarget(pool, options.force ?? false);
    await migrate(pool, dir, { only: new Set(manifest.migrations), skipAppRole: true });
    const client = await pool.connect();
    try {
      await pinSession(client);
      const tables = await listTables(client);
      const expected = Object.keys(manifest.tables).sort();
      if (tables.join() !== expected.join()) {
        throw new RestoreRefused(
          `The rebuilt schema's tables differ from the backup's: ${diff(tables, expected)}`,
        );
      }
      await client.query('BEGIN');
      try {
        await client.query('SET LOCAL session_replication_role = replica');
        // The migrations' own rows (menus, roles …) are replaced by the backup's.
        await client.query(`TRUNCATE ${tables.map((t) => quoted(client, t)).join(', ')}`);
        for (const table of tables) {
          const entry = manifest.tables[table];
          if (entry) await loadTable(client, table, path.join(folder, entry.file));
        }
        for (const [sequence, value] of Object.entries(manifest.sequences)) {
          if (value.lastValue === null) continue;
          await client.query('SELECT setval($1::regclass, $2::bigint, $3)', [
            quoted(client, sequence),
            value.lastValue,
            value.isCalled,
          ]);
        }
        await client.query('COMMIT');
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      }
      const found = await summariseAll(client, tables);
      const wrong = tables.filter(
        (t) =>
          found[t]?.rows !== manifest.tables[t]?.rows ||
          found[t]?.checksum !== manifest.tables[t]?.checksum,
      );
      if (wrong.length > 0) {
        throw new Error(
          `Restored, but these tables differ from the backup's manifest: ${wrong
            .map((t) => `${t} (${found[t]?.rows} rows, expected ${manifest.tables[t]?.rows})`)
            .join(', ')}`,
        );
      }
    } finally {
      client.release();
    }
    const upgraded = await migrate(pool, dir);
    return { manifest, upgraded };
  } finally {
    await pool.end();
  }
}

/** Refuses a database that holds tables, or (forced) drops the platform's schemas. */
async function emptyTarget(pool: pg.Pool, force: boolean): Promise<void> {
  const { rows } = await pool.query<{ n: string }>(
    `SELECT count(*)::text AS n FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE c.relkind IN ('r', 'p') AND n.nspname IN ('public', 'cep_private')`,
  );
  if (Number(rows[0]?.n ?? 0) === 0) return;
  if (!force) {
    throw new RestoreRefused(
      'The target database is not empty: restore into a fresh one, or give --force to replace everything in it.',
    );
  }
  await pool.query(
    'DROP SCHEMA IF EXISTS cep_private CASCADE; DROP SCHEMA IF EXISTS public CASCADE; CREATE SCHEMA public',
  );
}

async function loadTable(client: pg.PoolClient, table: string, file: string): Promise<void> {
  const columns = (await insertableColumns(client, table))
    .map((c) => client.escapeIdentifier(c))
    .join(', ');
  const target = quoted(client, table);
  const insert = `INSERT INTO ${target} (${columns}) OVERRIDING SYSTEM VALUE
                  SELECT ${columns} FROM json_populate_recordset(NULL::${target}, $1::json)`;
  let batch: string[] = [];
  let bytes = 0;
  const flush = async () => {
    if (batch.length === 0) return;
    await client.query(insert, [`[${batch.join(',')}]`]);
    batch = [];
    bytes = 0;
  };
  const lines = createInterface({
    input: createReadStream(file).pipe(createGunzip()),
    crlfDelay: Infinity,
  });
  for await (const line of lines) {
    if (!line) continue;
    batch.push(line);
    bytes += line.length;
    if (batch.length >= batchRows || bytes >= batchBytes) await flush();
  }
  await flush();
}

function diff(a: readonly string[], b: readonly string[]): string {
  const onlyA = a.filter((x) => !b.includes(x));
  const onlyB = b.filter((x) => !a.includes(x));
  return `schema only: ${onlyA.join(', ') || '—'}; backup only: ${onlyB.join(', ') || '—'}`;
}
