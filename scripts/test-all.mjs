#!/usr/bin/env node
// Every check of the repo (`npm test` runs this after installing). Steps run side by side, at most
// `CEP_TEST_JOBS` at a time (default: the machine's cores + 1, so 3 on the 2-core CI machine: the
// browser steps spend much of their time waiting on Chromium and the server, and a third step
// fills the idle CPU; 1 runs them one after another), each as soon as the steps it needs have passed (most need the build; a step that
// needs a failed one is not run). Every step runs even after another failed, so one run shows all
// that is broken. Each step's output is kept in its own log and printed whole when it ends, with
// how many tests (or files, pages, packages) it ran; the summary ends with one line:
// `N passed, N failed` over the tests of every step, so a change that loses tests shows.
import { spawn } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const node = (script, ...args) => [process.execPath, path.join(root, script), ...args];
const logs = path.join(root, 'node_modules', '.cache', 'cep-test');
rmSync(logs, { recursive: true, force: true });
mkdirSync(logs, { recursive: true });
/** Where a step writes its counts (the runners' JSON reports, or a line of our own scripts). */
const resultFile = (id) => path.join(logs, `${id}.json`);

/** Counts from vitest's JSON report. */
const vitestCounts = (file) => {
  const report = JSON.parse(readFileSync(file, 'utf8'));
  return {
    unit: 'tests',
    passed: report.numPassedTests,
    failed: report.numFailedTests,
    skipped: report.numPendingTests + report.numTodoTests,
  };
};
/** Counts from Playwright's JSON report (a flaky test passed on a retry: none are allowed). */
const playwrightCounts = (file) => {
  const { stats } = JSON.parse(readFileSync(file, 'utf8'));
  return {
    unit: 'tests',
    passed: stats.expected,
    failed: stats.unexpected + stats.flaky,
    skipped: stats.skipped,
  };
};
/** Names of the failed tests in vitest's JSON report. */
const vitestFailures = (file) =>
  JSON.parse(readFileSync(file, 'utf8')).testResults.flatMap((suite) => {
    const where = path.relative(root, suite.name);
    const tests = suite.assertionResults.filter((test) => test.status === 'failed');
    // A file that failed outside its tests (an import, a hook) has no failed test to name.
    if (tests.length === 0 && suite.status === 'failed') return [`${where}: ${suite.message}`];
    return tests.map((test) => `${where} › ${test.fullName}`);
  });
/** Names of the failed (or flaky) tests in Playwright's JSON report. */
const playwrightFailures = (file) => {
  const names = [];
  const walk = (suite, trail) => {
    const here = suite.title ? [...trail, suite.title] : trail;
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests)
        if (test.status === 'unexpected' || test.status === 'flaky')
          names.push(`${[...here, spec.title].join(' › ')} (${test.status})`);
    for (const child of suite.suites ?? []) walk(child, here);
  };
  for (const suite of JSON.parse(readFileSync(file, 'utf8')).suites) walk(suite, []);
  return names;
};
/** Counts a script of ours wrote as JSON. */
const ownCounts = (file) => JSON.parse(readFileSync(file, 'utf8'));

const vitest = (id, ...projects) => ({
  cmd: [
    bin('vitest'),
    'run',
    ...projects.flatMap((project) => ['--project', project]),
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${resultFile(id)}`,
  ],
  counts: vitestCounts,
  failures: vitestFailures,
});

/** A script of ours that writes its counts to `--counts <file>`. */
const ownScript = (id, script, ...args) => ({
  cmd: node(script, ...args, '--counts', resultFile(id)),
  counts: ownCounts,
});

/**
 * `needs`: the steps that must pass first. `critical`: on the run's two longest chains (build →
 * e2e, build → declarations → vitest): run at normal priority; the rest at a lower priority
 * (CEP_TEST_NICE), in the CPU left. At most `jobs` steps at a time, one more for a critical one:
 * more side by side made every step slower (a run with five at once took longer than three). `tests`: whether its counts are tests (summed in the
 * last line) or other things checked (files, packages).
 */
const steps = [
  {
    id: 'build',
    name: 'build (every package’s JavaScript, the console and the server)',
    cmd: [bin('pnpm'), 'build'],
    critical: true,
    // The console's assets compressed at fast levels (apps/console/scripts/precompress.mjs); the
    // packages' declarations in their own step (tsup.preset.ts), so e2e starts minutes earlier.
    env: { CEP_FAST_COMPRESSION: '1', CEP_BUILD_PART: 'js' },
  },
  {
    id: 'stories',
    name: 'story tests in Chromium (storybook + vitest browser)',
    ...vitest('stories', 'storybook'),
    tests: true,
  },
  {
    id: 'e2e',
    name: 'end-to-end tests in Chromium (playwright)',
    needs: ['build'],
    cmd: [bin('playwright'), 'test', '--reporter=list,json'],
    critical: true,
    env: { PLAYWRIGHT_JSON_OUTPUT_FILE: resultFile('e2e') },
    counts: playwrightCounts,
    failures: playwrightFailures,
    tests: true,
  },
  {
    id: 'declarations',
    name: 'declarations of the published packages (tsup, in dependency order)',
    needs: ['build'],
    cmd: [
      bin('pnpm'),
      '-r',
      '--workspace-concurrency=1',
      '--filter',
      './packages/*',
      'exec',
      'tsup',
    ],
    env: { CEP_BUILD_PART: 'types' },
    critical: true,
  },
  {
    id: 'vitest',
    name: 'unit, server and client tests (vitest)',
    // scripts/published-exports.test.ts checks every entry's declarations.
    needs: ['build', 'declarations'],
    ...vitest('vitest', 'unit', 'unit-isolated', 'server', 'client'),
    tests: true,
    critical: true,
  },
  {
    id: 'storybook-build',
    name: 'static Storybook for designers (pnpm build-storybook)',
    cmd: [bin('storybook'), 'build', '-o', 'storybook-static', '--quiet'],
  },
  {
    id: 'storybook-static',
    name: 'static Storybook opened over http: every docs page renders, the designers’ pages pass axe',
    needs: ['storybook-build'],
    ...ownScript('storybook-static', 'scripts/storybook-static-check.mjs'),
    tests: true,
  },
  {
    id: 'typecheck',
    name: 'typecheck (tsc: every member and the root tooling)',
    ...ownScript('typecheck', 'scripts/typecheck.mjs'),
  },
  {
    id: 'lint',
    name: 'lint (eslint: dependency direction, folder cycles, layers)',
    ...ownScript('lint', 'scripts/lint.mjs'),
  },
  {
    id: 'packages',
    name: 'published packages as packed for publishing (version, changelog, publint, attw)',
    needs: ['build', 'declarations'],
    ...ownScript('packages', 'scripts/check-packages.mjs'),
  },
  {
    id: 'adopt',
    name: 'adopting-team test (packed ui + layout in a fresh Vite app: tsc, build, Chromium, axe)',
    needs: ['packages'],
    ...ownScript('adopt', 'scripts/adopt/run.mjs'),
    tests: true,
  },
  {
    id: 'format',
    name: 'format (prettier --check)',
    ...ownScript('format', 'scripts/format-check.mjs'),
  },
  {
    id: 'api',
    name: 'public API of each published package (packages/*/api-report.md)',
    needs: ['build', 'declarations'],
    ...ownScript('api', 'scripts/api-report.mjs', '--check'),
  },
  {
    // Printed figures of the live view (issue 33): never failed on, the machine is shared.
    id: 'bench-signals',
    name: 'live signal view bench: 32 ch × 500 Hz frames/s and main-thread share (figures only)',
    ...ownScript('bench-signals', 'bench/signals/run.mjs', '--quick'),
    // Its figures are of a page at normal priority, as a person's browser runs.
    critical: true,
  },
  {
    id: 'budgets',
    name: 'byte budgets of the first loads (bench/budgets.json)',
    needs: ['build'],
    ...ownScript('budgets', 'scripts/check-budgets.mjs'),
  },
];

const jobs = Math.max(1, Number(process.env.CEP_TEST_JOBS ?? availableParallelism() + 1));
const started = Date.now();
const results = new Map();
const seconds = (ms) => (ms / 1000).toFixed(1);

/** Runs one step with its output in its log; resolves with its result. */
function run(step) {
  return new Promise((resolve) => {
    const at = Date.now();
    const log = path.join(logs, `${step.id}.log`);
    const out = createWriteStream(log);
    console.log(`▶ ${step.name}  [${seconds(at - started)} s]`);
    // The CPU the step used (user + system), where GNU time is there: on two cores the steps
    // share, so this, not the wall time beside another step, says which step costs the run most.
    // GNU time counts the processes the step waited for; Chromium's renderers, left to the system
    // when a browser is closed, escape it in part, so the browser steps' figures are low bounds.
    const cpuFile = path.join(logs, `${step.id}.cpu`);
    // The steps off the longest path run at a lower CPU priority: beside them the build and the
    // end-to-end tests (the run's longest chain) get the cores when they want them, and the
    // others take the rest instead of stretching that chain.
    const own =
      !step.critical && niceness > 0 && existsSync(nice)
        ? [nice, '-n', String(niceness), ...step.cmd]
        : step.cmd;
    const cmd = existsSync(gnuTime) ? [gnuTime, '-f', '%U %S', '-o', cpuFile, '-q', ...own] : own;
    const child = spawn(cmd[0], cmd.slice(1), {
      cwd: root,
      env: { ...process.env, FORCE_COLOR: '0', ...step.env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout.pipe(out, { end: false });
    child.stderr.pipe(out, { end: false });
    child.on('close', (code, signal) => {
      out.end(() => {
        const ok = code === 0;
        // What the step's report says, read by `read`; nothing when it wrote none (or half).
        const fromReport = (read) => {
          try {
            return read && existsSync(resultFile(step.id)) ? read(resultFile(step.id)) : undefined;
          } catch {
            return undefined;
          }
        };
        const counts = fromReport(step.counts);
        const failures = ok ? [] : (fromReport(step.failures) ?? []);
        const result = {
          ok,
          seconds: seconds(Date.now() - at),
          cpu: cpuSeconds(cpuFile),
          counts,
          signal,
          failures,
        };
        console.log(`\n──── ${step.name} ────`);
        process.stdout.write(readFileSync(log, 'utf8'));
        console.log(`${ok ? '✓' : '✗'} ${step.name} (${result.seconds} s)${describe(counts)}`);
        resolve(result);
      });
    });
  });
}

const gnuTime = '/usr/bin/time';
const nice = '/usr/bin/nice';
/** How much lower the priority of the steps off the longest path is (`CEP_TEST_NICE`, 0: none). */
const niceness = Number(process.env.CEP_TEST_NICE ?? 5);

/** User + system seconds GNU time wrote for a step, or undefined. */
function cpuSeconds(file) {
  try {
    const [user, system] = readFileSync(file, 'utf8')
      .trim()
      .split('\n')
      .pop()
      .split(' ')
      .map(Number);
    return Number.isFinite(user + system) ? (user + system).toFixed(0) : undefined;
  } catch {
    return undefined;
  }
}

function describe(counts) {
  if (!counts) return '';
  const parts = [`${counts.passed} ${counts.unit} passed`];
  if (counts.failed) parts.push(`${counts.failed} failed`);
  if (counts.skipped) parts.push(`${counts.skipped} skipped`);
  return ` — ${parts.join(', ')}`;
}

// The scheduler: start every step whose needs have passed, at most `jobs` at a time, in the order
// listed: the longest first (the stories beside the build, e2e as soon as the build is there), so
// the short ones fill the gaps at the end instead of the long ones trailing after them.
const waiting = [...steps];
const running = new Set();
await new Promise((done) => {
  const next = () => {
    for (const step of [...waiting]) {
      // A step of the long chains may be one more beside them: the declarations start with e2e
      // as soon as the build is there instead of waiting for a slot.
      if (running.size >= jobs + (step.critical ? 1 : 0)) continue;
      const needs = step.needs ?? [];
      if (needs.some((id) => results.get(id)?.ok === false)) {
        waiting.splice(waiting.indexOf(step), 1);
        results.set(step.id, {
          ok: false,
          skippedBecause: needs.find((id) => !results.get(id).ok),
        });
        continue;
      }
      if (!needs.every((id) => results.get(id)?.ok)) continue;
      waiting.splice(waiting.indexOf(step), 1);
      running.add(step.id);
      void run(step).then((result) => {
        results.set(step.id, result);
        running.delete(step.id);
        next();
      });
    }
    if (running.size === 0) done();
  };
  next();
  const beat = setInterval(() => {
    if (running.size > 0)
      console.log(`  … running: ${[...running].join(', ')} [${seconds(Date.now() - started)} s]`);
  }, 60_000);
  beat.unref();
});

console.log('\nSummary');
let passed = 0;
let failed = 0;
for (const step of steps) {
  const result = results.get(step.id);
  if (result.skippedBecause) {
    console.log(`  ✗ ${step.name} — not run (${result.skippedBecause} failed)`);
    continue;
  }
  console.log(
    `  ${result.ok ? '✓' : '✗'} ${step.name} — ${result.seconds} s${result.cpu ? ` (cpu ${result.cpu} s)` : ''}${describe(result.counts)}`,
  );
  // The failed tests by name: a long step's log scrolls them out of a truncated CI view.
  for (const name of result.failures ?? []) console.log(`      ✗ ${name}`);
  if (step.tests && result.counts) {
    passed += result.counts.passed;
    failed += result.counts.failed;
  }
  // A step that failed without saying how many tests failed counts as one failure.
  if (step.tests && !result.ok && !result.counts?.failed) failed += 1;
}
const stepsFailed = steps.filter((step) => !results.get(step.id).ok).length;
console.log(
  `steps: ${steps.length - stepsFailed} passed, ${stepsFailed} failed, in ${seconds(Date.now() - started)} s`,
);
const cpu = steps.reduce((sum, step) => sum + Number(results.get(step.id).cpu ?? 0), 0);
if (cpu > 0) console.log(`cpu: ${cpu} s over all steps (user + system)`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(stepsFailed === 0 ? 0 : 1);
