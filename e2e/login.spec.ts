import { expect, test } from './fixtures';
import { own } from './support/accounts';
import { consoleParts, signInThroughForm } from './support/console';

test('a signed-out visitor is sent to /login with the redirect kept, and lands there after signing in', async ({
  page,
}) => {
  await page.goto('/MPSA?from=e2e');
  await expect(page).toHaveURL(/\/login\?/);
  expect(new URL(page.url()).searchParams.get('redirect')).toBe('/MPSA?from=e2e');
  await expect(page).toHaveTitle('登录 - 认知增强平台');
  await expect(page.getByRole('heading', { level: 1, name: '登录' })).toBeVisible();

  await signInThroughForm(page, own.guard.username, own.guard.password);
  await expect(page).toHaveURL(/\/MPSA\?from=e2e$/);
  await expect(page.getByRole('heading', { level: 1, name: '多模态生理信号采集' })).toBeVisible();
  await expect(page).toHaveTitle('多模态生理信号采集 - 认知增强平台');

  // Spec §2: a token holder going to /login is sent to / (→ /dashboard).
  await page.goto('/login');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: '首页' })).toBeVisible();
});

test('the username is trimmed before it is sent (spec §5), so a padded one signs in', async ({
  page,
}) => {
  await page.goto('/login');
  const sent = page.waitForRequest('**/api/users/login');
  await signInThroughForm(page, `  ${own.padded.username}  `, own.padded.password);
  expect(new URLSearchParams((await sent).postData() ?? '').get('username')).toBe(
    own.padded.username,
  );
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(consoleParts(page).accountButton).toHaveAccessibleName(
    `${own.padded.name} 账户菜单`,
  );
});

test("a wrong password shows the server's message and keeps the person on the sign-in page", async ({
  page,
}) => {
  await page.goto('/login');
  await signInThroughForm(page, own.wrongPassword.username, 'Wrong@12345');
  await expect(page.getByRole('alert').filter({ hasText: '用户名或密码错误' })).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  // Back in the password field, ready to retype.
  await expect(page.getByRole('textbox', { name: '密码' })).toBeFocused();
  await expect(page.getByRole('banner')).toHaveCount(0);
});

test('the login page shows that the real server and database answer', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('status')).toContainText(/服务器已连接 · PostgreSQL \d+/);
});

test('the language switch changes the sign-in page without a reload and is remembered', async ({
  page,
}) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Switch to English' }).click();
  await expect(page).toHaveTitle('Sign in - Cognitive Enhancement Platform');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await page.keyboard.press('Tab');
  await page.getByRole('button', { name: '切换到中文' }).press('Enter');
  await expect(page).toHaveTitle('登录 - 认知增强平台');
});
