import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectNoAxeViolations } from './support/a11y';
import { apiGet } from './support/api';
import { expectAccessibleInEveryAppearance } from './support/page-checks';

/*
 * 审计日志 and 客户端错误 (issue 12) against the real server. The reveal and the error reports
 * are made through the API by the shared role sessions (they neither refresh nor end them); what
 * they write is found again by its own id or a unique message, so tests running beside these do
 * not disturb them.
 */

// The page's time filters are local time (datetime-local): pin the browser's zone to compute them.
test.use({ timezoneId: 'UTC' });

interface AuditRow {
  id: number;
  actorId: number | null;
  actorName: string | null;
  action: string;
  entity: string;
  entityId: string | null;
  time: number;
  ip: string | null;
  outcome: string;
}

interface Envelope<T> {
  code: number;
  message: string;
  data: T;
}

async function apiPost<T>(
  request: APIRequestContext,
  url: string,
  token: string,
  data: unknown,
): Promise<T> {
  const response = await request.post(url, { headers: { token }, data });
  const body = (await response.json()) as Envelope<T>;
  expect(body.code, `${url}: ${body.message}`).toBe(200);
  return body.data;
}

/** A minute as a datetime-local field holds it (UTC, as the browser's zone is pinned above). */
const minuteOf = (epochMs: number) => new Date(epochMs).toISOString().slice(0, 16);

/** Waits for the table to hold its page (not busy). */
async function tableLoaded(page: Page, name: string): Promise<Locator> {
  const table = page.getByRole('table', { name });
  await expect(table).toBeVisible();
  await expect(table).not.toHaveAttribute('aria-busy', 'true');
  return table;
}

test.describe('审计日志', () => {
  test.use({ signedInAs: 'admin' });

  test('a reveal shows as its row, filtered by action, target and time; the filters survive a reload', async ({
    page,
    request,
    session,
    baseURL,
  }) => {
    test.slow(); // two page loads, a reload and an axe run on a shared machine
    const token = session!.token;
    const started = Date.now();
    const patients = await apiGet<{ list: { id: number; name: string }[] }>(
      request,
      `${baseURL}/api/patientInformation/list`,
      token,
      { pageNum: 1, pageSize: 1 },
    );
    const patientId = patients.list[0]!.id;
    await apiPost(request, `${baseURL}/api/patientInformation/reveal`, token, {
      id: patientId,
      field: 'phone',
    });
    const logged = await apiGet<{ list: AuditRow[] }>(request, `${baseURL}/api/audit/list`, token, {
      action: 'revealPatient',
      entity: 'patientInformation',
      entityId: String(patientId),
      actor: 'admin',
      from: started - 1000,
    });
    const entry = logged.list[0]!;
    expect(entry).toMatchObject({ actorName: 'admin', outcome: 'success' });
    expect(entry.ip).toBeTruthy();

    await page.goto('/system/audit');
    await expect(page.getByRole('heading', { level: 1, name: '审计日志' })).toBeVisible();
    await tableLoaded(page, '审计日志');
    const filters = page.getByRole('search', { name: '筛选审计日志' });
    await filters.getByRole('combobox', { name: '动作' }).click();
    // By keyboard: the list of every call is long, and a click far down it can land while the
    // list still scrolls under the pointer (the list then stays open).
    await page.getByRole('option', { name: 'revealPatient', exact: true }).press('Enter');
    await expect(page.getByRole('listbox')).toBeHidden();
    await filters.getByRole('textbox', { name: '对象类型' }).fill('patientInformation');
    await filters.getByRole('textbox', { name: '对象编号' }).fill(String(patientId));
    await filters.getByLabel('开始时间').fill(minuteOf(started - 60_000));
    await filters.getByLabel('结束时间').fill(minuteOf(Date.now() + 60_000));
    await filters.getByRole('button', { name: '搜索' }).click();
    await expect(page).toHaveURL(/action=revealPatient/);
    await expect(page).toHaveURL(new RegExp(`entityId=${patientId}`));
    await expect(page).toHaveURL(/from=\d{4}-\d\d-\d\dT\d\d%3A\d\d/);

    const expectTheRow = async () => {
      const table = await tableLoaded(page, '审计日志');
      const row = table
        .getByRole('row')
        .filter({ has: page.getByRole('button', { name: `详情 #${entry.id}` }) });
      await expect(row).toContainText(`admin #${entry.actorId}`); // who
      await expect(row).toContainText('revealPatient'); // what
      await expect(row).toContainText(`patientInformation #${patientId}`); // which record
      await expect(row.locator('time').first()).toHaveAttribute(
        'datetime',
        new Date(entry.time).toISOString(),
      ); // when
      await expect(row).toContainText(entry.ip!); // from where
      await expect(row).toContainText('成功');
      await expect(row).toContainText('"field":"phone"');
      await expect(row.getByRole('link', { name: `打开患者 #${patientId}` })).toHaveAttribute(
        'href',
        `/system/patients/${patientId}`,
      );
      // Every row shown is one the filters asked for.
      const actions = table.getByRole('row').filter({ hasNot: page.getByRole('columnheader') });
      for (const text of await actions.allTextContents()) expect(text).toContain('revealPatient');
      return row;
    };
    await expectTheRow();

    await page.reload();
    const row = await expectTheRow();
    await expect(filters.getByRole('combobox', { name: '动作' })).toHaveText('revealPatient');
    await expect(filters.getByRole('textbox', { name: '对象编号' })).toHaveValue(String(patientId));
    await expect(filters.getByLabel('开始时间')).toHaveValue(minuteOf(started - 60_000));

    // The row in full, in a drawer; the detail is text.
    await row.getByRole('button', { name: `详情 #${entry.id}` }).click();
    const drawer = page.getByRole('dialog', { name: `审计记录 #${entry.id}` });
    await expect(drawer.getByRole('region', { name: '附加信息' })).toContainText(
      '"field": "phone"',
    );
    await expectNoAxeViolations(page, 'the audit entry drawer');
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();

    // 重置 clears the filters and the address.
    await filters.getByRole('button', { name: '重置' }).click();
    await expect(page).toHaveURL(/\/system\/audit$/);
    await expect(filters.getByRole('textbox', { name: '对象编号' })).toHaveValue('');
  });

  test('the audit page passes axe in every appearance', async ({ page }) => {
    test.slow(); // five loads and ten axe runs
    await expectAccessibleInEveryAppearance(page, '审计日志', async (p) => {
      await p.goto('/system/audit?action=login');
      await tableLoaded(p, '审计日志');
      await expect(p.getByRole('button', { name: /^详情 #/ }).first()).toBeVisible();
    });
  });
});

test.describe('客户端错误', () => {
  test.use({ signedInAs: 'admin' });

  test('a reported error shows newest first, and its count goes up when reported again', async ({
    page,
    request,
    roleSession,
    baseURL,
  }) => {
    test.slow(); // two loads and an axe run on a shared machine
    const doctor = await roleSession('doctor');
    const message = `e2e audit page error ${Date.now().toString(36)}`;
    const report = {
      message,
      url: `${baseURL}/system/patients?name=lhz`,
      stack: `Error: ${message}\n    at <b>PatientList</b> (patient-list.tsx:1:1)`,
      info: 'render',
    };
    await apiPost(request, `${baseURL}/api/clientErrors`, doctor.token, report);

    await page.goto('/system/client-errors');
    await expect(page.getByRole('heading', { level: 1, name: '客户端错误' })).toBeVisible();
    let table = await tableLoaded(page, '客户端错误');
    const row = table.getByRole('row').filter({ hasText: message });
    await expect(row).toContainText('/system/patients?name=lhz');
    await expect(row).toContainText('doctor #');
    // Message, page, user, browser, count of repeats.
    await expect(row.getByRole('cell').nth(4)).toHaveText('1');

    await apiPost(request, `${baseURL}/api/clientErrors`, doctor.token, report);
    await page.reload();
    table = await tableLoaded(page, '客户端错误');
    await expect(row.getByRole('cell').nth(4)).toHaveText('2');
    const [first, last] = await row
      .locator('time')
      .evaluateAll((times) => times.map((time) => Date.parse(time.getAttribute('datetime')!)));
    expect(last!).toBeGreaterThanOrEqual(first!);

    // The stack in the drawer, as text.
    await row.getByRole('button', { name: /^详情 #/ }).click();
    const drawer = page.getByRole('dialog', { name: /^客户端错误 #/ });
    const stack = drawer.getByRole('region', { name: '错误堆栈' });
    await expect(stack).toContainText('at <b>PatientList</b>');
    await expect(stack.locator('b')).toHaveCount(0);
    await expectNoAxeViolations(page, 'the client error drawer');
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
  });

  test('the client errors page passes axe in every appearance', async ({
    page,
    request,
    roleSession,
    baseURL,
  }) => {
    test.slow(); // five loads and ten axe runs
    // At least one row to judge, whatever ran before.
    const doctor = await roleSession('doctor');
    await apiPost(request, `${baseURL}/api/clientErrors`, doctor.token, {
      message: 'e2e audit appearance check',
      url: `${baseURL}/dashboard`,
    });
    await expectAccessibleInEveryAppearance(page, '客户端错误', async (p) => {
      await p.goto('/system/client-errors');
      await tableLoaded(p, '客户端错误');
      await expect(p.getByRole('button', { name: /^详情 #/ }).first()).toBeVisible();
    });
  });
});

test.describe('a doctor', () => {
  test.use({ signedInAs: 'doctor' });

  test('gets 40301 from both calls and the 404 page at both paths', async ({
    page,
    request,
    session,
    baseURL,
  }) => {
    for (const path of ['/api/audit/list', '/api/clientErrors/list']) {
      const response = await request.get(`${baseURL}${path}`, {
        headers: { token: session!.token },
      });
      expect(((await response.json()) as Envelope<unknown>).code, path).toBe(40301);
    }
    for (const path of ['/system/audit', '/system/client-errors']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: '页面不存在' })).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
    }
  });
});
