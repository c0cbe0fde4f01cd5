import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectNoAxeViolations } from './support/a11y';
import { consoleParts, expectToastAndClose } from './support/console';
import { expectAccessibleInEveryAppearance } from './support/page-checks';

/*
 * Issue 12, 用户管理 (admin). The tests that change data create an account of their own (a
 * unique username) and work only on it; the shared admin session itself is never changed —
 * its own refusals (disable or delete yourself) change nothing on the server.
 */

/** The users table, found as a screen reader finds it. */
const usersTable = (page: Page) => page.getByRole('table', { name: '用户列表' });

/** Waits until the table shows the answer to the query in the address bar. */
async function loaded(page: Page) {
  await expect(usersTable(page)).toBeVisible();
  await expect(usersTable(page)).not.toHaveAttribute('aria-busy', 'true');
}

/** Signs in through the API as the console does; resolves the server's code and message. */
async function tryLogin(request: APIRequestContext, username: string, password: string) {
  const response = await request.post('/api/users/login', { form: { username, password } });
  return (await response.json()) as { code: number; message: string };
}

/** Opens the actions menu of the row named `name` and chooses `action`. */
async function rowAction(page: Page, name: string, action: string) {
  await page.getByRole('button', { name: `${name} 的操作` }).click();
  await page.getByRole('menuitem', { name: action }).click();
}

/** Answers the 系统提示 confirmation with 确定, checking what it asks. */
async function confirmWith(page: Page, question: RegExp | string) {
  const dialog = page.getByRole('alertdialog', { name: '系统提示' });
  await expect(dialog).toContainText(question);
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(dialog).toBeHidden();
}

test.describe('用户管理 as admin', () => {
  test.use({ signedInAs: 'admin' });

  test('creates an account, finds it, disables and enables it, resets its password, changes its name and roles, and deletes it', async ({
    page,
    request,
  }) => {
    // A dozen steps, each a server round trip, and password hashing on a shared 2-core machine.
    test.setTimeout(120_000);
    const username = `e2e.u${Date.now()}`;
    const name = `测试用户${Date.now() % 100000}`;
    await page.goto('/system/users');
    await expect(page.getByRole('heading', { level: 1, name: '用户管理' })).toBeVisible();
    await loaded(page);

    // 新增用户: the contract's rules inline, nothing sent; a taken username under its field,
    // and nothing typed is lost.
    await page.getByRole('button', { name: '新增用户' }).click();
    const create = page.getByRole('dialog', { name: '新增用户' });
    await create.getByRole('textbox', { name: /^用户名/ }).fill('a b');
    await create.getByRole('button', { name: '保存' }).click();
    await expect(create).toContainText('用户名只能包含字母、数字、下划线、点和短横线');
    await expect(create).toContainText('请输入姓名');
    await expect(create).toContainText('密码至少8个字符');

    await create.getByRole('textbox', { name: /^用户名/ }).fill('doctor');
    await create.getByRole('textbox', { name: /^姓名/ }).fill(name);
    await create.getByLabel(/^初始密码/).fill('Start1234');
    await expect(create.getByRole('combobox', { name: /^用户类型/ })).toHaveText('医生');
    await expect(create.getByRole('checkbox', { name: '医生' })).toBeChecked();
    await create.getByRole('button', { name: '保存' }).click();
    await expect(create).toContainText('用户名已存在');
    await expect(create.getByRole('textbox', { name: /^姓名/ })).toHaveValue(name);
    await expect(create.getByLabel(/^初始密码/)).toHaveValue('Start1234');
    // The API client's toast says it too (under the open dialog; it goes by itself).
    await expect(
      consoleParts(page).toasts.getByRole('listitem').filter({ hasText: '用户名已存在' }),
    ).toHaveCount(1);

    await create.getByRole('textbox', { name: /^用户名/ }).fill(username);
    await create.getByRole('button', { name: '保存' }).click();
    await expect(create).toBeHidden();
    await expectToastAndClose(page, `已新增用户 ${name}`);

    // Found by the username filter (Enter); the filter is in the address.
    const search = page.getByRole('search');
    await search.getByRole('textbox', { name: '用户名' }).fill(username);
    await search.getByRole('textbox', { name: '用户名' }).press('Enter');
    await expect(search.getByRole('textbox', { name: '用户名' })).toBeFocused();
    await expect(page).toHaveURL(new RegExp(`username=${username.replace('.', '\\.')}`));
    await loaded(page);
    const row = usersTable(page).getByRole('row').filter({ hasText: username });
    await expect(row).toHaveCount(1);
    await expect(usersTable(page).getByRole('row')).toHaveCount(2);
    await expect(row).toContainText(name);
    await expect(row).toContainText('启用');
    expect((await tryLogin(request, username, 'Start1234')).code).toBe(200);

    // 导出 the filtered rows as CSV: exactly this account under the header.
    await page.getByRole('button', { name: '导出' }).click();
    const downloading = page.waitForEvent('download');
    await page.getByRole('menuitem', { name: '导出为 CSV' }).click();
    const download = await downloading;
    const csv = (await readFile((await download.path())!, 'utf8')).replace(/^\uFEFF/, '');
    const lines = csv.trim().split(/\r?\n/);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(username);
    await expectToastAndClose(page, '已导出 1 行');

    // 停用 (confirmed): the account can no longer sign in.
    await rowAction(page, name, '停用');
    await confirmWith(page, `确定要停用用户 ${name} 吗？`);
    await expectToastAndClose(page, `已停用用户 ${name}`);
    await expect(row).toContainText('停用');
    expect(await tryLogin(request, username, 'Start1234')).toMatchObject({
      code: 40301,
      message: '该账号已停用，请联系管理员',
    });

    // 启用: signs in again.
    await rowAction(page, name, '启用');
    await expectToastAndClose(page, `已启用用户 ${name}`);
    await expect(row).toContainText('启用');
    expect((await tryLogin(request, username, 'Start1234')).code).toBe(200);

    // 重置密码: the rule inline, then the new password works and the old one does not.
    await rowAction(page, name, '重置密码');
    const reset = page.getByRole('dialog', { name: `重置密码：${name}` });
    await reset.getByLabel(/^新的初始密码/).fill('abcdefgh');
    await reset.getByRole('button', { name: '保存' }).click();
    await expect(reset).toContainText('密码必须包含数字');
    await reset.getByLabel(/^新的初始密码/).fill('Fresh5678');
    await reset.getByRole('button', { name: '保存' }).click();
    await expect(reset).toBeHidden();
    await expectToastAndClose(page, `已重置 ${name} 的密码`);
    expect((await tryLogin(request, username, 'Fresh5678')).code).toBe(200);
    expect((await tryLogin(request, username, 'Start1234')).code).not.toBe(200);

    // 编辑: a new name.
    const renamed = `${name}改`;
    await rowAction(page, name, '编辑');
    const edit = page.getByRole('dialog', { name: `编辑用户：${name}` });
    await expect(edit.getByRole('textbox', { name: /^用户名/ })).toHaveValue(username);
    await edit.getByRole('textbox', { name: /^姓名/ }).fill(renamed);
    await edit.getByRole('button', { name: '保存' }).click();
    await expect(edit).toBeHidden();
    await expectToastAndClose(page, `已保存用户 ${renamed}`);
    await expect(row).toContainText(renamed);

    // 分配角色: none is refused inline; 医生 and 患者 saved.
    await rowAction(page, renamed, '分配角色');
    const roles = page.getByRole('dialog', { name: `分配角色：${renamed}` });
    await roles.getByRole('checkbox', { name: '医生' }).click();
    await roles.getByRole('button', { name: '保存' }).click();
    await expect(roles).toContainText('至少分配一个角色');
    await roles.getByRole('checkbox', { name: '医生' }).press('Space');
    await roles.getByRole('checkbox', { name: '患者' }).click();
    await roles.getByRole('button', { name: '保存' }).click();
    await expect(roles).toBeHidden();
    await expectToastAndClose(page, `已保存 ${renamed} 的角色`);
    await expect(row).toContainText('医生、患者');

    // 归档 (issue 32: 删除 archives; confirmed): out of the list, and no sign-in (40920).
    await rowAction(page, renamed, '归档');
    await confirmWith(page, `确定要归档用户 ${renamed} 吗？`);
    await expectToastAndClose(page, `已归档用户 ${renamed}`);
    await expect(usersTable(page)).toContainText('没有符合筛选条件的记录');
    expect((await tryLogin(request, username, 'Fresh5678')).code).toBe(40920);
  });

  test('the signed-in admin is skipped by a bulk 停用 and cannot delete themself (the server says why)', async ({
    page,
  }) => {
    await page.goto('/system/users?username=admin');
    await loaded(page);
    const row = usersTable(page)
      .getByRole('row')
      .filter({ has: page.getByRole('checkbox', { name: '选择 admin' }) });
    await row.getByRole('checkbox', { name: '选择 admin' }).check();
    const bulk = page.getByRole('group', { name: '批量操作' });
    await bulk.getByRole('button', { name: '停用所选' }).click();
    const notice = page.getByRole('alertdialog', { name: '系统提示' });
    await expect(notice).toContainText('所选用户中只有当前登录的账号，没有可操作的用户。');
    await notice.getByRole('button', { name: '确定' }).click();

    await row.getByRole('button', { name: '管理员 的操作' }).click();
    await page.getByRole('menuitem', { name: '归档' }).click();
    await confirmWith(page, '确定要归档用户 管理员 吗？');
    await expectToastAndClose(page, '不能归档当前登录的账号');
    await expect(row).toContainText('启用');
  });

  test('the table state (filter, sort, page size) survives a reload and back / forward', async ({
    page,
  }) => {
    await page.goto('/system/users');
    await loaded(page);
    const search = page.getByRole('search');

    // Filter by status 启用 (a select), sort by 用户名 descending, 20 per page.
    await search.getByRole('combobox', { name: '状态' }).click();
    await page.getByRole('option', { name: '启用' }).click();
    await search.getByRole('button', { name: '搜索' }).click();
    await expect(page).toHaveURL(/status=enabled/);
    await loaded(page);
    const header = usersTable(page).getByRole('columnheader', { name: '用户名' });
    await header.getByRole('button', { name: '用户名' }).click();
    await expect(header).toHaveAttribute('aria-sort', 'ascending');
    await header.getByRole('button', { name: '用户名' }).click();
    await expect(header).toHaveAttribute('aria-sort', 'descending');
    await page.getByRole('combobox', { name: '每页条数' }).selectOption('20');
    await expect(page).toHaveURL(/pageSize=20/);
    await loaded(page);
    // The address changes before the request starts, so wait for the longer page itself:
    // more than ten enabled accounts exist (a header row plus more than ten).
    await expect.poll(() => usersTable(page).getByRole('row').count()).toBeGreaterThan(11);
    const stateUrl = page.url();
    const firstRows = await usersTable(page).getByRole('row').allInnerTexts();

    await page.reload();
    await loaded(page);
    expect(page.url()).toBe(stateUrl);
    await expect(header).toHaveAttribute('aria-sort', 'descending');
    await expect(page.getByRole('combobox', { name: '每页条数' })).toHaveValue('20');
    await expect(search.getByRole('combobox', { name: '状态' })).toHaveText('启用');
    expect(await usersTable(page).getByRole('row').allInnerTexts()).toEqual(firstRows);

    // Back: the view before the page size; forward: this view again.
    await page.goBack();
    await expect(page).not.toHaveURL(/pageSize=20/);
    await expect(page).toHaveURL(/order=desc/);
    await loaded(page);
    await expect(page.getByRole('combobox', { name: '每页条数' })).toHaveValue('10');
    await page.goForward();
    expect(page.url()).toBe(stateUrl);
    await loaded(page);
    await expect(page.getByRole('combobox', { name: '每页条数' })).toHaveValue('20');
    await expect(header).toHaveAttribute('aria-sort', 'descending');
    await expect(search.getByRole('combobox', { name: '状态' })).toHaveText('启用');
  });

  test('passes axe in every appearance, and with the 新增用户 form open', async ({ page }) => {
    // Five appearances, two axe passes each, on a shared 2-core machine.
    test.setTimeout(180_000);
    await expectAccessibleInEveryAppearance(page, '用户管理', async (p) => {
      await p.goto('/system/users');
      await loaded(p);
    });
    await page.goto('/system/users');
    await loaded(page);
    await page.getByRole('button', { name: '新增用户' }).click();
    const create = page.getByRole('dialog', { name: '新增用户' });
    await create.getByRole('button', { name: '保存' }).click();
    await expect(create).toContainText('用户名至少3个字符');
    await expectNoAxeViolations(page, '用户管理 with the 新增用户 form and its errors');
  });
});

test.describe('用户管理 as a doctor', () => {
  test.use({ signedInAs: 'doctor' });

  test('gets the 404 page in the shell, and the server answers 40301 to the list', async ({
    page,
    request,
    session,
  }) => {
    await page.goto('/system/users');
    await expect(page.getByRole('heading', { level: 1, name: '页面不存在' })).toBeVisible();
    await expect(consoleParts(page).menu).toBeVisible();
    await expect(page.getByRole('table', { name: '用户列表' })).toHaveCount(0);

    const response = await request.get('/api/users/list', { headers: { token: session!.token } });
    expect(((await response.json()) as { code: number }).code).toBe(40301);
  });
});
