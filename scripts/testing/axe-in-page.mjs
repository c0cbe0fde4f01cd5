// axe-core run in the page itself, put into each document once: the e2e tests (e2e/support/axe.ts)
// and the static Storybook check use it. @axe-core/playwright's AxeBuilder evaluates axe's whole
// source (about 550 KB) three or four times per check and opens a blank page to finish each run;
// on a 2-core machine that fixed cost was about three quarters of a check (measured on the
// console's menu pages: 1.8 s instead of 21.9 s for a one-rule check of eight pages, 9.3 s instead
// of 33.4 s for color-contrast, same verdicts). A page that changes without a reload keeps its
// copy for every later check. axe.run reaches into frames (the rich-text editor's) through the
// copies put into each of them, as AxeBuilder's legacy mode does.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const axeSource = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

/**
 * What axe loads before the rules that need it: the media's metadata (no-autoplay-audio), not
 * the CSSOM. The CSSOM is read only by css-orientation-lock, an experimental rule no check of ours
 * runs, and loading it re-parses every stylesheet of the page (the console's whole Tailwind
 * build) on each full pass: about a fifth of a full pass's time on a console page, for the same
 * verdict.
 */
export const preloadForVerdicts = { assets: ['media'] };

/** @param {import('playwright-core').Frame} frame */
async function putAxeInto(frame) {
  const present = await frame.evaluate(() => typeof window.axe?.run === 'function');
  if (!present) await frame.evaluate(axeSource);
}

/**
 * Runs axe on the page as it is now: the whole document, or the part `context` names
 * (`{ include, exclude }` of CSS selectors, as axe takes them).
 *
 * @param {import('playwright-core').Page} page
 * @param {import('axe-core').RunOptions} options
 * @param {{ include?: string[]; exclude?: string[] }} [context]
 * @returns {Promise<import('axe-core').AxeResults>}
 */
export async function runAxe(page, options, context) {
  options = { preload: preloadForVerdicts, ...options };
  for (const frame of page.frames()) {
    // A frame that went away meanwhile has nothing left to judge.
    if (!frame.isDetached()) await putAxeInto(frame).catch(() => undefined);
  }
  return page.evaluate(
    ({ context, options }) =>
      window.axe.run(
        context
          ? {
              include: (context.include ?? ['html']).map((selector) => [selector]),
              exclude: (context.exclude ?? []).map((selector) => [selector]),
            }
          : document,
        options,
      ),
    { context, options },
  );
}
