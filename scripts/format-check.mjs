#!/usr/bin/env node
// `prettier --check .` that says how many files it checked (`--counts <file>` for
// scripts/test-all.mjs): the files git knows (tracked, or new and not ignored) that Prettier has
// a parser for and .prettierignore does not skip, each with its own resolved config (the
// Tailwind class sorter included). Exit 1 if any is not formatted.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import * as prettier from 'prettier';
import { reportCounts } from './testing/counts.mjs';

const root = path.resolve(import.meta.dirname, '..');
const files = execFileSync('git', ['ls-files', '-co', '--exclude-standard', '-z'], {
  cwd: root,
  encoding: 'utf8',
  maxBuffer: 64 * 1024 * 1024,
})
  .split('\0')
  .filter(Boolean);
const ignorePath = [path.join(root, '.prettierignore'), path.join(root, '.gitignore')];

let checked = 0;
const unformatted = [];
for (const file of files) {
  const filepath = path.join(root, file);
  const info = await prettier.getFileInfo(filepath, { ignorePath });
  if (info.ignored || !info.inferredParser) continue;
  let text;
  try {
    text = readFileSync(filepath, 'utf8');
  } catch {
    continue; // listed by git but deleted in the work tree
  }
  const options = await prettier.resolveConfig(filepath);
  checked += 1;
  if (!(await prettier.check(text, { ...options, filepath }))) unformatted.push(file);
}
for (const file of unformatted) console.log(`[warn] ${file}`);
reportCounts({ unit: 'files', passed: checked - unformatted.length, failed: unformatted.length });
console.log(
  unformatted.length === 0
    ? `prettier: all ${checked} files are formatted`
    : `prettier: ${unformatted.length} of ${checked} files are not formatted (pnpm format)`,
);
process.exit(unformatted.length === 0 ? 0 : 1);
