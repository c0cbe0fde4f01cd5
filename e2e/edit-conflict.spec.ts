import type { TrainingPlan } from '@cep/contract';
import { expect, signInContext, test } from './fixtures';
import { expectNoAxeViolations } from './support/a11y';
import { apiLogin } from './support/api';
import { consoleParts, recordToasts, toastsShown } from './support/console';
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
});
