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
    ],
    exclude: ['packages/api-client/**', 'packages/auth/src/**/*.server.test.ts'],
    environment: 'node',
  },
});
