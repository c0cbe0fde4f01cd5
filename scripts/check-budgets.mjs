#!/usr/bin/env node
// The console's byte budgets (issue 17): the JS and CSS each first load takes, summed as gzip -9
// of the built files, against bench/budgets.json. Bytes only, never timings: the same build gives
// the same figures on any machine, so CI can fail on them. `--write` records today's figures.
//
//   node scripts/check-budgets.mjs           # after `pnpm build`; exit 1 when a load is over
//   node scripts/check-budgets.mjs --write   # set the figures to this build's
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { reportCounts } from './testing/counts.mjs';

const root = path.resolve(import.meta.dirname, '..');
const dist = path.join(root, 'apps/console/dist');
const budgetsPath = path.join(root, 'bench/budgets.json');
const budgets = JSON.parse(readFileSync(budgetsPath, 'utf8'));
const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));

/**
 * The manifest key of an entry of bench/budgets.json: a source file the build keeps as its own
 * chunk (`index.html`), or `chunk:NAME` for a chunk of grouped modules
 * (apps/console/first-load-chunks.ts), whose key carries its hash (`_console-R9lAPil9.js`).
 */
function keyOf(entry) {
  if (!entry.startsWith('chunk:')) return entry;
  const name = entry.slice('chunk:'.length);
  const keys = Object.keys(manifest).filter(
    (key) => manifest[key].name === name && /^_.*\.js$/.test(key),
  );
  if (keys.length !== 1) {
    throw new Error(`bench/budgets.json names ${entry}: the build has ${keys.length} such chunks`);
  }
  return keys[0];
}

/** The files a load of `entries` fetches before anything is opened: their static imports, deep. */
function filesOf(entries) {
  const files = new Set();
  const seen = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`bench/budgets.json names ${key}, which the build does not have`);
    if (seen.has(key)) return;
    seen.add(key);
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  entries.map(keyOf).forEach(visit);
  return [...files];
}

const gzipOf = (file) => gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).byteLength;
const kib = (bytes) => (bytes / 1024).toFixed(1);

const write = process.argv.includes('--write');
let over = 0;
const rows = [];
for (const [name, load] of Object.entries(budgets.loads)) {
  const files = filesOf(load.entries);
  const bytes = files.reduce((sum, file) => sum + gzipOf(file), 0);
  const limit = Math.round(load.figure * (1 + budgets.margin));
  if (write) load.figure = bytes;
  const ok = write || bytes <= limit;
  if (!ok) over += 1;
  rows.push({
    load: name,
    files: files.length,
    'gzip KiB': kib(bytes),
    'budget KiB': write ? kib(bytes) : kib(limit),
    '': ok ? '✓' : '✗ over',
  });
}
console.table(rows);
reportCounts({ unit: 'budgets', passed: rows.length - over, failed: over });
if (write) {
  writeFileSync(budgetsPath, `${JSON.stringify(budgets, null, 2)}\n`);
  console.log(`wrote the figures to ${path.relative(root, budgetsPath)}`);
} else if (over > 0) {
  console.error(
    `${over} load(s) over budget: make them lighter, or raise the figure in bench/budgets.json in a change that says why.`,
  );
  process.exit(1);
}
