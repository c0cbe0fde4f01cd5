import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { consoleParts } from './support/console';

test.use({ signedInAs: 'doctor' });

/** Opens pages through the sidebar, as a person would ('系统管理/医生管理': in a submenu). */
async function visit(page: Page, ...titles: string[]) {
  const { menu } = consoleParts(page);
  for (const entry of titles) {
    const [group, title] = entry.includes('/') ? entry.split('/') : [undefined, entry];
    if (group) {
      const submenu = menu.getByRole('treeitem', { name: group, level: 1 });
      if ((await submenu.getAttribute('aria-expanded')) !== 'true') await submenu.click();
    }
    await menu.getByRole('treeitem', { name: title, level: group ? 2 : 1 }).click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  }
}

/** The tag's context menu (right-click), then one of its actions. */
async function tagAction(
  page: Page,
  tag: string,
  action: '刷新' | '关闭' | '关闭其他' | '关闭所有',
) {
  await consoleParts(page)
    .tags.getByRole('link', { name: tag, exact: true })
    .click({ button: 'right' });
  await page.getByRole('menuitem', { name: action, exact: true }).click();
}

test('open several pages as tags; Refresh keeps the tag and mounts the page afresh', async ({
  page,
}) => {
  await page.goto('/dashboard');
  await visit(page, '认知训练智能辅助', '多模态生理信号采集', '群体互动模块');
  const tags = consoleParts(page).tags.getByRole('link');
  await expect(tags).toHaveText(['首页', '认知训练智能辅助', '多模态生理信号采集', '群体互动模块']);
  await expect(tags.nth(3)).toHaveAttribute('aria-current', 'page');

  // A page with a tag is kept alive: going away and back shows the very same elements…
  await tags.nth(2).click();
  const heading = await page
    .getByRole('heading', { level: 1, name: '多模态生理信号采集' })
    .elementHandle();
  await tags.nth(1).click();
  await tags.nth(2).click();
  await expect(page.getByRole('heading', { level: 1, name: '多模态生理信号采集' })).toBeVisible();
  expect(await heading!.evaluate((element) => element.isConnected)).toBe(true);

  // …and Refresh replaces them (the view re-mounts), on the same address, with the tag kept.
  await tagAction(page, '多模态生理信号采集', '刷新');
  await expect(page).toHaveURL(/\/MPSA$/);
  await expect(page.getByRole('heading', { level: 1, name: '多模态生理信号采集' })).toBeVisible();
  await expect.poll(() => heading!.evaluate((element) => element.isConnected)).toBe(false);
  await expect(tags).toHaveText(['首页', '认知训练智能辅助', '多模态生理信号采集', '群体互动模块']);
  await expect(tags.nth(2)).toHaveAttribute('aria-current', 'page');
});

test('Close, Close Others and Close All; the pinned 首页 stays; closing the active tag goes to the last one', async ({
  page,
}) => {
  await page.goto('/dashboard');
  await visit(page, '认知训练智能辅助', '多模态生理信号采集', '群体互动模块', '系统管理/医生管理');
  const { tags } = consoleParts(page);
  const links = tags.getByRole('link');
  await expect(links).toHaveText([
    '首页',
    '认知训练智能辅助',
    '多模态生理信号采集',
    '群体互动模块',
    '医生管理',
  ]);

  // 首页 is pinned: no close button.
  await expect(tags.getByRole('button', { name: '关闭 首页' })).toHaveCount(0);

  // Close a tag that is not the active one: the page stays where it is.
  await tagAction(page, '认知训练智能辅助', '关闭');
  await expect(links).toHaveText(['首页', '多模态生理信号采集', '群体互动模块', '医生管理']);
  await expect(page).toHaveURL(/\/system\/doctors$/);

  // Close the active tag in the middle (by its ×): the last remaining tag shows, not a neighbour.
  await links.filter({ hasText: '多模态生理信号采集' }).click();
  await expect(page).toHaveURL(/\/MPSA$/);
  await tags.getByRole('button', { name: '关闭 多模态生理信号采集' }).click();
  await expect(links).toHaveText(['首页', '群体互动模块', '医生管理']);
  await expect(page).toHaveURL(/\/system\/doctors$/);
  await expect(page.getByRole('heading', { level: 1, name: '医生管理' })).toBeVisible();

  // Close Others keeps the pinned tag and that one.
  await visit(page, '认知训练智能辅助');
  await tagAction(page, '群体互动模块', '关闭其他');
  await expect(links).toHaveText(['首页', '群体互动模块']);
  await expect(page).toHaveURL(/\/communityModule$/);

  // Close All keeps only the pinned tag, and goes there.
  await tagAction(page, '群体互动模块', '关闭所有');
  await expect(links).toHaveText(['首页']);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: '首页' })).toBeVisible();
});
