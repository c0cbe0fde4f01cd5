import { inject } from 'vitest';
import type { DatabaseKind } from '../src/platform/db/database';

export { freshDatabase } from './fresh-database';

/**
 * The PostgreSQL servers the database tests run on: always the embedded one
 * started by the global setup, plus DATABASE_URL's server when it is set (CI
 * sets it to a system PostgreSQL, so both paths stay proven).
 * Use with `describe.each(engines)('… on $name', …)`.
 */
export interface Engine {
  name: DatabaseKind;
  /** What the app must report as `db` on this engine. */
  kind: DatabaseKind;
  /** URL of a database on that server; pass it to freshDatabase(). */
  url: string;
}

export const engines: Engine[] = [
  { name: 'embedded', kind: 'embedded', url: inject('embeddedPgUrl') },
  ...(process.env.DATABASE_URL
    ? [{ name: 'external' as const, kind: 'external' as const, url: process.env.DATABASE_URL }]
    : []),
];
