import { expect, test } from './fixtures';
import { consoleParts } from './support/console';
import { expectAccessibleInEveryAppearance } from './support/page-checks';

/*
 * Issue 18, the 路由嵌套 demo group against the real console: pages three menu levels deep, kept
 * alive while another tab is open (a note typed at depth 3 survives), breadcrumbs through every
 * level, by keyboard too.
 */

test.use({ signedInAs: 'doctor' });

/** Five appearances, two axe passes each: more than the default 30 s on a busy machine. */
const AXE_TIMEOUT = 180_000;

test('a note typed three levels deep survives switching tabs; the breadcrumb names every level', async ({
  page,
}) => {
  const { menu, tags, breadcrumb } = consoleParts(page);
  await page.goto('/nested/menu1/menu1-2/menu1-2-1');
  await expect(page.getByRole('heading', { level: 1, name: '菜单1-2-1' })).toBeVisible();
  await expect(breadcrumb.getByRole('listitem')).toHaveText([
    '首页',
    '路由嵌套',
    '菜单1',
    '菜单1-2',
    '菜单1-2-1',
  ]);
  const note = page.getByRole('textbox', { name: '备注' });
  await note.fill('三级菜单的备注');

  // To 菜单2 through the page's own links, by keyboard, then back through the tags view.
  const others = page.getByRole('navigation', { name: '路由嵌套的其他页面' });
  await others.getByRole('link', { name: '菜单2' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/nested\/menu2$/);
  await expect(page.getByRole('heading', { level: 1, name: '菜单2' })).toBeVisible();
  await expect(breadcrumb.getByRole('listitem')).toHaveText(['首页', '路由嵌套', '菜单2']);
  await page.getByRole('textbox', { name: '备注' }).fill('二级菜单的备注');

  await tags.getByRole('link', { name: '菜单1-2-1', exact: true }).click();
  await expect(page).toHaveURL(/\/nested\/menu1\/menu1-2\/menu1-2-1$/);
  await expect(page.getByRole('textbox', { name: '备注' })).toHaveValue('三级菜单的备注');

  // The sidebar reaches the sibling at the same depth; its own note starts empty.
  const group = menu.getByRole('treeitem', { name: '路由嵌套', level: 1 });
  await expect(group).toHaveAttribute('aria-expanded', 'true');
  await menu.getByRole('treeitem', { name: '菜单1-2-2', level: 4 }).click();
  await expect(page.getByRole('heading', { level: 1, name: '菜单1-2-2' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: '备注' })).toHaveValue('');

  await tags.getByRole('link', { name: '菜单2', exact: true }).click();
  await expect(page.getByRole('textbox', { name: '备注' })).toHaveValue('二级菜单的备注');
});

test('the nested demo passes axe in every appearance', async ({ page }) => {
  test.setTimeout(AXE_TIMEOUT);
  await expectAccessibleInEveryAppearance(page, 'the 菜单1-2-1 demo page', async (page) => {
    await page.goto('/nested/menu1/menu1-2/menu1-2-1');
    await expect(page.getByRole('heading', { level: 1, name: '菜单1-2-1' })).toBeVisible();
  });
});
