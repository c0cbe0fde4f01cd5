import { expect, test } from './fixtures';
import type { Role } from './support/accounts';
import { consoleParts } from './support/console';

/** Spec §6: the server's menu for each role (migration 0002_menu.sql); 系统管理 opened. */
const menus: Record<Role, { top: string[]; system: string[] }> = {
  admin: {
    top: [
      '首页',
      '认知训练智能辅助',
      '多模态生理信号采集',
      '群体互动模块',
      '系统管理',
      '组件',
      '图表',
      '表格',
      '路由嵌套',
    ],
    system: ['用户管理', '医生管理', '患者管理', '审计日志'],
  },
  doctor: {
    top: [
      '首页',
      '认知训练智能辅助',
      '多模态生理信号采集',
      '群体互动模块',
      '系统管理',
      '组件',
      '图表',
      '表格',
      '路由嵌套',
    ],
    system: ['医生管理', '患者管理'],
  },
  patient: {
    top: [
      '首页',
      '认知训练智能辅助',
      '多模态生理信号采集',
      '群体互动模块',
      '组件',
      '图表',
      '表格',
      '路由嵌套',
    ],
    system: [],
  },
};

for (const role of ['admin', 'doctor', 'patient'] as const) {
  test.describe(`signed in as ${role}`, () => {
    test.use({ signedInAs: role });

    test(`the sidebar shows the ${role}'s menu`, async ({ page }) => {
      await page.goto('/dashboard');
      const { menu } = consoleParts(page);
      await expect(menu.getByRole('treeitem', { level: 1 })).toHaveText(menus[role].top);
      const system = menu.getByRole('treeitem', { name: '系统管理', level: 1 });
      if (menus[role].system.length === 0) {
        await expect(system).toHaveCount(0);
        return;
      }
      await system.click();
      await expect(system).toHaveAttribute('aria-expanded', 'true');
      await expect(menu.getByRole('treeitem', { level: 2 })).toHaveText(menus[role].system);
    });
  });
}

test.describe('pages the user may not see', () => {
  test.use({ signedInAs: 'patient' });

  test('a patient going to an admin-only or a doctors-only path gets the 404 page inside the shell', async ({
    page,
  }) => {
    for (const path of ['/system/users', '/system/doctors']) {
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
