import { expect, test } from './fixtures';
import { apiGet } from './support/api';

test.use({ signedInAs: 'doctor' });

interface ClientErrorPage {
  list: { message: string; username: string; url: string }[];
}

test('an error thrown in the page shows in the error-log badge and dialog, and is stored on the server', async ({
  page,
  request,
  roleSession,
  baseURL,
}) => {
  const message = `e2e boom ${Date.now().toString(36)}`;
  await page.goto('/MPSA');
  await expect(page.getByRole('heading', { level: 1, name: '多模态生理信号采集' })).toBeVisible();
  const reported = page.waitForResponse('**/api/clientErrors');

  // Thrown outside any handler, as a real bug in a timer or event would be.
  await page.evaluate((text) => {
    setTimeout(() => {
      throw new Error(text);
    });
  }, message);

  const badge = page.getByRole('button', { name: '错误日志 1 条' });
  await badge.click();
  const dialog = page.getByRole('dialog', { name: '错误日志' });
  await expect(dialog.getByRole('row')).toHaveCount(2); // header + the one error
  await expect(dialog.getByRole('row').nth(1)).toContainText(message);
  await expect(dialog.getByRole('row').nth(1)).toContainText('/MPSA');

  // Stored on the server, where an administrator can read it.
  expect((await reported).ok()).toBe(true);
  const admin = await roleSession('admin');
  const stored = await apiGet<ClientErrorPage>(
    request,
    `${baseURL}/api/clientErrors/list`,
    admin.token,
    { pageNum: 1, pageSize: 100 },
  );
  expect(stored.list.find((entry) => entry.message === message)).toMatchObject({
    username: 'doctor',
    url: `${baseURL}/MPSA`,
  });

  await dialog.getByRole('button', { name: '清空全部' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: /^错误日志/ })).toHaveCount(0);
});
