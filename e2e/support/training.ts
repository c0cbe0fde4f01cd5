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
 * grid's numbers in order with the mouse. With `input: 'touch'` (a `hasTouch` context), the
 * start buttons and the answers of symbol–digit, trail making and mental rotation are tapped.
 */
export async function playExercise(page: Page, input: SetAInput = 'keyboard') {
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
      if (input === 'touch') await start.tap();
      else await start.press('Enter');
      continue;
    }
    // The runner's "第 i / n 题" (with 练习 · in the practice), when a trial is on screen.
    const counter = main.locator('p[aria-live="polite"]', { hasText: /第 \d+ \/ \d+ 题/ });
    const progress =
      (await counter.count()) > 0 ? ((await counter.first().textContent()) ?? '') : '';
    if (progress && !answered.has(progress)) {
      if (await answerSetA(page, input)) {
        answered.add(progress);
        continue;
      }
      // Set B (issue 33): before the Schulte branch, as their grids are groups too.
      if (await answerSetB(page, main, input, setB)) {
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

// ── Issue 33, set A: symbol–digit, trail making, mental rotation ────────────────────────────────

export type SetAInput = 'keyboard' | 'touch';

const STEMS = '甲乙丙丁戊己庚辛壬癸';

/**
 * Answers a set-A trial on screen, if one is drawn, as a person who reads the screen would: the
 * symbol's digit from the key, the trail's circles in order (1, 甲, 2, 乙… when stems are there),
 * 相同 or 镜像 as the drawn shape shows. By keyboard: digit keys, Tab to each circle + Enter, F / J;
 * by touch: taps. Returns whether it answered.
 */
async function answerSetA(page: Page, input: SetAInput): Promise<boolean> {
  const main = page.getByRole('main');
  const symbol = main.locator('[data-testid="symbol-digit-symbol"][data-drawn]');
  if (await symbol.isVisible()) {
    const shown = (await symbol.getByRole('img').getAttribute('aria-label'))!.split('：')[1]!;
    const pair = await main
      .getByRole('list', { name: '对照表' })
      .getByRole('listitem')
      .evaluateAll(
        (items, name) =>
          items
            .map((item) => item.getAttribute('aria-label'))
            .find((label) => label?.startsWith(`${name} 对应`)),
        shown,
      );
    const digit = pair!.split(' 对应 ')[1]!;
    if (input === 'touch') {
      await main
        .getByRole('group', { name: '数字键盘' })
        .getByRole('button', { name: digit })
        .tap();
    } else await page.keyboard.press(digit);
    return true;
  }
  const pair = main.locator('[data-testid="rotation-pair"][data-drawn]');
  if (await pair.isVisible()) {
    const transform = await pair.getByTestId('rotation-shape').nth(1).getAttribute('transform');
    const mirrored = transform!.includes('scale(-1');
    if (input === 'touch') {
      await main
        .getByRole('group', { name: '答案' })
        .getByRole('button', { name: mirrored ? '镜像' : '相同' })
        .tap();
    } else await page.keyboard.press(mirrored ? 'j' : 'f');
    return true;
  }
  const board = main.locator('[role="group"][data-drawn][aria-label="连线圆圈"]');
  if (await board.isVisible()) {
    const circles = board.getByRole('button');
    const names = await circles.evaluateAll((buttons) =>
      buttons.map((button) => button.getAttribute('aria-label') ?? ''),
    );
    const partB = names.some((name) => STEMS.includes(name));
    const order = names.map((_, i) =>
      partB ? (i % 2 === 0 ? String(i / 2 + 1) : STEMS[(i - 1) / 2]!) : String(i + 1),
    );
    for (const label of order) {
      // A timed trail may end midway on a slow machine: the outer loop takes what comes next.
      if (!(await board.isVisible())) break;
      if (input === 'touch') {
        await board.getByRole('button', { name: label, exact: true }).tap();
        continue;
      }
      // Tab through the circles (reading order) to the one due; from outside, start at the first.
      for (let step = 0; step <= 2 * names.length + 2; step += 1) {
        const focused = await page.evaluate(() => {
          const active = document.activeElement;
          return active?.closest('[aria-label="连线圆圈"]')
            ? active.getAttribute('aria-label')
            : null;
        });
        if (focused === label) break;
        if (focused === null) await circles.first().focus();
        else await page.keyboard.press('Tab');
      }
      await page.keyboard.press('Enter');
    }
    return true;
  }
  return false;
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
