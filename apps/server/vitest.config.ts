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
    // One module graph per worker, not per file: each file imported the server's whole source
    // again (607 s of import time over the suite's 220 files in a fresh-clone run, most of the
    // vitest step). Safe here because no server test mocks a module or stubs a global, and each
    // file builds its own app, pool and database; state shared by design (the password cost)
    // is set once by the setup file.
    isolate: false,
    globalSetup: ['test/global-setup.ts'],
    setupFiles: ['test/setup-password-cost.ts'],
    // Caps against a hang, not speed requirements: starting PostgreSQL clusters and server
    // processes takes seconds, and a FHIR read or an import timed out at 30 s (a start at 60 s)
    // on a 2-core machine with a load of 19 (npm test beside other work).
    hookTimeout: 120_000,
    testTimeout: 60_000,
  },
});
