import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { isAlive, processCommandLine, waitForExit } from '../../src/platform/db/processes';

/**
 * The real server process for the crash-safety test: the built bundle
 * `apps/server/dist/main.js`, started from the repo root exactly as
 * `npm start` (scripts/setup.mjs) starts it after its build step. Unlike
 * scripts/testing/start-server.ts this helper does not own the data folder:
 * the test restarts the server on the same DATA_DIR after killing it.
 */

const repoRoot = fileURLToPath(new URL('../../../..', import.meta.url));
export const mainJs = path.join(repoRoot, 'apps/server/dist/main.js');

const readyLine =
  /认知增强平台 ready at (http:\/\/localhost:\d+)\/ \(database: (embedded|external)\)/;

export interface ServerProcess {
  /** Origin without a trailing slash, e.g. `http://localhost:41234`. */
  url: string;
  database: 'embedded' | 'external';
  child: ChildProcess;
  /** Resolves when the process has exited (however it ended). */
  exited: Promise<void>;
  /** The last 20 000 characters the server wrote to stdout and stderr. */
  output(): string;
}

export interface StartOptions {
  dataDir: string;
  /** Set → the server uses this PostgreSQL and starts none. Unset → embedded PostgreSQL in dataDir. */
  databaseUrl?: string;
  timeoutMs?: number;
}

export function assertBuilt(): void {
  if (!existsSync(mainJs)) {
    throw new Error(
      `The crash-safety test runs the built server, but ${mainJs} is missing: ` +
        `run \`pnpm --filter @cep/server build\` (npm test builds it first).`,
    );
  }
}

/** Spawns `node apps/server/dist/main.js` and waits for its ready line. */
export async function startServerProcess(options: StartOptions): Promise<ServerProcess> {
  assertBuilt();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: '0',
    DATA_DIR: options.dataDir,
    LOG_LEVEL: 'warn',
    // What `npm start` does on a fresh machine: demo accounts seeded into the empty database.
    DEMO: '1',
    // The tests create and sign in accounts by the hundred: at the production cost (128 MiB,
    // 100+ ms of CPU each) that measures scrypt, not the server; passwords.test.ts checks it.
    PASSWORD_HASH_COST: '12',
  };
  // An inherited DATABASE_URL would silently switch the embedded variant to that server.
  if (options.databaseUrl) env.DATABASE_URL = options.databaseUrl;
  else delete env.DATABASE_URL;

  const child = spawn(process.execPath, [mainJs], {
    cwd: repoRoot,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  // Drain both pipes for the process's whole life (a full pipe would block the
  // server's synchronous logging); the tail explains a failed start.
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);

  const timeoutMs = options.timeoutMs ?? 90_000;
  try {
    const match = await new Promise<RegExpExecArray>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`the server was not ready within ${timeoutMs} ms`)),
        timeoutMs,
      );
      child.stdout.on('data', () => {
        const found = readyLine.exec(output);
        if (found) {
          clearTimeout(timer);
          resolve(found);
        }
      });
      void exited.then(() => {
        clearTimeout(timer);
        reject(
          new Error(
            `the server exited (code ${child.exitCode}, signal ${child.signalCode}) before it was ready`,
          ),
        );
      });
    });
    return {
      url: match[1] as string,
      database: match[2] as 'embedded' | 'external',
      child,
      exited,
      output: () => output,
    };
  } catch (error) {
    child.kill('SIGKILL');
    await exited;
    throw new Error(`${(error as Error).message}\n--- server output ---\n${output}`, {
      cause: error,
    });
  }
}

/** SIGTERM (graceful shutdown), SIGKILL if it has not exited after 15 s. */
export async function stopServerProcess(server: ServerProcess | undefined): Promise<void> {
  if (!server) return;
  const { child } = server;
  if (child.exitCode === null && child.signalCode === null) {
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
    await server.exited;
    clearTimeout(timer);
  }
}

/** Where src/platform/db/embedded.ts keeps the cluster: DATA_DIR/postgres. */
export function postmasterPidFile(dataDir: string): string {
  return path.join(dataDir, 'postgres', 'postmaster.pid');
}

/**
 * The pid of the PostgreSQL running on DATA_DIR's cluster (line 1 of
 * postmaster.pid), or null when there is none running. The pid is checked
 * against the process's command line so a stale file never makes us signal an
 * unrelated process.
 */
export function runningPostmaster(dataDir: string): number | null {
  let pid: number;
  try {
    pid = Number.parseInt(
      readFileSync(postmasterPidFile(dataDir), 'utf8').split('\n')[0] ?? '',
      10,
    );
  } catch {
    return null;
  }
  if (!Number.isInteger(pid) || pid <= 0 || !isAlive(pid)) return null;
  const argv = processCommandLine(pid);
  if (argv && !argv.some((arg) => path.basename(arg).startsWith('postgres'))) return null;
  return pid;
}

/** Last-resort cleanup: a PostgreSQL left on a temp DATA_DIR must not outlive the test. */
export async function stopLeftoverPostmaster(dataDir: string): Promise<void> {
  const pid = runningPostmaster(dataDir);
  if (pid === null) return;
  process.kill(pid, 'SIGQUIT');
  await waitForExit(pid, 10_000);
}

/**
 * The postmaster and its direct children (checkpointer, walwriter, backends…),
 * read from /proc; just the postmaster where /proc is not available.
 */
export function processFamily(postmaster: number): number[] {
  const family = [postmaster];
  let entries: string[];
  try {
    entries = readdirSync('/proc').filter((name) => /^\d+$/.test(name));
  } catch {
    return family;
  }
  for (const entry of entries) {
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (parent === postmaster) family.push(Number(entry));
    } catch {
      // exited while we looked
    }
  }
  return family;
}

/**
 * Waits until none of these processes exists any more — not even as a zombie.
 * isAlive() rightly calls a zombie dead, but PostgreSQL's own lock-file check
 * (kill(pid, 0)) does not: until the OS reaps the killed postmaster, a new
 * PostgreSQL refuses the cluster with "lock file postmaster.pid already
 * exists". Here init reaps orphans only every ~2 s. A crash is complete once
 * its processes are gone; that is what the restart should be measured from.
 */
export async function waitUntilGone(pids: number[], timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  const exists = (pid: number) => {
    try {
      process.kill(pid, 0);
      return true;
    } catch (error) {
      return (error as NodeJS.ErrnoException).code === 'EPERM';
    }
  };
  while (pids.some(exists)) {
    if (Date.now() > deadline) return false;
    await sleep(50);
  }
  return true;
}
