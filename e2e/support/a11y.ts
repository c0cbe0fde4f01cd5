import { expect, type Page } from '@playwright/test';
import { axeVerdict } from './axe-verdicts';

/** WCAG 2.2 AA, as the task asks: the A and AA rules of 2.0, 2.1 and 2.2. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'];

/**
 * The rules whose verdict a theme or a font size can change: colours, and sizes (large text is
 * judged at 3:1, normal text at 4.5:1; targets and overflow grow and shrink). Every other rule
 * reads the DOM's structure, names and roles, which neither touches: on a page already judged by
 * every rule, another theme or font size needs only these (support/page-checks.ts).
 */
export const appearanceRules = [
  'color-contrast',
  'link-in-text-block',
  'target-size',
  'scrollable-region-focusable',
];

/**
 * Runs axe-core on the page as it is now and fails with one line per violation (rule, impact,
 * what it means, where), so a failure says what to fix without opening the trace.
 * `appearanceOnly`: only `appearanceRules`, for the same page in another theme or font size.
 */
export async function expectNoAxeViolations(
  page: Page,
  what: string,
  { appearanceOnly = false }: { appearanceOnly?: boolean } = {},
): Promise<void> {
  // Issue 12: the moderate best-practice "region" too (all content inside landmarks; the
  // desktop sidebar's title used to sit outside any). A rule enabled by name runs beside the
  // tags' rules (axe's ruleShouldRun checks `rules` before `runOnly` tags), so one pass does both.
  // An identical document in the same appearance judged earlier in the run gives its verdict
  // (support/axe-verdicts.ts).
  const { violations } = await axeVerdict(
    page,
    appearanceOnly
      ? { resultTypes: ['violations'], runOnly: { type: 'rule', values: appearanceRules } }
      : {
          resultTypes: ['violations'],
          rules: { region: { enabled: true } },
          runOnly: { type: 'tag', values: WCAG_TAGS },
        },
  );
  const lines = violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help} — ${violation.nodes
        .map((node) => node.target.join(' '))
        .join(', ')}`,
  );
  expect(lines, `axe found WCAG 2.2 AA (or "region") violations on ${what}`).toEqual([]);
}
