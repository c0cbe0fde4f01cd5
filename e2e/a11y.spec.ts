import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectNoAxeViolations } from './support/a11y';
import { bodyColours, consoleParts } from './support/console';

/**
 * axe (WCAG 2.2 AA) on every page and every overlay of the console, in the default theme and in
 * high contrast. High contrast comes from the OS preference (prefers-contrast: more), the way
 * most people who need it have it. Motion is reduced so no overlay is caught half faded in.
 */
const themes = [
  { name: 'default theme', contrast: 'no-preference', body: 'rgb(255, 255, 255)' },
  { name: 'high contrast', contrast: 'more', body: 'rgb(0, 0, 0)' },
] as const;

// The checker itself: one axe pass must report both kinds it is meant to (a WCAG rule and the
// best-practice "region"), or every page's check below would pass for the wrong reason.
test('the axe check reports a WCAG violation and content outside the landmarks', async ({
  page,
}) => {
  await page.setContent(
    '<html lang="zh-CN"><head><title>t</title></head><body>' +
      '<p>在地标之外</p><main><img src="data:," /></main></body></html>',
  );
  const failure = await expectNoAxeViolations(page, 'a bad page').then(
    () => '',
    (error: Error) => error.message,
  );
  expect(failure).toContain('image-alt');
  expect(failure).toMatch(/region \(moderate\)/);
});

for (const theme of themes) {
  test.describe(theme.name, () => {
    test.use({ contrast: theme.contrast, reducedMotion: 'reduce' });

    /** Checks the theme really is on before axe judges the colours. */
    async function expectTheme(page: Page) {
      await expect.poll(async () => (await bodyColours(page)).background).toBe(theme.body);
    }

    test('the login page', async ({ page }) => {
      await page.goto('/login');
      await expect(page.getByRole('status')).toContainText('服务器已连接');
      await expectTheme(page);
      await expectNoAxeViolations(page, `the login page (${theme.name})`);
    });

    test.describe('as admin', () => {
      test.use({ signedInAs: 'admin' });

      /** Goes from page to page through the menu, as a person would (no reload in between). */
      for (const [group, pages] of [
        [
          'the dashboard and the three main areas',
          [['首页'], ['认知训练智能辅助'], ['多模态生理信号采集'], ['群体互动模块']],
        ],
        [
          'the system pages',
          [
            ['系统管理', '用户管理'],
            ['系统管理', '医生管理'],
            ['系统管理', '患者管理'],
            ['系统管理', '审计日志'],
          ],
        ],
      ] as const) {
        test(group, async ({ page }) => {
          // Real pages with their data and two axe passes each: more than the default 30 s on
          // a busy CI machine.
          test.slow();
          await page.goto('/dashboard');
          const { menu } = consoleParts(page);
          for (const trail of pages) {
            const title = trail[trail.length - 1]!;
            if (trail.length === 2) {
              const submenu = menu.getByRole('treeitem', { name: trail[0], level: 1 });
              if ((await submenu.getAttribute('aria-expanded')) !== 'true') await submenu.click();
            }
            await menu.getByRole('treeitem', { name: title, level: trail.length }).click();
            await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
            await expectTheme(page);
            await expectNoAxeViolations(page, `${title} (${theme.name})`);
          }
        });
      }

      test('the 404 page', async ({ page }) => {
        await page.goto('/no/such/page');
        await expect(page.getByRole('heading', { level: 1, name: '页面不存在' })).toBeVisible();
        await expectTheme(page);
        await expectNoAxeViolations(page, `404 (${theme.name})`);
      });

      test('route search, open with results', async ({ page }) => {
        await page.goto('/dashboard');
        await page.getByRole('button', { name: '搜索页面' }).click();
        const dialog = page.getByRole('dialog', { name: '搜索页面' });
        await dialog.getByRole('combobox').fill('管理');
        await expect(dialog.getByRole('option').first()).toBeVisible();
        await expectTheme(page);
        await expectNoAxeViolations(page, `route search (${theme.name})`);
      });

      test('the settings drawer', async ({ page }) => {
        await page.goto('/dashboard');
        await page.getByRole('button', { name: '系统布局配置' }).click();
        await expect(page.getByRole('dialog', { name: '系统布局配置' })).toBeVisible();
        await expectTheme(page);
        await expectNoAxeViolations(page, `the settings drawer (${theme.name})`);
      });

      test('the error log dialog', async ({ page }) => {
        await page.goto('/dashboard');
        await expect(consoleParts(page).accountButton).toBeVisible();
        await page.evaluate(() => {
          setTimeout(() => {
            throw new Error('e2e: an error for the error log <b>as text</b>');
          });
        });
        await page.getByRole('button', { name: '错误日志 1 条' }).click();
        await expect(page.getByRole('dialog', { name: '错误日志' }).getByRole('row')).toHaveCount(
          2,
        );
        await expectTheme(page);
        await expectNoAxeViolations(page, `the error log dialog (${theme.name})`);
      });
    });

    test.describe('as doctor', () => {
      test.use({ signedInAs: 'doctor' });

      test('the personal centre and its edit dialog', async ({ page }) => {
        await page.goto('/dashboard');
        await consoleParts(page).accountButton.click();
        await page.getByRole('menuitem', { name: '个人中心' }).click();
        const view = page.getByRole('dialog', { name: '个人中心' });
        await expect(view.getByRole('definition').first()).toHaveText('张医生');
        await expectTheme(page);
        await expectNoAxeViolations(page, `the personal centre (${theme.name})`);

        await view.getByRole('button', { name: '编辑' }).click();
        const edit = page.getByRole('dialog', { name: '编辑个人信息' });
        await expect(edit.getByRole('textbox', { name: /^姓名/ })).toHaveValue('张医生');
        await expectNoAxeViolations(page, `the personal centre's edit dialog (${theme.name})`);
        // Refusals are part of the dialog too: a bad phone's message.
        await edit.getByRole('textbox', { name: '手机号' }).fill('123');
        await edit.getByRole('button', { name: '保存' }).click();
        await expect(edit.getByText('请输入正确的11位手机号码')).toBeVisible();
        await expectNoAxeViolations(page, `the edit dialog with a refused field (${theme.name})`);
      });
    });
  });
}
