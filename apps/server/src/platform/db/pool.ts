import pg from 'pg';
import type { Logger } from '../logger';

export type Pool = pg.Pool;

/**
 * The application's connection pool. A client can lose its connection (database restarted,
 * network cut). pg then emits 'error': on the pool for an idle client, on the client itself for
 * one that is checked out (a transaction, a LISTEN connection), and an 'error' event nobody
 * listens to crashes the process. A load run with PostgreSQL restarted under it killed both
 * instances this way (bench/load). So every client gets a listener for its whole life, whatever
 * its holder adds or removes: the query in flight fails (answered 503 / 50302, see
 * unavailable.ts), the pool drops the client, and the next query opens a new connection.
 */
export function createPool(connectionString: string, logger?: Pick<Logger, 'warn'>): Pool {
  const pool = new pg.Pool({ connectionString, max: 10, idleTimeoutMillis: 30_000 });
  pool.on('error', (error) => logger?.warn({ err: error }, 'idle database connection lost'));
  pool.on('connect', (client) => {
    client.on('error', (error) => logger?.warn({ err: error }, 'database connection lost'));
  });
  return pool;
}
