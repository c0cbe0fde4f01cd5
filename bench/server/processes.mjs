// The processes of the server benchmark: start them, wait for their ready line, stop them, and
// read how much CPU they (and PostgreSQL) used, from /proc, so each figure can be told per request
// whatever else the machine is doing.
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');
const children = [];

/** Spawns a Node script and resolves with the first match of `ready` in its stdout. */
export function startProcess(name, args, env, ready) {
  const child = spawn(process.execPath, args, {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  children.push({ child, exited });
  let output = '';
  const keep = (chunk) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`${name} not ready in 90 s:\n${output}`)),
      90_000,
    );
    child.stdout.on('data', () => {
      const match = ready.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve({ match, pid: child.pid });
      }
    });
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`${name} exited (${code}) before it was ready:\n${output}`));
    });
  });
}

/** SIGTERM to every process started here, last first; SIGKILL after 15 s. */
export async function stopAll() {
  for (const { child, exited } of children.reverse()) {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(timer);
    }
  }
}

/** The embedded cluster's URL: password from DATA_DIR/postgres.secret, port from postmaster.pid. */
export function embeddedUrl(dataDir) {
  const password = readFileSync(path.join(dataDir, 'postgres.secret'), 'utf8').trim();
  const pidFile = readFileSync(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8');
  const port = Number.parseInt(pidFile.split('\n')[3] ?? '', 10);
  return `postgres://postgres:${password}@127.0.0.1:${port}/cep`;
}

/** The postmaster's pid (line 1 of postmaster.pid). */
export function postmasterPid(dataDir) {
  const pidFile = readFileSync(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8');
  return Number.parseInt(pidFile.split('\n')[0] ?? '', 10);
}

const ticksPerSecond = 100; // USER_HZ: 100 on every Linux we run on

/** Fields of /proc/<pid>/stat after the command name: [state, ppid, …]. */
function statFields(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  } catch {
    return undefined; // exited
  }
}

/** CPU seconds of one process (user + system), or 0 once it has exited. */
function cpuOf(pid, withReapedChildren = false) {
  const f = statFields(pid);
  if (!f) return 0;
  // utime, stime, cutime, cstime are fields 14–17 of stat, i.e. 11–14 after the name.
  const own = Number(f[11]) + Number(f[12]);
  const reaped = withReapedChildren ? Number(f[13]) + Number(f[14]) : 0;
  return (own + reaped) / ticksPerSecond;
}

/**
 * CPU seconds of the PostgreSQL cluster: the postmaster with the children it has already reaped,
 * plus its live children (backends, checkpointer, …).
 */
function clusterCpu(postmaster) {
  let total = cpuOf(postmaster, true);
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const f = statFields(entry);
    if (f && Number(f[1]) === postmaster) total += cpuOf(Number(entry));
  }
  return total;
}

/** Whether CPU can be read here (Linux /proc); elsewhere the CPU columns say n/a. */
export const cpuReadable = (() => {
  try {
    readFileSync('/proc/self/stat');
    return true;
  } catch {
    return false;
  }
})();

/**
 * Starts counting CPU of the app process `pid` and the cluster of `postmaster`; the returned
 * function gives the seconds used since, each.
 */
export function cpuMeter(pid, postmaster) {
  if (!cpuReadable) return () => ({ app: NaN, pg: NaN });
  const app0 = cpuOf(pid);
  const pg0 = clusterCpu(postmaster);
  return () => ({ app: cpuOf(pid) - app0, pg: clusterCpu(postmaster) - pg0 });
}
