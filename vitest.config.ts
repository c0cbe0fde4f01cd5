import { defineConfig } from 'vitest/config';

/**
 * Every vitest suite of the repo, one project each:
 *  - unit: pure logic of the packages, tooling tests (lint rule, exports map); unit-isolated: the
 *    few unit files that replace a module, each in its own module graph;
 *  - server: apps/server against a real PostgreSQL (embedded, and DATABASE_URL when set);
 *  - client: api-client / auth against the real server started on an ephemeral port;
 *  - storybook: every story as a browser test in Debian's Chromium.
 */
export default defineConfig({
  test: {
    // Four files at a time, more than the two cores: server and client files mostly wait (on
    // PostgreSQL, on servers they start and stop, on the crash and shutdown tests' timers), and
    // vitest's default (cores − 1) is one file at a time on a 2-core machine, which took twice
    // as long (issue 27). The storybook project sets its own (it runs after the others).
    maxWorkers: 4,
    projects: [
      'vitest.unit.config.ts',
      'vitest.unit-isolated.config.ts',
      'apps/server/vitest.config.ts',
      'vitest.client.config.ts',
      '.storybook/vitest.config.ts',
    ],
  },
});
