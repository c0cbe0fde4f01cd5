// The machine's shared services the harness runs on and puts faults into: the external
// PostgreSQL cluster (127.0.0.1:5432, started by pg_ctlcluster) and Redis (127.0.0.1:6379). Every
// fault here has its way back, and `ensureServicesUp` brings both back whatever state a crashed
// harness left them in (the supervisor calls it last).
import { execFile } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, '../..');
const serverRequire = createRequire(path.join(root, 'apps/server/package.json'));
export const pg = (await import(pathToFileURL(serverRequire.resolve('pg')).href)).default;

export const pgHost = '127.0.0.1';
export const pgPort = 5432;
export const redisUrl = 'redis://127.0.0.1:6379';

/** The owner's URL of database `name` on the machine's cluster (trust auth on the loopback). */
export const databaseUrl = (name) => `postgres://postgres@${pgHost}:${pgPort}/${name}`;

/** The cluster's version folder under /etc/postgresql (e.g. "15"). */
function clusterVersion() {
  const versions = readdirSync('/etc/postgresql').filter((v) => /^\d+$/.test(v));
  if (versions.length === 0) throw new Error('no cluster under /etc/postgresql');
  return versions.sort((a, b) => Number(b) - Number(a))[0];
}

const pgCtl = (action) =>
  run('pg_ctlcluster', ['--skip-systemctl-redirect', clusterVersion(), 'main', action], {
    timeout: 120_000,
  });

async function withAdmin(work) {
  const client = new pg.Client({ connectionString: databaseUrl('postgres') });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export function createDatabase(name) {
  return withAdmin((c) => c.query(`CREATE DATABASE ${name}`));
}

/** Drops the database and the app role the server created for it (`<db>_app`). */
export async function dropDatabase(name) {
  await withAdmin(async (c) => {
    await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await c.query(`DROP ROLE IF EXISTS ${name}_app`);
  });
}

/** Fault: the cluster restarted (every connection of every client cut, then back). */
export async function restartPostgres() {
  await pgCtl('restart');
}

async function postgresUp() {
  try {
    await withAdmin((c) => c.query('SELECT 1'));
    return true;
  } catch {
    return false;
  }
}

async function redisUp() {
  try {
    const { stdout } = await run('redis-cli', ['-h', '127.0.0.1', '-p', '6379', 'ping'], {
      timeout: 5000,
    });
    return stdout.trim() === 'PONG';
  } catch {
    return false;
  }
}

/** Fault, first half: Redis gone (no save: nothing of it is meant to survive). */
export async function stopRedis() {
  await run('redis-cli', ['-h', '127.0.0.1', '-p', '6379', 'shutdown', 'nosave'], {
    timeout: 10_000,
  }).catch(() => {}); // the connection drops as it goes: not a failure
}

/** Fault, second half: Redis started again the way the machine starts it. */
export async function startRedis() {
  await run(
    'redis-server',
    [
      '--daemonize',
      'yes',
      '--bind',
      '127.0.0.1',
      '-::1',
      '--port',
      '6379',
      '--save',
      '',
      '--appendonly',
      'no',
      '--dir',
      '/var/lib/redis',
      '--logfile',
      '/var/log/redis/ci.log',
    ],
    { timeout: 10_000 },
  );
  for (let i = 0; i < 50 && !(await redisUp()); i++) await sleep(100);
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits until PostgreSQL answers (at most `ms`). */
export async function waitForPostgres(ms = 60_000) {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (await postgresUp()) return true;
    await sleep(250);
  }
  return false;
}

/** Brings both services back if a fault (or a crash in one) left either down. */
export async function ensureServicesUp(log = console.log) {
  if (!(await postgresUp())) {
    log('PostgreSQL was down: starting it');
    await pgCtl('start').catch((error) => log(`pg_ctlcluster start: ${error.message}`));
    await waitForPostgres();
  }
  if (!(await redisUp())) {
    log('Redis was down: starting it');
    await startRedis().catch((error) => log(`redis-server: ${error.message}`));
  }
}
