import { defineProject } from 'vitest/config';
import { sourceResolve } from './vitest.shared.ts';

/**
 * Client packages (and the console's data functions) against the real, built server
 * (scripts/testing/client-global-setup.ts).
 */
export default defineProject({
  ...sourceResolve,
  test: {
    name: 'client',
    include: [
      'packages/*/src/**/*.server.test.{ts,tsx}',
      'apps/console/src/**/*.server.test.{ts,tsx}',
    ],
    environment: 'node',
    globalSetup: ['scripts/testing/client-global-setup.ts'],
    setupFiles: ['scripts/testing/client-setup.ts'],
    // Caps against a hang: a file's own server (scripts/testing/start-server.ts) may take up to
    // 180 s to get ready on a loaded machine.
    hookTimeout: 200_000,
    testTimeout: 30_000,
  },
});
