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
  // A test's cap, not its speed: a page with its axe passes in three appearances takes seconds on
  // a quiet machine and several times that beside the other steps of npm test (issue 27).
  timeout: 90_000,
  use: {
    // Recording a trace of every test costs about a quarter of the run on this machine; a failure
    // still leaves a screenshot and the page's accessibility tree (error-context.md). To debug:
    // pnpm test:e2e --trace retain-on-failure
    trace: 'off',
    screenshot: 'only-on-failure',
    locale: 'zh-CN',
    browserName: 'chromium',
    viewport: { width: 1366, height: 768 },
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      // The closed network refuses Chromium's background connections; keep it quiet.
      args: ['--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
  // One browser. The token-refresh test starts its own server and lives through two token
  // lifetimes (~50 s): its own project, listed first, so it is queued first and runs beside the
  // rest instead of trailing after them.
  projects: [
    { name: 'refresh', testMatch: 'token-refresh.spec.ts' },
    { name: 'chromium', testIgnore: 'token-refresh.spec.ts' },
  ],
});
