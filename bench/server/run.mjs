#!/usr/bin/env node
// Server benchmark (issue 4): how close the API's reads come to the limits of
// this machine. Prints figures; never fails on them.
//
//   pnpm bench:server            # builds apps/server, then measures
//   node bench/server/run.mjs    # with apps/server/dist already built
//
// Environment: BENCH_DURATION (seconds per target, default 10), BENCH_WARMUP
// (seconds, default 2), BENCH_CONNECTIONS (default 10), BENCH_PATIENTS
// (default 10000), BENCH_USERS (accounts of the mixed load, default 50),
// BENCH_SESSION_REQUESTS (requests per sign-in there, default 500),
// BENCH_MIXED=0 (skip the mixed load), BENCH_ROUNDS (times every target is
// measured, in turn; the best round is shown with the spread, default 1).
//
// What runs, each in its own Node process, autocannon in this one:
//  - the built server (apps/server/dist/main.js), started as `npm start` starts
//    it, on an embedded PostgreSQL in a temp DATA_DIR (demo data seeded), with
//    LOG_LEVEL=warn so per-request logging is not what we measure;
//  - bench/server/minimal-app.mjs: a bare Fastify route and a one-SELECT route
//    on its own pg pool against the same embedded PostgreSQL.
// Then the mixed load (mixed-load.mjs) on the same server: many accounts at
// once, signing in and using the console's calls; its errors must be 0.
import { existsSync, mkdtempSync, chmodSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { runMixedLoad } from './mixed-load.mjs';
import {
  cpuMeter,
  cpuReadable,
  embeddedUrl,
  postmasterPid,
  startProcess,
  stopAll,
} from './processes.mjs';
import { demoPatientIds, seedPatients, seedStaff } from './seed.mjs';
import { listStatement } from './list-statement.mjs';
import { pinyinListPath } from './pinyin.mjs';

const root = path.resolve(import.meta.dirname, '../..');
const mainJs = path.join(root, 'apps/server/dist/main.js');
const settings = {
  duration: Number(process.env.BENCH_DURATION ?? 10),
  warmup: Number(process.env.BENCH_WARMUP ?? 2),
  connections: Number(process.env.BENCH_CONNECTIONS ?? 10),
  patients: Number(process.env.BENCH_PATIENTS ?? 10_000),
  users: Number(process.env.BENCH_USERS ?? 50),
  sessionRequests: Number(process.env.BENCH_SESSION_REQUESTS ?? 500),
  mixed: process.env.BENCH_MIXED !== '0',
  rounds: Math.max(1, Number(process.env.BENCH_ROUNDS ?? 1)),
};

if (!existsSync(mainJs)) {
  console.error(`${mainJs} is missing: run \`pnpm bench:server\` (it builds the server first).`);
  process.exit(1);
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'cep-bench-'));
// As root the embedded PostgreSQL runs as the OS user `postgres`, which must enter the folder.
chmodSync(dataDir, 0o755);

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

/** Warm-up, then the timed run, counting the CPU its app process and PostgreSQL used meanwhile. */
async function measure(target, postmaster) {
  await cannon(target.url, target.headers, settings.warmup);
  const cpu = cpuMeter(target.pid, postmaster);
  const r = await cannon(target.url, target.headers, settings.duration);
  const used = cpu();
  const requests = r.requests.total;
  return {
    name: target.name,
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    bad: r.non2xx + r.errors + r.timeouts,
    appUs: (used.app / requests) * 1e6,
    pgUs: (used.pg / requests) * 1e6,
  };
}

try {
  console.log(
    `server bench: ${settings.connections} connections, ${settings.warmup} s warm-up + ${settings.duration} s per target, ` +
      `Node ${process.versions.node}, embedded PostgreSQL in ${dataDir}\n`,
  );
  const serverEnv = {
    ...process.env,
    PORT: '0',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    DEMO: '1',
    // The mixed load signs everyone in from 127.0.0.1: no per-address limit of unauthenticated
    // calls (RATE_LIMIT, where the server has one).
    RATE_LIMIT: '0',
  };
  delete serverEnv.DATABASE_URL; // the embedded PostgreSQL, whatever the shell has set
  const server = await startProcess(
    'server',
    [mainJs],
    serverEnv,
    /认知增强平台 ready at http:\/\/localhost:(\d+)\//,
  );
  const api = `http://127.0.0.1:${server.match[1]}`;
  const pgUrl = embeddedUrl(dataDir);
  const postmaster = postmasterPid(dataDir);

  const seeded = await seedPatients(pgUrl, settings.patients);
  console.log(
    `seeded ${seeded.inserted} patients (+ users, roles) in ${seeded.ms.toFixed(0)} ms: ${seeded.total} patient rows`,
  );

  const statement = await listStatement(new URL(pinyinListPath, 'http://x').search, {
    id: seeded.adminId ?? 1,
    username: 'admin',
  });
  const minimalApp = await startProcess(
    'minimal app',
    [path.join(import.meta.dirname, 'minimal-app.mjs')],
    {
      ...process.env,
      BENCH_PG_URL: pgUrl,
      BENCH_USER_ID: String(seeded.adminId ?? 1),
      BENCH_LIST_STATEMENT: JSON.stringify(statement),
    },
    /minimal-app ready (\d+)/,
  );
  const minimal = `http://127.0.0.1:${minimalApp.match[1]}`;

  /** The `token` header of a demo account signed in over HTTP. */
  const signIn = async (username, password) => ({
    token: (
      await json(`${api}/api/users/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ username, password }),
      })
    ).token,
  });
  const auth = await signIn('admin', 'Admin@123');
  // A doctor's list goes through their care team (the 张医生 demo account treats 李患者).
  const doctorAuth = await signIn('doctor', 'Doctor@123');
  const listUrl = `${api}/api/patientInformation/list?pageNum=1&pageSize=20`;
  // Check each target answers what we think before timing it.
  const info = await json(`${api}/api/sysUser/getInfo`, { headers: auth });
  const page = await json(listUrl, { headers: auth });
  const byPinyinPage = await json(`${api}${pinyinListPath}`, { headers: auth });
  const alone = await json(`${minimal}/list-statement`);
  const byDoctor = await json(`${api}${pinyinListPath}`, { headers: doctorAuth });
  for (const [where, found] of [
    [pinyinListPath, byPinyinPage],
    [`${pinyinListPath} as 张医生`, byDoctor],
    ["the minimal app's /list-statement", alone],
  ]) {
    if (!found.list.some((p) => (p.patientName ?? p.patient_name) === '李患者')) {
      throw new Error(`${where} did not find 李患者: ${JSON.stringify(found)}`);
    }
  }
  console.log(
    `getInfo → ${info.name} (${info.roles.length} roles/codes); list → ${page.list.length} of ${page.total}\n`,
  );

  const targets = [
    { name: 'bare Fastify route', url: `${minimal}/bare`, pid: minimalApp.pid },
    { name: 'one indexed SELECT (pg)', url: `${minimal}/one-select`, pid: minimalApp.pid },
    {
      name: 'getInfo (token)',
      url: `${api}/api/sysUser/getInfo`,
      headers: auth,
      pid: server.pid,
    },
    {
      name: `patient list 20 of ${page.total}`,
      url: listUrl,
      headers: auth,
      pid: server.pid,
    },
    {
      name: 'patient list by pinyin (lhz)',
      url: `${api}${pinyinListPath}`,
      headers: auth,
      pid: server.pid,
    },
    {
      name: 'its statement alone (minimal app)',
      url: `${minimal}/list-statement`,
      pid: minimalApp.pid,
    },
    {
      name: 'patient list by pinyin, doctor',
      url: `${api}${pinyinListPath}`,
      headers: doctorAuth,
      pid: server.pid,
    },
    // Issue 31: the FHIR interface's searches, as a HIS would page and look up.
    {
      name: `FHIR Patient?_count=20 of ${page.total}`,
      url: `${api}/fhir/R4/Patient?_count=20`,
      headers: auth,
      pid: server.pid,
    },
    {
      name: 'FHIR Patient?name=lhz, doctor',
      url: `${api}/fhir/R4/Patient?name=lhz`,
      headers: doctorAuth,
      pid: server.pid,
    },
  ];
  // Every round measures every target once, in turn, so a busy moment of the machine hits one
  // round of all targets rather than all rounds of one.
  const rounds = [];
  for (let round = 1; round <= settings.rounds; round++) {
    const results = [];
    for (const target of targets) {
      process.stdout.write(
        `measuring ${target.name}${settings.rounds > 1 ? ` (round ${round}/${settings.rounds})` : ''}…\n`,
      );
      results.push(await measure(target, postmaster));
    }
    rounds.push(results);
  }
  // Per target, its best round (most requests/s); the spread of all rounds beside it.
  const results = targets.map((_, i) =>
    rounds.map((r) => r[i]).reduce((best, r) => (r.rps > best.rps ? r : best)),
  );
  const spread = (i) => {
    const all = rounds.map((r) => Math.round(r[i].rps));
    return `${Math.min(...all)}–${Math.max(...all)}`;
  };

  const [bare, select, getInfo, list] = results;
  const pct = (a, b) => `${((a / b) * 100).toFixed(0)} %`;
  const us = (value) => (Number.isFinite(value) ? Math.round(value) : 'n/a');
  console.log('');
  console.table(
    results.map((r, i) => ({
      target: r.name,
      'req/s': Math.round(r.rps),
      ...(settings.rounds > 1 ? { 'req/s, all rounds': spread(i) } : {}),
      'p50 ms': r.p50,
      'p99 ms': r.p99,
      'vs bare': pct(r.rps, bare.rps),
      'vs one SELECT': pct(r.rps, select.rps),
      'app CPU µs/req': us(r.appUs),
      'PG CPU µs/req': us(r.pgUs),
      'non-2xx/errors': r.bad,
    })),
  );
  const perRound = (a, b) =>
    settings.rounds > 1
      ? ` (best rounds; round by round ${rounds.map((r) => pct(r[a].rps, r[b].rps)).join(', ')})`
      : '';
  const mark = (ok) => (ok ? '✓' : '✗');
  console.log('targets (printed, not asserted):');
  console.log(
    `  ${mark(getInfo.rps >= 0.8 * select.rps)} getInfo ≥ 80 % of one SELECT: ${pct(getInfo.rps, select.rps)}${perRound(2, 1)}`,
  );
  console.log(`  ${mark(getInfo.p99 < 25)} getInfo p99 < 25 ms: ${getInfo.p99} ms`);
  console.log(
    `  ${mark(list.rps >= 0.5 * select.rps)} patient list ≥ 50 % of one SELECT: ${pct(list.rps, select.rps)}${perRound(3, 1)}`,
  );
  const byPinyin = results[4];
  console.log(
    `  ${mark(byPinyin.rps >= 0.5 * select.rps)} patient list by pinyin ≥ 50 % of one SELECT: ${pct(byPinyin.rps, select.rps)}${perRound(4, 1)}`,
  );
  const statementAlone = results[5];
  console.log(
    `  (the same list as a doctor, through their care team: ${pct(results[6].rps, select.rps)} of one SELECT)`,
  );
  console.log(
    `  (the pinyin list's statement alone, on the minimal app: ${pct(statementAlone.rps, select.rps)} of one SELECT — ` +
      `the route's ceiling; the server reaches ${pct(byPinyin.rps, statementAlone.rps)} of it)`,
  );
  console.log(`  (one SELECT itself: ${pct(select.rps, bare.rps)} of the bare route)`);
  if (cpuReadable) {
    const cost = (r) => r.appUs + r.pgUs;
    console.log(
      `  CPU per request, app + PostgreSQL (less sensitive to other load than req/s): ` +
        `getInfo ${us(cost(getInfo))} µs vs one SELECT ${us(cost(select))} µs ` +
        `(one SELECT = ${pct(cost(select), cost(getInfo))} of getInfo's)`,
    );
    // The same for the lists: one SELECT's CPU as a share of theirs is the req/s ratio this
    // machine would give if CPU were all that limited them, whatever else it is doing.
    for (const [name, r] of [
      ['patient list', list],
      ['patient list by pinyin', byPinyin],
    ]) {
      console.log(
        `  CPU per request: ${name} ${us(cost(r))} µs (app ${us(r.appUs)}, PostgreSQL ${us(r.pgUs)}) ` +
          `vs one SELECT ${us(cost(select))} µs (one SELECT = ${pct(cost(select), cost(r))} of it)`,
      );
    }
  }
  if (rounds.flat().some((r) => r.bad > 0))
    console.log('  ! some requests were not 2xx: those figures are not comparable');

  if (settings.mixed)
    await mixedLoad({ api, pgUrl, server, postmaster, totalPatients: page.total });
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await stopAll();
  rmSync(dataDir, { recursive: true, force: true });
}

/** The mixed load (mixed-load.mjs): many staff accounts at once, every answer must succeed. */
async function mixedLoad({ api, pgUrl, server, postmaster, totalPatients }) {
  const staff = await seedStaff(pgUrl, settings.users);
  const patientIds = await demoPatientIds(pgUrl);
  console.log(
    `\nmixed load: ${staff.length} staff accounts at once (half admins, half doctors), ` +
      `${settings.warmup} s warm-up + ${settings.duration} s, a new sign-in every ` +
      `${settings.sessionRequests} requests per account…`,
  );
  const cpu = cpuMeter(server.pid, postmaster);
  const mixed = await runMixedLoad({
    api,
    staff,
    patientIds,
    totalPatients,
    warmup: settings.warmup,
    duration: settings.duration,
    sessionRequests: settings.sessionRequests,
  });
  const used = cpu();
  console.log(
    `all ${staff.length} signed in at once in ${mixed.rush.seconds.toFixed(1)} s: ` +
      `p50 ${mixed.rush.p50.toFixed(0)} ms, p99 ${mixed.rush.p99.toFixed(0)} ms, errors ${mixed.rush.errors} ` +
      `(scrypt, on libuv's 4 threads); then the mix:`,
  );
  console.table(mixed.rows);
  console.log(
    `mixed load: ${Math.round(mixed.rps)} req/s over ${mixed.requests} requests, ` +
      `p50 ${mixed.p50.toFixed(1)} ms, p99 ${mixed.p99.toFixed(1)} ms, errors ${mixed.errors}` +
      (cpuReadable
        ? ` (server ${((used.app / mixed.seconds) * 100).toFixed(0)} % of a core, ` +
          `PostgreSQL ${((used.pg / mixed.seconds) * 100).toFixed(0)} %, sign-ins and warm-up included)`
        : ''),
  );
  console.log(`  ${mixed.errors === 0 ? '✓' : '✗'} mixed load without errors: ${mixed.errors}`);
  for (const sample of mixed.errorSamples) console.log(`    ${sample}`);
  if (mixed.errors > 0) process.exitCode = 1;
}
