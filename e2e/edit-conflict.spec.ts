import { itemKey, scales, type Assessment, type Doctor, type TrainingPlan } from '@cep/contract';
import { expect, signInContext, test } from './fixtures';
import { expectNoAxeViolations } from './support/a11y';
import { apiGet, apiLogin } from './support/api';
import { consoleParts, openPersonalCentre, recordToasts, toastsShown } from './support/console';
import { apiPost, ownDoctorAndPatient } from './support/own-team';

/*
 * No silent lost update, as a clinician sees it (issue 28, item 7): two browsers of the same
 * doctor edit one plan. The first save goes through; the second is refused with 已被他人修改 and
 * keeps what was typed; comparing shows both versions, and keeping mine saves it knowingly. The
 * first browser, now behind, loads the latest version instead. The panel is the one message: the
 * refusal is never also toasted.
 */

test.describe('编辑冲突', () => {
  test.describe.configure({ timeout: 180_000 });

  test('the second save of a plan shows 已被他人修改 and keeps the typed input', async ({
    browser,
    serverURL,
    roleSession,
    request,
  }) => {
    const admin = await roleSession('admin');
    const own = await ownDoctorAndPatient(request, serverURL, admin, {
      prefix: 'conflict',
      doctor: '冲突医生',
      patient: '冲突患者',
      age: 70,
      edu: '初中',
    });
    const today = new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);
    const later = new Date(Date.now() + 60 * 86400_000).toISOString().slice(0, 10);
    const first = await apiLogin(request, serverURL, own.doctor);
    await apiPost<TrainingPlan>(request, `${serverURL}/api/trainingPlan/add`, first.token, {
      patientId: own.patientId,
      items: [{ kind: 'goNoGo', startLevel: 2 }],
      minutesPerSession: 20,
      sessionsPerWeek: 5,
      startDate: today,
      endDate: later,
      notes: '开始',
    });

    // Two browsers (two sessions of the same doctor), each with the plan's edit drawer open.
    const open = async (token: typeof first) => {
      const context = await browser.newContext({ baseURL: serverURL });
      await signInContext(context, serverURL, token);
      await recordToasts(context);
      const page = await context.newPage();
      await page.goto(`/cognitive-training?patient=${own.patientId}`);
      const main = page.getByRole('main');
      await main.getByRole('button', { name: '编辑计划' }).click();
      const drawer = page.getByRole('dialog', { name: '编辑训练计划' });
      await expect(drawer.getByLabel('备注')).toHaveValue('开始');
      return { context, page, main, drawer };
    };
    const a = await open(first);
    const b = await open(await apiLogin(request, serverURL, own.doctor));

    // A saves first.
    await a.drawer.getByLabel('备注').fill('上午训练');
    await a.drawer.getByRole('button', { name: '保存' }).click();
    await expect(a.drawer).toBeHidden();
    await expect(a.main.getByRole('article', { name: '训练计划 草稿' })).toContainText('上午训练');

    // B, still on the revision it opened, is refused; what B typed stays.
    await b.drawer.getByLabel('备注').fill('下午训练，家属陪同');
    await b.drawer.getByLabel('每次训练时长（分钟）').fill('30');
    await b.drawer.getByRole('button', { name: '保存' }).click();
    const conflict = b.drawer.getByRole('region', { name: '已被他人修改' });
    await expect(conflict).toBeVisible();
    await expect(conflict.getByRole('alert')).toContainText('你输入的内容仍保留在表单中');
    // One message: the panel's, not also a toast of the server's text.
    await expect(b.page.getByText(/已被他人修改/)).toHaveCount(1);
    await expect(b.drawer.getByLabel('备注')).toHaveValue('下午训练，家属陪同');
    await expect(b.drawer.getByLabel('每次训练时长（分钟）')).toHaveValue('30');
    await expectNoAxeViolations(b.page, 'the plan drawer with its edit conflict');

    // Compare: only the fields that differ, B's value beside the stored one.
    await conflict.getByRole('button', { name: '对比两个版本' }).click();
    const table = conflict.getByRole('table', { name: '我的修改与最新版本的对比' });
    await expect(table.getByRole('row', { name: /备注/ })).toContainText('下午训练，家属陪同');
    await expect(table.getByRole('row', { name: /备注/ })).toContainText('上午训练');
    await expect(table.getByRole('row', { name: /每次训练时长/ })).toContainText('30');
    await expect(table.getByRole('row', { name: /结束日期/ })).toHaveCount(0);
    await expect(b.drawer.getByLabel('备注')).toHaveValue('下午训练，家属陪同');
    await expectNoAxeViolations(b.page, 'the edit conflict’s comparison');

    // Keep mine: the panel goes, and the next 保存 replaces the stored version on purpose.
    await conflict.getByRole('button', { name: '保留我的修改' }).click();
    await expect(conflict).toBeHidden();
    await b.drawer.getByRole('button', { name: '保存' }).click();
    await expect(b.drawer).toBeHidden();
    await expect(b.main.getByRole('article', { name: '训练计划 草稿' })).toContainText(
      '下午训练，家属陪同',
    );
    // The save's toast came after the refusal: every toast of B so far is recorded, and the
    // refusal was not one of them.
    await expect(consoleParts(b.page).toasts).toContainText('训练计划已保存');
    expect(await toastsShown(b.page)).toEqual([expect.stringContaining('训练计划已保存')]);

    // A is now behind: its next save is refused too, and 读取最新版本 drops A's typing for B's plan.
    await a.main.getByRole('button', { name: '编辑计划' }).click();
    await a.drawer.getByLabel('备注').fill('被放弃的修改');
    await a.drawer.getByRole('button', { name: '保存' }).click();
    const behind = a.drawer.getByRole('region', { name: '已被他人修改' });
    await expect(behind).toBeVisible();
    await expect(a.drawer.getByLabel('备注')).toHaveValue('被放弃的修改');
    await behind.getByRole('button', { name: '读取最新版本（放弃我的修改）' }).click();
    await expect(behind).toBeHidden();
    await expect(a.drawer.getByLabel('备注')).toHaveValue('下午训练，家属陪同');
    await expect(a.drawer.getByLabel('每次训练时长（分钟）')).toHaveValue('30');
    // From the latest revision, A's save goes through.
    await a.drawer.getByLabel('备注').fill('下午训练，家属陪同；周末休息');
    await a.drawer.getByRole('button', { name: '保存' }).click();
    await expect(a.drawer).toBeHidden();
    await expect(a.main.getByRole('article', { name: '训练计划 草稿' })).toContainText('周末休息');
    await expect
      .poll(() => toastsShown(a.page))
      .toEqual([
        expect.stringContaining('训练计划已保存'),
        expect.stringContaining('训练计划已保存'),
      ]);

    await a.context.close();
    await b.context.close();
  });

  test('the personal centre keeps what was typed when an administrator saved the record meanwhile', async ({
    browser,
    serverURL,
    roleSession,
    request,
  }) => {
    // A doctor of this test alone, with a record the administrator can edit in 医生管理.
    const admin = await roleSession('admin');
    const account = {
      username: `pcconflict${Date.now().toString(36)}`,
      password: 'Doctor@123',
      name: '冲突个人',
    };
    const user = await apiPost<{ id: number }>(request, `${serverURL}/api/users/add`, admin.token, {
      ...account,
      userAuth: '1',
    });
    const record = await apiPost<Doctor>(
      request,
      `${serverURL}/api/doctorInformation/add`,
      admin.token,
      { userId: user.id, doctorName: account.name, workingSeniority: 3, doctorDescribe: '开始' },
    );

    const context = await browser.newContext({ baseURL: serverURL });
    await signInContext(context, serverURL, await apiLogin(request, serverURL, account));
    await recordToasts(context);
    const page = await context.newPage();
    await page.goto('/dashboard');
    await (
      await openPersonalCentre(page, account.name)
    )
      .getByRole('button', { name: '编辑' })
      .click();
    const edit = page.getByRole('dialog', { name: '编辑个人信息' });
    const describe = edit.getByRole('textbox', { name: /^个人简介/ });
    await expect(describe).toHaveValue('开始');
    await describe.fill('我写的简介');

    // Meanwhile the administrator saves the same record.
    const update = await request.put(`${serverURL}/api/doctorInformation/update`, {
      headers: { token: admin.token },
      data: {
        id: record.id,
        revision: record.revision,
        doctorName: account.name,
        workingSeniority: 5,
        doctorDescribe: '管理员写的简介',
      },
    });
    expect(((await update.json()) as { code: number }).code).toBe(200);

    // The doctor's save is refused: the panel, once, and what was typed stays.
    await edit.getByRole('button', { name: '保存' }).click();
    const conflict = edit.getByRole('region', { name: '已被他人修改' });
    await expect(conflict).toBeVisible();
    await expect(page.getByText(/已被他人修改/)).toHaveCount(1);
    await expect(describe).toHaveValue('我写的简介');
    await expectNoAxeViolations(page, 'the personal centre with its edit conflict');

    await conflict.getByRole('button', { name: '对比两个版本' }).click();
    const table = conflict.getByRole('table', { name: '我的修改与最新版本的对比' });
    await expect(table.getByRole('row', { name: /个人简介/ })).toContainText('我写的简介');
    await expect(table.getByRole('row', { name: /个人简介/ })).toContainText('管理员写的简介');
    await expect(table.getByRole('row', { name: /工龄/ })).toContainText('5');
    await expect(table.getByRole('row', { name: /姓名/ })).toHaveCount(0);
    await expect(describe).toHaveValue('我写的简介');

    // 读取最新版本: the administrator's record in the form; from it, the save goes through.
    await conflict.getByRole('button', { name: '读取最新版本（放弃我的修改）' }).click();
    await expect(conflict).toBeHidden();
    await expect(describe).toHaveValue('管理员写的简介');
    await expect(edit.getByRole('textbox', { name: /^工龄/ })).toHaveValue('5');
    await describe.fill('管理员写的简介，我补充一句');
    await edit.getByRole('button', { name: '保存' }).click();
    await expect(edit).toBeHidden();
    await expect(consoleParts(page).toasts).toContainText('保存成功');
    expect(await toastsShown(page)).toEqual([expect.stringContaining('保存成功')]);
    const stored = await apiGet<Doctor>(
      request,
      `${serverURL}/api/doctorInformation/doctor/${record.id}`,
      admin.token,
    );
    expect(stored).toMatchObject({
      doctorDescribe: '管理员写的简介，我补充一句',
      workingSeniority: 5,
    });

    await context.close();
  });

  test('an assessment draft saved on another screen stops the autosave; keeping mine saves it over', async ({
    browser,
    serverURL,
    roleSession,
    request,
  }) => {
    const admin = await roleSession('admin');
    const own = await ownDoctorAndPatient(request, serverURL, admin, {
      prefix: 'evalconflict',
      doctor: '评估冲突医生',
      patient: '评估冲突患者',
      age: 72,
      edu: '小学',
    });
    const doctor = await apiLogin(request, serverURL, own.doctor);
    const draft = await apiPost<Assessment>(
      request,
      `${serverURL}/api/assessment/draft`,
      doctor.token,
      {
        patientId: own.patientId,
        kind: 'moca',
        testedOn: '2026-11-25',
        scores: {},
      },
    );
    const nameOf = (key: string) => {
      for (const section of scales.moca.sections)
        for (const item of section.items)
          if (itemKey(section, item) === key) return item.name['zh-CN'];
      throw new Error(`no item ${key}`);
    };

    const context = await browser.newContext({ baseURL: serverURL });
    await signInContext(context, serverURL, doctor);
    await recordToasts(context);
    const page = await context.newPage();
    await page.goto(
      `/cognitive-training?patient=${own.patientId}&tab=assessments&assessment=${draft.id}`,
    );
    const main = page.getByRole('main');
    await expect(main.getByRole('status')).toHaveText('草稿已保存');

    // Another screen (the same doctor's other computer) saves a score first.
    await apiPost(request, `${serverURL}/api/assessment/draft`, doctor.token, {
      id: draft.id,
      revision: draft.revision,
      patientId: own.patientId,
      kind: 'moca',
      testedOn: '2026-11-25',
      scores: { 'naming.naming': 3 },
    });

    // This screen's autosave is refused: the panel, once; the score stays checked.
    const trail = main.getByRole('radiogroup', {
      name: `${nameOf('visuospatial.trail')}（满分 1）`,
    });
    await trail.getByRole('radio', { name: '1', exact: true }).click();
    const conflict = main.getByRole('region', { name: '已被他人修改' });
    await expect(conflict).toBeVisible();
    await expect(main.getByRole('status')).toHaveText('未保存');
    await expect(page.getByText(/已被他人修改/)).toHaveCount(1);
    await expect(trail.getByRole('radio', { name: '1', exact: true })).toBeChecked();
    await expect(main.getByRole('button', { name: '完成并锁定' })).toBeDisabled();
    await expectNoAxeViolations(page, 'an assessment draft with its edit conflict');

    await conflict.getByRole('button', { name: '对比两个版本' }).click();
    const table = conflict.getByRole('table', { name: '我的修改与最新版本的对比' });
    const naming = table.getByRole('row', { name: new RegExp(nameOf('naming.naming')) });
    await expect(naming).toContainText('未填');
    await expect(naming).toContainText('3');
    await expect(table.getByRole('row')).toHaveCount(3); // the header, trail, naming

    // Keep mine: this sheet is saved over the other screen's, and saving goes on.
    await conflict.getByRole('button', { name: '保留我的修改' }).click();
    await expect(conflict).toBeHidden();
    await expect(main.getByRole('status')).toHaveText('草稿已保存');
    await expect
      .poll(
        async () =>
          (
            await apiGet<Assessment>(request, `${serverURL}/api/assessment/detail`, doctor.token, {
              id: draft.id,
            })
          ).scores,
      )
      .toEqual({ 'visuospatial.trail': 1 });
    expect(await toastsShown(page)).toEqual([]);

    await context.close();
  });
});
