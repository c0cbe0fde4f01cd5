import { defineConfig } from 'vitest/config';

/**
 * Every vitest suite of the repo, one project each:
 *  - unit: pure logic of the packages, tooling tests (lint rule, exports map);
 *  - server: apps/server against a real PostgreSQL (embedded, and DATABASE_URL when set);
 *  - client: api-client / auth against the real server started on an ephemeral port;
 *  - storybook: every story as a browser test in Debian's Chromium.
 */
export default defineConfig({
  test: {
    projects: [
      'vitest.unit.config.ts',
      'apps/server/vitest.config.ts',
      'vitest.client.config.ts',
      '.storybook/vitest.config.ts',
    ],
  },
});
