#!/usr/bin/env node
// The adopting-team test (issue 17): does @cep/layout + @cep/ui work for a team outside this
// workspace? Takes both packages as they would be published (the tarballs of scripts/packs.mjs,
// packed once per run), creates a fresh Vite +
// React app in a temp folder (scripts/adopt/app: its own brand colour, logo, menu and two pages,
// no Tailwind), installs the tarballs there with pnpm (from the local store; the registry only for
// what the store lacks), type-checks it (tsc), builds it (vite build), serves the build and runs
// adopt.spec.ts in Chromium: sidebar, tags view, settings drawer, a dialog, axe in the default and
// high-contrast themes. Needs `pnpm build` first. `--keep` leaves the temp folder for a look.
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { tarballsOf } from '../packs.mjs';
import { reportCounts } from '../testing/counts.mjs';

const root = path.resolve(import.meta.dirname, '../..');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const keep = process.argv.includes('--keep');
const started = Date.now();

function step(name, fn) {
  const at = Date.now();
  console.log(`▶ ${name}`);
  const result = fn();
  console.log(`  ✓ ${((Date.now() - at) / 1000).toFixed(1)} s`);
  return result;
}

function run(cmd, args, cwd, extraEnv = {}) {
  const result = spawnSync(cmd, args, {
    cwd,
    encoding: 'utf8',
    env: { ...process.env, ...extraEnv },
    maxBuffer: 64 * 1024 * 1024,
  });
  if (result.status !== 0) {
    console.log(`${result.stdout}${result.stderr}`);
    throw new Error(`${path.basename(cmd)} ${args.join(' ')} failed in ${cwd}`);
  }
  return result.stdout;
}

/** The version this workspace uses of a package: the one Node finds from the folder `from`. */
function versionOf(name, from) {
  for (let dir = path.join(root, from); ; dir = path.dirname(dir)) {
    const manifest = path.join(dir, 'node_modules', name, 'package.json');
    if (existsSync(manifest)) return JSON.parse(readFileSync(manifest, 'utf8')).version;
    if (dir === path.dirname(dir)) throw new Error(`${name} is not installed in the workspace`);
  }
}

for (const dir of ['ui', 'layout']) {
  if (!existsSync(path.join(root, 'packages', dir, 'dist', 'index.js'))) {
    console.log(`✗ packages/${dir}/dist is missing: run pnpm build first`);
    process.exit(1);
  }
}

const work = mkdtempSync(path.join(os.tmpdir(), 'cep-adopt-'));
const app = path.join(work, 'app');
let server;
let failed = false;
try {
  console.log(`The adopting team's app, outside the workspace: ${app}`);
  const tarballs = step('@cep/ui and @cep/layout as published (pnpm pack, once per run)', () => {
    const packed = tarballsOf(['ui', 'layout']);
    for (const [name, file] of Object.entries(packed)) {
      cpSync(file, path.join(work, path.basename(file)));
      console.log(`  @cep/${name}: ${path.basename(file)}`);
    }
    const of = (name) => `file:../${path.basename(packed[name])}`;
    return { ui: of('ui'), layout: of('layout') };
  });

  step('create a fresh Vite + React app (its menu, brand colour, logo, two pages)', () => {
    cpSync(path.join(import.meta.dirname, 'app'), app, { recursive: true });
    const manifest = {
      name: 'rehab-follow-up',
      private: true,
      type: 'module',
      dependencies: {
        '@cep/layout': tarballs.layout,
        '@cep/ui': tarballs.ui,
        react: versionOf('react', '.'),
        'react-dom': versionOf('react-dom', '.'),
        'react-router': versionOf('react-router', 'packages/layout'),
        'radix-ui': versionOf('radix-ui', 'packages/ui'),
      },
      devDependencies: {
        '@types/react': versionOf('@types/react', '.'),
        '@types/react-dom': versionOf('@types/react-dom', '.'),
        '@vitejs/plugin-react': versionOf('@vitejs/plugin-react', '.'),
        typescript: versionOf('typescript', '.'),
        vite: versionOf('vite', '.'),
      },
      // @cep/layout depends on @cep/ui's released range: the tarball, not the registry.
      pnpm: { overrides: { '@cep/ui': tarballs.ui } },
    };
    writeFileSync(path.join(app, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  });

  step('install the tarballs and their dependencies (pnpm, from the local store)', () => {
    run(
      bin('pnpm'),
      ['install', '--prefer-offline', '--ignore-workspace', '--config.confirmModulesPurge=false'],
      app,
      { CI: '1' },
    );
  });

  step('type-check the app against the published declarations (tsc)', () => {
    run(path.join(app, 'node_modules', '.bin', 'tsc'), ['-p', 'tsconfig.json'], app);
  });

  step('build the app (vite build)', () => {
    const out = run(path.join(app, 'node_modules', '.bin', 'vite'), ['build'], app);
    const assets = out.split('\n').filter((line) => /dist\/assets\/.*\.(js|css)/.test(line));
    for (const line of assets) console.log(`  ${line.replace(/\s+/g, ' ').trim()}`);
  });

  const url = await serve(path.join(app, 'dist'));
  console.log(`▶ serve the build at ${url} and use it in Chromium (scripts/adopt/adopt.spec.ts)`);
  const at = Date.now();
  const status = await new Promise((resolve) => {
    const child = spawn(
      bin('playwright'),
      ['test', '-c', path.join(import.meta.dirname, 'playwright.config.ts')],
      { cwd: root, stdio: 'inherit', env: { ...process.env, ADOPT_URL: url } },
    );
    child.on('exit', (code) => resolve(code ?? 1));
  });
  if (status !== 0) throw new Error('the adopting team’s app failed its browser test');
  console.log(`  ✓ ${((Date.now() - at) / 1000).toFixed(1)} s`);
} catch (error) {
  failed = true;
  console.log(`✗ ${error instanceof Error ? error.message : error}`);
} finally {
  server?.close();
  if (keep || failed) console.log(`The app is left in ${app}`);
  else rmSync(work, { recursive: true, force: true });
}
reportCounts({ unit: 'tests', passed: failed ? 0 : 1, failed: failed ? 1 : 0 });
console.log(
  `${failed ? '✗' : '✓'} adopting-team test ${failed ? 'failed' : 'passed'} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
);
process.exit(failed ? 1 : 0);

/** A static server for the built app; unknown paths get index.html (a client-side router). */
function serve(dir) {
  const types = {
    '.html': 'text/html; charset=utf-8',
    '.js': 'text/javascript',
    '.css': 'text/css',
    '.svg': 'image/svg+xml',
    '.png': 'image/png',
  };
  server = createServer((request, response) => {
    const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
    let file = path.join(dir, path.normalize(pathname));
    if (!file.startsWith(dir) || !existsSync(file) || pathname === '/' || !path.extname(file)) {
      file = path.join(dir, 'index.html');
    }
    response.writeHead(200, {
      'content-type': types[path.extname(file)] ?? 'application/octet-stream',
    });
    response.end(readFileSync(file));
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${server.address().port}`));
  });
}
