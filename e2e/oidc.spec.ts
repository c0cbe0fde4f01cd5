import { createServer } from 'node:net';
import type { Page } from '@playwright/test';
import {
  defaultAccounts,
  providerClient,
  startTestProvider,
  type TestProvider,
} from '../apps/server/test/oidc-provider.ts';
import { startServer, type RunningServer } from '../scripts/testing/start-server.ts';
import { expect, test } from './fixtures';
import { consoleParts } from './support/console';
import { expectAccessibleInEveryAppearance } from './support/page-checks';

/*
 * Sign-in through the hospital's identity provider (issue 30) in Chromium, against a real OpenID
 * Provider on loopback (oidc-provider, apps/server/test/oidc-provider.ts) and a server instance of
 * this file's own, configured for it (the shared e2e server stays without OIDC): a clinician
 * clicks 使用医院统一身份认证登录, signs in on the provider's page and lands on their patients as
 * the demo doctor 张医生 (linked by their occupational number); a person the provider refuses is
 * told so on the login page; signing out ends the provider's sign-in too (RP-initiated logout).
 */

/** A free port of this machine: the provider must know the server's address before it starts. */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

/** The demo doctor 张医生 at the provider: their occupational number links the demo record. */
const clinician = {
  id: 'sub-zhang',
  username: 'zhang.yi',
  password: 'Idp@Pass1',
  name: '张医生',
  groups: ['cep-clinicians'],
  occupationalNumber: '110110000023456',
};
const disabled = defaultAccounts.find((a) => a.disabled)!;

test.describe('hospital sign-in (OIDC)', () => {
  // One provider and one server for the file; its tests follow one another.
  test.describe.configure({ mode: 'serial' });
  let op: TestProvider;
  let server: RunningServer;
  let origin: string;

  test.beforeAll(async () => {
    const port = await freePort();
    origin = `http://localhost:${port}`;
    op = await startTestProvider({
      redirectUris: [`${origin}/api/auth/oidc/callback`],
      postLogoutRedirectUris: [`${origin}/login`],
      accounts: [...defaultAccounts, clinician],
    });
    server = await startServer({
      env: {
        PORT: String(port),
        OIDC_ISSUER: op.issuer,
        OIDC_CLIENT_ID: providerClient.id,
        OIDC_CLIENT_SECRET: providerClient.secret,
        OIDC_PUBLIC_URL: origin,
        OIDC_SCOPES: 'openid profile groups cep',
        OIDC_ROLE_MAP: 'cep-admins:admin,cep-clinicians:doctor,cep-patients:patient',
        OIDC_OCCUPATIONAL_NUMBER_CLAIM: 'occupational_number',
      },
    });
  });

  test.afterAll(async () => {
    await server?.stop();
    await op?.stop();
  });

  const providerForm = (page: Page) =>
    page.getByRole('heading', { level: 1, name: '医院统一身份认证' });

  async function signInAtProvider(page: Page, who: { username: string; password: string }) {
    await expect(providerForm(page)).toBeVisible();
    await page.getByRole('textbox', { name: '用户名' }).fill(who.username);
    await page.getByLabel('密码').fill(who.password);
    await page.getByRole('button', { name: '登录' }).click();
  }

  test('a clinician signs in at the provider and lands on their patients', async ({ page }) => {
    await page.goto(`${origin}/login`);
    const button = page.getByRole('button', { name: '使用医院统一身份认证登录' });
    await expect(button).toBeVisible();
    // By keyboard, as anyone may: Tab reaches the button, Enter leaves for the provider.
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`^${op.issuer}/interaction/`));
    await signInAtProvider(page, clinician);

    await expect(page).toHaveURL(`${origin}/dashboard`);
    const { accountButton, menu } = consoleParts(page);
    await expect(accountButton).toHaveAccessibleName('张医生 账户菜单');
    // The one-time code left the address at once, and no token is in it.
    expect(page.url()).not.toContain('code=');
    await menu.getByRole('treeitem', { name: '患者管理' }).click();
    const patients = page.getByRole('table', { name: '患者列表' });
    await expect(patients).not.toHaveAttribute('aria-busy');
    await expect(patients.getByRole('row').getByRole('link').first()).toBeVisible();
  });

  test('signing out ends the sign-in at the provider too', async ({ page }) => {
    await page.goto(`${origin}/login`);
    await page.getByRole('button', { name: '使用医院统一身份认证登录' }).click();
    await signInAtProvider(page, clinician);
    await expect(page).toHaveURL(`${origin}/dashboard`);

    const logout = page.waitForRequest((r) => r.url().startsWith(`${op.issuer}/session/end`));
    const { accountButton } = consoleParts(page);
    await accountButton.click();
    await page.getByRole('menuitem', { name: '退出系统' }).click();
    await page
      .getByRole('alertdialog', { name: '系统提示' })
      .getByRole('button', { name: '确定' })
      .click();
    const endSession = new URL((await logout).url());
    expect(endSession.searchParams.get('id_token_hint')).toBeTruthy();
    await expect(page).toHaveURL(new RegExp(`^${origin}/login`));

    // The provider's own sign-in ended: it asks for the password again.
    await page.getByRole('button', { name: '使用医院统一身份认证登录' }).click();
    await expect(providerForm(page)).toBeVisible();
  });

  test('a person the provider refuses is told so on the login page', async ({ page }) => {
    await page.goto(`${origin}/login`);
    await page.getByRole('button', { name: '使用医院统一身份认证登录' }).click();
    await signInAtProvider(page, disabled);
    await expect(page).toHaveURL(`${origin}/login?oidcError=40112`);
    await expect(
      page.getByRole('alert').filter({ hasText: '统一身份认证平台未允许本次登录' }),
    ).toBeVisible();
    await expect(page.getByRole('banner')).toHaveCount(0);
  });

  test('the login page with the hospital sign-in passes axe in every appearance', async ({
    page,
  }) => {
    await expectAccessibleInEveryAppearance(page, 'login with OIDC', async (p) => {
      await p.goto(`${origin}/login?oidcError=40112`);
      await expect(p.getByRole('button', { name: '使用医院统一身份认证登录' })).toBeVisible();
    });
  });
});
