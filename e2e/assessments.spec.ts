import { interpret, itemKey, scales, type Assessment, type AssessmentScores } from '@cep/contract';
import type { Page } from '@playwright/test';
import { expect, signInContext, test } from './fixtures';
import { apiGet, apiLogin } from './support/api';
import { apiPost as post, ownDoctorAndPatient } from './support/own-team';
import { expectAccessibleInEveryAppearance } from './support/page-checks';

/*
 * 认知评估 (issue 14), against the real server: a doctor of the care team enters a MoCA for a
 * patient aged 68 with primary school (6 years), reloads half way and continues where the server's
 * draft stands, finishes; the interpretation on screen is the contract's `interpret` for that
 * patient (group A, cut-off 19.5, +1 for education); an amendment keeps both versions; a patient
 * gets 40301 from every assessment call.
 */

const moca = scales.moca;
/** `section.item` → the score chosen; 19 raw points in all (+1 for education → 20). */
const firstHalf: Record<string, number> = {
  'visuospatial.trail': 1,
  'visuospatial.cube': 1,
  'visuospatial.clock': 2,
  'naming.naming': 3,
  'attention.digits': 2,
  'attention.letters': 1,
};
const secondHalf: Record<string, number> = {
  'attention.serial7': 2,
  'language.repetition': 1,
  'language.fluency': 0,
  'abstraction.abstraction': 1,
  'delayedRecall.recall': 0,
  'orientation.orientation': 5,
};

/** The radio group of a sheet item, named as the sheet names it. */
function itemGroup(page: Page, key: string) {
  for (const section of moca.sections) {
    for (const scaleItem of section.items) {
      if (itemKey(section, scaleItem) === key) {
        return page
          .getByRole('main')
          .getByRole('radiogroup', { name: `${scaleItem.name['zh-CN']}（满分 ${scaleItem.max}）` });
      }
    }
  }
  throw new Error(`no item ${key}`);
}

async function score(page: Page, scores: Record<string, number>) {
  for (const [key, value] of Object.entries(scores)) {
    await itemGroup(page, key)
      .getByRole('radio', { name: String(value), exact: true })
      .click();
  }
}

test.describe('认知评估 (clinician)', () => {
  test.describe.configure({ timeout: 240_000 });

  test('a MoCA entered, resumed after a reload, finished, interpreted by the tables and amended; a patient gets none of it', async ({
    page,
    context,
    request,
    roleSession,
    serverURL,
  }) => {
    const admin = await roleSession('admin');
    const own = await ownDoctorAndPatient(request, serverURL, admin, {
      prefix: 'eval',
      doctor: '评估医生',
      patient: '评估患者',
      age: 68,
      edu: '小学',
    });
    const doctor = await apiLogin(request, serverURL, own.doctor);
    await signInContext(context, serverURL, doctor);
    const detail = (id: number) =>
      apiGet<Assessment>(request, `${serverURL}/api/assessment/detail`, doctor.token, { id });

    await page.goto(`/cognitive-training?patient=${own.patientId}&tab=assessments`);
    const main = page.getByRole('main');
    await expect(main.getByText('这位患者还没有评估记录。')).toBeVisible();
    await main.getByRole('button', { name: '新建 MoCA 评估' }).click();
    await expect(page).toHaveURL(/assessment=\d+/);
    const id = Number(new URL(page.url()).searchParams.get('assessment'));

    // Half the sheet, saved as it is filled: the server's draft has every score.
    await score(page, firstHalf);
    await expect.poll(async () => (await detail(id)).scores).toEqual(firstHalf);
    await expect(main.getByRole('status')).toHaveText('草稿已保存');

    // A reload (or another computer) continues from the server's draft.
    await page.reload();
    for (const [key, value] of Object.entries(firstHalf)) {
      await expect(
        itemGroup(page, key).getByRole('radio', { name: String(value), exact: true }),
      ).toBeChecked();
    }
    await expect(main.getByText('原始总分 10 / 30')).toBeVisible();

    // Finishing with items empty says how many; then the rest, and finish.
    await main.getByRole('button', { name: '完成并锁定' }).click();
    await expect(main.getByRole('alert')).toHaveText('还有 6 项没有填写分数，请先填完。');
    await score(page, secondHalf);
    await main.getByRole('button', { name: '完成并锁定' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: '确定' }).click();
    await expect(main.getByText(/评估已完成并锁定/)).toBeVisible();

    // The interpretation is the tables' for a 68-year-old with 6 years of schooling.
    const finished = await detail(id);
    expect(finished.status).toBe('finished');
    expect(finished.rawTotal).toBe(19);
    const expected = interpret('moca', 19, 68, '小学')!;
    expect(expected).toMatchObject({ total: 20, group: 'A', cutoff: 19.5, finding: 'withinNorm' });
    expect(finished.interpretation).toEqual(expected);
    const shown = main.getByTestId('interpretation');
    await expect(shown).toContainText('总分 20 分（原始分 19，受教育 ≤ 12 年加 1 分）');
    await expect(shown).toContainText('年龄 68 岁，受教育 6 年 → A 组（≤ 75 岁，受教育 ≤ 6 年）');
    await expect(shown).toContainText('A 组 MoCA 界值 19.5：总分不低于界值');
    await expect(shown).toContainText('在常模正常范围内。');

    // An amendment needs a reason, keeps the earlier scores, and moves the total below the cut-off.
    await main.getByRole('button', { name: '修订' }).click();
    await score(page, { 'orientation.orientation': 4 });
    await main.getByRole('button', { name: '保存修订' }).click();
    await expect(main.getByText('请填写修改原因')).toBeVisible();
    await main.getByRole('textbox', { name: /修订原因/ }).fill('定向的一项记错了');
    await main.getByRole('button', { name: '保存修订' }).click();
    await expect(main.getByText(/原因：定向的一项记错了/)).toBeVisible();
    await expect(main.getByText('定向（6 项）：5 → 4')).toBeVisible();
    await expect(shown).toContainText('总分 19 分（原始分 18，受教育 ≤ 12 年加 1 分）');
    await expect(shown).toContainText('提示可能存在轻度认知障碍（MCI）');
    const amended = await detail(id);
    const before: AssessmentScores = { ...firstHalf, ...secondHalf };
    expect(amended.amendments).toHaveLength(1);
    expect(amended.amendments[0]).toMatchObject({
      reason: '定向的一项记错了',
      previousScores: before,
      scores: { ...before, 'orientation.orientation': 4 },
      amendedBy: '评估医生',
    });
    expect(amended.interpretation).toEqual(interpret('moca', 18, 68, '小学'));

    // The list says what each sheet came to.
    await main.getByRole('button', { name: '返回评估记录' }).click();
    await expect(main.getByRole('listitem').filter({ hasText: 'MoCA' })).toContainText('修订 1 次');

    // A patient (the demo 李患者) gets none of it: not this patient's, not their own.
    const patient = await roleSession('patient');
    for (const [path, params] of [
      ['/api/assessment/list', { patientId: own.patientId, pageNum: 1, pageSize: 5 }],
      ['/api/assessment/detail', { id }],
    ] as const) {
      const response = await request.get(`${serverURL}${path}`, {
        headers: { token: patient.token },
        params,
      });
      expect(((await response.json()) as { code: number }).code, path).toBe(40301);
    }
    const draft = await request.post(`${serverURL}/api/assessment/draft`, {
      headers: { token: patient.token },
      data: { patientId: own.patientId, kind: 'mmse', testedOn: '2026-11-25', scores: {} },
    });
    expect(((await draft.json()) as { code: number }).code).toBe(40301);
  });

  test.describe('the demo doctor', () => {
    test.use({ signedInAs: 'doctor' });

    test('the sheet passes axe in every appearance, filled in part', async ({
      page,
      request,
      serverURL,
      session,
    }) => {
      test.setTimeout(240_000);
      const list = await apiGet<{ list: Array<{ id: number; patientName: string }> }>(
        request,
        `${serverURL}/api/patientInformation/list`,
        session!.token,
        { name: '李患者', pageNum: 1, pageSize: 5 },
      );
      const li = list.list.find((row) => row.patientName === '李患者')!;
      const draft = await post<Assessment>(
        request,
        `${serverURL}/api/assessment/draft`,
        session!.token,
        {
          patientId: li.id,
          kind: 'mmse',
          testedOn: '2026-11-25',
          scores: { 'orientation.time': 4 },
        },
      );
      await expectAccessibleInEveryAppearance(page, '认知评估 (MMSE draft)', async (page) => {
        await page.goto(
          `/cognitive-training?patient=${li.id}&tab=assessments&assessment=${draft.id}`,
        );
        await expect(page.getByRole('main').getByText('草稿已保存')).toBeVisible();
      });
    });
  });
});
