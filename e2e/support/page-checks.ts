import { expect, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './a11y';
import { bodyColours } from './console';

/**
 * The appearances every new page must pass axe in (issue 12 and the guide): the default theme,
 * dark, high contrast (both from the OS, as most people who need them have them), the largest
 * font size (the `size` cookie the font menu writes: 'default' is the largest) and 375 px.
 *
 * A page is opened three times: in the default appearance, whose themes then follow the OS
 * preference live as they do for a person who switches it (the shell watches it); at the largest
 * font; and at 375 px, where the shell is drawn differently (a drawer for the menu). Every axe
 * rule runs in the default appearance and at 375 px; in dark, high contrast and at the largest
 * font, where the DOM is the same and only colours and sizes change, the rules those can change
 * (`appearanceRules` in support/a11y.ts).
 */
const defaultTheme = {
  colorScheme: 'light',
  contrast: 'no-preference',
  body: 'rgb(255, 255, 255)',
} as const;
const liveThemes = [
  { name: 'dark theme', colorScheme: 'dark', contrast: 'no-preference', body: 'rgb(21, 23, 28)' },
  { name: 'high contrast', colorScheme: 'light', contrast: 'more', body: 'rgb(0, 0, 0)' },
] as const;

/** Loads the page afresh in one appearance: OS theme, font size cookie, width. */
async function openIn(
  page: Page,
  open: (page: Page) => Promise<void>,
  appearance: { font: 'default' | 'medium'; width?: number },
  viewport: { width: number; height: number } | null,
) {
  await page.emulateMedia({
    colorScheme: defaultTheme.colorScheme,
    contrast: defaultTheme.contrast,
    reducedMotion: 'reduce',
  });
  const url = new URL(page.url() === 'about:blank' ? 'http://localhost/' : page.url());
  await page
    .context()
    .addCookies([{ name: 'size', value: appearance.font, domain: url.hostname, path: '/' }]);
  if (appearance.width) await page.setViewportSize({ width: appearance.width, height: 800 });
  else if (viewport) await page.setViewportSize(viewport);
  await open(page);
  await expect.poll(async () => (await bodyColours(page)).background).toBe(defaultTheme.body);
  await expect(page.locator('html')).toHaveAttribute('data-font-scale', appearance.font);
}

/**
 * Runs axe on a page in every appearance. `open` brings the page to the state to judge (it is
 * called on each fresh load) and must wait for its data. At 375 px it also checks nothing sticks
 * out sideways (a wide table scrolls inside its own box).
 */
export async function expectAccessibleInEveryAppearance(
  page: Page,
  what: string,
  open: (page: Page) => Promise<void>,
): Promise<void> {
  const viewport = page.viewportSize();

  await openIn(page, open, { font: 'medium' }, viewport);
  await expectNoAxeViolations(page, `${what} (default theme)`);
  for (const theme of liveThemes) {
    await page.emulateMedia({ colorScheme: theme.colorScheme, contrast: theme.contrast });
    await expect.poll(async () => (await bodyColours(page)).background).toBe(theme.body);
    await expectNoAxeViolations(page, `${what} (${theme.name})`, { appearanceOnly: true });
  }

  await openIn(page, open, { font: 'default' }, viewport);
  await expectNoAxeViolations(page, `${what} (largest font)`, { appearanceOnly: true });

  await openIn(page, open, { font: 'medium', width: 375 }, viewport);
  await expectNoAxeViolations(page, `${what} (375 px)`);
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth),
    `${what} fits 375 px`,
  ).toBeLessThanOrEqual(375);

  if (viewport) await page.setViewportSize(viewport);
  await page.emulateMedia({ colorScheme: 'light', contrast: 'no-preference' });
}
