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
    testTimeout: 30_000,
  },
});
