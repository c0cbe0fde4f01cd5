import { generate } from 'otplib';
import type { Page } from '@playwright/test';
import {
  defaultAccounts,
  providerClient,
  startTestProvider,
  type TestProvider,
} from '../apps/server/test/oidc-provider.ts';
import { freePort } from '../scripts/testing/ports.ts';
import { startServer, type RunningServer } from '../scripts/testing/start-server.ts';
import { expect, test } from './fixtures';
import { expectNoAxeViolations } from './support/a11y';
import { roles } from './support/accounts';
import { apiLogin } from './support/api';
import { bodyColours, consoleParts } from './support/console';

/*
 * Sign-in through the hospital's identity provider (issue 30) in Chromium, against a real OpenID
 * Provider on loopback (oidc-provider, apps/server/test/oidc-provider.ts) and a server instance of
 * this file's own, configured for it (the shared e2e server stays without OIDC): a clinician
 * clicks 使用医院统一身份认证登录, signs in on the provider's page and lands on their patients as
 * the demo doctor 张医生 (linked by their occupational number); a person the provider refuses is
 * told so on the login page; signing out ends the provider's sign-in too (RP-initiated logout).
 */

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

/** An administrator at the provider: the admin role asks for a second factor in the last test. */
const administrator = {
  id: 'sub-wang-admin',
  username: 'wang.admin',
  password: 'Idp@Pass2',
  name: '王管理员',
  groups: ['cep-admins'],
};

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
      accounts: [...defaultAccounts, clinician, administrator],
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
    const { accountButton } = consoleParts(page);
    await expect(accountButton).toHaveAccessibleName('张医生 账户菜单');
    // The one-time code left the address at once, and no token is in it.
    expect(page.url()).not.toContain('code=');
    // Their patients: the demo doctor's care team, as after a password sign-in.
    await page.goto(`${origin}/system/patients`);
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

  // The sign-in page has no font menu (the shell's): its appearances are the OS themes and 375 px.
  test('the login page with the hospital sign-in and a failure passes axe in every theme and at 375 px', async ({
    page,
  }) => {
    const themes = [
      {
        name: 'default theme',
        colorScheme: 'light',
        contrast: 'no-preference',
        body: 'rgb(255, 255, 255)',
      },
      {
        name: 'dark theme',
        colorScheme: 'dark',
        contrast: 'no-preference',
        body: 'rgb(21, 23, 28)',
      },
      { name: 'high contrast', colorScheme: 'light', contrast: 'more', body: 'rgb(0, 0, 0)' },
    ] as const;
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(`${origin}/login?oidcError=40112`);
    await expect(page.getByRole('button', { name: '使用医院统一身份认证登录' })).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: '统一身份认证' })).toBeVisible();
    for (const theme of themes) {
      await page.emulateMedia({ colorScheme: theme.colorScheme, contrast: theme.contrast });
      await expect.poll(async () => (await bodyColours(page)).background).toBe(theme.body);
      await expectNoAxeViolations(page, `login with OIDC (${theme.name})`);
    }
    await page.setViewportSize({ width: 375, height: 800 });
    await page.emulateMedia({ colorScheme: 'light', contrast: 'no-preference' });
    await expectNoAxeViolations(page, 'login with OIDC (375 px)');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      375,
    );
  });
  // Last: it turns on the admins' second factor on this file's server.
  test('an admin whose role requires a second factor binds one on the landing page, then enters', async ({
    page,
    request,
  }) => {
    const demoAdmin = await apiLogin(request, origin, roles.admin);
    const saved = await request.put(`${origin}/api/settings/signInPolicy`, {
      headers: { token: demoAdmin.token },
      data: {
        roles: [{ key: 'admin', signInMethods: ['password', 'oidc'], secondFactorRequired: true }],
      },
    });
    expect((await saved.json()).code).toBe(200);

    await page.goto(`${origin}/login`);
    await page.getByRole('button', { name: '使用医院统一身份认证登录' }).click();
    await signInAtProvider(page, administrator);
    // The provider vouched for them; the console still asks for the factor their role needs.
    await expect(page.getByText('您的角色要求两步验证，请先绑定身份验证器。')).toBeVisible();
    await expect(page).toHaveURL(`${origin}/oidc/landing`);
    await page.getByRole('button', { name: '开启两步验证' }).click();
    const secret = (await page.locator('[data-slot="totp-secret"]').innerText()).replace(
      /\s+/g,
      '',
    );
    await page
      .getByRole('textbox', { name: '验证码' })
      .fill(await generate({ secret, epoch: Math.floor(Date.now() / 1000) }));
    await page.getByRole('button', { name: '确定' }).click();
    await expect(page.getByRole('list', { name: '恢复码（只显示这一次）' })).toBeVisible();
    await page.getByRole('button', { name: '我已保存恢复码' }).click();
    await expect(page).toHaveURL(`${origin}/dashboard`);
    await expect(consoleParts(page).accountButton).toHaveAccessibleName('王管理员 账户菜单');
  });
});
