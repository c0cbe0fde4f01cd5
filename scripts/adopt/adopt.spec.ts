import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../../e2e/support/a11y';

/*
 * The adopting team's app (scripts/adopt/app), built from the packed @cep/layout and @cep/ui and
 * served statically by scripts/adopt/run.mjs: used as a person would, by mouse and keyboard.
 */

test.use({ reducedMotion: 'reduce' });

const heading = (page: Page) => page.getByRole('heading', { level: 1 });
const tagStrip = (page: Page) => page.getByRole('navigation', { name: '已打开的页面' });

/** The team's dialog, opened from its page; `check` runs while it is open. */
async function withBookingDialog(page: Page, check: () => Promise<void>) {
  await page.getByRole('button', { name: '新建随访' }).click();
  const dialog = page.getByRole('dialog', { name: '新建随访' });
  await expect(dialog).toBeVisible();
  await check();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: '新建随访' })).toBeFocused();
}

test('a team’s own app on the shell: menu, tags, settings, a dialog, axe in default and high contrast', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/follow-ups$/);
  await expect(heading(page)).toHaveText('患者随访');

  // Its brand: the title and logo in the sidebar, its colour on the kit's primary button.
  const logoLink = page.getByRole('link', { name: '康复随访' });
  await expect(logoLink).toBeVisible();
  await expect(logoLink.locator('img')).toHaveJSProperty('complete', true);
  const book = page.getByRole('button', { name: '新建随访' });
  await expect
    .poll(async () => {
      const [r, g, b] = (await book.evaluate((el) => getComputedStyle(el).backgroundColor))
        .match(/\d+/g)!
        .map(Number);
      return g! > b! && g! > r!; // teal (#0F7B6C's ramp), not the platform's blue
    }, 'the primary button wears the team’s brand colour')
    .toBe(true);

  // The sidebar: its own menu, by mouse and by keyboard.
  const tree = page.getByRole('navigation', { name: '主菜单' }).getByRole('tree');
  await tree.getByRole('treeitem', { name: '随访计划' }).click();
  await expect(heading(page)).toHaveText('随访计划');
  await expect(page).toHaveURL(/\/plans$/);
  await tree.getByRole('treeitem', { name: '随访计划' }).focus();
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('Enter');
  await expect(heading(page)).toHaveText('患者随访');

  // The tags view: both pages, the pinned one first; a tag goes back, × closes one.
  await expect(tagStrip(page).getByRole('link')).toHaveText(['患者随访', '随访计划']);
  await tagStrip(page).getByRole('link', { name: '随访计划' }).click();
  await expect(heading(page)).toHaveText('随访计划');
  await page.getByRole('button', { name: '关闭 随访计划' }).click();
  await expect(tagStrip(page).getByRole('link')).toHaveText(['患者随访']);
  await expect(heading(page)).toHaveText('患者随访');

  // A dialog of the kit on the team's page: fill it, save it, the toast says so.
  await book.click();
  const dialog = page.getByRole('dialog', { name: '新建随访' });
  await dialog.getByRole('textbox', { name: '患者姓名' }).fill('王建国');
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('已为 王建国 安排随访')).toBeVisible();

  // The settings drawer: a switch applies at once; Escape closes and gives the focus back.
  const settingsButton = page.getByRole('button', { name: '系统布局配置' });
  await settingsButton.click();
  const drawer = page.getByRole('dialog', { name: '系统布局配置' });
  await expect(drawer).toBeVisible();
  const fixedHeader = drawer.getByRole('switch', { name: '固定顶栏' });
  await fixedHeader.click();
  await expect(fixedHeader).toBeChecked();
  await expect(page.locator('[data-slot="app-shell-header"]')).toHaveAttribute('data-fixed', '');
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(settingsButton).toBeFocused();

  // axe in the default theme: the page, then the dialog open.
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'default');
  await expectNoAxeViolations(page, 'the team’s page (default theme)');
  await withBookingDialog(page, () =>
    expectNoAxeViolations(page, 'the team’s dialog (default theme)'),
  );

  // High contrast, chosen in the settings drawer; axe again.
  await settingsButton.click();
  await drawer.getByRole('radio', { name: '高对比度' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'high-contrast');
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expectNoAxeViolations(page, 'the team’s page (high contrast)');
  await withBookingDialog(page, () =>
    expectNoAxeViolations(page, 'the team’s dialog (high contrast)'),
  );
});
