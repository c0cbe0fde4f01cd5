import type {
  ExerciseResult,
  Page as ListPage,
  StoredExerciseResult,
  TrainingPlan,
} from '@cep/contract';
import { applyOutcomes, levelOutcomes, startLevel } from '@cep/exercises';
import type { Page } from '@playwright/test';
import { expect, signInContext, test } from './fixtures';
import { apiGet, apiLogin } from './support/api';
import { ownDoctorAndPatient } from './support/own-team';
import { playExercise, prescribe, type SetAInput } from './support/training';

/*
 * Issue 33, exercises set A, against the real server: symbol–digit (processing speed), trail making
 * (visuomotor) and mental rotation (visuospatial). A doctor of the patient's own team prescribes
 * the three through the API; the patient plays them through on screen, once by keyboard and once
 * by touch at 375 px; each result is stored (read back through the API), the level moves by the
 * plan's rule, and the doctor's 训练进度 shows the runs and their trials.
 */

const KINDS = ['symbolDigit', 'trailMaking', 'mentalRotation'];
const NAMES = ['符号数字转换', '连线测验', '心理旋转'];

async function nextExercise(page: Page, input: SetAInput) {
  const next = page.getByRole('button', { name: '下一项' });
  await expect(next).toBeFocused();
  if (input === 'touch') await next.tap();
  else await page.keyboard.press('Enter');
}

async function playAll(page: Page, input: SetAInput) {
  await page.goto('/cognitive-training');
  const main = page.getByRole('main');
  await expect(main.getByText('符号数字转换')).toBeVisible();
  const start = main.getByRole('button', { name: '开始训练' });
  if (input === 'touch') await start.tap();
  else await start.press('Enter');
  for (const [index, name] of NAMES.entries()) {
    await expect(main.getByText(`第 ${index + 1} 项，共 3 项`)).toBeVisible();
    await expect(main.getByRole('heading', { name: new RegExp(name) })).toBeVisible();
    if (input === 'touch' && name === '连线测验') {
      // Every circle is a ≥ 44 px target on a 375 px screen.
      await main.getByRole('button', { name: '先练习一下' }).tap();
      const board = main.getByRole('group', { name: '连线圆圈' });
      await expect(board).toHaveAttribute('data-drawn', 'true');
      for (const circle of await board.getByRole('button').all()) {
        const box = (await circle.boundingBox())!;
        expect(box.width).toBeGreaterThanOrEqual(44);
        expect(box.height).toBeGreaterThanOrEqual(44);
        expect(box.x + box.width).toBeLessThanOrEqual(375);
      }
    }
    await playExercise(page, input);
    if (index < NAMES.length - 1) await nextExercise(page, input);
  }
  await expect(main.getByText('今天的训练完成了！')).toBeVisible();
  await expect(main.getByText('结果都已保存')).toBeVisible({ timeout: 30_000 });
}

for (const input of ['keyboard', 'touch'] as const) {
  test.describe(`exercises set A by ${input}`, () => {
    test.describe.configure({ timeout: 600_000 });
    if (input === 'touch') test.use({ hasTouch: true, viewport: { width: 375, height: 812 } });

    test(`prescribed, played through by ${input}, stored, levelled by the rule and shown to the doctor`, async ({
      page,
      context,
      browser,
      request,
      roleSession,
      serverURL,
    }) => {
      const admin = await roleSession('admin');
      const own = await ownDoctorAndPatient(request, serverURL, admin, {
        prefix: input === 'touch' ? 'seta-t' : 'seta-k',
        doctor: '集甲医生',
        patient: input === 'touch' ? '集甲触屏' : '集甲键盘',
        age: 68,
        edu: '初中',
      });
      const doctor = await apiLogin(request, serverURL, own.doctor);
      const patient = await apiLogin(request, serverURL, own.patient);
      const plan = await prescribe(request, serverURL, doctor, own.patientId, KINDS);

      await signInContext(context, serverURL, patient);
      await playAll(page, input);

      // Stored: one result per exercise, as the doctor reads them through the API.
      const results = await apiGet<ListPage<StoredExerciseResult>>(
        request,
        `${serverURL}/api/exerciseResult/list`,
        doctor.token,
        { patientId: own.patientId, planId: plan.id, pageNum: 1, pageSize: 50 },
      );
      expect(results.list.map((result) => result.kind).sort()).toEqual([...KINDS].sort());
      for (const result of results.list) {
        expect(result.outcome).toBe('completed');
        expect(result.trials!.some((trial) => !trial.practice)).toBe(true);
      }
      // The driver answers as the screen shows: every answer right, every circle reached.
      const trail = results.list.find((result) => result.kind === 'trailMaking')!;
      expect(trail).toMatchObject({ omissions: 0, commissions: 0, accuracy: 1 });
      expect(trail.extra).toMatchObject({ reached: 8, completed: 1 });
      expect(results.list.find((r) => r.kind === 'symbolDigit')!.extra).toHaveProperty(
        'correctPerMinute',
      );

      // The level moved as the plan's rule says (staircase 3/2 from level 1).
      const after = await apiGet<ListPage<TrainingPlan>>(
        request,
        `${serverURL}/api/trainingPlan/list`,
        doctor.token,
        { patientId: own.patientId, pageNum: 1, pageSize: 5 },
      );
      const stored = after.list.find((candidate) => candidate.id === plan.id)!;
      for (const item of plan.items) {
        let state = startLevel(item.startLevel, 100);
        for (const result of results.list.filter((r) => r.planItemId === item.id)) {
          const run = { ...result, extra: result.extra ?? undefined } as unknown as ExerciseResult;
          state = applyOutcomes(item.rule, state, levelOutcomes(run), 100).state;
        }
        const level = stored.items.find((candidate) => candidate.id === item.id)!.levelState.level;
        expect(level, `${item.kind} level by the rule`).toBe(state.level);
      }
      // Every answer right: symbol–digit and mental rotation go up; one clean trail goes nowhere
      // yet (3 clean trails in a row for a level).
      const levelOf = (kind: string) =>
        stored.items.find((item) => item.kind === kind)!.levelState.level;
      expect(levelOf('symbolDigit')).toBeGreaterThan(1);
      expect(levelOf('mentalRotation')).toBeGreaterThan(1);

      // The doctor's 训练进度 shows the three runs and their trials.
      const doctorContext = await browser.newContext();
      await signInContext(doctorContext, serverURL, doctor);
      const doctorPage = await doctorContext.newPage();
      await doctorPage.goto(`/cognitive-training?patient=${own.patientId}&tab=progress`);
      const main = doctorPage.getByRole('main');
      await expect(main.getByRole('heading', { name: '训练进度' })).toBeVisible();
      for (const result of results.list) {
        const name = NAMES[KINDS.indexOf(result.kind)]!;
        await expect(
          main.getByText(
            `${name}（第 ${result.level} 级，正确率 ${Math.round(result.accuracy! * 100)}%）`,
            { exact: false },
          ),
        ).toBeVisible();
      }
      await main.getByRole('button', { name: '查看试次' }).first().press('Enter');
      for (const result of results.list) {
        const name = NAMES[KINDS.indexOf(result.kind)]!;
        await expect(main.getByRole('table', { name: `${name} 的试次` })).toBeVisible();
        await expect(
          main.getByRole('table', { name: `${name} 的试次` }).getByRole('row'),
        ).toHaveCount(result.trials!.length + 1);
      }
      await doctorContext.close();
    });
  });
}
