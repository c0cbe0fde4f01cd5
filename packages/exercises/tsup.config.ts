import { defineConfig } from 'tsup';
import { packageBuild } from '../../tsup.preset';

export default defineConfig(
  packageBuild({
    // The main entry (engine, scoring, catalogue, loaders) plus one entry per exercise screen:
    // with splitting, `exerciseScreens[kind]()` fetches that exercise's chunk only.
    entry: ['src/index.ts', 'src/screens/digit-span/index.ts'],
    splitting: true,
    dts: {
      entry: ['src/index.ts', 'src/screens/digit-span/index.ts'],
      compilerOptions: { customConditions: [], ignoreDeprecations: '6.0' },
    },
    // The screens use hooks: keep the client directive for RSC consumers.
    banner: { js: "'use client';" },
    // tsup's rollup tree-shaking pass would drop the directive above.
    treeshake: false,
  }),
);
