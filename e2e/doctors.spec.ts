import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, signInContext, test } from './fixtures';
import { roles } from './support/accounts';
import { apiGet, apiLogin } from './support/api';
import { consoleParts, expectToastAndClose } from './support/console';
import { expectNoAxeViolations } from './support/a11y';
import { expectAccessibleInEveryAppearance } from './support/page-checks';

/*
 * 医生管理 against the real server. The tests that change data sign in as an admin made for
 * them and work on doctors and a patient made for them (names end with this run's suffix), so
 * the demo rows other tests read stay as they are.
 */

interface Envelope<T> {
  code: number;
  message: string;
  data: T;
}

/** A POST as the console sends it (token header, JSON), resolving the envelope's data. */
async function apiPost<T>(request: APIRequestContext, url: string, token: string, data: unknown) {
  const response = await request.post(url, { headers: { token }, data });
  const body = (await response.json()) as Envelope<T>;
  expect(body.code, `${url}: ${body.message}`).toBe(200);
  return body.data;
}

/** The table once its page is in (the skeleton rows have cells too). */
async function loadedTable(page: Page) {
  const table = page.getByRole('table', { name: '医生列表' });
  await expect(table).toBeVisible();
  await expect(table).not.toHaveAttribute('aria-busy');
  return table;
}

/**
 * The names in the table's 姓名 column, top to bottom, read in one go: row by row, a row the
 * table replaced meanwhile (a refetch) would leave a locator waiting for a cell that is gone.
 */
async function namesIn(page: Page) {
  const table = await loadedTable(page);
  return table.locator('tbody tr').evaluateAll((rows) =>
    rows.map((row) => {
      const cells = [...row.querySelectorAll('td')];
      // The first cell is the selection checkbox for an admin.
      const hasCheckbox = cells[0]?.querySelector('input[type="checkbox"], [role="checkbox"]');
      return cells[hasCheckbox ? 1 : 0]?.textContent ?? '';
    }),
  );
}

test.describe('an admin manages doctors', () => {
  test('create, edit, detail with patients, reveal, filtered export, state kept on reload, delete', async ({
    page,
    request,
    serverURL,
  }) => {
    test.setTimeout(120_000);
    const suffix = Date.now().toString(36);
    const api = `${serverURL}/api`;
    const admin = await apiLogin(request, serverURL, roles.admin);
    // An admin of this test's own, so the shared admin session only ever looks.
    const mine = { username: `dadm${suffix}`, password: 'Admin#Pass1', name: `医管${suffix}` };
    await apiPost(request, `${api}/users/add`, admin.token, { ...mine, userAuth: '0' });
    const session = await apiLogin(request, serverURL, mine);
    const token = session.token;
    // The accounts: the doctor to be created through the page, a second doctor and a patient.
    const doctorAccount = await apiPost<{ id: number }>(request, `${api}/users/add`, token, {
      username: `doca${suffix}`,
      password: 'Doctor#Pass1',
      name: `甲医生${suffix}`,
      userAuth: '1',
    });
    const secondAccount = await apiPost<{ id: number }>(request, `${api}/users/add`, token, {
      username: `docb${suffix}`,
      password: 'Doctor#Pass1',
      name: `乙医生${suffix}`,
      userAuth: '1',
    });
    await apiPost(request, `${api}/doctorInformation/add`, token, {
      userId: secondAccount.id,
      doctorName: `乙医生${suffix}`,
      phone: '13700001111',
      age: 52,
      job: '护士',
    });
    const patientAccount = await apiPost<{ id: number }>(request, `${api}/users/add`, token, {
      username: `pat${suffix}`,
      password: 'Patient#Pass1',
      name: `丙患者${suffix}`,
      userAuth: '2',
    });
    const patient = await apiPost<{ id: number }>(request, `${api}/patientInformation/add`, token, {
      userId: patientAccount.id,
      patientName: `丙患者${suffix}`,
    });

    await signInContext(page.context(), serverURL, session);
    await page.goto('/system/doctors');
    await expect(page.getByRole('heading', { level: 1, name: '医生管理' })).toBeVisible();
    await loadedTable(page);

    // 新增医生: find the account, then fill in the record.
    await page.getByRole('button', { name: '新增医生' }).click();
    const create = page.getByRole('dialog', { name: '新增医生' });
    await create.getByRole('textbox', { name: /登录账号/ }).fill(`doca${suffix}`);
    await create.getByRole('button', { name: '查找账号' }).click();
    await expect(create.getByText(`账号：甲医生${suffix}（doca${suffix}）`)).toBeVisible();
    await expect(create.getByRole('textbox', { name: /^姓名/ })).toHaveValue(`甲医生${suffix}`);
    // A wrong phone is refused with the contract's message before anything is sent.
    await create.getByRole('textbox', { name: /^手机号/ }).fill('123');
    await create.getByRole('button', { name: '保存' }).click();
    await expect(create.getByText('请输入正确的11位手机号码')).toBeVisible();
    await create.getByRole('textbox', { name: /^手机号/ }).fill('13912345678');
    await create.getByRole('textbox', { name: /^年龄/ }).fill('41');
    await create.getByRole('combobox', { name: /^职业/ }).click();
    await page.getByRole('option', { name: '康复师' }).click();
    await create.getByRole('button', { name: '保存' }).click();
    await expectToastAndClose(page, '已新增医生档案');
    await expect(create).toHaveCount(0);

    // Filter by this run's suffix: the two doctors of this test, nobody else.
    await page.getByRole('textbox', { name: '姓名', exact: true }).fill(suffix);
    await page.getByRole('button', { name: '搜索', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`name=${suffix}`));
    // In id order: 乙 was added first (through the API).
    await expect
      .poll(() => namesIn(page), { timeout: 30_000 })
      .toEqual([`乙医生${suffix}`, `甲医生${suffix}`]);

    // 编辑: the phone comes masked and, left so, is kept; the seniority changes.
    await page.getByRole('button', { name: `编辑：甲医生${suffix}` }).click();
    const edit = page.getByRole('dialog', { name: '编辑医生档案' });
    await expect(edit.getByRole('textbox', { name: /^手机号/ })).toHaveValue('139****5678');
    await edit.getByRole('textbox', { name: /^工龄/ }).fill('12');
    await edit.getByRole('button', { name: '保存' }).click();
    await expectToastAndClose(page, '已保存医生档案');
    const row = page.getByRole('row').filter({ hasText: `甲医生${suffix}` });
    await expect(row.getByRole('cell', { name: '12 年' })).toBeVisible();

    // Reveal the phone in the list: the full number the record kept.
    await row.getByRole('button', { name: '显示完整手机号' }).click();
    await expect(row.getByText('13912345678')).toBeVisible();

    // 详情 with the doctor's patients: the patient is put on the doctor's team (API), then shown.
    const [created] = (
      await apiGet<{ list: { id: number }[] }>(request, `${api}/doctorInformation/list`, token, {
        userId: doctorAccount.id,
      })
    ).list;
    await apiPost(request, `${api}/careTeam/assign`, token, {
      patientId: patient.id,
      doctorId: created!.id,
    });
    await row.getByRole('button', { name: `详情：甲医生${suffix}` }).click();
    const detail = page.getByRole('dialog', { name: '医生详情' });
    await expect(detail.getByText('康复师')).toBeVisible();
    await expect(detail.getByText('12 年')).toBeVisible();
    const patientLink = detail.getByRole('link', { name: `打开患者“丙患者${suffix}”的页面` });
    await expect(patientLink).toHaveAttribute('href', `/system/patients/${patient.id}`);
    await page.keyboard.press('Escape');
    await expect(detail).toHaveCount(0);

    // 导出 CSV: exactly the filtered rows (the table's two), phones masked.
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: '导出' }).click();
    await page.getByRole('menuitem', { name: '导出为 CSV' }).click();
    const download = await downloading;
    const csv = (await readFile(await download.path())).toString('utf8').replace(/^\uFEFF/, '');
    const lines = csv.trim().split(/\r?\n/);
    expect(lines[0]).toContain('姓名');
    expect(lines.slice(1)).toHaveLength(2);
    expect(lines[1]).toContain(`乙医生${suffix}`);
    expect(lines[2]).toContain(`甲医生${suffix}`);
    expect(lines[2]).toContain('139****5678');
    await expectToastAndClose(page, '已导出 2 行');

    // Sort by 年龄 (41 before 52); reload: the same view from the address.
    const age = page.getByRole('columnheader', { name: '年龄' });
    await age.getByRole('button', { name: '年龄' }).click();
    await expect(age).toHaveAttribute('aria-sort', 'ascending');
    await expect.poll(() => namesIn(page)).toEqual([`甲医生${suffix}`, `乙医生${suffix}`]);
    const url = page.url();
    await page.reload();
    await expect(page).toHaveURL(url);
    await expect(page.getByRole('textbox', { name: '姓名', exact: true })).toHaveValue(suffix);
    await expect(page.getByRole('columnheader', { name: '年龄' })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    await expect.poll(() => namesIn(page)).toEqual([`甲医生${suffix}`, `乙医生${suffix}`]);

    // 归档 (issue 32: 删除 archives) after 系统提示: 取消 keeps the record, 确定 archives it.
    await page.getByRole('button', { name: `归档：乙医生${suffix}` }).click();
    const question = page.getByRole('alertdialog', { name: '系统提示' });
    await expect(question).toContainText(`确定归档医生“乙医生${suffix}”吗？`);
    await expect(question).toContainText('全部保留');
    await question.getByRole('button', { name: '取消' }).click();
    await expect.poll(() => namesIn(page)).toHaveLength(2);
    await page.getByRole('button', { name: `归档：乙医生${suffix}` }).click();
    await question.getByRole('button', { name: '确定' }).click();
    await expectToastAndClose(page, '已归档医生');
    await expect.poll(() => namesIn(page)).toEqual([`甲医生${suffix}`]);

    // Bulk: select the remaining row, 归档所选, 确定.
    await page.getByRole('checkbox', { name: `选择 甲医生${suffix}` }).check();
    await page
      .getByRole('group', { name: '批量操作' })
      .getByRole('button', { name: '归档所选' })
      .click();
    await question.getByRole('button', { name: '确定' }).click();
    await expectToastAndClose(page, '已归档医生');
    await expect(page.getByText('没有符合筛选条件的记录')).toBeVisible();
  });
});

test.describe('a doctor reads the list', () => {
  test.use({ signedInAs: 'doctor' });

  test('the list without create, edit, delete, export or selection', async ({ page }) => {
    await page.goto('/system/doctors');
    await expect(page.getByRole('heading', { level: 1, name: '医生管理' })).toBeVisible();
    await expect.poll(async () => (await namesIn(page)).length).toBeGreaterThan(0);
    await expect(page.getByRole('button', { name: `详情：张医生` })).toBeVisible();
    await expect(page.getByRole('button', { name: '新增医生' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: '导出' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^编辑：/ })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^归档：/ })).toHaveCount(0);
    await expect(page.getByRole('checkbox', { name: '显示已归档' })).toHaveCount(0);
    await expect(page.getByRole('checkbox')).toHaveCount(0);
    // Their own record: the phone in full, no reveal needed.
    const own = page.getByRole('row').filter({ hasText: '张医生' });
    await expect(own.getByRole('button', { name: '显示完整手机号' })).toHaveCount(0);
  });
});

test.describe('a patient', () => {
  test.use({ signedInAs: 'patient' });

  test('gets 40301 from listDoctors and the 404 page at /system/doctors', async ({
    page,
    request,
    serverURL,
    session,
  }) => {
    const response = await request.get(`${serverURL}/api/doctorInformation/list`, {
      headers: { token: session!.token },
    });
    expect(((await response.json()) as Envelope<unknown>).code).toBe(40301);
    await page.goto('/system/doctors');
    await expect(page.getByRole('heading', { level: 1, name: '页面不存在' })).toBeVisible();
    await expect(consoleParts(page).menu).toBeVisible();
  });
});

test.describe('accessibility', () => {
  test.use({ signedInAs: 'admin' });

  test('医生管理 passes axe in every appearance, with the detail drawer open too', async ({
    page,
  }) => {
    test.setTimeout(240_000);
    await expectAccessibleInEveryAppearance(page, '医生管理', async (p) => {
      await p.goto('/system/doctors');
      await expect.poll(async () => (await namesIn(p)).length).toBeGreaterThan(0);
    });
    await page.goto('/system/doctors?name=张医生');
    await expect.poll(() => namesIn(page)).toContain('张医生');
    await page.getByRole('button', { name: '详情：张医生' }).click();
    const detail = page.getByRole('dialog', { name: '医生详情' });
    await expect(detail.getByRole('link', { name: /李患者/ })).toBeVisible();
    await page.keyboard.press('Escape');
    // The 新增医生 drawer: the account step, then (the personal centre's form, checked there).
    await page.getByRole('button', { name: '新增医生' }).click();
    const create = page.getByRole('dialog', { name: '新增医生' });
    await create.getByRole('button', { name: '查找账号' }).click();
    await expect(create.getByText('请输入用户名')).toBeVisible();
    await expectNoAxeViolations(page, '新增医生');
    await page.keyboard.press('Escape');
    await expectAccessibleInEveryAppearance(page, '医生详情', async (p) => {
      await p.goto('/system/doctors?name=张医生');
      await expect.poll(() => namesIn(p)).toContain('张医生');
      await p.getByRole('button', { name: '详情：张医生' }).click();
      await expect(
        p.getByRole('dialog', { name: '医生详情' }).getByRole('link').first(),
      ).toBeVisible();
    });
  });
});
