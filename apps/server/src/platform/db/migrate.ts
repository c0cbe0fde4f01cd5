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

/**
 * Applies, in name order, every migration not yet recorded in `schema_migrations`, each in its own
 * transaction, under an advisory lock. Returns the names applied now. Then, still under the lock,
 * creates the server's least-privilege role if needed and grants it every table, those of the
 * migrations just applied included (see app-role.ts).
 */
export async function migrate(pool: Pool, dir = migrationsDir()): Promise<string[]> {
  const files = readdirSync(dir)
    .filter((name) => /^\d{4}_[\w-]+\.sql$/.test(name))
    .sort();
  const client = await pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await client.query(
      `CREATE TABLE IF NOT EXISTS schema_migrations (
         name text PRIMARY KEY,
         applied_at timestamptz NOT NULL DEFAULT now()
       )`,
    );
    const { rows } = await client.query<{ name: string }>('SELECT name FROM schema_migrations');
    const done = new Set(rows.map((row) => row.name));
    const applied: string[] = [];
    for (const name of files) {
      if (done.has(name)) continue;
      const sql = readFileSync(path.join(dir, name), 'utf8');
      await client.query('BEGIN');
      try {
        await client.query(sql);
        await client.query('INSERT INTO schema_migrations (name) VALUES ($1)', [name]);
        await client.query('COMMIT');
      } catch (error) {
        await client.query('ROLLBACK');
        throw new Error(`migration ${name} failed: ${(error as Error).message}`, { cause: error });
      }
      applied.push(name);
    }
    await grantAppRole(client);
    return applied;
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {});
    client.release();
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
