import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { consoleParts } from './support/console';
import { expectAccessibleInEveryAppearance } from './support/page-checks';

/*
 * Issue 18, the 图表 demo group against the real console: each chart draws (ECharts loaded with
 * its page), follows the window and a collapsing sidebar, and lists its data as a table.
 */

test.use({ signedInAs: 'doctor' });

/** Five appearances, two axe passes each: more than the default 30 s on a busy machine. */
const AXE_TIMEOUT = 180_000;

async function readyChart(page: Page, name: string): Promise<Locator> {
  const figure = page.getByRole('figure', { name });
  await expect(figure).toHaveAttribute('data-state', 'ready', { timeout: 15_000 });
  await expect(figure.locator('svg').first()).toBeVisible();
  return figure;
}

const drawnWidth = (figure: Locator) =>
  figure
    .locator('svg')
    .first()
    .evaluate((svg) => svg.getBoundingClientRect().width);

test('each chart of the group draws, through the sidebar; its data reads as a table', async ({
  page,
}) => {
  const { menu } = consoleParts(page);
  await page.goto('/dashboard');
  const group = menu.getByRole('treeitem', { name: '图表', level: 1 });
  await group.click();
  for (const [title, chart, kind] of [
    ['键盘图表', '各认知领域训练次数', 'bar'],
    ['折线图', '12 周平均正确率与反应时', 'line'],
    ['混合图表', '每周训练时长与完成率', 'mix'],
  ] as const) {
    await menu.getByRole('treeitem', { name: title, level: 2 }).click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    const figure = await readyChart(page, chart);
    await expect(figure).toHaveAttribute('data-kind', kind);
  }

  // The mix chart's figures, by keyboard: the toggle opens the table with both units.
  const figure = page.getByRole('figure', { name: '每周训练时长与完成率' });
  await figure.getByRole('button', { name: '以表格查看' }).focus();
  await page.keyboard.press('Enter');
  const table = figure.getByRole('table', { name: '每周训练时长与完成率' });
  await expect(table).toBeVisible();
  const firstWeek = table.getByRole('row').filter({ hasText: '第1周' });
  await expect(firstWeek.getByRole('cell')).toHaveText(['95 分钟', '72 %']);
});

test('a chart follows the window and the collapsing sidebar', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/charts/line');
  const figure = await readyChart(page, '12 周平均正确率与反应时');
  const wide = await drawnWidth(figure);

  await page.getByRole('button', { name: '收起侧边栏' }).click();
  await expect.poll(() => drawnWidth(figure)).toBeGreaterThan(wide + 50);
  await page.getByRole('button', { name: '展开侧边栏' }).click();
  await expect.poll(() => drawnWidth(figure)).toBeLessThan(wide + 5);

  await page.setViewportSize({ width: 1000, height: 800 });
  await expect.poll(() => drawnWidth(figure)).toBeLessThan(wide - 100);
});

test('the chart demo passes axe in every appearance', async ({ page }) => {
  test.setTimeout(AXE_TIMEOUT);
  await expectAccessibleInEveryAppearance(page, 'the 混合图表 demo page', async (page) => {
    await page.goto('/charts/mix-chart');
    await readyChart(page, '每周训练时长与完成率');
  });
});
