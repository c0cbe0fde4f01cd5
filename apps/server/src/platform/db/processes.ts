import { readFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';

/**
 * Small process helpers for the data-folder lock and the stale-postmaster
 * recovery. On Linux /proc lets us tell a live process from a recycled pid;
 * elsewhere we fall back to "the pid exists".
 */

/**
 * True when a process with this pid is running (EPERM: it is, owned by someone
 * else). A zombie — dead, waiting for its parent to reap it — is not running,
 * though signal 0 still reaches it.
 */
export function isAlive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  return procStat(pid)?.[0] !== 'Z';
}

/** Fields 3… of /proc/<pid>/stat (state first), or null where /proc is not available. */
function procStat(pid: number): string[] | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Field 2 (comm) may contain spaces and parentheses; fields after the last ')' are plain.
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  } catch {
    return null;
  }
}

/**
 * The kernel's start time of a process (clock ticks since boot), or null
 * where /proc is not available. Stored next to a pid, it tells the same
 * process from another one that got the pid later (reboot, container restart).
 */
export function processStartTime(pid: number): string | null {
  return procStat(pid)?.[19] ?? null; // field 22 overall = starttime
}

/** The argv of a process, or null where /proc is not available. */
export function processCommandLine(pid: number): string[] | null {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean);
  } catch {
    return null;
  }
}

/** Waits until the process is gone; false when it is still there after timeoutMs. */
export async function waitForExit(pid: number, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (isAlive(pid)) {
    if (Date.now() > deadline) return false;
    await sleep(50);
  }
  return true;
}
