#!/usr/bin/env node
// npm test's type check: two TypeScript programs instead of one per workspace member, so a file
// that several members import (every package is imported by the console, Storybook and the
// tests) is checked once. tsconfig.check-browser.json: the packages, the console and the tooling
// (Storybook, e2e, scripts); tsconfig.check-node.json: the server with its tests and the device
// simulator, without the DOM. Each member's own `pnpm typecheck` stays for daily work.
// `--counts <file>` writes how many of our files were checked (scripts/test-all.mjs).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { reportCounts } from './testing/counts.mjs';

const root = path.resolve(import.meta.dirname, '..');
const tsc = path.join(root, 'node_modules', '.bin', 'tsc');
const programs = ['tsconfig.check-browser.json', 'tsconfig.check-node.json'];

/** Runs one program; resolves with its exit code, our files it checked and its diagnostics. */
function check(config) {
  return new Promise((resolve) => {
    const child = spawn(tsc, ['--noEmit', '--pretty', 'false', '--listFiles', '-p', config], {
      cwd: root,
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => {
      const lines = output.split('\n');
      // --listFiles prints absolute paths; diagnostics start with a relative one.
      const files = lines.filter(
        (line) => line.startsWith(root) && !line.includes('/node_modules/'),
      );
      const diagnostics = lines.filter((line) => line !== '' && !line.startsWith('/'));
      resolve({ config, code, files, diagnostics });
    });
  });
}

const results = await Promise.all(programs.map(check));
const files = new Set(results.flatMap((result) => result.files));
const failing = new Set();
for (const result of results) {
  for (const line of result.diagnostics) {
    console.log(line);
    const file = /^([^(]+)\(\d+,\d+\): error/.exec(line)?.[1];
    if (file) failing.add(path.join(root, file));
  }
  console.log(
    `${result.code === 0 ? '✓' : '✗'} ${result.config}: ${result.files.length} files of ours`,
  );
}
const failed = results.some((result) => result.code !== 0);
reportCounts({
  unit: 'files',
  passed: files.size - failing.size,
  failed: failed ? Math.max(1, failing.size) : 0,
});
process.exit(failed ? 1 : 0);
