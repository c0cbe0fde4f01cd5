import { defineProject } from 'vitest/config';
import { sourceResolve } from './vitest.shared.ts';

export default defineProject({
  ...sourceResolve,
  test: {
    name: 'unit',
    include: [
      'packages/*/src/**/*.test.{ts,tsx}',
      'apps/console/src/**/*.test.{ts,tsx}',
      'eslint/**/*.test.ts',
      'scripts/**/*.test.ts',
      'apps/device-simulator/src/**/*.test.ts',
    ],
    // *.server.test.ts talk to the real server: the `client` project runs them.
    exclude: ['**/*.server.test.{ts,tsx}', '**/node_modules/**'],
    environment: 'node',
    // A few start ESLint or Node on the whole workspace: seconds alone, more while the server and
    // browser projects share the CPU (4+ workers on 2 cores in CI). Slow is not broken.
    testTimeout: 30_000,
  },
});
