import type {
  ExerciseResult,
  Page as ListPage,
  PatientProgress,
  StoredExerciseResult,
  TrainingPlan,
} from '@cep/contract';
import { applyOutcomes, levelOutcomes, startLevel } from '@cep/exercises';
import type { Page } from '@playwright/test';
import { expect, signInContext, test } from './fixtures';
import { expectNoAxeViolations } from './support/a11y';
import { apiGet, apiLogin } from './support/api';
import { ownDoctorAndPatient } from './support/own-team';
import { prescribe } from './support/training';
import { playSetBExercise, type InputMode } from './support/training-set-b';

/*
 * Issue 33, set B: 视觉搜索（划消）, 词语记忆（延迟回忆）, 图片命名与词语分类 and 定向练习 against the real
 * server. A doctor of the patient's own care team prescribes the four through the API; the patient
 * plays them through once by keyboard and (another patient) once by touch on a 375 px phone; the
 * results are stored once each and the doctor's progress view shows them.
 */

const KINDS = ['visualSearch', 'wordListRecall', 'pictureNaming', 'orientationQuiz'];
const NAMES: Record<string, string> = {
  visualSearch: '视觉搜索（划消）',
  wordListRecall: '词语记忆（延迟回忆）',
  pictureNaming: '图片命名与词语分类',
  orientationQuiz: '定向练习',
};

async function playSession(page: Page, mode: InputMode) {
  const main = page.getByRole('main');
  const go = async (name: string) => {
    const button = main.getByRole('button', { name });
    if (mode === 'touch') await button.tap();
    else await button.press('Enter');
  };
  await page.goto('/cognitive-training');
  await expect(main.getByRole('heading', { name: '今日训练' })).toBeVisible();
  for (const kind of KINDS) await expect(main.getByText(NAMES[kind]!).first()).toBeVisible();
  await go('开始训练');
  for (const [index, kind] of KINDS.entries()) {
    await expect(main.getByText(`第 ${index + 1} 项，共 ${KINDS.length} 项`)).toBeVisible();
    await expect(main.getByRole('heading', { name: new RegExp(NAMES[kind]!) })).toBeVisible();
    // Axe on each exercise's first scored trial (its own screen, not only the runner's frame).
    await playSetBExercise(page, mode, () => expectNoAxeViolations(page, `${kind}, a trial`));
    if (index + 1 < KINDS.length) await go('下一项');
  }
  await expect(main.getByText('今天的训练完成了！')).toBeVisible();
  await expect(main.getByText('结果都已保存')).toBeVisible({ timeout: 30_000 });
}

for (const mode of ['keyboard', 'touch'] as const) {
  test.describe(`set B exercises by ${mode}`, () => {
    test.describe.configure({ timeout: 480_000 });
    if (mode === 'touch') test.use({ hasTouch: true, viewport: { width: 375, height: 812 } });

    test(`prescribed by the doctor, played by ${mode}, stored and shown in the doctor's progress`, async ({
      page,
      context,
      browser,
      request,
      roleSession,
      serverURL,
    }) => {
      const admin = await roleSession('admin');
      const own = await ownDoctorAndPatient(request, serverURL, admin, {
        prefix: mode === 'touch' ? 'sbt' : 'sbk',
        doctor: mode === 'touch' ? '触屏医生' : '键盘医生',
        patient: mode === 'touch' ? '触屏患者' : '键盘患者',
        age: 72,
        edu: '初中',
      });
      const doctor = await apiLogin(request, serverURL, own.doctor);
      const patient = await apiLogin(request, serverURL, own.patient);
      const plan = await prescribe(request, serverURL, doctor, own.patientId, KINDS);

      await signInContext(context, serverURL, patient);
      await playSession(page, mode);

      const results = await apiGet<ListPage<StoredExerciseResult>>(
        request,
        `${serverURL}/api/exerciseResult/list`,
        doctor.token,
        { patientId: own.patientId, planId: plan.id, pageNum: 1, pageSize: 50 },
      );
      expect(results.total).toBe(KINDS.length);
      expect(results.list.map((r) => r.kind).sort()).toEqual([...KINDS].sort());
      for (const result of results.list) {
        expect(result.outcome).toBe('completed');
        expect(result.trials!.filter((t) => !t.practice).length).toBeGreaterThan(0);
      }
      // The driver marks every target and every studied word: no omission there.
      const search = results.list.find((r) => r.kind === 'visualSearch')!;
      expect(search).toMatchObject({ omissions: 0, commissions: 0, accuracy: 1 });
      expect(search.extra).toMatchObject({ grids: 2, gridsCleared: 2 });
      const words = results.list.find((r) => r.kind === 'wordListRecall')!;
      expect(words).toMatchObject({ omissions: 0, commissions: 0 });
      expect(words.extra).toMatchObject({ immediateHits: 4, delayedHits: 4, listLength: 4 });

      // The level each item stands at is the rule applied to its stored results.
      const plans = await apiGet<ListPage<TrainingPlan>>(
        request,
        `${serverURL}/api/trainingPlan/list`,
        doctor.token,
        { patientId: own.patientId, pageNum: 1, pageSize: 5 },
      );
      const after = plans.list.find((p) => p.id === plan.id)!;
      for (const item of plan.items) {
        const stored = results.list.find((r) => r.planItemId === item.id)!;
        const result = { ...stored, extra: stored.extra ?? undefined } as unknown as ExerciseResult;
        const expected = applyOutcomes(
          item.rule,
          startLevel(item.startLevel, 100),
          levelOutcomes(result),
          100,
        ).state.level;
        expect(after.items.find((i) => i.id === item.id)!.levelState.level, item.kind).toBe(
          expected,
        );
      }

      const progress = await apiGet<PatientProgress>(
        request,
        `${serverURL}/api/patientProgress/detail`,
        doctor.token,
        { patientId: own.patientId, planId: plan.id },
      );
      expect(progress.sessions).toHaveLength(1);
      expect(progress.sessions[0]).toMatchObject({ status: 'completed' });

      // The doctor's progress view lists each run with its level and accuracy.
      const doctorContext = await browser.newContext({ baseURL: serverURL });
      await signInContext(doctorContext, serverURL, doctor);
      const doctorPage = await doctorContext.newPage();
      await doctorPage.goto(`/cognitive-training?patient=${own.patientId}&tab=progress`);
      const main = doctorPage.getByRole('main');
      await expect(main.getByRole('heading', { name: '训练进度' })).toBeVisible();
      for (const result of results.list) {
        await expect(
          main.getByText(
            new RegExp(
              `${NAMES[result.kind]!.replace(/[()（）]/g, '.')}.第 ${result.level} 级，正确率 \\d+%`,
            ),
          ),
        ).toBeVisible();
      }
      // And each run's trials, as the server stored them.
      await main.getByRole('button', { name: '查看试次' }).first().click();
      for (const result of results.list) {
        const table = main.getByRole('table', { name: `${NAMES[result.kind]!} 的试次` });
        await expect(table.getByRole('row')).toHaveCount(result.trials!.length + 1);
      }
      await doctorContext.close();
    });
  });
}
