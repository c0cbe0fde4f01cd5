import { expect, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './a11y';
import { bodyColours } from './console';

/**
 * The appearances every new page must pass axe in (issue 12 and the guide): the default theme,
 * dark, high contrast (both from the OS, as most people who need them have them), the largest
 * font size (the `size` cookie the font menu writes: 'default' is the largest) and 375 px.
 */
const appearances = [
  {
    name: 'default theme',
    colorScheme: 'light',
    contrast: 'no-preference',
    body: 'rgb(255, 255, 255)',
  },
  { name: 'dark theme', colorScheme: 'dark', contrast: 'no-preference', body: 'rgb(21, 23, 28)' },
  { name: 'high contrast', colorScheme: 'light', contrast: 'more', body: 'rgb(0, 0, 0)' },
  {
    name: 'largest font',
    colorScheme: 'light',
    contrast: 'no-preference',
    body: 'rgb(255, 255, 255)',
    font: 'default',
  },
  {
    name: '375 px',
    colorScheme: 'light',
    contrast: 'no-preference',
    body: 'rgb(255, 255, 255)',
    width: 375,
  },
] as const;

/**
 * Runs axe on a page in every appearance. `open` brings the page to the state to judge (it is
 * called after each change of appearance, on a fresh load) and must wait for its data. At 375 px
 * it also checks nothing sticks out sideways (a wide table scrolls inside its own box).
 */
export async function expectAccessibleInEveryAppearance(
  page: Page,
  what: string,
  open: (page: Page) => Promise<void>,
): Promise<void> {
  const viewport = page.viewportSize();
  for (const appearance of appearances) {
    await page.emulateMedia({
      colorScheme: appearance.colorScheme,
      contrast: appearance.contrast,
      reducedMotion: 'reduce',
    });
    const url = new URL(page.url() === 'about:blank' ? 'http://localhost/' : page.url());
    await page.context().addCookies([
      {
        name: 'size',
        value: 'font' in appearance ? appearance.font : 'medium',
        domain: url.hostname,
        path: '/',
      },
    ]);
    if ('width' in appearance) await page.setViewportSize({ width: appearance.width, height: 800 });
    else if (viewport) await page.setViewportSize(viewport);
    await open(page);
    await expect.poll(async () => (await bodyColours(page)).background).toBe(appearance.body);
    if ('font' in appearance) {
      await expect(page.locator('html')).toHaveAttribute('data-font-scale', appearance.font);
    }
    await expectNoAxeViolations(page, `${what} (${appearance.name})`);
    if ('width' in appearance) {
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth),
        `${what} fits 375 px`,
      ).toBeLessThanOrEqual(375);
    }
  }
  if (viewport) await page.setViewportSize(viewport);
  await page.emulateMedia({ colorScheme: 'light', contrast: 'no-preference' });
}
