import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Frame, Page } from '@playwright/test';
import type { AxeResults, RunOptions, run } from 'axe-core';

/*
 * axe-core run in the page itself, put into each document once. @axe-core/playwright's
 * AxeBuilder evaluates axe's whole source (about 550 KB) three or four times per check and opens
 * a blank page to finish each run; on this 2-core machine that fixed cost was about three
 * quarters of a check (measured on the menu pages: 1.8 s instead of 21.9 s for a one-rule check
 * of eight pages, 9.3 s instead of 33.4 s for color-contrast, same verdicts). Pages change within
 * the console without a reload, so one injection serves every page a test moves through. axe.run
 * reaches into frames (the rich-text editor's) through the copies put into each of them, as
 * AxeBuilder's legacy mode does.
 */
const axeSource = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

async function putAxeInto(frame: Frame): Promise<void> {
  const present = await frame.evaluate(
    () => typeof (window as { axe?: { run?: unknown } }).axe?.run === 'function',
  );
  if (!present) await frame.evaluate(axeSource);
}

/** Runs axe on the page as it is now: the whole document, or only inside `include`. */
export async function runAxe(
  page: Page,
  options: RunOptions,
  include?: string,
): Promise<AxeResults> {
  for (const frame of page.frames()) {
    // A frame that went away meanwhile has nothing left to judge.
    if (!frame.isDetached()) await putAxeInto(frame).catch(() => undefined);
  }
  return page.evaluate(
    ({ include, options }) => {
      const axe = (window as unknown as { axe: { run: typeof run } }).axe;
      return axe.run(include ? { include: [include] } : document, options);
    },
    { include, options },
  );
}
