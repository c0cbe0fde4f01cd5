import { startServer, type RunningServer } from '../scripts/testing/start-server.ts';
import { startSlapd, testPeople, type RunningSlapd } from '../scripts/testing/slapd.ts';
import { expect, test } from './fixtures';
import { consoleParts, signInThroughForm } from './support/console';

/*
 * Directory sign-in (issue 30) in the browser: a real OpenLDAP (scripts/testing/slapd.ts, ldaps://
 * with a CA made by the test) and a server instance of this spec's own configured for it (LDAP_*),
 * on the run's database, so the other specs' server stays without a directory. A person of the
 * directory uses the console's ordinary login form: nothing on the page says "LDAP".
 */

test.describe('sign-in through the hospital directory', () => {
  // One worker for both tests: one slapd and one server, not one per worker.
  test.describe.configure({ mode: 'default', timeout: 180_000 });
  let slapd: RunningSlapd | undefined;
  let server: RunningServer | undefined;

  test.beforeAll(async () => {
    slapd = await startSlapd();
    const databaseUrl = process.env.CEP_E2E_DATABASE_URL;
    server = await startServer({ ...(databaseUrl ? { databaseUrl } : {}), env: slapd.env() });
  });
  test.afterAll(async () => {
    await server?.stop();
    await slapd?.stop();
  });

  test('a directory doctor signs in on the login page and lands on their home page', async ({
    browser,
  }) => {
    const context = await browser.newContext({ baseURL: server!.url });
    const page = await context.newPage();
    try {
      await page.goto('/login');
      await signInThroughForm(page, testPeople.doctor.uid, testPeople.doctor.password);
      await expect(page.getByRole('heading', { level: 1, name: '首页' })).toBeVisible();
      await expect(page).toHaveURL(/\/dashboard$/);
      // Their name is the directory's, and the menu is a doctor's.
      await expect(consoleParts(page).accountButton).toHaveAccessibleName(
        `${testPeople.doctor.name} 账户菜单`,
      );
    } finally {
      await context.close();
    }
  });

  test('an account the directory has disabled is refused with the message', async ({ browser }) => {
    const context = await browser.newContext({ baseURL: server!.url });
    const page = await context.newPage();
    try {
      await page.goto('/login');
      await signInThroughForm(page, testPeople.locked.uid, testPeople.locked.password);
      await expect(
        page.getByRole('alert').filter({ hasText: '该账号已停用，请联系管理员' }),
      ).toBeVisible();
      await expect(page).toHaveURL(/\/login$/);
      await expect(page.getByRole('banner')).toHaveCount(0);
    } finally {
      await context.close();
    }
  });
});
