import { defineConfig } from 'tsup';
import { packageBuild } from '../../tsup.preset';

// Two entries: the pure logic (no React, usable by the server and the simulator) and the view.
const entry = { index: 'src/index.ts', 'view/index': 'src/view/index.ts' };

export default defineConfig(
  packageBuild({
    entry,
    dts: { entry, compilerOptions: { customConditions: [], ignoreDeprecations: '6.0' } },
  }),
);
