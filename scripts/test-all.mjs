#!/usr/bin/env node
// Every check of the repo, in the order that fails fastest on the cheap ones.
// Runs each step even after a failure (so one run shows everything broken),
// except that nothing runs after a failed build. Ends with one summary line.
import { spawnSync } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);

const steps = [
  {
    name: 'build (every package, the console and the server)',
    cmd: [bin('pnpm'), 'build'],
    gate: true,
  },
  {
    name: 'byte budgets of the first loads (bench/budgets.json)',
    cmd: [process.execPath, path.join(root, 'scripts/check-budgets.mjs')],
  },
  {
    name: 'public API of each published package (packages/*/api-report.md)',
    cmd: [process.execPath, path.join(root, 'scripts/api-report.mjs'), '--check'],
  },
  {
    name: 'published packages as packed for publishing (version, changelog, publint, attw)',
    cmd: [process.execPath, path.join(root, 'scripts/check-packages.mjs')],
  },
  {
    name: 'adopting-team test (packed ui + layout in a fresh Vite app: tsc, build, Chromium, axe)',
    cmd: [process.execPath, path.join(root, 'scripts/adopt/run.mjs')],
  },
  { name: 'lint (eslint, dependency direction)', cmd: [bin('eslint'), '.', '--max-warnings=0'] },
  { name: 'format (prettier --check)', cmd: [bin('prettier'), '--check', '.'] },
  { name: 'typecheck (tsc, every member)', cmd: [bin('pnpm'), '-r', '--parallel', 'typecheck'] },
  { name: 'typecheck (root tooling)', cmd: [bin('tsc'), '--noEmit', '-p', 'tsconfig.json'] },
  {
    name: 'unit, server and client tests (vitest)',
    // Most server and client tests wait on PostgreSQL, a child process or a timer, not the CPU:
    // four files at a time even on two cores (measured: 389 s → 271 s on the 2-core CI machine).
    cmd: [
      bin('vitest'),
      'run',
      '--project',
      'unit',
      '--project',
      'server',
      '--project',
      'client',
      `--maxWorkers=${Math.max(4, os.availableParallelism())}`,
    ],
  },
  {
    name: 'story tests in Chromium (storybook + vitest browser)',
    cmd: [bin('vitest'), 'run', '--project', 'storybook'],
  },
  {
    name: 'static Storybook for designers (pnpm build-storybook)',
    cmd: [bin('storybook'), 'build', '-o', 'storybook-static', '--quiet'],
  },
  {
    name: 'static Storybook opened over http: docs pages render and pass axe',
    cmd: [process.execPath, path.join(root, 'scripts/storybook-static-check.mjs')],
  },
  { name: 'end-to-end tests in Chromium (playwright)', cmd: [bin('playwright'), 'test'] },
];

const results = [];
for (const step of steps) {
  console.log(`\n▶ ${step.name}`);
  const started = Date.now();
  const { status } = spawnSync(step.cmd[0], step.cmd.slice(1), { cwd: root, stdio: 'inherit' });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  results.push({ name: step.name, ok: status === 0, seconds });
  console.log(`${status === 0 ? '✓' : '✗'} ${step.name} (${seconds} s)`);
  if (status !== 0 && step.gate) break;
}

console.log('\nSummary');
for (const r of results) console.log(`  ${r.ok ? '✓' : '✗'} ${r.name} — ${r.seconds} s`);
const failed = results.filter((r) => !r.ok).length + (steps.length - results.length);
console.log(
  `steps: ${results.length - results.filter((r) => !r.ok).length} passed, ${failed} failed`,
);
process.exit(failed === 0 ? 0 : 1);
