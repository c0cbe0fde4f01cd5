import { defineProject } from 'vitest/config';
import { sourceResolve } from './vitest.shared.ts';

/** Files that replace a module with vi.mock: each needs a module graph of its own. */
export const isolatedFiles = ['packages/ui/src/components/toast/toast.test.tsx'];

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
    exclude: ['**/*.server.test.{ts,tsx}', '**/node_modules/**', ...isolatedFiles],
    environment: 'node',
    // One module graph per worker, not per file: each file imported the packages' source again
    // (74 s of import time for 134 files, about as much as the tests themselves). Safe because a
    // file that stubs a global restores it after each test, and the one file that replaces a
    // module (toast.test.tsx mocks sonner) runs in `unit-isolated`, where a module graph is its own.
    isolate: false,
    // A few start ESLint or Node on the whole workspace: seconds alone, more while the server and
    // browser projects share the CPU (4+ workers on 2 cores in CI). Slow is not broken.
    testTimeout: 30_000,
  },
});
