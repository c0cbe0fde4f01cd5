import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** WCAG 2.2 AA, as the task asks: the A and AA rules of 2.0, 2.1 and 2.2. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'];

/**
 * Runs axe-core on the page as it is now and fails with one line per violation (rule, impact,
 * what it means, where), so a failure says what to fix without opening the trace.
 */
export async function expectNoAxeViolations(page: Page, what: string): Promise<void> {
  // Issue 12: the moderate best-practice "region" too (all content inside landmarks; the
  // desktop sidebar's title used to sit outside any). A rule enabled by name runs beside the
  // tags' rules (axe's ruleShouldRun checks `rules` before `runOnly` tags), so one pass does both.
  const { violations } = await new AxeBuilder({ page })
    .options({ rules: { region: { enabled: true } } })
    .withTags(WCAG_TAGS)
    .analyze();
  const lines = violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help} — ${violation.nodes
        .map((node) => node.target.join(' '))
        .join(', ')}`,
  );
  expect(lines, `axe found WCAG 2.2 AA (or "region") violations on ${what}`).toEqual([]);
}
