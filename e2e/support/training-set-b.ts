import { expect, type Locator, type Page } from '@playwright/test';

/*
 * How a patient answers the set B exercises (issue 33: visual search, word-list recall, picture
 * naming, orientation), by keyboard or by touch. `playExercise` in training.ts calls
 * `answerSetB(…, 'keyboard')` for whatever one of them shows; `playSetBExercise` plays one through
 * by touch (or keyboard) from its instructions to its end.
 */

export type InputMode = 'keyboard' | 'touch';

/** What the driver has seen of the run so far: the studied words, to pick them out later. */
export interface SetBMemory {
  studied: Set<string>;
}

export const newSetBMemory = (): SetBMemory => ({ studied: new Set() });

async function press(locator: Locator, mode: InputMode) {
  if (mode === 'touch') await locator.tap();
  else await locator.press('Enter');
}

/** Marks the cells whose names `wanted` accepts, then “完成”. Keyboard: arrows + Space. */
async function markCells(
  page: Page,
  main: Locator,
  grid: Locator,
  wanted: (name: string) => boolean,
  mode: InputMode,
) {
  const cells = grid.getByRole('button');
  const names = await cells.evaluateAll((buttons) =>
    buttons.map((button) => button.getAttribute('aria-label') ?? ''),
  );
  if (mode === 'keyboard') {
    await cells.first().focus();
    for (const [index, name] of names.entries()) {
      if (wanted(name)) await page.keyboard.press(' ');
      if (index + 1 < names.length) await page.keyboard.press('ArrowRight');
    }
  } else {
    // Touch targets: at least 44 px, and the whole grid on the screen (375 px wide phones).
    const width = page.viewportSize()?.width ?? Infinity;
    for (const box of await cells.evaluateAll((buttons) =>
      buttons.map((button) => button.getBoundingClientRect().toJSON() as DOMRect),
    )) {
      expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(44);
      expect(box.right).toBeLessThanOrEqual(width);
    }
    for (const [index, name] of names.entries()) {
      if (wanted(name)) await cells.nth(index).tap();
    }
  }
  const marked = names.filter(wanted).length;
  await expect(grid.locator('[aria-pressed="true"]')).toHaveCount(marked);
  await press(main.getByRole('button', { name: '完成', exact: true }), mode);
}

/**
 * Answers the set B stimulus on screen now, if there is one (false when none is drawn): every
 * target of a search grid, the studied words of a recognition list, the first answer of a
 * multiple-choice question; a word to study is remembered.
 */
export async function answerSetB(
  page: Page,
  main: Locator,
  mode: InputMode,
  memory: SetBMemory,
): Promise<boolean> {
  const study = main.locator('[data-testid="study-word"][data-drawn]');
  if (await study.isVisible()) {
    memory.studied.add(((await study.textContent()) ?? '').trim());
    return true;
  }
  const search = main.locator('[data-testid="search-grid"][data-drawn]');
  if (await search.isVisible()) {
    const target = ((await main.getByTestId('search-target').textContent()) ?? '').trim();
    await markCells(page, main, search, (name) => name === target, mode);
    return true;
  }
  const recognition = main.locator('[data-testid="recognition-grid"][data-drawn]');
  if (await recognition.isVisible()) {
    await markCells(page, main, recognition, (name) => memory.studied.has(name), mode);
    return true;
  }
  const choice = main.locator('[data-testid="choice-stimulus"][data-drawn]');
  if (await choice.isVisible()) {
    if (mode === 'keyboard') await page.keyboard.press('1');
    else await choice.getByRole('group', { name: '答案选项' }).getByRole('button').first().tap();
    return true;
  }
  return false;
}

/**
 * Plays one set B exercise through, starting the practice and the trials by `mode` as well;
 * `atFirstTrial` runs once when the first scored stimulus is drawn (e.g. an axe check).
 */
export async function playSetBExercise(
  page: Page,
  mode: InputMode,
  atFirstTrial?: () => Promise<void>,
) {
  const main = page.getByRole('main');
  const answered = new Set<string>();
  const memory = newSetBMemory();
  let checked = atFirstTrial === undefined;
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
      await press(start, mode);
      continue;
    }
    const counter = main.locator('p[aria-live="polite"]', { hasText: /第 \d+ \/ \d+ 题/ });
    const progress =
      (await counter.count()) > 0 ? ((await counter.first().textContent()) ?? '') : '';
    if (
      !checked &&
      progress.startsWith('第 ') &&
      (await main.locator('[data-drawn]').count()) > 0
    ) {
      checked = true;
      await atFirstTrial!();
      continue; // the screen may have moved on meanwhile (a studied word's time)
    }
    if (progress && !answered.has(progress) && (await answerSetB(page, main, mode, memory))) {
      answered.add(progress);
      continue;
    }
    await page.waitForTimeout(30);
  }
  throw new Error('the exercise did not end');
}
