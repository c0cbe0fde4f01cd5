import type { Page } from '@playwright/test';
import type { AxeResults, RunOptions } from 'axe-core';
import { runAxe as runAxeInPage } from '../../scripts/testing/axe-in-page.mjs';

/*
 * axe-core run in the page itself, put into each document once (scripts/testing/axe-in-page.mjs,
 * shared with the static Storybook check). Pages change within the console without a reload, so
 * one injection serves every page a test moves through.
 */

/** Runs axe on the page as it is now: the whole document, or only inside `include`. */
export function runAxe(page: Page, options: RunOptions, include?: string): Promise<AxeResults> {
  return runAxeInPage(page, options, include ? { include: [include] } : undefined);
}
