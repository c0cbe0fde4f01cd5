import { expect, test } from './fixtures';
import { own } from './support/accounts';
import { apiLogout } from './support/api';
import { consoleParts, recordRequests, signInThroughForm, tokenOf } from './support/console';
import { trackRequests } from './support/settled';

const RELOGIN = '用户登录信息过期，请重新登录！';

test.describe('an ended session', () => {
  test.use({ signedInAs: own.revoked });

  test(`a token the server no longer accepts → '${RELOGIN}' → 确定 → the login page`, async ({
    page,
    request,
    session,
    baseURL,
  }) => {
    const requests = trackRequests(page);
    await page.goto('/communityModule');
    await expect(page.getByRole('heading', { level: 1, name: '群体互动模块' })).toBeVisible();
    // The shell's own first calls (idle-lock limits, pictures, the early 首页 summary) are done:
    // otherwise one of them, answered late on a busy machine, is the call that gets refused.
    // (Not 'networkidle': a doctor's alert stream stays open.)
    await requests.settled();
    // The session ends behind the page's back (as a logout in another tab does).
    await apiLogout(request, baseURL!, session!.token);

    // The next call the page makes is refused (50008).
    await consoleParts(page).accountButton.click();
    await page.getByRole('menuitem', { name: '个人中心' }).click();
    const confirm = page.getByRole('alertdialog', { name: '系统提示' });
    await expect(confirm).toContainText(RELOGIN);
    await confirm.getByRole('button', { name: '确定' }).click();

    await expect(page).toHaveURL(
      (url) => url.pathname === '/login' && url.searchParams.get('redirect') === '/communityModule',
    );
    await expect(page.getByRole('heading', { level: 1, name: '登录' })).toBeVisible();
    expect(await tokenOf(page)).toBeUndefined();
  });
});

test.describe('logout', () => {
  test.use({ signedInAs: own.logout });

  test('取消 stays signed in; 确定 ends the session, closes the tags and goes to /login', async ({
    page,
    request,
    session,
    baseURL,
  }) => {
    await page.goto('/dashboard');
    const { menu, tags, accountButton } = consoleParts(page);
    await menu.getByRole('treeitem', { name: '多模态生理信号采集' }).click();
    await expect(tags.getByRole('link')).toHaveText(['首页', '多模态生理信号采集']);
    const logoutCalls = recordRequests(page, '/api/sysUser/logout');
    const confirm = page.getByRole('alertdialog', { name: '系统提示' });

    await accountButton.click();
    await page.getByRole('menuitem', { name: '退出系统' }).click();
    await expect(confirm).toContainText('确定要退出系统吗？');
    await confirm.getByRole('button', { name: '取消' }).click();
    await expect(confirm).toBeHidden();
    await expect(page).toHaveURL(/\/MPSA$/);
    await expect(tags.getByRole('link')).toHaveText(['首页', '多模态生理信号采集']);
    expect(logoutCalls, 'logout was sent before 确定').toEqual([]);

    await accountButton.click();
    await page.getByRole('menuitem', { name: '退出系统' }).click();
    await confirm.getByRole('button', { name: '确定' }).click();
    await expect(page).toHaveURL(/\/login$/);
    expect(logoutCalls).toHaveLength(1);
    expect(await tokenOf(page)).toBeUndefined();
    // The server ended the session too.
    const answer = await request.get(`${baseURL}/api/sysUser/getInfo`, {
      headers: { token: session!.token },
    });
    expect(((await answer.json()) as { code: number }).code).toBe(50008);

    // The tags were closed: the next sign-in starts with the pinned tag only.
    await signInThroughForm(page, own.logout.username, own.logout.password);
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(tags.getByRole('link')).toHaveText(['首页']);
  });
});

test.describe('network failure', () => {
  test.use({ signedInAs: own.offline });

  test('a request that gets no answer shows the error toast; the next try works', async ({
    page,
  }) => {
    await page.goto('/dashboard');
    await expect(consoleParts(page).accountButton).toBeVisible();
    // The network fails for this one request (aborted in the browser, nothing answered for the
    // server): the personal centre's record.
    await page.route(
      '**/api/patientInformation/list**',
      (route) => route.abort('internetdisconnected'),
      {
        times: 1,
      },
    );
    await consoleParts(page).accountButton.click();
    await page.getByRole('menuitem', { name: '个人中心' }).click();
    await expect(consoleParts(page).toasts.getByRole('listitem')).toContainText('Network Error');
    const dialog = page.getByRole('dialog', { name: '个人中心' });
    await expect(dialog.getByRole('alert')).toContainText('个人信息加载失败');

    // Spec §8: the failure zeroed the stored expiry, so the next call refreshes the token first.
    const refreshed = page.waitForRequest('**/api/sysUser/refreshToken');
    await dialog.getByRole('button', { name: '重试' }).click();
    await refreshed;
    await expect(dialog.getByRole('definition').first()).toHaveText(own.offline.name);
    await expect(page).toHaveURL(/\/dashboard$/);
  });
});
