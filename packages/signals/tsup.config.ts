import { defineConfig } from 'tsup';
import { packageBuild } from '../../tsup.preset';

// Two entries: the pure logic (no React, usable by the server and the simulator) and the view;
// the view's drawing worker is a file of its own beside it (`new URL('./live-draw-worker.js')`).
const entry = {
  index: 'src/index.ts',
  'view/index': 'src/view/index.ts',
  'view/live-draw-worker': 'src/view/live-draw-worker.ts',
};

export default defineConfig(
  packageBuild({
    entry,
    dts: { entry, compilerOptions: { customConditions: [], ignoreDeprecations: '6.0' } },
  }),
);
