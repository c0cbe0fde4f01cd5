import { copyFile } from 'node:fs/promises';
import { defineConfig } from 'tsup';
import { packageBuild } from '../../tsup.preset';

export default defineConfig(
  packageBuild({
    // The route search, the settings drawer, the error log's dialog and the menus (avatar, language,
    // font size, more, the tags' and the sidebar's flyouts) are dynamic imports: kept
    // as chunks of their own, so an app's bundler loads them when they first open.
    splitting: true,
    // The shell's components use hooks: keep the client directive for RSC consumers.
    banner: { js: "'use client';" },
    // tsup's rollup tree-shaking pass would drop the directive above.
    treeshake: false,
    // tailwind.css ships as source for the consumer's Tailwind v4 (its @source scans dist/);
    // styles.css, the prebuilt sheet, is compiled after this by the package's build script.
    onSuccess: async () => {
      await copyFile('src/tailwind.css', 'dist/tailwind.css');
    },
  }),
);
