#!/usr/bin/env node
// Load, soak and fault harness (issue 28, item 8): two built server instances on one external
// PostgreSQL and Redis, devices, patients, clinicians and messaging pairs at once, faults injected
// on the way, every acknowledged write checked at the end. Prints figures and verdicts; exits 1
// when a verdict fails.
//
//   pnpm bench:load                          # builds apps/server, then 10 minutes at full load
//   node bench/load/run.mjs --minutes 2 --scale 0.25   # a short check run (server built)
//
// This file is the supervisor: it creates the database, starts the load (harness.mjs, under tsx)
// as a child, enforces the hard stop, and whatever happens to the child — a crash, the hard stop,
// Ctrl-C — kills the server instances it started, brings PostgreSQL and Redis back if a fault
// left them down, and drops the database. See bench/README.md.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { mainJs } from './instances.mjs';
import { hardStopSeconds, parseOptions } from './options.mjs';
import { createDatabase, dropDatabase, ensureServicesUp } from './services.mjs';

const root = path.resolve(import.meta.dirname, '../..');
const argv = process.argv.slice(2);
let options;
try {
  options = parseOptions(argv);
} catch (error) {
  console.error(error.message);
  console.error('usage: node bench/load/run.mjs [--minutes 10] [--scale 1] [--no-faults]');
  process.exit(2);
}
if (!existsSync(mainJs)) {
  console.error(`${mainJs} is missing: build the server first (pnpm --filter @cep/server build).`);
  process.exit(2);
}

const log = (line) => console.log(`[supervisor] ${line}`);
await ensureServicesUp(log);
const database = `cep_load_${Date.now().toString(36)}`;
const outDir = mkdtempSync(path.join(tmpdir(), 'cep-load-'));
await createDatabase(database);
log(`database ${database}; hard stop in ${hardStopSeconds(options.minutes)} s`);

const pids = new Set();
const child = spawn(
  process.execPath,
  [
    '--conditions=source',
    '--import',
    'tsx',
    path.join(import.meta.dirname, 'harness.mjs'),
    ...argv,
  ],
  {
    cwd: root,
    env: { ...process.env, LOAD_DB: database, LOAD_OUT: outDir },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  },
);
child.on('message', (message) => {
  if (message?.pid) pids.add(message.pid);
});
const exited = new Promise((resolve) =>
  child.once('exit', (code, signal) => resolve(code ?? signal)),
);

let stoppedBy;
const stopChild = (why) => {
  if (stoppedBy) return;
  stoppedBy = why;
  log(`${why}: stopping the load`);
  child.kill('SIGTERM');
  setTimeout(() => child.kill('SIGKILL'), 20_000).unref();
};
const hardStop = setTimeout(() => stopChild('hard stop'), hardStopSeconds(options.minutes) * 1000);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stopChild(signal));

const outcome = await exited;
clearTimeout(hardStop);
// The instances the child started and did not stop (it crashed, or was stopped hard).
for (const pid of pids) {
  try {
    process.kill(pid, 0);
    process.kill(pid, 'SIGKILL');
    log(`killed instance pid ${pid} left behind`);
  } catch {
    // already gone
  }
}
await ensureServicesUp(log);
await new Promise((resolve) => setTimeout(resolve, 500)); // killed instances' connections close
await dropDatabase(database).catch((error) => log(`could not drop ${database}: ${error.message}`));
log(`database ${database} dropped; instance logs in ${outDir}`);
process.exit(stoppedBy ? 1 : outcome === 0 ? 0 : 1);
