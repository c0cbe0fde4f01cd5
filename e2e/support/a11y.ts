import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** WCAG 2.2 AA, as the task asks: the A and AA rules of 2.0, 2.1 and 2.2. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'];

/**
 * Runs axe-core on the page as it is now and fails with one line per violation (rule, impact,
 * what it means, where), so a failure says what to fix without opening the trace.
 */
export async function expectNoAxeViolations(page: Page, what: string): Promise<void> {
  const { violations: wcag } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  // Issue 12: the moderate best-practice "region" too (all content inside landmarks; the
  // desktop sidebar's title used to sit outside any). axe runs one kind of selection at a time:
  // tags, or named rules, so it is a second pass.
  const { violations: regions } = await new AxeBuilder({ page }).withRules(['region']).analyze();
  const violations = [...wcag, ...regions];
  const lines = violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help} — ${violation.nodes
        .map((node) => node.target.join(' '))
        .join(', ')}`,
  );
  expect(lines, `axe found WCAG 2.2 AA (or "region") violations on ${what}`).toEqual([]);
}
