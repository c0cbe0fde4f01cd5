import { defineConfig } from 'tsup';
import { packageBuild } from '../../tsup.preset';

export default defineConfig(
  packageBuild({
    // The shell's components use hooks: keep the client directive for RSC consumers.
    banner: { js: "'use client';" },
    // tsup's rollup tree-shaking pass would drop the directive above.
    treeshake: false,
  }),
);
