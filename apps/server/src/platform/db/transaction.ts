import type { Kysely } from 'kysely';
import type { Tables } from './schema';

/**
 * Runs `work` in a transaction: a new one, or the caller's when `db` already is one (Kysely cannot
 * nest). Services use it for their multi-statement writes, so a route can run a service and the
 * audit line of what it did in one transaction (see platform/calls/audited.ts).
 */
export function inTransaction<T>(
  db: Kysely<Tables>,
  work: (trx: Kysely<Tables>) => Promise<T>,
): Promise<T> {
  return db.isTransaction ? work(db) : db.transaction().execute(work);
}
