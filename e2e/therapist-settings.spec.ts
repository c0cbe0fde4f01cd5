import type { Page as ListPage, StoredExerciseResult, TrainingPlan } from '@cep/contract';
import { expect, signInContext, test } from './fixtures';
import { apiGet, apiLogin } from './support/api';
import { ownDoctorAndPatient } from './support/own-team';
import { playExercise } from './support/training';

/*
 * Therapist-set parameters (issue 33 §2) against the real server: a doctor picks Stroop under its
 * domain in the plan editor, is told in Chinese beside the field that 500 trials is outside the
 * safe range, sets 20 trials and 60 s, activates the plan and hides scores from the patient; the
 * patient's session then has exactly 20 trials and the 60 s limit, and neither their screens nor
 * the answers they get carry a score — while the doctor still sees it.
 */

test.describe('训练参数与隐藏成绩', () => {
  // Stroop is played in real time (timed stimuli) on a shared 2-core machine.
  test.describe.configure({ timeout: 300_000 });
  test.use({ signedInAs: null });

  test('the doctor’s 20 trials and 60 s are what the patient plays, without scores', async ({
    page,
    context,
    browser,
    baseURL,
    serverURL,
    roleSession,
  }) => {
    const admin = await roleSession('admin');
    const team = await ownDoctorAndPatient(page.request, serverURL, admin, {
      prefix: 'tset',
      doctor: '参数医生',
      patient: '参数患者',
      age: 70,
      edu: '初中',
    });
    const doctor = await apiLogin(page.request, serverURL, team.doctor);
    await signInContext(context, serverURL, doctor);

    await page.goto(`/cognitive-training?patient=${team.patientId}`);
    const main = page.getByRole('main');
    await expect(main.getByRole('region', { name: '当前患者：参数患者' })).toBeVisible();
    await main.getByRole('button', { name: '新建训练计划' }).click();
    const drawer = page.getByRole('dialog', { name: '新建训练计划' });

    // The picker: exercises under their cognitive domain, each with what it trains.
    await drawer.getByRole('combobox', { name: /^训练项目/ }).press('Enter');
    const list = page.getByRole('listbox');
    await expect(list.getByRole('group', { name: '执行功能' })).toBeVisible();
    await list.getByRole('option', { name: /色词干扰（Stroop）/ }).click();
    await expect(drawer.getByRole('combobox', { name: /^训练项目/ })).toContainText('色词干扰');

    // Out of the safe range: the contract's Chinese message beside the field; nothing is saved.
    await drawer.getByLabel(/^题数/).fill('500');
    await drawer.getByLabel(/^限时（秒）/).fill('60');
    await drawer.getByLabel(/^每周训练次数/).fill('7');
    await drawer.getByRole('button', { name: '保存' }).press('Enter');
    await expect(drawer.getByText('题数须在10到100之间')).toBeVisible();
    await drawer.getByLabel(/^题数/).fill('20');
    await drawer.getByRole('button', { name: '保存' }).press('Enter');
    await expect(drawer).toBeHidden();
    const draft = main.getByRole('article', { name: '训练计划 草稿' });
    await draft.getByRole('button', { name: '启用计划' }).click();
    await expect(main.getByRole('article', { name: '训练计划 进行中' })).toBeVisible();

    // The server refuses the same out-of-range value with its code and message.
    const refused = await page.request.post(`${serverURL}/api/trainingPlan/add`, {
      headers: { token: doctor.token },
      data: {
        patientId: team.patientId,
        items: [{ kind: 'stroop', startLevel: 1, settings: { trials: 500 } }],
        minutesPerSession: 20,
        sessionsPerWeek: 7,
        startDate: '2026-01-01',
        endDate: '2099-12-31',
      },
    });
    const refusal = (await refused.json()) as { code: number; message: string };
    expect(refusal.code).toBe(40001);
    expect(refusal.message).toContain('题数须在10到100之间');

    // 隐藏成绩, stored on the server.
    const toggle = main.getByRole('switch', { name: '对患者隐藏成绩' });
    await expect(toggle).toHaveAttribute('aria-checked', 'false');
    const saved = page.waitForResponse((response) =>
      response.url().includes('/api/trainingPlan/scoresHidden'),
    );
    await toggle.press(' ');
    expect(((await (await saved).json()) as { code: number }).code).toBe(200);
    await page.reload();
    await expect(main.getByRole('switch', { name: '对患者隐藏成绩' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    const plans = await apiGet<ListPage<TrainingPlan>>(
      page.request,
      `${serverURL}/api/trainingPlan/list`,
      doctor.token,
      { patientId: team.patientId, pageNum: 1, pageSize: 5 },
    );
    const plan = plans.list.find((one) => one.status === 'active')!;
    expect(plan.items[0]).toMatchObject({
      kind: 'stroop',
      settings: { trials: 20, timeLimitSeconds: 60 },
    });
    expect(plan.scoresHidden).toBe(true);

    // The patient's session: the 60 s limit said first, then exactly 20 trials.
    const patient = await apiLogin(page.request, serverURL, team.patient);
    const patientContext = await browser.newContext({ baseURL: baseURL! });
    await signInContext(patientContext, serverURL, patient);
    const patientPage = await patientContext.newPage();
    await patientPage.goto('/cognitive-training');
    const screen = patientPage.getByRole('main');
    await screen.getByRole('button', { name: '开始训练' }).press('Enter');
    await expect(screen.getByText('限时 60 秒，时间到了会自动结束。')).toBeVisible();
    await Promise.all([
      expect(screen.getByText(/^第 1 \/ 20 题 · 还剩 \d+ 秒$/)).toBeVisible({ timeout: 120_000 }),
      playExercise(patientPage),
    ]);
    await expect(screen.getByText('今天的训练完成了！')).toBeVisible();
    await expect(screen.getByText('结果都已保存')).toBeVisible();
    await expect(screen.getByText(/正确率|得分|分数/)).toHaveCount(0);

    // What the patient can read carries no score at all; the doctor's answer has it, 20 trials.
    const mine = await apiGet<ListPage<StoredExerciseResult>>(
      patientPage.request,
      `${serverURL}/api/exerciseResult/list`,
      patient.token,
      { patientId: team.patientId, pageNum: 1, pageSize: 5 },
    );
    expect(mine.list).toHaveLength(1);
    expect(JSON.stringify(mine)).not.toMatch(/"(accuracy|score|points|trials)"/);
    const progress = await apiGet<unknown>(
      patientPage.request,
      `${serverURL}/api/patientProgress/detail`,
      patient.token,
      { patientId: team.patientId },
    );
    expect(JSON.stringify(progress)).not.toMatch(/"(accuracy|score|points)"/);
    const theirs = await apiGet<ListPage<StoredExerciseResult>>(
      page.request,
      `${serverURL}/api/exerciseResult/list`,
      doctor.token,
      { patientId: team.patientId, pageNum: 1, pageSize: 5 },
    );
    expect(theirs.list[0]!.accuracy).toEqual(expect.any(Number));
    expect(theirs.list[0]!.trials!.filter((trial) => !trial.practice)).toHaveLength(20);
    await patientContext.close();
  });
});
