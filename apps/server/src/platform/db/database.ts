import type { Config } from '../config';
import type { Logger } from '../logger';
import { appRoleUrl } from './app-role';
import { chooseDataDir } from './data-folder';
import { startEmbedded } from './embedded';
import { storedAppRole } from './migrate';
import { createPool, type Pool } from './pool';

export type DatabaseKind = 'embedded' | 'external';

/** What the app gets: a pool, which kind of PostgreSQL it talks to, and how to let go of it. */
export interface Database {
  pool: Pool;
  kind: DatabaseKind;
  /** Connection URL of `pool` (with its password: never log it). */
  url: string;
  /** Closes the pool, then stops the embedded PostgreSQL if we started one. */
  close(): Promise<void>;
}

/**
 * DATABASE_URL set → that PostgreSQL, nothing is started.
 * Unset → the embedded PostgreSQL in DATA_DIR, started now.
 */
export async function openDatabase(
  config: Pick<Config, 'databaseUrl' | 'dataDir' | 'dataDirIsDefault'>,
  logger?: Logger,
): Promise<Database> {
  if (config.databaseUrl) {
    const pool = createPool(config.databaseUrl, logger);
    return {
      pool,
      kind: 'external',
      url: config.databaseUrl,
      close: once(() => pool.end()),
    };
  }
  const dataDir = chooseDataDir(config, { logger });
  const embedded = await startEmbedded({ dataDir, logger });
  const pool = createPool(embedded.url, logger);
  return {
    pool,
    kind: 'embedded',
    url: embedded.url,
    close: once(() => pool.end().finally(() => embedded.stop())),
  };
}

/**
 * After the migrations (run as the owner, `owner`): the same database as its least-privilege role
 * (platform/db/app-role.ts), for the requests. Closing it closes the owner's pool and PostgreSQL too.
 * Without a role (the owner may not create one) the owner's database is returned as is, with a
 * warning.
 */
export async function asAppRole(owner: Database, logger?: Logger): Promise<Database> {
  const role = await storedAppRole(owner.pool);
  if (!role) {
    logger?.warn(
      'requests run as the database owner: it may not create the least-privilege role (grant it CREATEROLE)',
    );
    return owner;
  }
  const url = appRoleUrl(owner.url, role);
  const pool = createPool(url, logger);
  logger?.info({ role: role.user }, 'requests run as the least-privilege database role');
  return {
    pool,
    kind: owner.kind,
    url,
    close: once(() => pool.end().finally(() => owner.close())),
  };
}

/** pg throws when a pool is ended twice; a second close() just waits for the first. */
function once(close: () => Promise<void>): () => Promise<void> {
  let closing: Promise<void> | undefined;
  return () => (closing ??= close());
}
