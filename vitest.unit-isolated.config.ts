import { defineProject } from 'vitest/config';
import { isolatedFiles } from './vitest.unit.config.ts';
import { sourceResolve } from './vitest.shared.ts';

/**
 * The unit files that replace a module (vi.mock): each in a module graph of its own, which the
 * `unit` project, sharing one graph per worker, cannot give them.
 */
export default defineProject({
  ...sourceResolve,
  test: {
    name: 'unit-isolated',
    include: isolatedFiles,
    environment: 'node',
    testTimeout: 30_000,
  },
});
