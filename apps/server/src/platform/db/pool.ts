import pg from 'pg';
import type { Logger } from '../logger';

export type Pool = pg.Pool;

/**
 * The application's connection pool. An idle client can lose its connection
 * (database restarted, network cut); pg then emits 'error' on the pool, which
 * would crash the process if nobody listened. We log it instead: the pool
 * drops that client and the next query opens a new connection.
 */
export function createPool(connectionString: string, logger?: Pick<Logger, 'warn'>): Pool {
  const pool = new pg.Pool({ connectionString, max: 10, idleTimeoutMillis: 30_000 });
  pool.on('error', (error) => logger?.warn({ err: error }, 'idle database connection lost'));
  return pool;
}
