import { linkSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { isAlive, processStartTime } from './processes';

/**
 * One server per data folder. PostgreSQL protects its own cluster with
 * postmaster.pid, but after a SIGKILL of the Node process the postmaster
 * outlives it and that file alone cannot tell "another server is using this
 * folder" from "a server died and left its PostgreSQL behind". Our lock file
 * records which Node process owns the folder, so the next start can refuse the
 * first case with a clear message and clean up the second.
 */

interface LockOwner {
  pid: number;
  /** processStartTime() of the owner, so a recycled pid is not mistaken for it. */
  started: string | null;
}

export class DataDirInUseError extends Error {
  override name = 'DataDirInUseError';
}

/** Lock files this process holds, so a second start from the same process also refuses. */
const heldHere = new Set<string>();

export interface DirLock {
  release(): void;
}

export function acquireLock(file: string, what: string): DirLock {
  // Two attempts: the second one follows the removal of a stale lock.
  for (let attempt = 0; attempt < 2; attempt++) {
    const me: LockOwner = { pid: process.pid, started: processStartTime(process.pid) };
    // Write aside, then link into place: link() fails if the lock exists and
    // never exposes a half-written file to a server starting at the same time.
    const draft = `${file}.${process.pid}.tmp`;
    writeFileSync(draft, JSON.stringify(me));
    try {
      linkSync(draft, file);
      heldHere.add(file);
      const release = () => {
        if (!heldHere.delete(file)) return;
        // Only remove the file if it is still ours.
        if (readOwner(file)?.pid === process.pid) rmSync(file, { force: true });
      };
      // Last-resort cleanup when the process exits without calling release().
      process.once('exit', release);
      return {
        release() {
          process.removeListener('exit', release);
          release();
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    } finally {
      rmSync(draft, { force: true });
    }
    const owner = readOwner(file);
    if (owner && ownerIsAlive(owner, file)) {
      throw new DataDirInUseError(
        `${what} is already in use by another 认知增强平台 server (pid ${owner.pid}). ` +
          `Stop that server first, or give this one a different DATA_DIR. ` +
          `(Lock file: ${file})`,
      );
    }
    rmSync(file, { force: true });
  }
  throw new DataDirInUseError(
    `Could not take the lock ${file}: another server is starting on ${what}.`,
  );
}

function readOwner(file: string): LockOwner | null {
  try {
    const owner = JSON.parse(readFileSync(file, 'utf8')) as Partial<LockOwner>;
    return typeof owner.pid === 'number'
      ? { pid: owner.pid, started: owner.started ?? null }
      : null;
  } catch {
    return null; // unreadable: treat as stale
  }
}

function ownerIsAlive(owner: LockOwner, file: string): boolean {
  if (owner.pid === process.pid) return heldHere.has(file);
  if (!isAlive(owner.pid)) return false;
  const started = processStartTime(owner.pid);
  return owner.started === null || started === null || owner.started === started;
}
