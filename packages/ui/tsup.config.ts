import { copyFile } from 'node:fs/promises';
import { defineConfig } from 'tsup';
import { packageBuild } from '../../tsup.preset';

export default defineConfig(
  packageBuild({
    // One module per component (plus shared chunks): with `sideEffects: ["*.css"]`
    // a consumer's bundler drops every component module it does not import. A single
    // bundled file would keep top-level calls (cva(), Object.assign()) of all of them.
    entry: [
      'src/index.ts',
      'src/components/*/index.ts',
      'src/theme/index.ts',
      'src/theme/theme-color.ts',
      'src/i18n/index.ts',
      'src/lib/cn.ts',
    ],
    splitting: true,
    // Declarations for the public entries only (`.`, `./chart`, `./theme-color`): the other modules are internal.
    dts: {
      entry: ['src/index.ts', 'src/components/chart/index.ts', 'src/theme/theme-color.ts'],
      compilerOptions: { customConditions: [], ignoreDeprecations: '6.0' },
    },
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
