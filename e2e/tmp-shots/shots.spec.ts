import { expect, signInContext, test } from '../fixtures';
import { apiLogin } from '../support/api';
import { roles } from '../support/accounts';

test('screenshots', async ({ browser, request, serverURL }) => {
  for (const who of ['doctor', 'patient'] as const) {
    const session = await apiLogin(request, serverURL, roles[who]);
    for (const width of [1366, 375]) {
      const context = await browser.newContext({
        baseURL: serverURL,
        viewport: { width, height: 800 },
      });
      await signInContext(context, serverURL, session);
      const page = await context.newPage();
      await page.goto('/communityModule?conversation=1');
      await expect(page.getByRole('region', { name: /的消息$/ })).toBeVisible();
      await page.waitForTimeout(1500);
      await page.screenshot({ path: `/tmp/shot-${who}-${width}.png` });
      await context.close();
    }
  }
});
