import { defineConfig } from '@playwright/test';

/**
 * End-to-end: the real, built server (serving the built console) on an ephemeral
 * port with a fresh database, driven in Debian's Chromium (never a downloaded browser).
 * How the tests share that server (accounts, sessions) is in e2e/README.md.
 */
export default defineConfig({
  testDir: 'e2e',
  globalSetup: './e2e/global-setup.ts',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: 0,
  workers: 2,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  // A 2-core machine running Chromium twice beside the server and PostgreSQL: answers take longer
  // than on a workstation. Generous waits, never fixed sleeps.
  expect: { timeout: 10_000 },
  use: {
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    locale: 'zh-CN',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      // The closed network refuses Chromium's background connections; keep it quiet.
      args: ['--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
  projects: [
    { name: 'chromium', use: { browserName: 'chromium', viewport: { width: 1366, height: 768 } } },
  ],
});
