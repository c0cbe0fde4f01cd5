import { copyFile } from 'node:fs/promises';
import { defineConfig } from 'tsup';
import { packageBuild } from '../../tsup.preset';

export default defineConfig(
  packageBuild({
    // Radix entries are client components; keep the directive for RSC consumers.
    banner: { js: "'use client';" },
    // tsup's rollup tree-shaking pass drops module directives such as the banner above;
    // esbuild's output is already ESM that consumers' bundlers tree-shake.
    treeshake: false,
    // theme.css ships as source for the consumer's Tailwind v4 to compile.
    onSuccess: async () => {
      await copyFile('src/theme.css', 'dist/theme.css');
    },
  }),
);
