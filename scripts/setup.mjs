#!/usr/bin/env node
// The README's two commands. A fresh machine has only Node and npm, so this
// script brings pnpm (pinned, from the npm registry), installs the workspace,
// and then either builds and serves the product (`start`) or runs every test (`test`).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { ensureChromium } from './chromium.mjs';

const [major, minor] = process.versions.node.split('.').map(Number);
if (major < 20 || (major === 20 && minor < 19)) {
  console.error(`Node ${process.versions.node} is too old: 认知增强平台 needs Node >= 20.19.`);
  process.exit(1);
}

const root = path.resolve(import.meta.dirname, '..');
const PNPM_VERSION = '10.34.8';
const env = {
  ...process.env,
  PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1',
  PATH: `${path.join(root, 'node_modules', '.bin')}${path.delimiter}${process.env.PATH}`,
};

function run(command, args) {
  const result = spawnSync(command, args, { cwd: root, env, stdio: 'inherit' });
  if (result.error) throw result.error;
  return result.status ?? 1;
}

function pnpm(...args) {
  // After the first install pnpm is a root devDependency; before it, npx fetches the same version.
  const local = path.join(root, 'node_modules', '.bin', 'pnpm');
  return existsSync(local)
    ? run(local, args)
    : run('npx', ['--yes', `pnpm@${PNPM_VERSION}`, ...args]);
}

function step(status, what) {
  if (status !== 0) {
    console.error(`\n✗ ${what} failed (exit ${status}).`);
    process.exit(status);
  }
}

const command = process.argv[2];
step(pnpm('install', '--frozen-lockfile'), 'install');

if (command === 'start') {
  step(pnpm('build'), 'build');
  // The server runs from the repo root so its default DATA_DIR is ./data. Signals
  // reach it (it shuts the embedded PostgreSQL down cleanly) and its exit code is ours.
  const server = spawn(process.execPath, [path.join(root, 'apps', 'server', 'dist', 'main.js')], {
    cwd: root,
    env,
    stdio: 'inherit',
  });
  // Demo mode (the server's default: not NODE_ENV=production, not DEMO=0) also runs the device
  // simulator next to it (issue 15): it connects the demo data's devices (their keys are the
  // public demo keys) and retries until the server listens. Never with real data.
  const demo = env.NODE_ENV !== 'production' && env.DEMO !== '0';
  const simulator = demo
    ? spawn(
        process.execPath,
        [
          path.join(root, 'apps', 'device-simulator', 'dist', 'main.js'),
          '--demo',
          '--url',
          `http://127.0.0.1:${env.PORT || 8080}`,
        ],
        { cwd: root, env, stdio: 'inherit' },
      )
    : undefined;
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
    process.on(signal, () => {
      simulator?.kill('SIGTERM');
      server.kill(signal);
    });
  }
  server.on('exit', (code, signal) => {
    simulator?.kill('SIGTERM');
    process.exit(code ?? (signal ? 0 : 1));
  });
} else if (command === 'test') {
  ensureChromium(env);
  process.exit(run(process.execPath, [path.join(root, 'scripts', 'test-all.mjs')]));
} else {
  console.error('usage: node scripts/setup.mjs start|test');
  process.exit(2);
}
