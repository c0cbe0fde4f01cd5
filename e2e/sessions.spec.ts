import type { SignInSession } from '@cep/contract';
import type { APIRequestContext, Browser, BrowserContext, Page } from '@playwright/test';
import { startServer, type RunningServer } from '../scripts/testing/start-server.ts';
import { expect, signInContext, test } from './fixtures';
import type { Account } from './support/accounts';
import { apiGet, apiLogin } from './support/api';
import { consoleParts, signInThroughForm } from './support/console';
import { apiPost, ownDoctorAndPatient } from './support/own-team';
import { expectAccessibleInEveryAppearance } from './support/page-checks';

/*
 * 我的登录设备 and 结束全部登录 (issue 30) against the real server: a doctor signed in in two
 * browsers sees both, ends the other, and the other browser is sent to the sign-in page at once
 * (its live alert feed hears it), told why. The same across two server instances on one
 * database: signed in through instance B, ended through instance A, B's page goes to sign-in.
 * An admin ends every sign-in of an account from the users page; a patient's page, whose only
 * live connection is the message socket, is sent to sign-in by it too. The dialog passes axe in
 * every appearance and at 375 px, and works by keyboard.
 */

let serial = 0;

/** A doctor of their own (with a patient, so the bell's live feed is open on every page). */
async function ownDoctor(
  request: APIRequestContext,
  serverURL: string,
  admin: Parameters<typeof ownDoctorAndPatient>[2],
): Promise<Account> {
  serial += 1;
  const team = await ownDoctorAndPatient(request, serverURL, admin, {
    prefix: `dev${serial}`,
    doctor: '许医生',
    patient: '付患者',
    age: 70,
    edu: '小学',
  });
  return team.doctor;
}

/** A browser of its own on `origin`, signed in through the sign-in form, on the home page. */
async function browserSignedIn(
  browser: Browser,
  origin: string,
  account: Account,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: origin });
  const page = await context.newPage();
  await page.goto('/login');
  await signInThroughForm(page, account.username, account.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  // The bell's count has loaded: its live feed is open.
  await expect(page.getByRole('button', { name: /^提醒/ })).toBeVisible();
  return { context, page };
}

/** Opens 我的登录设备 from the avatar menu by keyboard; answers the dialog once its list shows. */
async function openMySessions(page: Page) {
  await consoleParts(page).accountButton.focus();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('menu')).toBeVisible();
  await page.getByRole('menuitem', { name: '我的登录设备' }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: '我的登录设备' });
  await expect(dialog.getByRole('listitem').first()).toBeVisible();
  return dialog;
}

/** The sign-in page, saying the session was ended elsewhere (or by an admin). */
async function expectSentToSignIn(page: Page, by: 'self' | 'admin' = 'self') {
  await expect(page).toHaveURL(new RegExp(`/login\\?redirect=.*&ended=${by}$`));
  const why = by === 'self' ? '您已在其他设备上被退出登录' : '管理员已结束您的登录';
  await expect(page.getByRole('status').filter({ hasText: why })).toBeVisible();
  await expect(page.getByRole('textbox', { name: '用户名' })).toBeVisible();
}

test('two browsers: both listed, this one marked; ending the other sends it to sign-in at once', async ({
  browser,
  request,
  roleSession,
  serverURL,
}) => {
  const doctor = await ownDoctor(request, serverURL, await roleSession('admin'));
  const here = await browserSignedIn(browser, serverURL, doctor);
  const there = await browserSignedIn(browser, serverURL, doctor);
  try {
    const dialog = await openMySessions(here.page);
    const entries = dialog.getByRole('listitem');
    await expect(entries).toHaveCount(2);
    await expect(entries.filter({ hasText: '当前设备' })).toHaveCount(1);
    await expect(entries.first()).toContainText('Chrome');
    await expect(entries.first()).toContainText('密码');

    // Tab reaches the other device's 结束; Enter asks first.
    const end = dialog.getByRole('button', { name: /^结束 Chrome/ });
    await end.focus();
    await here.page.keyboard.press('Enter');
    const question = here.page.getByRole('alertdialog');
    await expect(question).toContainText('该设备将立即退出');
    await question.getByRole('button', { name: '确定' }).click();
    await expect(entries).toHaveCount(1);
    await expect(entries).toContainText('当前设备');
    await expect(dialog.getByText('只有本设备在登录。')).toBeVisible();

    // The other browser did nothing: its live feed heard the end, and it is on the sign-in page.
    await expectSentToSignIn(there.page);
    // Signing in again brings it back where it was.
    await signInThroughForm(there.page, doctor.username, doctor.password);
    await expect(there.page).toHaveURL(/\/dashboard$/);

    // 结束其他全部登录 ends that new sign-in too, and keeps this one.
    await here.page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    const again = await openMySessions(here.page);
    await expect(again.getByRole('listitem')).toHaveCount(2);
    await again.getByRole('button', { name: '结束其他全部登录' }).click();
    await here.page.getByRole('alertdialog').getByRole('button', { name: '确定' }).click();
    await expect(again.getByRole('listitem')).toHaveCount(1);
    await expectSentToSignIn(there.page);
    await here.page.reload();
    await expect(consoleParts(here.page).accountButton).toHaveAccessibleName('许医生 账户菜单');
  } finally {
    await here.context.close();
    await there.context.close();
  }
});

test('ending a session on one instance signs it out on the other', async ({
  browser,
  request,
  roleSession,
  serverURL,
}) => {
  const databaseUrl = process.env.CEP_E2E_DATABASE_URL;
  if (!databaseUrl) throw new Error('CEP_E2E_DATABASE_URL is not set: e2e/global-setup.ts');
  const doctor = await ownDoctor(request, serverURL, await roleSession('admin'));
  let second: RunningServer | undefined;
  let onB: { context: BrowserContext; page: Page } | undefined;
  try {
    second = await startServer({ databaseUrl });
    // Signed in through instance B; its page's live feed is held by B.
    onB = await browserSignedIn(browser, second.url, doctor);
    // The same person, through instance A, ends B's sign-in.
    const onA = await apiLogin(request, serverURL, doctor);
    const sessions = await apiGet<SignInSession[]>(
      request,
      `${serverURL}/api/sysUser/sessions`,
      onA.token,
    );
    const other = sessions.find((session) => !session.current);
    expect(other).toBeDefined();
    await apiPost(request, `${serverURL}/api/sysUser/sessions/end`, onA.token, { id: other!.id });
    await expectSentToSignIn(onB.page);
  } finally {
    await onB?.context.close();
    await second?.stop();
  }
});

test('an admin ends every sign-in of an account from the users page', async ({
  page,
  request,
  roleSession,
  serverURL,
}) => {
  const admin = await roleSession('admin');
  const doctor = await ownDoctor(request, serverURL, admin);
  const tokens = [
    (await apiLogin(request, serverURL, doctor)).token,
    (await apiLogin(request, serverURL, doctor)).token,
  ];
  await signInContext(page.context(), serverURL, admin);
  await page.goto(`/system/users?username=${doctor.username}`);
  const main = consoleParts(page).main;
  await main.getByRole('button', { name: '许医生 的操作' }).click();
  await page.getByRole('menuitem', { name: '结束全部登录' }).click();
  const question = page.getByRole('alertdialog');
  await expect(question).toContainText('确定要结束用户 许医生 的全部登录吗');
  await question.getByRole('button', { name: '确定' }).click();
  await expect(
    consoleParts(page)
      .toasts.getByRole('listitem')
      .filter({ hasText: '已结束 许医生 的 2 个登录' }),
  ).toHaveCount(1);
  for (const token of tokens) {
    const res = await request.get(`${serverURL}/api/sysUser/getInfo`, { headers: { token } });
    expect((await res.json()).code).toBe(40141);
  }
});

test('a patient’s page, whose only live feed is the message socket, is sent to sign-in when an admin ends the account’s sign-ins', async ({
  browser,
  request,
  roleSession,
  serverURL,
}) => {
  const admin = await roleSession('admin');
  serial += 1;
  const team = await ownDoctorAndPatient(request, serverURL, admin, {
    prefix: `devp${serial}`,
    doctor: '许医生',
    patient: '付患者',
    age: 70,
    edu: '小学',
  });
  const context = await browser.newContext({ baseURL: serverURL });
  try {
    const page = await context.newPage();
    await page.goto('/login');
    await signInThroughForm(page, team.patient.username, team.patient.password);
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('link', { name: /^消息/ })).toBeVisible();
    const users = await apiGet<{ list: { id: number }[] }>(
      request,
      `${serverURL}/api/users/list`,
      admin.token,
      { username: team.patient.username },
    );
    await apiPost(request, `${serverURL}/api/users/endSessions`, admin.token, {
      id: users.list[0]!.id,
    });
    await expectSentToSignIn(page, 'admin');
  } finally {
    await context.close();
  }
});

test('我的登录设备 passes axe in every appearance and at 375 px', async ({
  page,
  request,
  roleSession,
  serverURL,
}) => {
  const doctor = await ownDoctor(request, serverURL, await roleSession('admin'));
  // A second sign-in, so the dialog shows an entry with its 结束 button.
  await apiLogin(request, serverURL, doctor);
  const session = await apiLogin(request, serverURL, doctor);
  await signInContext(page.context(), serverURL, session);
  await expectAccessibleInEveryAppearance(page, '我的登录设备', async (p) => {
    await p.goto('/dashboard');
    const dialog = await openMySessions(p);
    await expect(dialog.getByRole('listitem')).toHaveCount(2);
  });
});
