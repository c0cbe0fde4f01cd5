import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { freshDatabase } from '../../apps/server/test/fresh-database';
import { tempDataDir } from '../../apps/server/test/temp-dir';

/**
 * Starts the real, built server (`node apps/server/dist/main.js`) for
 * end-to-end and client tests: an ephemeral port, its own empty database,
 * nothing shared with other test files.
 *
 * Database: by default the embedded PostgreSQL in a fresh temp DATA_DIR. In a
 * test run that shares one PostgreSQL between its servers (`CEP_TEST_POSTGRES`,
 * set by the client tests' global setup), a fresh database on it instead: one
 * CREATE DATABASE, not a cluster per server. With `useExternal: true` and
 * DATABASE_URL set, a fresh database created on DATABASE_URL's server. Either
 * database is dropped again by stop().
 */

/**
 * How long a start may take before it counts as hung. A fresh cluster's initdb, the migrations
 * and the demo data take seconds on a quiet machine, and took over a minute on a 2-core machine at
 * a load of 12 (helpers building beside the e2e suite): a cap against a hang, not a speed test.
 */
const READY_CAP_MS = 180_000;

export interface StartServerOptions {
  /** Extra environment for the server (e.g. LOG_LEVEL); wins over the defaults below. */
  env?: Record<string, string>;
  /** Use a fresh database on process.env.DATABASE_URL's server instead of the embedded PostgreSQL. */
  useExternal?: boolean;
  /** How long to wait for the ready line; default READY_CAP_MS. */
  timeoutMs?: number;
  /**
   * Serve this database as it is (a second instance beside a running server: pass that server's
   * `databaseUrl`). It is neither created nor dropped here.
   */
  databaseUrl?: string;
}

export interface RunningServer {
  /** Origin of the server, without a trailing slash, e.g. `http://localhost:41234`. */
  url: string;
  /**
   * Its database, with the owner's credentials: another server started on it is a second
   * instance of the same installation (messages, sessions and alerts cross between them).
   */
  databaseUrl: string;
  /** SIGTERM, wait for the exit, then remove the temp DATA_DIR / drop the database. */
  stop(): Promise<void>;
}

// import.meta.dirname, not `new URL('../..', import.meta.url)`: under a DOM test environment
// (happy-dom) Vite rewrites that pattern to resolve against the page's address.
const repoRoot = path.resolve(import.meta.dirname, '../..');
const mainJs = path.join(repoRoot, 'apps/server/dist/main.js');
const readyLine =
  /认知增强平台 ready at (http:\/\/localhost:\d+)\/ \(database: (embedded|external)\)/;

export async function startServer(options: StartServerOptions = {}): Promise<RunningServer> {
  if (!existsSync(mainJs)) {
    throw new Error(`The server is not built (${mainJs} is missing): run pnpm build first.`);
  }
  const externalUrl = process.env.DATABASE_URL;
  if (options.useExternal && !externalUrl)
    throw new Error('useExternal: true needs DATABASE_URL to be set.');

  const data = tempDataDir('cep-server-');
  const shared = options.databaseUrl ? undefined : process.env.CEP_TEST_POSTGRES;
  const database =
    options.useExternal && externalUrl
      ? await freshDatabase(externalUrl)
      : shared
        ? await freshDatabase(shared)
        : undefined;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: '0',
    DATA_DIR: data.dir,
    LOG_LEVEL: 'warn',
    // Test suites sign in and create accounts all the time: a cheap password hash (production:
    // 17) and a global rate limit high enough for a suite's bursts from 127.0.0.1 (still on).
    PASSWORD_HASH_COST: '12',
    RATE_LIMIT: '3000',
    // Issue 30: a sign-in counts as a confirmed identity; suites share one sign-in per role and
    // worker for the whole run, so its reveals and exports stay allowed (e2e/two-factor.spec.ts
    // sets its session's step-up back in the database to see the question).
    STEP_UP_WINDOW: '43200',
  };
  // An inherited DATABASE_URL would silently switch the server to that database.
  if (options.databaseUrl) env.DATABASE_URL = options.databaseUrl;
  else if (database) env.DATABASE_URL = database.url;
  else delete env.DATABASE_URL;
  Object.assign(env, options.env);

  const child = spawn(process.execPath, [mainJs], {
    cwd: repoRoot,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => resolve(code)),
  );

  // Keep reading both pipes for the server's whole life: pino writes synchronously,
  // a full pipe would block the server. The tail explains a failed start.
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);

  const cleanup = async () => {
    // If the server could not stop its PostgreSQL (killed), do not leave it running on a deleted folder.
    stopOrphanPostmaster(data.dir);
    data.remove();
    await database?.drop();
  };

  let url: string;
  try {
    url = await new Promise<string>((resolve, reject) => {
      const timer = setTimeout(
        () =>
          reject(
            new Error(
              `The server did not get ready within ${options.timeoutMs ?? READY_CAP_MS} ms.`,
            ),
          ),
        options.timeoutMs ?? READY_CAP_MS,
      );
      child.stdout.on('data', () => {
        const match = readyLine.exec(output);
        if (match?.[1]) {
          clearTimeout(timer);
          resolve(match[1]);
        }
      });
      void exited.then((code) => {
        clearTimeout(timer);
        reject(new Error(`The server exited (code ${code}) before it was ready.`));
      });
    });
  } catch (error) {
    child.kill('SIGKILL');
    await exited;
    await cleanup();
    throw new Error(`${(error as Error).message}\n--- server output ---\n${output}`, {
      cause: error,
    });
  }

  let stopping: Promise<void> | undefined;
  return {
    url,
    // Read when asked: the embedded cluster's files are where the server's DATA_DIR is.
    get databaseUrl() {
      return options.databaseUrl ?? database?.url ?? embeddedUrl(env.DATA_DIR ?? data.dir);
    },
    stop: () =>
      (stopping ??= (async () => {
        if (child.exitCode === null && child.signalCode === null) {
          child.kill('SIGTERM');
          const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
          await exited;
          clearTimeout(timer);
        }
        await cleanup();
      })()),
  };
}

/**
 * The URL of the embedded PostgreSQL a server started in `dataDir`: its port from the
 * postmaster's pid file (fourth line), the `postgres` role's password from `postgres.secret`, the
 * server's database `cep` (apps/server/src/platform/db/embedded.ts).
 */
function embeddedUrl(dataDir: string): string {
  const pid = readFileSync(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n');
  const port = Number(pid[3]);
  const password = readFileSync(path.join(dataDir, 'postgres.secret'), 'utf8').trim();
  return `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/cep`;
}

function stopOrphanPostmaster(dataDir: string): void {
  try {
    const pid = Number.parseInt(
      readFileSync(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8'),
      10,
    );
    if (pid > 0) process.kill(pid, 'SIGQUIT');
  } catch {
    // no pid file (clean stop, external database) or already gone
  }
}
