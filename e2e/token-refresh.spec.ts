import { startServer } from '../scripts/testing/start-server.ts';
import { expect, test } from './fixtures';
import { roles } from './support/accounts';
import { consoleParts, recordRequests, signInThroughForm, tokenOf } from './support/console';

test.describe('token refresh', () => {
  /** Seconds; every request is then under the 10-minute threshold and refreshes first. */
  const TTL = 12;

  test('near expiry the token is refreshed on the way, unnoticed, for longer than its lifetime', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const server = await startServer({ env: { TOKEN_TTL: String(TTL) } });
    try {
      const refreshes = recordRequests(page, '/api/sysUser/refreshToken');
      const loginPages: string[] = [];
      page.on('framenavigated', (frame) => {
        if (frame === page.mainFrame() && new URL(frame.url()).pathname === '/login')
          loginPages.push(frame.url());
      });

      await page.goto(`${server.url}/login`);
      await signInThroughForm(page, roles.doctor.username, roles.doctor.password);
      await expect(page).toHaveURL(/\/dashboard$/);
      loginPages.length = 0; // from here on the person is signed in
      const firstToken = (await tokenOf(page))!;
      const started = Date.now();
      const { menu, accountButton } = consoleParts(page);

      // Work through more than two lifetimes of a token: pages, a reload, the personal centre.
      // Each step waits a little (time has to pass: that is the point), never a whole lifetime
      // between two requests — what a person at work does.
      const requestingSteps = [
        async () => page.reload(),
        async () => {
          await accountButton.click();
          await page.getByRole('menuitem', { name: '个人中心' }).click();
          const dialog = page.getByRole('dialog', { name: '个人中心' });
          await expect(dialog.getByRole('definition').first()).toHaveText('张医生');
          await page.keyboard.press('Escape');
        },
      ];
      for (let step = 0; Date.now() - started < 2 * TTL * 1000 + 2000; step++) {
        for (const title of ['认知训练智能辅助', '群体互动模块']) {
          await menu.getByRole('treeitem', { name: title, level: 1 }).click();
          await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
        }
        await page.waitForTimeout((TTL * 1000) / 3);
        const before = await tokenOf(page);
        const refreshed = page.waitForRequest('**/api/sysUser/refreshToken');
        await requestingSteps[step % requestingSteps.length]!();
        await refreshed;
        await expect.poll(() => tokenOf(page)).not.toBe(before);
      }

      expect(refreshes.length).toBeGreaterThanOrEqual(3);
      expect(loginPages, 'the person was sent to the login page').toEqual([]);
      await expect(page.getByRole('alertdialog')).toHaveCount(0);
      await expect(accountButton).toHaveAccessibleName('张医生 账户菜单');
      // The first token has really run out meanwhile: the server refuses it.
      const answer = await page.request.get(`${server.url}/api/sysUser/getInfo`, {
        headers: { token: firstToken },
      });
      expect(((await answer.json()) as { code: number }).code).toBe(50014);
    } finally {
      await page.close();
      await server.stop();
    }
  });
});
