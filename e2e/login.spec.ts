import { expect, test } from './fixtures';

test('an unknown path lands on the login page, titled 登录 - 认知增强平台', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page).toHaveTitle('登录 - 认知增强平台');
  await expect(page.getByRole('heading', { level: 1, name: '登录' })).toBeVisible();
});

test('the login page shows that the real server and database answer', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('status')).toContainText(/服务器已连接 · PostgreSQL \d+/);
});

test('the language switch changes the page without a reload and is remembered', async ({
  page,
}) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Switch to English' }).click();
  await expect(page).toHaveTitle('Sign in - Cognitive Enhancement Platform');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await page.keyboard.press('Tab');
  await page.getByRole('button', { name: '切换到中文' }).press('Enter');
  await expect(page).toHaveTitle('登录 - 认知增强平台');
});
