import { expect, test } from './fixtures';
import { consoleParts } from './support/console';
import { sidebarOf } from './support/menu';

for (const role of ['admin', 'doctor', 'patient'] as const) {
  test.describe(`signed in as ${role}`, () => {
    test.use({ signedInAs: role });

    test(`the sidebar shows the ${role}'s menu, as the contract's tree gives it`, async ({
      page,
    }) => {
      const expected = sidebarOf(role);
      await page.goto('/dashboard');
      const { menu } = consoleParts(page);
      await expect(menu.getByRole('treeitem', { level: 1 })).toHaveText(expected.top);
      // Spec §6: administration is the doctors' and admins' only.
      const system = menu.getByRole('treeitem', { name: '系统管理', level: 1 });
      if (role === 'patient') {
        await expect(system).toHaveCount(0);
        return;
      }
      await system.click();
      await expect(system).toHaveAttribute('aria-expanded', 'true');
      await expect(menu.getByRole('treeitem', { level: 2 })).toHaveText(
        expected.groups['系统管理']!,
      );
    });
  });
}

test.describe('pages the user may not see', () => {
  test.use({ signedInAs: 'patient' });

  test('a patient going to an admin-only, a doctors-only or a demo path gets the 404 page inside the shell', async ({
    page,
  }) => {
    // The template's demo groups are staff's too (issue 18).
    for (const path of [
      '/system/users',
      '/system/doctors',
      '/nested/menu1/menu1-1',
      '/charts/line',
    ]) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: '页面不存在' })).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(page).toHaveTitle('404 - 认知增强平台');
      // Drawn in the shell: the menu and the navbar are still there to go on with.
      await expect(consoleParts(page).menu).toBeVisible();
      await expect(consoleParts(page).accountButton).toHaveAccessibleName('李患者 账户菜单');
    }
    await page.getByRole('link', { name: '返回首页' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });
});

test.describe('an unknown address', () => {
  test.use({ signedInAs: 'admin' });

  test('an unknown path when signed in shows 404 inside the shell', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { level: 1, name: '页面不存在' })).toBeVisible();
    await expect(page).toHaveURL(/\/no\/such\/page$/);
    await expect(consoleParts(page).navbar).toBeVisible();
    await expect(consoleParts(page).menu).toBeVisible();
  });
});
