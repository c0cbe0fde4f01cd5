#!/usr/bin/env node
// Server benchmark (issue 4): how close the API's reads come to the limits of
// this machine. Prints figures; never fails on them.
//
//   pnpm bench:server            # builds apps/server, then measures
//   node bench/server/run.mjs    # with apps/server/dist already built
//
// Environment: BENCH_DURATION (seconds per target, default 10), BENCH_WARMUP
// (seconds, default 2), BENCH_CONNECTIONS (default 10), BENCH_PATIENTS
// (default 10000).
//
// What runs, each in its own Node process, autocannon in this one:
//  - the built server (apps/server/dist/main.js), started as `npm start` starts
//    it, on an embedded PostgreSQL in a temp DATA_DIR (demo data seeded), with
//    LOG_LEVEL=warn so per-request logging is not what we measure;
//  - bench/server/minimal-app.mjs: a bare Fastify route and a one-SELECT route
//    on its own pg pool against the same embedded PostgreSQL.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, chmodSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import { fillBenchPinyin, pinyinListPath } from './pinyin.mjs';

const root = path.resolve(import.meta.dirname, '../..');
const mainJs = path.join(root, 'apps/server/dist/main.js');
const settings = {
  duration: Number(process.env.BENCH_DURATION ?? 10),
  warmup: Number(process.env.BENCH_WARMUP ?? 2),
  connections: Number(process.env.BENCH_CONNECTIONS ?? 10),
  patients: Number(process.env.BENCH_PATIENTS ?? 10_000),
};

if (!existsSync(mainJs)) {
  console.error(`${mainJs} is missing: run \`pnpm bench:server\` (it builds the server first).`);
  process.exit(1);
}

const serverRequire = createRequire(path.join(root, 'apps/server/package.json'));
const pg = (await import(pathToFileURL(serverRequire.resolve('pg')).href)).default;

const children = [];
const dataDir = mkdtempSync(path.join(tmpdir(), 'cep-bench-'));
// As root the embedded PostgreSQL runs as the OS user `postgres`, which must enter the folder.
chmodSync(dataDir, 0o755);

/** Spawns a Node script and resolves with the first match of `ready` in its stdout. */
function startProcess(name, args, env, ready) {
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
        resolve(match);
      }
    });
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`${name} exited (${code}) before it was ready:\n${output}`));
    });
  });
}

async function stopAll() {
  for (const { child, exited } of children.reverse()) {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(timer);
    }
  }
  rmSync(dataDir, { recursive: true, force: true });
}

/** The embedded cluster's URL: password from DATA_DIR/postgres.secret, port from line 4 of postmaster.pid. */
function embeddedUrl() {
  const password = readFileSync(path.join(dataDir, 'postgres.secret'), 'utf8').trim();
  const pidFile = readFileSync(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8');
  const port = Number.parseInt(pidFile.split('\n')[3] ?? '', 10);
  return `postgres://postgres:${password}@127.0.0.1:${port}/cep`;
}

/** Fills `patients` (and their `users` accounts and role) up to `count` rows in one statement. */
async function seedPatients(url, count) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query('SELECT count(*)::int AS n FROM patients');
    const missing = Math.max(0, count - rows[0].n);
    const started = performance.now();
    await client.query(
      `WITH new_users AS (
         INSERT INTO users (username, password_hash, name, user_auth)
         SELECT 'bench_p' || g, 'bench: no sign-in', '基准患者' || g, '2'
         FROM generate_series(1, $1::int) AS g
         RETURNING id, name
       ), roles AS (
         INSERT INTO user_roles (user_id, role_key) SELECT id, 'patient' FROM new_users
       )
       INSERT INTO patients (user_id, patient_name, phone, age, sex, handedness, edu, address)
       SELECT id, name, '139' || lpad((id % 100000000)::text, 8, '0'), 18 + id % 70,
              CASE WHEN id % 2 = 0 THEN '男' ELSE '女' END, '右手', '大学本科',
              '北京市朝阳区基准路' || id || '号'
       FROM new_users`,
      [missing],
    );
    await fillBenchPinyin(client);
    await client.query('ANALYZE');
    const total = (await client.query('SELECT count(*)::int AS n FROM patients')).rows[0].n;
    const admin = (await client.query("SELECT id FROM users WHERE username = 'admin'")).rows[0];
    return { inserted: missing, total, ms: performance.now() - started, adminId: admin?.id };
  } finally {
    await client.end();
  }
}

async function json(url, init) {
  const res = await fetch(url, init);
  const body = await res.json().catch(() => null);
  if (!res.ok || body?.success !== true) {
    throw new Error(`${init?.method ?? 'GET'} ${url} → ${res.status} ${JSON.stringify(body)}`);
  }
  return body.data;
}

function cannon(url, headers, duration) {
  return autocannon({ url, headers, connections: settings.connections, duration, pipelining: 1 });
}

async function measure(target) {
  await cannon(target.url, target.headers, settings.warmup);
  const r = await cannon(target.url, target.headers, settings.duration);
  return {
    name: target.name,
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    bad: r.non2xx + r.errors + r.timeouts,
  };
}

try {
  console.log(
    `server bench: ${settings.connections} connections, ${settings.warmup} s warm-up + ${settings.duration} s per target, ` +
      `Node ${process.versions.node}, embedded PostgreSQL in ${dataDir}\n`,
  );
  const serverEnv = { ...process.env, PORT: '0', DATA_DIR: dataDir, LOG_LEVEL: 'warn', DEMO: '1' };
  delete serverEnv.DATABASE_URL; // the embedded PostgreSQL, whatever the shell has set
  const [, serverOrigin] = await startProcess(
    'server',
    [mainJs],
    serverEnv,
    /认知增强平台 ready at http:\/\/localhost:(\d+)\//,
  );
  const api = `http://127.0.0.1:${serverOrigin}`;
  const pgUrl = embeddedUrl();

  const seeded = await seedPatients(pgUrl, settings.patients);
  console.log(
    `seeded ${seeded.inserted} patients (+ users, roles) in ${seeded.ms.toFixed(0)} ms: ${seeded.total} patient rows`,
  );

  const [, minimalPort] = await startProcess(
    'minimal app',
    [path.join(import.meta.dirname, 'minimal-app.mjs')],
    { ...process.env, BENCH_PG_URL: pgUrl, BENCH_USER_ID: String(seeded.adminId ?? 1) },
    /minimal-app ready (\d+)/,
  );
  const minimal = `http://127.0.0.1:${minimalPort}`;

  const { token } = await json(`${api}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ username: 'admin', password: 'Admin@123' }),
  });
  const auth = { token };
  const listUrl = `${api}/api/patientInformation/list?pageNum=1&pageSize=20`;
  // Check each target answers what we think before timing it.
  const info = await json(`${api}/api/sysUser/getInfo`, { headers: auth });
  const page = await json(listUrl, { headers: auth });
  const byPinyinPage = await json(`${api}${pinyinListPath}`, { headers: auth });
  if (!byPinyinPage.list.some((p) => p.patientName === '李患者')) {
    throw new Error(`${pinyinListPath} did not find 李患者: ${JSON.stringify(byPinyinPage)}`);
  }
  console.log(
    `getInfo → ${info.name} (${info.roles.length} roles/codes); list → ${page.list.length} of ${page.total}\n`,
  );

  const targets = [
    { name: 'bare Fastify route', url: `${minimal}/bare` },
    { name: 'one indexed SELECT (pg)', url: `${minimal}/one-select` },
    { name: 'getInfo (token)', url: `${api}/api/sysUser/getInfo`, headers: auth },
    { name: `patient list 20 of ${page.total}`, url: listUrl, headers: auth },
    { name: 'patient list by pinyin (lhz)', url: `${api}${pinyinListPath}`, headers: auth },
  ];
  const results = [];
  for (const target of targets) {
    process.stdout.write(`measuring ${target.name}…\n`);
    results.push(await measure(target));
  }

  const [bare, select, getInfo, list] = results;
  const pct = (a, b) => `${((a / b) * 100).toFixed(0)} %`;
  console.log('');
  console.table(
    results.map((r) => ({
      target: r.name,
      'req/s': Math.round(r.rps),
      'p50 ms': r.p50,
      'p99 ms': r.p99,
      'vs bare': pct(r.rps, bare.rps),
      'vs one SELECT': pct(r.rps, select.rps),
      'non-2xx/errors': r.bad,
    })),
  );
  const mark = (ok) => (ok ? '✓' : '✗');
  console.log('targets (printed, not asserted):');
  console.log(
    `  ${mark(getInfo.rps >= 0.8 * select.rps)} getInfo ≥ 80 % of one SELECT: ${pct(getInfo.rps, select.rps)}`,
  );
  console.log(`  ${mark(getInfo.p99 < 25)} getInfo p99 < 25 ms: ${getInfo.p99} ms`);
  console.log(
    `  ${mark(list.rps >= 0.5 * select.rps)} patient list ≥ 50 % of one SELECT: ${pct(list.rps, select.rps)}`,
  );
  const byPinyin = results[4];
  console.log(
    `  ${mark(byPinyin.rps >= 0.5 * select.rps)} patient list by pinyin ≥ 50 % of one SELECT: ${pct(byPinyin.rps, select.rps)}`,
  );
  console.log(`  (one SELECT itself: ${pct(select.rps, bare.rps)} of the bare route)`);
  if (results.some((r) => r.bad > 0))
    console.log('  ! some requests were not 2xx: those figures are not comparable');
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await stopAll();
}
