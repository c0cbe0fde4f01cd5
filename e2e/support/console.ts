import { expect, type BrowserContext, type Locator, type Page } from '@playwright/test';

/** The parts of the signed-in console a person finds by role and name (zh-CN). */
export function consoleParts(page: Page) {
  const navbar = page.getByRole('banner', { name: '顶部导航' });
  return {
    navbar,
    menu: page.getByRole('tree', { name: '主菜单' }),
    breadcrumb: navbar.getByRole('navigation', { name: '面包屑' }),
    tags: page.getByRole('navigation', { name: '已打开的页面' }),
    main: page.getByRole('main'),
    /** The avatar menu's button, named '{name} 账户菜单'. */
    accountButton: navbar.getByRole('button', { name: /账户菜单$/ }),
    toasts: page.getByRole('region', { name: /^通知/ }),
  };
}

/** Opens 个人中心 from the account menu ('{name} 账户菜单'); answers its dialog, ready to edit. */
export async function openPersonalCentre(
  page: Page,
  name: string | RegExp = /账户菜单$/,
): Promise<Locator> {
  const account = typeof name === 'string' ? `${name} 账户菜单` : name;
  await page.getByRole('button', { name: account }).click();
  await page.getByRole('menuitem', { name: '个人中心' }).click();
  const dialog = page.getByRole('dialog', { name: '个人中心' });
  await expect(dialog.getByRole('button', { name: '编辑' })).toBeVisible();
  return dialog;
}

/** Fills the sign-in form and presses 登录 (the page must be on /login). */
export async function signInThroughForm(page: Page, username: string, password: string) {
  await page.getByRole('textbox', { name: '用户名' }).fill(username);
  await page.getByRole('textbox', { name: '密码' }).fill(password);
  await page.getByRole('button', { name: '登录' }).click();
}

/**
 * Marks the current document, so a test can tell later that the page was not reloaded (a
 * reload makes a new window object, which has no mark).
 */
export async function markDocument(page: Page): Promise<string> {
  const mark = `e2e-${Math.random().toString(36).slice(2)}`;
  await page.evaluate((value) => {
    (window as unknown as { e2eMark?: string }).e2eMark = value;
  }, mark);
  return mark;
}

/** Fails when the document marked by `markDocument` was replaced (the page reloaded). */
export async function expectSameDocument(page: Page, mark: string): Promise<void> {
  const current = await page.evaluate(() => (window as unknown as { e2eMark?: string }).e2eMark);
  expect(current, 'the page reloaded').toBe(mark);
}

/** The computed text and background colour of the page's body. */
export function bodyColours(page: Page) {
  return page.evaluate(() => {
    const style = getComputedStyle(document.body);
    return { color: style.color, background: style.backgroundColor };
  });
}

/**
 * Waits for a toast that says `text`, then closes it with its close button (关闭通知) and waits
 * until it is gone, so the next identical message is seen as a new toast, not this one.
 */
export async function expectToastAndClose(page: Page, text: string): Promise<void> {
  const toast = consoleParts(page).toasts.getByRole('listitem').filter({ hasText: text });
  await expect(toast).toHaveCount(1);
  await toast.getByRole('button', { name: '关闭通知' }).click();
  await expect(toast).toHaveCount(0);
}

/** The token the page holds (cookie Admin-Token), `undefined` when signed out. */
export async function tokenOf(page: Page): Promise<string | undefined> {
  return (await page.context().cookies()).find((cookie) => cookie.name === 'Admin-Token')?.value;
}

/**
 * Records every request the page sends to `path` from now on (matched on the pathname), so a
 * test can show what was sent — and that nothing was, when the console must refuse first.
 */
export function recordRequests(page: Page, path: string): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === path) urls.push(request.url());
  });
  return urls;
}

/**
 * Records the text of every toast shown in the context's pages from now on (call it before the
 * page opens), however short-lived: a test can then show that a message was never toasted, not
 * just that no toast is on screen at the moment it looks. Read it with `toastsShown`.
 */
export async function recordToasts(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const shown: string[] = [];
    (window as unknown as { e2eToasts?: string[] }).e2eToasts = shown;
    new MutationObserver((changes) => {
      for (const change of changes)
        for (const node of change.addedNodes) {
          if (!(node instanceof Element)) continue;
          const toasts = node.matches('[data-sonner-toast]')
            ? [node]
            : [...node.querySelectorAll('[data-sonner-toast]')];
          for (const toast of toasts) shown.push(toast.textContent ?? '');
        }
    }).observe(document, { childList: true, subtree: true });
  });
}

/** The texts of the toasts shown in the page since it opened (see `recordToasts`). */
export function toastsShown(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { e2eToasts?: string[] }).e2eToasts ?? []);
}
