import { readdirSync } from 'node:fs';
import { ApiError } from '../http/api-error';
import { migrationsDir } from '../db/migrate';
import type { Handler } from './context';

/** The migrations this server ships (read once: they do not change while it runs). */
let shipped: string[] | undefined;

function shippedMigrations(): string[] {
  shipped ??= readdirSync(migrationsDir()).filter((name) => /^\d{4}_[\w-]+\.sql$/.test(name));
  return shipped;
}

/**
 * Readiness (a load balancer's or orchestrator's check, beside /api/health's liveness): the
 * database answers and every migration of this server is applied. A database that does not answer
 * fails the query, which the error handler answers 503 / 50302; the next check after it is back
 * answers 200 again (the pool opens new connections by itself). Pending migrations: 503 / 50303.
 */
export const ready: Handler<'ready'> = async ({ db }) => {
  const { rows } = await db.pool.query<{ name: string }>('SELECT name FROM schema_migrations');
  const applied = new Set(rows.map((row) => row.name));
  const pending = shippedMigrations().filter((name) => !applied.has(name));
  if (pending.length > 0) {
    throw new ApiError(50303, `数据库尚未升级到当前版本：${pending.length} 个迁移未应用`);
  }
  return { migrations: applied.size };
};
