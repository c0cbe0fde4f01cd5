import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { consoleParts, expectSameDocument, markDocument } from './support/console';

test.use({ signedInAs: 'doctor' });

/**
 * Records whether the 404 page was ever drawn in this document, from its very first frame: a
 * deep link must land on its page without passing through 'page not found' on the way.
 */
async function watchFor404(page: Page) {
  await page.addInitScript(() => {
    const flag = window as unknown as { e2eSaw404?: boolean };
    new MutationObserver(() => {
      if (document.body?.textContent?.includes('页面不存在')) flag.e2eSaw404 = true;
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
  return async () =>
    expect(
      await page.evaluate(() => (window as unknown as { e2eSaw404?: boolean }).e2eSaw404 ?? false),
      'the 404 page flashed on the way',
    ).toBe(false);
}

test('a deep link to a route from the server menu, and a reload there, land on that page with no 404 on the way', async ({
  page,
}) => {
  const expectNo404 = await watchFor404(page);
  for (const [path, title] of [
    ['/nested/menu1/menu1-2/menu1-2-1', '菜单1-2-1'],
    ['/system/patients', '患者管理'], // permitted to doctors only (meta.roles)
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expectNo404();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page).toHaveTitle(`${title} - 认知增强平台`);
    await expectNo404();
  }
});

test("the breadcrumb starts at 首页 and ends at the page, and the title is '{page} - 认知增强平台'", async ({
  page,
}) => {
  await page.goto('/nested/menu1/menu1-2/menu1-2-1');
  const { breadcrumb } = consoleParts(page);
  await expect(breadcrumb.getByRole('listitem')).toHaveText([
    '首页',
    '路由嵌套',
    '菜单1',
    '菜单1-2',
    '菜单1-2-1',
  ]);
  await expect(breadcrumb.getByRole('link', { name: '首页' })).toHaveAttribute(
    'href',
    '/dashboard',
  );
  // The last item is the page itself: not a link.
  await expect(breadcrumb.getByRole('link', { name: '菜单1-2-1' })).toHaveCount(0);
  await expect(breadcrumb.getByText('菜单1-2-1')).toHaveAttribute('aria-current', 'page');
  await expect(page).toHaveTitle('菜单1-2-1 - 认知增强平台');

  // A parent with a page of its own is a link back up.
  await breadcrumb.getByRole('link', { name: '菜单1-2' }).click();
  await expect(page).toHaveURL(/\/nested\/menu1\/menu1-2\/menu1-2-1$/);

  await page
    .getByRole('tree', { name: '主菜单' })
    .getByRole('treeitem', { name: '群体互动模块' })
    .click();
  await expect(breadcrumb.getByRole('listitem')).toHaveText(['首页', '群体互动模块']);
  await expect(page).toHaveTitle('群体互动模块 - 认知增强平台');
});

test('route search by pinyin initials, title and path, by keyboard only', async ({ page }) => {
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: '首页' })).toBeVisible();
  const dialog = page.getByRole('dialog', { name: '搜索页面' });
  const searchBox = dialog.getByRole('combobox', { name: '搜索页面' });

  // [what is typed, the best match as the list names it (its groups › title, then path), page]
  for (const [query, option, title, path] of [
    ['rzxl', '认知训练智能辅助 /cognitive-training', '认知训练智能辅助', '/cognitive-training'],
    ['患者管理', '系统管理 › 患者管理 /system/patients', '患者管理', '/system/patients'],
    ['/MPSA', '多模态生理信号采集 /MPSA', '多模态生理信号采集', '/MPSA'],
  ] as const) {
    await page.keyboard.press('Control+K');
    await expect(searchBox).toBeFocused();
    await page.keyboard.type(query);
    const first = dialog.getByRole('option').first();
    await expect(first).toHaveAccessibleName(option);
    await expect(first).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page).toHaveTitle(`${title} - 认知增强平台`);
  }
});

test('the language switch shows English titles without a reload', async ({ page }) => {
  await page.goto('/cognitive-training');
  await expect(page.getByRole('heading', { level: 1, name: '认知训练智能辅助' })).toBeVisible();
  const mark = await markDocument(page);

  await page.getByRole('button', { name: '语言 Language' }).click();
  await page.getByRole('menuitemradio', { name: 'English' }).click();

  await expect(page).toHaveTitle('Cognitive Training Assistance - Cognitive Enhancement Platform');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Cognitive Training Assistance' }),
  ).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('listitem'),
  ).toHaveText(['Home', 'Cognitive Training Assistance']);
  await expect(page.getByRole('treeitem', { name: 'Group Interaction' })).toBeVisible();
  await expectSameDocument(page, mark);
});
