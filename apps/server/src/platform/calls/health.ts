import { buildInfo } from '../build-info';
import type { Handler } from './context';

/**
 * Answers only after a real round trip to PostgreSQL, so "healthy" means the database too; with
 * the server's version and commit, so a support call can name the build.
 */
export const health: Handler<'health'> = async ({ db }) => {
  const { rows } = await db.pool.query<{ server_version: string }>('SHOW server_version');
  return { db: db.kind, version: rows[0]?.server_version ?? '', server: buildInfo() };
};
