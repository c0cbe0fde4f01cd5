import { test as base } from '@playwright/test';

/** Every test's `baseURL` is the server that global setup started. */
export const test = base.extend({
  baseURL: async ({}, use) => {
    const url = process.env.CEP_E2E_URL;
    if (!url)
      throw new Error('CEP_E2E_URL is not set: e2e/global-setup.ts did not start the server');
    await use(url);
  },
});

export { expect } from '@playwright/test';
