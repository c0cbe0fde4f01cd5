import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Pool } from './pool';

/**
 * The committed SQL migrations (apps/server/migrations/NNNN_name.sql), found from the source
 * (src/db/) and from the build (dist/) alike.
 */
export function migrationsDir(): string {
  let dir = import.meta.dirname;
  for (let i = 0; i < 4; i++) {
    const candidate = path.join(dir, 'migrations');
    if (existsSync(candidate)) return candidate;
    dir = path.dirname(dir);
  }
  throw new Error('apps/server/migrations not found');
}

// Any fixed number: held while migrating, so servers starting together migrate once.
const MIGRATION_LOCK = 7_482_019;

/**
 * Applies, in name order, every migration not yet recorded in `schema_migrations`, each in its own
 * transaction, under an advisory lock. Returns the names applied now.
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
    return applied;
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {});
    client.release();
  }
}
