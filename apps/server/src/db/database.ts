import type { Config } from '../config';
import type { Logger } from '../logger';
import { startEmbedded } from './embedded';
import { createPool, type Pool } from './pool';

export type DatabaseKind = 'embedded' | 'external';

/** What the app gets: a pool, which kind of PostgreSQL it talks to, and how to let go of it. */
export interface Database {
  pool: Pool;
  kind: DatabaseKind;
  /** Closes the pool, then stops the embedded PostgreSQL if we started one. */
  close(): Promise<void>;
}

/**
 * DATABASE_URL set → that PostgreSQL, nothing is started.
 * Unset → the embedded PostgreSQL in DATA_DIR, started now.
 */
export async function openDatabase(
  config: Pick<Config, 'databaseUrl' | 'dataDir'>,
  logger?: Logger,
): Promise<Database> {
  if (config.databaseUrl) {
    const pool = createPool(config.databaseUrl, logger);
    return { pool, kind: 'external', close: once(() => pool.end()) };
  }
  const embedded = await startEmbedded({ dataDir: config.dataDir, logger });
  const pool = createPool(embedded.url, logger);
  return { pool, kind: 'embedded', close: once(() => pool.end().finally(() => embedded.stop())) };
}

/** pg throws when a pool is ended twice; a second close() just waits for the first. */
function once(close: () => Promise<void>): () => Promise<void> {
  let closing: Promise<void> | undefined;
  return () => (closing ??= close());
}
