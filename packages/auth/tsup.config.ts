import { defineConfig } from 'tsup';
import { packageBuild } from '../../tsup.preset';

export default defineConfig(
  packageBuild({
    // Two entries: the React-free core and the React bindings. Splitting puts the core's modules
    // in shared chunks, so `@cep/auth/react` uses the same session code instead of a copy.
    entry: { index: 'src/index.ts', react: 'src/react/index.ts' },
    splitting: true,
    dts: {
      entry: { index: 'src/index.ts', react: 'src/react/index.ts' },
      compilerOptions: { customConditions: [], ignoreDeprecations: '6.0' },
    },
    // The React entry starts with 'use client' (src/react/index.ts); tsup's rollup
    // tree-shaking pass would drop that directive.
    treeshake: false,
  }),
);
