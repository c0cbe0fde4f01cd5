import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectAccessibleInEveryAppearance } from './support/page-checks';

/*
 * Issue 18, three demos of the 组件 group against the real console: 数字滚动 (options, pause /
 * resume / reset, by keyboard), 吸顶 (sticks at 50 px) and 返回顶部 (after 300 px; focus to the
 * title). The kit's components have their own stories.
 */

test.use({ signedInAs: 'doctor' });

/** Five appearances, two axe passes each: more than the default 30 s on a busy machine. */
const AXE_TIMEOUT = 180_000;

const shownNumber = (page: Page) =>
  page.locator('[data-slot="count-to"] [aria-hidden="true"]').textContent();

test('数字滚动: the options shape the number; start, pause, resume and reset by keyboard', async ({
  page,
}) => {
  await page.goto('/components/count-to');
  await expect(page.getByRole('heading', { level: 1, name: '数字滚动' })).toBeVisible();
  const state = page.getByRole('status').filter({ hasText: '状态' });
  await expect(state).toHaveText('状态：未开始');

  await page.getByRole('textbox', { name: '结束值' }).fill('abc');
  await expect(page.getByText('请输入数字')).toBeVisible();
  await page.getByRole('textbox', { name: '结束值' }).fill('1234567.891');
  await page.getByRole('textbox', { name: '小数位' }).fill('2');
  await page.getByRole('textbox', { name: '时长（毫秒）' }).fill('6000');
  await page.getByRole('textbox', { name: '前缀' }).fill('');
  await page.getByRole('textbox', { name: '后缀' }).fill(' 次');
  // Screen readers hear the end, written as it will be shown.
  await expect(page.getByText('1,234,567.89 次', { exact: true })).toHaveClass(/sr-only/);

  await page.getByRole('button', { name: '开始' }).focus();
  await page.keyboard.press('Enter');
  await expect(state).toHaveText('状态：滚动中');
  await page.getByRole('button', { name: '暂停' }).focus();
  await page.keyboard.press('Enter');
  await expect(state).toHaveText('状态：已暂停');
  const held = await shownNumber(page);
  await page.waitForTimeout(300);
  expect(await shownNumber(page)).toBe(held);

  await page.getByRole('button', { name: '继续' }).focus();
  await page.keyboard.press('Enter');
  await expect(state).toHaveText('状态：已完成', { timeout: 15_000 });
  expect(await shownNumber(page)).toBe('1,234,567.89 次');

  await page.getByRole('button', { name: '重置' }).click();
  await expect(state).toHaveText('状态：未开始');
  expect(await shownNumber(page)).toBe('0.00 次');
});

test('吸顶 sticks 50 px from the top; 返回顶部 shows after scrolling and brings focus to the title', async ({
  page,
}) => {
  await page.goto('/components/sticky');
  await expect(page.getByRole('heading', { level: 1, name: '吸顶' })).toBeVisible();
  const bar = page.getByRole('toolbar', { name: '病历操作' });
  await expect(bar).toHaveAttribute('data-stuck', 'false');
  await page.mouse.move(700, 500); // over the page, not the sidebar (which scrolls on its own)
  await page.mouse.wheel(0, 1500);
  await expect(bar).toHaveAttribute('data-stuck', 'true');
  await expect.poll(async () => Math.round((await bar.boundingBox())?.y ?? 0)).toBe(50);
  await expect(bar.getByText('已固定')).toBeVisible();

  await page.goto('/components/back-to-top');
  await expect(page.getByRole('heading', { level: 1, name: '返回顶部' })).toBeVisible();
  const button = page.getByRole('button', { name: '返回顶部', exact: true });
  await expect(button).toHaveCount(0);
  await page.mouse.move(700, 500);
  await page.mouse.wheel(0, 1500);
  await expect(button).toBeVisible();
  await button.focus();
  await page.keyboard.press('Enter');
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(page.getByRole('heading', { level: 1, name: '返回顶部' })).toBeFocused();
  await expect(button).toHaveCount(0);
});

test('分割面板: a handle dragged by the mouse and moved by the keyboard; panes nest', async ({
  page,
}) => {
  await page.goto('/components/split-pane');
  const sideways = page.getByRole('separator', { name: '调整患者列表宽度' });
  const upDown = page.getByRole('separator', { name: '调整训练记录高度' });
  const value = async (handle: typeof sideways) =>
    Number(await handle.getAttribute('aria-valuenow'));
  await expect.poll(() => value(sideways)).toBeCloseTo(35, 0);

  const box = (await sideways.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2 + 150, box.y + box.height / 2, { steps: 5 });
  await page.mouse.up();
  await expect.poll(() => value(sideways)).toBeGreaterThan(40);

  await sideways.focus();
  await page.keyboard.press('Home');
  await expect.poll(() => value(sideways)).toBeCloseTo(20, 0);
  await upDown.focus();
  const before = await value(upDown);
  await page.keyboard.press('ArrowDown');
  await expect.poll(() => value(upDown)).toBeGreaterThan(before);
});

test('the component demos pass axe in every appearance', async ({ page }) => {
  test.setTimeout(2 * AXE_TIMEOUT);
  await expectAccessibleInEveryAppearance(page, 'the 数字滚动 demo page', async (page) => {
    await page.goto('/components/count-to');
    await expect(page.getByRole('heading', { level: 1, name: '数字滚动' })).toBeVisible();
  });
  await expectAccessibleInEveryAppearance(page, 'the 分割面板 demo page', async (page) => {
    await page.goto('/components/split-pane');
    await expect(page.getByRole('separator', { name: '调整患者列表宽度' })).toBeVisible();
  });
});

test('小组件: buttons ripple by mouse and keyboard (not under reduced motion); the form checks its name', async ({
  page,
}) => {
  await page.goto('/components/mixin');
  const ink = page.locator('[data-slot="ripple"] > span');
  await page.getByRole('button', { name: '危险按钮' }).click();
  await expect(ink.first()).toBeAttached();
  await page.getByRole('button', { name: '保存', exact: true }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('请输入姓名')).toBeVisible();
  await page.getByRole('textbox', { name: /姓名/ }).fill('李患者');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main').getByRole('status')).toHaveText('已保存：李患者');

  await page.emulateMedia({ reducedMotion: 'reduce' });
  await expect(ink).toHaveCount(0);
  await page.getByRole('button', { name: '主要按钮' }).click();
  await expect(ink).toHaveCount(0);
});

test('小组件 passes axe in every appearance', async ({ page }) => {
  test.setTimeout(AXE_TIMEOUT);
  await expectAccessibleInEveryAppearance(page, 'the 小组件 demo page', async (page) => {
    await page.goto('/components/mixin');
    await expect(page.getByRole('heading', { level: 1, name: '小组件' })).toBeVisible();
  });
});
