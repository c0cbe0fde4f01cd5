#!/usr/bin/env node
// Every published package, as another hospital team would install it (issue 17): publint checks
// the packed package.json (exports, files, types), @arethetypeswrong/cli that each entry resolves
// to JavaScript and declarations under Node 16+ ESM and bundlers (the packages are ESM only, so
// CommonJS require() is not a target). Runs after `pnpm build`; exit 1 on any problem.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';

const root = path.resolve(import.meta.dirname, '..');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const packages = readdirSync(path.join(root, 'packages')).filter((name) => {
  const manifest = JSON.parse(
    readFileSync(path.join(root, 'packages', name, 'package.json'), 'utf8'),
  );
  return manifest.private !== true;
});

/** Entries that are not JavaScript (stylesheets): attw only judges modules. */
const notModules = { ui: ['theme.css', 'styles.css'], layout: ['styles.css', 'tailwind.css'] };

let failed = 0;
for (const name of packages) {
  const cwd = path.join(root, 'packages', name);
  const run = (cmd, args) => {
    const result = spawnSync(cmd, args, { cwd, encoding: 'utf8' });
    if (result.status !== 0) {
      failed += 1;
      console.log(`✗ @cep/${name}: ${path.basename(cmd)}\n${result.stdout}${result.stderr}`);
    }
    return result.status === 0;
  };
  const published = run(bin('publint'), ['--strict']);
  const typed = run(bin('attw'), [
    '--pack',
    '.',
    '--profile',
    'esm-only',
    '--format',
    'table-flipped',
    ...(notModules[name] ? ['--exclude-entrypoints', ...notModules[name]] : []),
  ]);
  if (published && typed) console.log(`✓ @cep/${name}: publint, attw`);
}
process.exit(failed === 0 ? 0 : 1);
