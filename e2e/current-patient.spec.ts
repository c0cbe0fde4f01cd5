import type { Page as ListPage, PatientListRow } from '@cep/contract';
import type { APIRequestContext } from '@playwright/test';
import { expect, signInContext, test } from './fixtures';
import { apiGet, apiLogin, type Session } from './support/api';
import { consoleParts, signInThroughForm } from './support/console';
import { apiPost } from './support/own-team';

/*
 * Issue 33 item 5, one current patient across a clinician's areas: a doctor picks 李患者 in
 * 认知训练; 多模态 and her record already show her; switching (the record's list, 多模态's
 * picker) changes every area, the kept tags too; a shared link's patient wins; sign-out forgets
 * her, and the next sign-in starts with the picker.
 */

async function patientIdOf(request: APIRequestContext, base: string, token: string, name: string) {
  const page = await apiGet<ListPage<PatientListRow>>(
    request,
    `${base}/api/patientInformation/list`,
    token,
    { name, pageNum: 1, pageSize: 10 },
  );
  return page.list.find((row) => row.patientName === name)!.id;
}

/** A doctor of this test alone (it signs out), on 李患者's and 马桂兰's care teams. */
async function ownDoctor(request: APIRequestContext, base: string, admin: Session) {
  const username = `curdoc${Date.now().toString(36)}`;
  const user = await apiPost<{ id: number }>(request, `${base}/api/users/add`, admin.token, {
    username,
    password: 'Doctor@123',
    name: '当前医生',
    userAuth: '1',
  });
  const doctor = await apiPost<{ id: number }>(
    request,
    `${base}/api/doctorInformation/add`,
    admin.token,
    { userId: user.id, doctorName: '当前医生' },
  );
  const lee = await patientIdOf(request, base, admin.token, '李患者');
  const ma = await patientIdOf(request, base, admin.token, '马桂兰');
  for (const patientId of [lee, ma]) {
    await apiPost(request, `${base}/api/careTeam/assign`, admin.token, {
      patientId,
      doctorId: doctor.id,
    });
  }
  return { account: { username, password: 'Doctor@123', name: '当前医生' }, lee, ma };
}

test.describe('当前患者 across 认知训练, 多模态 and the record', () => {
  test.describe.configure({ timeout: 180_000 });

  test('chosen once, kept everywhere; switching changes all; sign-out forgets', async ({
    page,
    context,
    serverURL,
    roleSession,
  }) => {
    const admin = await roleSession('admin');
    const { account, lee, ma } = await ownDoctor(page.request, serverURL, admin);
    await signInContext(context, serverURL, await apiLogin(page.request, serverURL, account));
    const { menu, tags, main, accountButton } = consoleParts(page);
    const leeBanner = main.getByRole('region', { name: '当前患者：李患者' });
    const maBanner = main.getByRole('region', { name: '当前患者：马桂兰' });

    // 认知训练: pick 李患者.
    await page.goto('/cognitive-training');
    await main.getByRole('searchbox', { name: '查找患者' }).fill('李患者');
    await main.getByRole('button', { name: /^李患者 / }).press('Enter');
    await expect(leeBanner).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/cognitive-training\\?patient=${lee}$`));

    // 多模态: she is already chosen (and the address says so).
    await menu.getByRole('treeitem', { name: '多模态生理信号采集' }).click();
    await expect(leeBanner).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/MPSA\\?patient=${lee}$`));
    await expect(main.getByRole('searchbox', { name: '查找患者' })).toHaveCount(0);

    // Her record, from the banner; and 患者管理 shows her as current, after a reload too.
    await leeBanner.getByRole('link', { name: '患者档案' }).click();
    await expect(page).toHaveURL(new RegExp(`/system/patients/${lee}$`));
    await expect(leeBanner).toBeVisible();
    await page.goto('/system/patients');
    await expect(leeBanner).toBeVisible();

    // Switching in the record: 马桂兰's row opens her record, and she is current everywhere.
    await main.getByRole('link', { name: '马桂兰' }).click();
    await expect(page).toHaveURL(new RegExp(`/system/patients/${ma}$`));
    await expect(maBanner).toBeVisible();
    await tags.getByRole('link', { name: '认知训练智能辅助' }).click();
    await expect(maBanner).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/cognitive-training\\?patient=${ma}$`));
    await tags.getByRole('link', { name: '多模态生理信号采集' }).click();
    await expect(maBanner).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/MPSA\\?patient=${ma}$`));

    // Switching in 多模态's banner: 更换患者, then 李患者 again; 认知训练 follows.
    await maBanner.getByRole('button', { name: '更换患者' }).click();
    await main.getByRole('searchbox', { name: '查找患者' }).fill('李患者');
    await main.getByRole('button', { name: /^李患者 / }).click();
    await expect(leeBanner).toBeVisible();
    await tags.getByRole('link', { name: '认知训练智能辅助' }).click();
    await expect(leeBanner).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`patient=${lee}`));

    // A shared link names its own patient, over the current one, and makes her current.
    await page.goto(`/cognitive-training?patient=${ma}&tab=progress`);
    await expect(maBanner).toBeVisible();
    await menu.getByRole('treeitem', { name: '多模态生理信号采集' }).click();
    await expect(maBanner).toBeVisible();

    // 清除当前患者: the picker again, in every area.
    await maBanner.getByRole('button', { name: '清除当前患者' }).click();
    await expect(main.getByRole('searchbox', { name: '查找患者' })).toBeVisible();
    await expect(page).toHaveURL(/\/MPSA$/);
    await menu.getByRole('treeitem', { name: '认知训练智能辅助' }).click();
    await expect(main.getByRole('searchbox', { name: '查找患者' })).toBeVisible();
    await expect(page).toHaveURL(/\/cognitive-training$/);

    // Sign-out forgets her: the tab keeps nothing, and the next sign-in starts with the picker.
    await accountButton.click();
    await page.getByRole('menuitem', { name: '退出系统' }).click();
    await page
      .getByRole('alertdialog', { name: '系统提示' })
      .getByRole('button', { name: '确定' })
      .click();
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => sessionStorage.getItem('cep-current-patient'))).toBeNull();
    await signInThroughForm(page, account.username, account.password);
    await expect(page).toHaveURL(/\/dashboard$/);
    await menu.getByRole('treeitem', { name: '认知训练智能辅助' }).click();
    await expect(main.getByRole('searchbox', { name: '查找患者' })).toBeVisible();
    await expect(page).toHaveURL(/\/cognitive-training$/);
    await expect(main.getByRole('region', { name: /^当前患者：/ })).toHaveCount(0);
  });
});
