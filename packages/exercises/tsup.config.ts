import { defineConfig } from 'tsup';
import { packageBuild } from '../../tsup.preset';

/** One entry per exercise screen (each also in package.json `exports`). */
const screens = [
  'digit-span',
  'schulte-grid',
  'go-no-go',
  'n-back',
  'stroop',
  // Issue 33, set A.
  'symbol-digit',
  'trail-making',
  'mental-rotation',
  // Set B (issue 33).
  'visual-search',
  'word-list-recall',
  'picture-naming',
  'orientation-quiz',
];
const entries = ['src/index.ts', ...screens.map((screen) => `src/screens/${screen}/index.ts`)];

export default defineConfig(
  packageBuild({
    // The main entry (engine, scoring, catalogue, loaders) plus the screens: with splitting,
    // `exerciseScreens[kind]()` fetches that exercise's chunk only.
    entry: entries,
    splitting: true,
    dts: { entry: entries, compilerOptions: { customConditions: [], ignoreDeprecations: '6.0' } },
    // The screens use hooks: keep the client directive for RSC consumers.
    banner: { js: "'use client';" },
    // tsup's rollup tree-shaking pass would drop the directive above.
    treeshake: false,
  }),
);
