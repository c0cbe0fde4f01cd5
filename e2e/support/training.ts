import type { TrainingPlan } from '@cep/contract';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { planActiveSince } from '../../apps/server/test/plan-history.ts';
import type { Session } from './api';
import { apiPost } from './own-team';
import { answerSetB, newSetBMemory } from './training-set-b';

/*
 * Training through the real console, shared by the specs that need a patient to train: the plan
 * prescribed through the API, and an exercise played on screen as a patient would.
 */

/** Today and two months on, in China's day (the server's plan dates are China days). */
const TODAY = new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);
const LATER = new Date(Date.now() + 60 * 86400_000).toISOString().slice(0, 10);

/** An active plan of `kinds` for the patient, prescribed by an admin or the patient's doctor (staircase 3/2). */
export async function prescribe(
  request: APIRequestContext,
  baseURL: string,
  prescriber: Session,
  patientId: number,
  kinds: string[],
): Promise<TrainingPlan> {
  const post = async <T>(path: string, data: unknown) => {
    const response = await request.post(`${baseURL}${path}`, {
      headers: { token: prescriber.token },
      data,
    });
    const body = (await response.json()) as { code: number; message: string; data: T };
    expect(body.code, body.message).toBe(200);
    return body.data;
  };
  const plan = await post<TrainingPlan>('/api/trainingPlan/add', {
    patientId,
    items: kinds.map((kind) => ({ kind, startLevel: 1 })),
    minutesPerSession: 20,
    sessionsPerWeek: 7,
    startDate: TODAY,
    endDate: LATER,
  });
  return post<TrainingPlan>('/api/trainingPlan/status', { id: plan.id, status: 'active' });
}

/**
 * Plays the exercise on screen to its end: starts the practice and the trials by keyboard, answers
 * each stimulus once it is drawn (Space, a colour's digit key, typed digits), and clicks a Schulte
 * grid's numbers in order with the mouse.
 */
export async function playExercise(page: Page) {
  const main = page.getByRole('main');
  const answered = new Set<string>();
  const setB = newSetBMemory();
  for (let step = 0; step < 2000; step += 1) {
    if (
      await main
        .getByText('这一项完成了，做得好！')
        .or(main.getByText('今天的训练完成了！'))
        .isVisible()
    )
      return;
    const start = main.getByRole('button', { name: /^(先练习一下|开始|开始正式训练)$/ });
    if (await start.isVisible()) {
      await start.press('Enter');
      continue;
    }
    // The runner's "第 i / n 题" (with 练习 · in the practice), when a trial is on screen.
    const counter = main.locator('p[aria-live="polite"]', { hasText: /第 \d+ \/ \d+ 题/ });
    const progress =
      (await counter.count()) > 0 ? ((await counter.first().textContent()) ?? '') : '';
    if (progress && !answered.has(progress)) {
      // Set B (issue 33): before the Schulte branch, as their grids are groups too.
      if (await answerSetB(page, main, 'keyboard', setB)) {
        answered.add(progress);
        continue;
      }
      if (await main.locator('[data-testid="timed-stimulus"][data-drawn]').isVisible()) {
        answered.add(progress);
        await page.keyboard.press(' ');
        continue;
      }
      if (await main.locator('[data-testid="stroop-word"][data-drawn]').isVisible()) {
        answered.add(progress);
        // Names the ink as a person sees it: the option whose colour swatch matches the word's.
        const key = await main.locator('[data-testid="stroop-word"]').evaluate((panel) => {
          const ink = getComputedStyle(panel.querySelector('span')!).color;
          const swatches = [...document.querySelectorAll('[role="group"] button span:first-child')];
          return (
            swatches.findIndex((swatch) => getComputedStyle(swatch).backgroundColor === ink) + 1
          );
        });
        await page.keyboard.press(String(key));
        continue;
      }
      const digits = main.getByLabel('你的答案');
      if (await digits.isVisible()) {
        answered.add(progress);
        await digits.pressSequentially('123');
        await digits.press('Enter');
        continue;
      }
      const grid = main.locator('[role="group"][data-drawn]');
      if (await grid.isVisible()) {
        answered.add(progress);
        const count = await grid.getByRole('button').count();
        for (let n = 1; n <= count; n += 1) {
          // A timed trial may end while a slow machine is still clicking: the grid goes, and
          // the outer loop takes whatever the exercise shows next.
          const cell = grid.getByRole('button', { name: String(n), exact: true });
          const clicked = await cell.click({ timeout: 5_000 }).then(
            () => true,
            () => false,
          );
          if (!clicked) break;
        }
        continue;
      }
    }
    await page.waitForTimeout(30);
  }
  throw new Error('the exercise did not end');
}

const DAY = 86_400_000;
const chinaDay = (ms: number) => new Date(ms + 8 * 3600_000).toISOString().slice(0, 10);

/**
 * A daily go/no-go plan from 40 days ago, active since then (its history backdated in the run's
 * database, as the server believes a session only while its plan was active on its own clock):
 * with no session done, the assistant's missed-sessions rule fires. `base` is the server's
 * address when `request` has none (or another one).
 */
export async function dailyPlanActiveForFortyDays(
  request: APIRequestContext,
  doctor: Session,
  patientId: number,
  base = '',
): Promise<{ id: number; items: Array<{ id: number; kind: string }> }> {
  const plan = await apiPost<{ id: number; items: Array<{ id: number; kind: string }> }>(
    request,
    `${base}/api/trainingPlan/add`,
    doctor.token,
    {
      patientId,
      items: [{ kind: 'goNoGo', startLevel: 2 }],
      minutesPerSession: 20,
      sessionsPerWeek: 7,
      trainingDays: [1, 2, 3, 4, 5, 6, 7],
      startDate: chinaDay(Date.now() - 40 * DAY),
      endDate: chinaDay(Date.now() + 60 * DAY),
    },
  );
  await apiPost(request, `${base}/api/trainingPlan/status`, doctor.token, {
    id: plan.id,
    status: 'active',
  });
  const databaseUrl = process.env.CEP_E2E_DATABASE_URL;
  if (!databaseUrl) throw new Error('CEP_E2E_DATABASE_URL is not set: e2e/global-setup.ts');
  await planActiveSince(databaseUrl, plan.id, Date.now() - 40 * DAY);
  return plan;
}
