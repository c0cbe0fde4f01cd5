import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';
import { sourceResolve } from '../../vitest.shared';

/**
 * The `server` project: apps/server against real PostgreSQL servers. The
 * global setup starts one embedded PostgreSQL for the whole run; each test
 * file then creates its own fresh database on it (and on DATABASE_URL's server
 * when set), so files run in parallel without seeing each other's rows.
 */
export default defineProject({
  ...sourceResolve,
  test: {
    name: 'server',
    // Patterns below are relative to apps/server, whichever folder vitest runs from.
    root: fileURLToPath(new URL('.', import.meta.url)),
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['test/global-setup.ts'],
    setupFiles: ['test/setup-password-cost.ts'],
    // Starting PostgreSQL clusters (and the SIGKILL recovery test) takes seconds, not ms.
    hookTimeout: 60_000,
    // Files mostly wait (on PostgreSQL, on servers they start and stop, on timers of the crash and
    // shutdown tests), so more files than cores run at once: vitest's default (cores − 1) is one
    // on a 2-core machine, and the project took twice as long (issue 27).
    maxWorkers: 4,
    testTimeout: 30_000,
  },
});
