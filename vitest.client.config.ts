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
    hookTimeout: 60_000,
    testTimeout: 30_000,
  },
});
