import { randomUUID } from 'node:crypto';
import { itemKey, scales, type Assessment, type Page as ListPage } from '@cep/contract';
import type { APIRequestContext } from '@playwright/test';
import { PDFParse } from 'pdf-parse';
import { expect, signInContext, test } from './fixtures';
import { apiGet, apiLogin, type Session } from './support/api';
import { apiPost, ownDoctorAndPatient } from './support/own-team';
import { expectAccessibleInEveryAppearance } from './support/page-checks';
import { dailyPlanActiveForFortyDays } from './support/training';

/*
 * 智能辅助 (issue 14), against the real server: a patient of the doctor's own team has a MoCA with
 * memory and attention at 0 and an active daily plan; the patient's results then fall. The
 * doctor's bell shows the alerts as they arrive, without a reload; the suggestion shows its
 * numbers and accepting it changes the plan; the report prints to a PDF holding the patient's
 * figures and exports to Excel; the patient sees none of it.
 */

const DAY = 86_400_000;
const chinaDay = (ms: number) => new Date(ms + 8 * 3600_000).toISOString().slice(0, 10);

interface Plan {
  id: number;
  items: Array<{ id: number; kind: string }>;
}

/** A finished MoCA of today with delayed recall and attention at 0, the rest full. */
async function weakMoca(
  request: APIRequestContext,
  base: string,
  doctor: Session,
  patientId: number,
) {
  const scores = Object.fromEntries(
    scales.moca.sections.flatMap((section) =>
      section.items.map((item) => [
        itemKey(section, item),
        ['delayedRecall', 'attention'].includes(section.id) ? 0 : item.max,
      ]),
    ),
  );
  const draft = await apiPost<Assessment>(request, `${base}/api/assessment/draft`, doctor.token, {
    patientId,
    kind: 'moca',
    testedOn: chinaDay(Date.now()),
    scores,
  });
  return apiPost<Assessment>(request, `${base}/api/assessment/finish`, doctor.token, {
    id: draft.id,
    revision: draft.revision,
  });
}

/** One go/no-go run of four trials, `correct` right, finished `daysAgo` days ago, as the patient. */
function run(
  request: APIRequestContext,
  base: string,
  patient: Session,
  itemId: number,
  correct: number,
  daysAgo: number,
) {
  const finishedAt = Date.now() - daysAgo * DAY;
  return apiPost(request, `${base}/api/exerciseResult/add`, patient.token, {
    clientId: randomUUID(),
    sessionClientId: randomUUID(),
    planItemId: itemId,
    startedAt: finishedAt - 60_000,
    finishedAt,
    result: {
      kind: 'goNoGo',
      level: 2,
      outcome: 'completed',
      trials: Array.from({ length: 4 }, (_, index) => ({
        index,
        practice: false,
        stimulus: 'go',
        response: index < correct ? 'press' : null,
        correct: index < correct,
        rtMs: index < correct ? 420 : null,
      })),
      accuracy: correct / 4,
      meanRtMs: correct ? 420 : null,
      medianRtMs: correct ? 420 : null,
      omissions: 4 - correct,
      commissions: 0,
    },
  });
}

test.describe('智能辅助 (clinician)', () => {
  test.describe.configure({ timeout: 240_000 });

  test('alerts reach the bell live; the suggestion shows its numbers and accept changes the plan; the report prints to PDF; a patient sees none of it', async ({
    page,
    context,
    request,
    roleSession,
    serverURL,
  }) => {
    const admin = await roleSession('admin');
    const own = await ownDoctorAndPatient(request, serverURL, admin, {
      prefix: 'ai',
      doctor: '辅助医生',
      patient: '辅助患者',
      age: 70,
      edu: '小学',
    });
    const doctor = await apiLogin(request, serverURL, own.doctor);
    const patient = await apiLogin(request, serverURL, own.patient);
    const plan = await dailyPlanActiveForFortyDays(request, doctor, own.patientId, serverURL);
    await weakMoca(request, serverURL, doctor, own.patientId);
    await signInContext(context, serverURL, doctor);

    await page.goto(`/cognitive-training?patient=${own.patientId}&tab=assistant`);
    const main = page.getByRole('main');
    const bell = page.getByRole('button', { name: /^提醒，/ });
    // The plan began 40 days ago and no session is done: finishing the MoCA ran the rules, and
    // the missed-sessions alert is there already.
    await expect(bell).toHaveAccessibleName('提醒，1 条未读提醒');

    // Three good runs three weeks ago, then three poor ones this week: the page is not reloaded.
    for (const daysAgo of [20, 19, 18])
      await run(request, serverURL, patient, plan.items[0]!.id, 4, daysAgo);
    for (const daysAgo of [2, 1, 0])
      await run(request, serverURL, patient, plan.items[0]!.id, 1, daysAgo);
    await expect(bell).toHaveAccessibleName('提醒，2 条未读提醒');

    await bell.click();
    const list = page.getByRole('dialog');
    const declineLink = list.getByRole('link', { name: /训练正确率下降：辅助患者/ });
    await expect(declineLink).toContainText(
      '近 7 天平均正确率 25%（3 次），近 28 天 63%（6 次），下降 38%，超过 10%',
    );
    await expect(list.getByRole('link', { name: /漏训：辅助患者/ })).toBeVisible();
    await declineLink.click();
    await expect(page).toHaveURL(new RegExp(`patient=${own.patientId}&tab=progress`));
    await expect(bell).toHaveAccessibleName('提醒，1 条未读提醒');

    // The suggestion, with the numbers of the assessment it came from; accept changes the plan.
    await page.goto(`/cognitive-training?patient=${own.patientId}&tab=assistant`);
    const card = main.getByRole('article', { name: '针对薄弱领域增加训练' });
    await expect(card).toContainText('最近一次评估中得分率低于 70% 的领域：注意力 0%、记忆 0%。');
    await expect(card).toContainText('采纳后在训练计划中加入：');
    await card.getByRole('button', { name: '采纳', exact: true }).click();
    await expect(page.getByText('已采纳，训练计划已更新')).toBeVisible();
    await expect(main.getByRole('article', { name: '针对薄弱领域增加训练' })).toContainText(
      '已采纳',
    );
    const plans = await apiGet<ListPage<Plan>>(
      request,
      `${serverURL}/api/trainingPlan/list`,
      doctor.token,
      { patientId: own.patientId },
    );
    expect(plans.list[0]!.items.map((item) => item.kind)).toEqual([
      'goNoGo',
      'digitSpanForward',
      'digitSpanBackward',
      'schulteGrid',
      'nBack',
      'visualSearch',
      'wordListRecall',
    ]);

    // The report of the last 28 days, printed to PDF by Chromium: the patient's own figures.
    await page.goto(`/cognitive-training?patient=${own.patientId}&tab=report`);
    const report = main.getByRole('article', { name: '认知训练与评估报告' });
    await expect(report).toContainText('CEP-');
    await page.emulateMedia({ media: 'print' });
    const pdf = await page.pdf({ format: 'A4' });
    await page.emulateMedia({ media: 'screen' });
    const text = (await new PDFParse({ data: pdf }).getText()).text;
    const code = `CEP-${String(own.patientId).padStart(6, '0')}`;
    for (const expected of [
      '认知训练与评估报告',
      code,
      '辅助患者',
      'MoCA',
      '20/30', // 19 raw points, +1 for 6 years of schooling
      '停止信号（Go/No-Go）',
      '医生签名',
    ]) {
      expect(text, expected).toContain(expected);
    }
    // Six runs this period (three in the 28 days' first week are 18–20 days ago), mean 63%.
    expect(text).toMatch(/停止信号（Go\/No-Go）\s*6\s*63%/);
    // Only the report: not the menu, not the buttons.
    expect(text).not.toContain('系统管理');
    expect(text).not.toContain('导出 Excel');

    // The Excel export of the same period.
    const download = page.waitForEvent('download');
    await main.getByRole('button', { name: '导出 Excel（训练结果）' }).click();
    expect((await download).suggestedFilename()).toMatch(/^report-\d+-\d{8}\.xlsx$/);
    await expect(page.getByText('已导出 6 条训练结果')).toBeVisible();

    // The patient: no bell, no 智能建议, and every assistant call refused.
    for (const [path, params] of [
      ['/api/recommendation/list', { patientId: own.patientId }],
      ['/api/alert/list', {}],
      ['/api/alert/count', {}],
      ['/api/report/export', { patientId: own.patientId, from: '2026-01-01', to: '2026-12-31' }],
    ] as const) {
      const response = await request.get(`${serverURL}${path}`, {
        headers: { token: patient.token },
        params,
      });
      expect(((await response.json()) as { code: number }).code, path).toBe(40301);
    }
  });

  test.describe('the demo doctor', () => {
    test.use({ signedInAs: 'doctor' });

    test('智能建议 and 报告 pass axe in every appearance', async ({
      page,
      request,
      serverURL,
      session,
    }) => {
      test.setTimeout(240_000);
      const found = await apiGet<{ list: Array<{ id: number; patientName: string }> }>(
        request,
        `${serverURL}/api/patientInformation/list`,
        session!.token,
        { name: '李患者', pageNum: 1, pageSize: 5 },
      );
      const li = found.list.find((row) => row.patientName === '李患者')!;
      await expectAccessibleInEveryAppearance(page, '智能建议', async (page) => {
        await page.goto(`/cognitive-training?patient=${li.id}&tab=assistant`);
        await expect(
          page.getByRole('main').getByRole('article', { name: '该复评了' }),
        ).toBeVisible();
      });
      await expectAccessibleInEveryAppearance(page, '报告', async (page) => {
        await page.goto(`/cognitive-training?patient=${li.id}&tab=report`);
        await expect(
          page.getByRole('main').getByRole('article', { name: '认知训练与评估报告' }),
        ).toBeVisible();
      });
    });
  });

  test.describe('a patient', () => {
    test.use({ signedInAs: 'patient' });

    test('has no bell and no 智能建议 tab', async ({ page }) => {
      await page.goto('/cognitive-training');
      await expect(page.getByRole('main').getByRole('heading').first()).toBeVisible();
      await expect(page.getByRole('button', { name: /^提醒，/ })).toHaveCount(0);
      await expect(page.getByRole('tab', { name: '智能建议' })).toHaveCount(0);
    });
  });
});
