import { once } from 'node:events';
import { createWriteStream, mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { finished } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import pg from 'pg';
import Cursor from 'pg-cursor';
import {
  backupFormat,
  manifestFile,
  sha256OfFile,
  type BackupManifest,
  type TableEntry,
} from './manifest';
import { buildInfo } from '../platform/build-info';
import { listTables, pinSession, quoted, sequenceValues, summarise } from './tables';

/*
 * A backup: one folder, named after its time, holding every table of the database as gzip'd JSON
 * lines (row_to_json: bytea as hex, timestamps in UTC) and a manifest (version, commit, migrations,
 * row counts, row checksums, file checksums). Uploaded files and signal recordings live in the
 * database (tables `files`, `recordings`, `recording_chunks` …), so they are in it too.
 *
 * Why not pg_dump: the embedded PostgreSQL package ships postgres, initdb and pg_ctl only, and a
 * system pg_dump older than the server refuses to dump it. This needs nothing but a connection.
 * Everything is read in one REPEATABLE READ transaction: one consistent snapshot while the
 * server keeps running.
 */

/** Rows fetched per round trip; each row is streamed out, so memory stays a batch. */
const batchRows = 200;

export interface BackupResult {
  folder: string;
  manifest: BackupManifest;
}

/** Writes a backup of the database at `url` (its owner) into a new folder under `parent`. */
export async function createBackup(options: {
  url: string;
  parent: string;
  engine: 'embedded' | 'external';
  now?: Date;
}): Promise<BackupResult> {
  const createdAt = options.now ?? new Date();
  const name = `cep-backup-${createdAt.toISOString().replace(/[-:]/g, '').replace(/\..*/, 'Z')}`;
  const folder = path.join(path.resolve(options.parent), name);
  // Written beside, renamed when complete: a folder without `.partial` is a whole backup.
  const staging = `${folder}.partial`;
  rmSync(staging, { recursive: true, force: true });
  mkdirSync(path.join(staging, 'tables'), { recursive: true, mode: 0o700 });

  const client = new pg.Client({ connectionString: options.url });
  await client.connect();
  try {
    await pinSession(client);
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    const { rows: migrationRows } = await client.query<{ name: string }>(
      'SELECT name FROM schema_migrations ORDER BY name',
    );
    const tables: Record<string, TableEntry> = {};
    for (const table of await listTables(client)) {
      const file = path.join('tables', `${table}.jsonl.gz`);
      await dumpTable(client, table, path.join(staging, file));
      tables[table] = {
        ...(await summarise(client, table)),
        file,
        sha256: await sha256OfFile(path.join(staging, file)),
      };
    }
    const build = buildInfo();
    const manifest: BackupManifest = {
      format: backupFormat,
      version: build.version,
      commit: build.commit === 'unknown' ? null : build.commit,
      createdAt: createdAt.toISOString(),
      engine: options.engine,
      migrations: migrationRows.map((row) => row.name),
      tables,
      sequences: await sequenceValues(client),
    };
    await client.query('COMMIT');
    writeFileSync(path.join(staging, manifestFile), `${JSON.stringify(manifest, null, 2)}\n`);
    renameSync(staging, folder);
    return { folder, manifest };
  } catch (error) {
    rmSync(staging, { recursive: true, force: true });
    throw error;
  } finally {
    await client.end();
  }
}

async function dumpTable(client: pg.Client, table: string, file: string): Promise<void> {
  const gzip = createGzip();
  const out = createWriteStream(file, { mode: 0o600 });
  gzip.pipe(out);
  const cursor = client.query(
    new Cursor<{ row: string }>(
      `SELECT row_to_json(t)::text AS row FROM ${quoted(client, table)} t`,
    ),
  );
  try {
    for (;;) {
      const rows = await cursor.read(batchRows);
      if (rows.length === 0) break;
      for (const { row } of rows) {
        if (!gzip.write(`${row}\n`)) await once(gzip, 'drain');
      }
    }
  } finally {
    await cursor.close();
  }
  gzip.end();
  await finished(out);
}
