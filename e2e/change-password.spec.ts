import { expect, test } from './fixtures';
import { roles } from './support/accounts';
import { apiLogin } from './support/api';
import { consoleParts, signInThroughForm } from './support/console';

/*
 * 修改密码 from the avatar menu, against the real server: the server's refusals show in the
 * form, a change keeps this page signed in and ends the account's other sessions. The account is
 * made for this test (through the API, as an admin), so no shared account's password changes.
 */
test('change password: refusals shown, then changed; this page stays signed in, others end', async ({
  page,
  request,
  serverURL,
}) => {
  const admin = await apiLogin(request, serverURL, roles.admin);
  const username = `pw${Date.now().toString(36)}`;
  const added = await request.post(`${serverURL}/api/users/add`, {
    headers: { token: admin.token },
    data: { username, password: 'First#Pass1', name: '改密测试', userAuth: '2' },
  });
  expect((await added.json()).code).toBe(200);
  const account = { username, password: 'First#Pass1', name: '改密测试' };
  const elsewhere = await apiLogin(request, serverURL, account);

  await page.goto('/login');
  await signInThroughForm(page, username, 'First#Pass1');
  await expect(page).toHaveURL(/\/dashboard$/);

  // The keyboard reaches 修改密码 in the avatar menu.
  await consoleParts(page).accountButton.focus();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('menu')).toBeVisible();
  await page.getByRole('menuitem', { name: '修改密码' }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: '修改密码' });
  await expect(dialog).toBeVisible();

  const current = dialog.getByLabel(/^原密码/);
  const next = dialog.getByLabel(/^新密码/);
  const confirm = dialog.getByLabel(/^确认新密码/);
  const save = dialog.getByRole('button', { name: '保存' });

  // A wrong current password: the server's 40001, in the form and as a toast.
  await current.fill('Wrong#Pass1');
  await next.fill('Second#Pass2');
  await confirm.fill('Second#Pass2');
  await save.click();
  await expect(dialog.getByRole('alert')).toContainText('原密码不正确');
  // The api-client toasts it too (behind the modal dialog).
  const toasts = consoleParts(page).toasts;
  await expect(toasts.getByRole('listitem').filter({ hasText: '原密码不正确' })).toHaveCount(1);

  // A common password passes the form's rule (letters and a digit) but not the server's list.
  await current.fill('First#Pass1');
  await next.fill('Password1');
  await confirm.fill('Password1');
  await save.click();
  await expect(dialog.getByRole('alert')).toContainText('过于常见');
  await expect(toasts.getByRole('listitem').filter({ hasText: '过于常见' })).toHaveCount(1);

  await next.fill('Second#Pass2');
  await confirm.fill('Second#Pass2');
  await save.click();
  await expect(dialog).toBeHidden();
  await expect(toasts.getByRole('listitem').filter({ hasText: '密码已修改' })).toHaveCount(1);

  // This page is still signed in, after a reload too; the other session is over.
  await page.reload();
  await expect(consoleParts(page).accountButton).toHaveAccessibleName('改密测试 账户菜单');
  const other = await request.get(`${serverURL}/api/sysUser/getInfo`, {
    headers: { token: elsewhere.token },
  });
  expect((await other.json()).code).toBe(50008);

  // The new password signs in; the old one does not.
  const signIn = (password: string) =>
    request.post(`${serverURL}/api/users/login`, { form: { username, password } });
  expect((await (await signIn('Second#Pass2')).json()).code).toBe(200);
  expect((await (await signIn('First#Pass1')).json()).code).toBe(40101);
});
