import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type pg from 'pg';
import { AppRoleUnavailable, ensureAppRole, type AppRole } from './app-role';
import type { Pool } from './pool';
import { serverFolder } from '../server-folder';

/** The committed SQL migrations (apps/server/migrations/NNNN_name.sql). */
export function migrationsDir(): string {
  return path.join(serverFolder(), 'migrations');
}

// Any fixed number: held while migrating, so servers starting together migrate once.
const MIGRATION_LOCK = 7_482_019;

/** A migration file changed after a database applied it: the server refuses to start. */
export class MigrationChanged extends Error {
  override name = 'MigrationChanged';
}

/** sha256 (hex) of a migration file's bytes, as recorded in `schema_migrations.checksum`. */
export function migrationChecksum(dir: string, name: string): string {
  return createHash('sha256')
    .update(readFileSync(path.join(dir, name)))
    .digest('hex');
}

/** The migration files of `dir`, in the order they apply. */
export function migrationFiles(dir = migrationsDir()): string[] {
  return readdirSync(dir)
    .filter((name) => /^\d{4}_[\w-]+\.sql$/.test(name))
    .sort();
}

export interface MigrateOptions {
  /** Apply only these names (a restore rebuilds the schema its backup was taken on). */
  only?: ReadonlySet<string>;
  /** Skip the least-privilege role step (a restore grants once its data is in). */
  skipAppRole?: boolean;
}

/**
 * Applies, in name order, every migration not yet recorded in `schema_migrations`, each in its own
 * transaction, under an advisory lock. Returns the names applied now. Before anything, checks that
 * no applied file changed since (sha256 recorded by migration 0030; rows older than 0030 are
 * backfilled when it applies) and throws MigrationChanged naming the file otherwise. Then, still
 * under the lock, creates the server's least-privilege role if needed and grants it every table,
 * those of the migrations just applied included (see app-role.ts).
 */
export async function migrate(
  pool: Pool,
  dir = migrationsDir(),
  options: MigrateOptions = {},
): Promise<string[]> {
  const files = migrationFiles(dir).filter((name) => !options.only || options.only.has(name));
  const client = await pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await client.query(
      `CREATE TABLE IF NOT EXISTS schema_migrations (
         name text PRIMARY KEY,
         applied_at timestamptz NOT NULL DEFAULT now()
       )`,
    );
    let checksums = await hasChecksumColumn(client);
    const { rows } = await client.query<{ name: string; checksum: string | null }>(
      checksums
        ? 'SELECT name, checksum FROM schema_migrations'
        : 'SELECT name, NULL::text AS checksum FROM schema_migrations',
    );
    refuseChangedFiles(dir, rows);
    const done = new Set(rows.map((row) => row.name));
    const applied: string[] = [];
    for (const name of files) {
      if (done.has(name)) continue;
      const sql = readFileSync(path.join(dir, name), 'utf8');
      await client.query('BEGIN');
      try {
        await client.query(sql);
        checksums ||= await hasChecksumColumn(client);
        if (checksums) {
          await client.query('INSERT INTO schema_migrations (name, checksum) VALUES ($1, $2)', [
            name,
            migrationChecksum(dir, name),
          ]);
          await backfillChecksums(client, dir);
        } else {
          await client.query('INSERT INTO schema_migrations (name) VALUES ($1)', [name]);
        }
        await client.query('COMMIT');
      } catch (error) {
        await client.query('ROLLBACK');
        throw new Error(`migration ${name} failed: ${(error as Error).message}`, { cause: error });
      }
      applied.push(name);
    }
    if (!options.skipAppRole) await grantAppRole(client);
    return applied;
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {});
    client.release();
  }
}

async function hasChecksumColumn(client: pg.PoolClient): Promise<boolean> {
  const { rows } = await client.query<{ found: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM information_schema.columns
                     WHERE table_schema = current_schema() AND table_name = 'schema_migrations'
                       AND column_name = 'checksum') AS found`,
  );
  return rows[0]?.found ?? false;
}

/** Rows applied before 0030 get the sha256 of their file as it is now (once: NULL only). */
async function backfillChecksums(client: pg.PoolClient, dir: string): Promise<void> {
  const known = new Set(migrationFiles(dir));
  const { rows } = await client.query<{ name: string }>(
    'SELECT name FROM schema_migrations WHERE checksum IS NULL',
  );
  for (const { name } of rows) {
    if (!known.has(name)) continue; // a file since removed: nothing to record
    await client.query('UPDATE schema_migrations SET checksum = $2 WHERE name = $1', [
      name,
      migrationChecksum(dir, name),
    ]);
  }
}

function refuseChangedFiles(
  dir: string,
  rows: readonly { name: string; checksum: string | null }[],
): void {
  const known = new Set(migrationFiles(dir));
  for (const { name, checksum } of rows) {
    if (checksum === null || !known.has(name)) continue;
    if (migrationChecksum(dir, name) !== checksum) {
      throw new MigrationChanged(
        `The migration ${path.join(dir, name)} was changed after this database applied it ` +
          '(its sha256 differs from the one recorded in schema_migrations). Applied migrations ' +
          'are never edited: restore the file as it was and put the change in a new migration.',
      );
    }
  }
}

/** The role step, once its migration (0007) exists; an owner without CREATEROLE skips it. */
async function grantAppRole(client: pg.PoolClient): Promise<void> {
  const { rows } = await client.query<{ ready: boolean }>(
    "SELECT to_regclass('cep_private.app_role') IS NOT NULL AS ready",
  );
  if (!rows[0]?.ready) return;
  try {
    await ensureAppRole(client);
  } catch (error) {
    if (!(error instanceof AppRoleUnavailable)) throw error;
  }
}

/**
 * The least-privilege role of the migrated database `pool` connects to (as its owner), or why
 * there is none: requests then run as the owner.
 */
export async function storedAppRole(pool: Pool): Promise<AppRole | undefined> {
  const { rows } = await pool.query<AppRole>(
    `SELECT a.role_name AS user, a.password
       FROM cep_private.app_role a JOIN pg_roles r ON r.rolname = a.role_name`,
  );
  return rows[0];
}
