// What @cep/ui costs a consumer: three consumer entries bundled against packages/ui/dist the way an
// app would (react/react-dom external, everything else bundled, minified, tree-shaken), with Vite's
// programmatic build (Rolldown; esbuild is not importable from the repo root). Run after
// `pnpm --filter @cep/ui build` — `pnpm bench:ui` does both.
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';

const repoRoot = path.resolve(import.meta.dirname, '..');
const dist = path.join(repoRoot, 'packages/ui/dist');
const distIndex = path.join(dist, 'index.js');
const KB = 1024;

if (!existsSync(distIndex)) {
  console.error('packages/ui/dist is missing: run `pnpm --filter @cep/ui build` first.');
  process.exit(1);
}

/** Names the built package exports (from its .d.ts), to tell "not built yet" from a failure. */
const declarations = path.join(dist, 'index.d.ts');
const exported = existsSync(declarations) ? readFileSync(declarations, 'utf8') : '';
const exports = (name) => new RegExp(`\\b${name}\\b`).test(exported);

const entries = [
  {
    name: 'Button',
    code: "import { Button } from '@cep/ui';\nglobalThis.used = [Button];\n",
    needs: ['Button'],
    target: 4 * KB,
  },
  {
    name: 'Dialog',
    code: "import { Dialog, DialogContent, DialogTitle } from '@cep/ui';\nglobalThis.used = [Dialog, DialogContent, DialogTitle];\n",
    needs: ['Dialog', 'DialogContent', 'DialogTitle'],
    target: 15 * KB,
  },
  {
    // The chart entry: what a page that draws a chart loads up front, and ECharts after mounting.
    name: 'Chart',
    code: "import { Chart } from '@cep/ui/chart';\nglobalThis.used = [Chart];\n",
    needs: [],
    built: existsSync(path.join(dist, 'components/chart/index.js')),
    target: 12 * KB,
    lazyTarget: 200 * KB,
  },
  {
    name: 'everything',
    code: "import * as ui from '@cep/ui';\nglobalThis.used = ui;\n",
    needs: [],
  },
];

const gzip = (bytes) => gzipSync(bytes, { level: 9 }).byteLength;

// An app build drops an entry's exports, so each entry stores what it uses on globalThis.

/** Bundles one entry; returns raw and gzip bytes of all JS it emits, and of what loads only later. */
async function measure(code) {
  const folder = mkdtempSync(path.join(tmpdir(), 'cep-ui-size-'));
  try {
    const entry = path.join(folder, 'entry.js');
    writeFileSync(entry, code);
    const result = await build({
      configFile: false,
      logLevel: 'silent',
      root: folder,
      resolve: {
        alias: [
          { find: /^@cep\/ui$/, replacement: distIndex },
          { find: /^@cep\/ui\/chart$/, replacement: path.join(dist, 'components/chart/index.js') },
        ],
      },
      build: {
        write: false,
        minify: true,
        target: 'es2022',
        modulePreload: false,
        rolldownOptions: {
          input: entry,
          external: (id) => /^react(?:-dom)?(?:\/|$)/.test(id),
          onwarn: () => {}, // 'use client' directives and such
        },
      },
    });
    const outputs = (Array.isArray(result) ? result : [result]).flatMap((r) => r.output);
    const chunks = outputs.filter((o) => o.type === 'chunk');
    // Chunks reached only through dynamic import() load after the page has painted.
    const eager = new Set();
    const visit = (name) => {
      if (eager.has(name)) return;
      eager.add(name);
      chunks.find((o) => o.fileName === name)?.imports.forEach(visit);
    };
    chunks.filter((o) => o.isEntry).forEach((o) => visit(o.fileName));
    const joined = (keep) =>
      Buffer.concat(
        chunks.filter((o) => keep(eager.has(o.fileName))).map((o) => Buffer.from(o.code)),
      );
    const first = joined((isEager) => isEager);
    const lazy = joined((isEager) => !isEager);
    return {
      raw: first.byteLength,
      gzip: gzip(first),
      lazy: lazy.byteLength > 0 ? { raw: lazy.byteLength, gzip: gzip(lazy) } : undefined,
    };
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

const kb = (bytes) => `${(bytes / KB).toFixed(2)} KB`;
const verdict = (bytes, target) =>
  target === undefined ? '' : `${bytes <= target ? '✓' : '✗'} ≤ ${target / KB} KB`;

const rows = [];
for (const entry of entries) {
  const missing = entry.needs.filter((name) => !exports(name));
  if (missing.length > 0 || entry.built === false) {
    const why = missing.length > 0 ? `(missing ${missing.join(', ')})` : '';
    rows.push([entry.name, 'not built yet', '', why]);
    continue;
  }
  const { raw, gzip: gz, lazy } = await measure(entry.code);
  rows.push([entry.name, kb(raw), kb(gz), verdict(gz, entry.target)]);
  if (lazy) {
    rows.push([
      `${entry.name} (lazy)`,
      kb(lazy.raw),
      kb(lazy.gzip),
      verdict(lazy.gzip, entry.lazyTarget),
    ]);
  }
}

const css = readFileSync(path.join(dist, 'theme.css'));
rows.push(['theme.css', kb(css.byteLength), kb(gzip(css)), verdict(gzip(css), 8 * KB)]);

const header = ['entry', 'raw (min)', 'gzip', 'target (gzip)'];
const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => String(r[i]).length)));
const line = (cells) => cells.map((c, i) => String(c).padEnd(widths[i])).join('  ');
console.log('@cep/ui as a consumer bundles it (react/react-dom external; minified, tree-shaken)\n');
console.log(line(header));
console.log(line(widths.map((w) => '─'.repeat(w))));
for (const row of rows) console.log(line(row));
