import { defineConfig } from '@playwright/test';

/**
 * The adopting-team test's browser part (scripts/adopt/run.mjs starts the app and sets
 * ADOPT_URL). Debian's Chromium, never a downloaded browser.
 */
export default defineConfig({
  testDir: '.',
  testMatch: 'adopt.spec.ts',
  retries: 0,
  workers: 1,
  reporter: [['list']],
  expect: { timeout: 10_000 },
  use: {
    baseURL: process.env.ADOPT_URL,
    trace: 'off',
    locale: 'zh-CN',
    browserName: 'chromium',
    viewport: { width: 1366, height: 768 },
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
});
