import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Config } from '../platform/config';
import { chooseDataDir } from '../platform/db/data-folder';
import { startEmbedded } from '../platform/db/embedded';
import { isAlive } from '../platform/db/processes';
import { RestoreRefused } from './restore';

/** The database a backup reads or a restore fills, as its owner, and how to let go of it. */
export interface OpsDatabase {
  url: string;
  engine: 'embedded' | 'external';
  close(): Promise<void>;
}

type Settings = Pick<Config, 'databaseUrl' | 'dataDir' | 'dataDirIsDefault'>;

/**
 * DATABASE_URL → that database. Otherwise the embedded cluster of DATA_DIR: the one a running
 * server started (its port from postmaster.pid, its password from postgres.secret), or started
 * now for the purpose and stopped by close().
 */
export async function databaseToBackUp(config: Settings): Promise<OpsDatabase> {
  if (config.databaseUrl) return external(config.databaseUrl);
  const dataDir = chooseDataDir(config);
  if (!existsSync(path.join(dataDir, 'postgres', 'PG_VERSION'))) {
    throw new Error(`${dataDir} holds no database to back up (set DATA_DIR or DATABASE_URL)`);
  }
  const running = runningCluster(dataDir);
  if (running) return { url: running, engine: 'embedded', close: async () => {} };
  const embedded = await startEmbedded({ dataDir });
  return { url: embedded.url, engine: 'embedded', close: () => embedded.stop() };
}

/**
 * Where a restore goes: DATABASE_URL (restoreBackup checks it is empty), or DATA_DIR, which must
 * be empty (or missing) unless forced, and never in use by a server.
 */
export async function databaseToRestore(config: Settings, force: boolean): Promise<OpsDatabase> {
  if (config.databaseUrl) return external(config.databaseUrl);
  const dataDir = chooseDataDir(config);
  if (runningCluster(dataDir)) {
    throw new RestoreRefused(`A server is running on ${dataDir}: stop it before restoring.`);
  }
  if (existsSync(dataDir) && readdirSync(dataDir).length > 0 && !force) {
    throw new RestoreRefused(
      `The data folder ${dataDir} is not empty: restore into a new DATA_DIR, or give --force to replace its database.`,
    );
  }
  const embedded = await startEmbedded({ dataDir });
  return { url: embedded.url, engine: 'embedded', close: () => embedded.stop() };
}

function external(url: string): OpsDatabase {
  return { url, engine: 'external', close: async () => {} };
}

/** The URL of the `cep` database of a cluster a live server owns in `dataDir`, if any. */
function runningCluster(dataDir: string): string | undefined {
  try {
    const owner = JSON.parse(readFileSync(path.join(dataDir, 'postgres.lock'), 'utf8')) as {
      pid?: number;
    };
    if (typeof owner.pid !== 'number' || !isAlive(owner.pid)) return undefined;
    // postmaster.pid: line 4 is the port PostgreSQL listens on.
    const port = readFileSync(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split(
      '\n',
    )[3];
    const password = readFileSync(path.join(dataDir, 'postgres.secret'), 'utf8').trim();
    return `postgres://postgres:${password}@127.0.0.1:${Number(port)}/cep`;
  } catch {
    return undefined;
  }
}
