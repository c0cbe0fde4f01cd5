import { expect, test } from './fixtures';
import { bodyColours } from './support/console';

/*
 * Issue 12, appearance: the console follows the OS (dark, more contrast) until the person picks
 * light / dark / high contrast in the settings drawer; the sign-in page follows the same choice.
 */
const DARK = 'rgb(21, 23, 28)';
const LIGHT = 'rgb(255, 255, 255)';
const background = async (page: Parameters<typeof bodyColours>[0]) =>
  (await bodyColours(page)).background;

test.describe('with the OS set to dark', () => {
  test.use({ colorScheme: 'dark', signedInAs: 'doctor' });

  test('the console and the sign-in page are dark; 浅色 in the settings wins and is remembered', async ({
    page,
    browser,
  }) => {
    await page.goto('/dashboard');
    await expect.poll(() => background(page)).toBe(DARK);

    await page.getByRole('button', { name: '系统布局配置' }).click();
    const drawer = page.getByRole('dialog', { name: '系统布局配置' });
    const choice = drawer.getByRole('radiogroup', { name: '外观' });
    await expect(choice.getByRole('radio', { name: '跟随系统' })).toBeChecked();
    await choice.getByRole('radio', { name: '浅色' }).click();
    await expect.poll(() => background(page)).toBe(LIGHT);

    await page.reload();
    await expect.poll(() => background(page)).toBe(LIGHT);

    // The sign-in page (no session): the system's dark, then the remembered choice.
    const visitor = await browser.newContext({ colorScheme: 'dark', baseURL: page.url() });
    const login = await visitor.newPage();
    await login.goto('/login');
    await expect(login.getByRole('heading', { level: 1, name: '登录' })).toBeVisible();
    await expect.poll(() => background(login)).toBe(DARK);
    await login.evaluate(() => localStorage.setItem('cep-layout-contrast', 'normal'));
    await login.reload();
    await expect.poll(() => background(login)).toBe(LIGHT);
    await visitor.close();
  });
});
