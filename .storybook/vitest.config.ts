import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineProject } from 'vitest/config';

const configDir = path.dirname(fileURLToPath(import.meta.url));

/**
 * Every story is a test: rendered in Debian's Chromium (never a downloaded browser), its play
 * function run, then axe (addon-a11y, and preview.tsx's check in every theme).
 * Since Storybook 10.3 the plugin applies preview.tsx's annotations itself, so there is no
 * setup file calling setProjectAnnotations.
 */
export default defineProject({
  root: path.resolve(configDir, '..'),
  plugins: [storybookTest({ configDir })],
  test: {
    name: 'storybook',
    // A cap against a hang, not a speed requirement: a story with a long play and axe in six
    // appearances takes seconds on a quiet machine and several times that on a busy one.
    testTimeout: 60_000,
    // Two story files at a time: vitest's default in a browser is cores − 1, one page on a 2-core
    // machine, and the run took about twice as long; four pages are no faster than two (Chromium
    // then has the cores to itself).
    maxWorkers: 2,
    // A project with its own maxWorkers runs in a group of its own: after the Node projects
    // when `vitest run` runs them all.
    sequence: { groupOrder: 1 },
    // One page per worker for all its story files instead of a new page per file: each file
    // loaded the preview, the addons and axe again (setup + import 295 s of the 489 s step in a
    // fresh-clone run; 66 s now). Stories stay apart without it: each story renders into its own
    // root, preview.tsx's environment decorator sets the theme, language and font scale for each,
    // and the axe pass restores what it changes.
    isolate: false,
    browser: {
      enabled: true,
      headless: true,
      provider: playwright({
        launchOptions: {
          executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
          args: ['--no-sandbox'],
        },
      }),
      instances: [{ browser: 'chromium' }],
    },
  },
});
