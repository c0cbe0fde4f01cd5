import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { signInContext, expect, test } from './fixtures';
import { roles } from './support/accounts';
import { apiLogin, type Session } from './support/api';
import { consoleParts } from './support/console';
import { expectAccessibleInEveryAppearance } from './support/page-checks';

/*
 * Issue 12, 患者管理 (Done when): an admin adds a doctor (API: 医生管理 is another page) and a
 * patient (through the page), puts the patient on the doctor's team on the patient's page; the
 * doctor sees exactly their patients and finds one by initials; a reveal shows the full number
 * and is audited; an export holds exactly the filtered rows; the table's state survives reload
 * and back/forward; a patient sees none of it and gets 40301. Every record here is new (a
 * suffix per run), so the shared demo rows other tests read stay as they are.
 */

interface Envelope<T> {
  code: number;
  message: string;
  data: T;
}

/** One call with the `token` header; resolves the whole envelope (the code included). */
async function call<T>(
  request: APIRequestContext,
  token: string,
  method: 'GET' | 'POST',
  url: string,
  payload?: Record<string, unknown>,
): Promise<Envelope<T>> {
  const response =
    method === 'GET'
      ? await request.get(url, { headers: { token }, params: payload as Record<string, string> })
      : await request.post(url, { headers: { token }, data: payload });
  return (await response.json()) as Envelope<T>;
}

/** The same, failing the test with the server's message unless it answers 200. */
async function ok<T>(...args: Parameters<typeof call>): Promise<T> {
  const body = await call<T>(...args);
  expect(body.code, `${args[3]}: ${body.message}`).toBe(200);
  return body.data;
}

const stamp = Date.now().toString(36);

/** A doctor account with a doctor record, made by the admin through the API. */
async function addDoctor(
  request: APIRequestContext,
  adminToken: string,
  username: string,
  doctorName: string,
  password: string,
): Promise<{ userId: number; doctorId: number }> {
  const user = await ok<{ id: number }>(request, adminToken, 'POST', '/api/users/add', {
    username,
    password,
    name: doctorName,
    userAuth: '1',
  });
  const doctor = await ok<{ id: number }>(
    request,
    adminToken,
    'POST',
    '/api/doctorInformation/add',
    { userId: user.id, doctorName, job: '医生' },
  );
  return { userId: user.id, doctorId: doctor.id };
}

/** A page of another browser context, signed in as `session`. */
async function pageAs(browser: Browser, baseURL: string, session: Session): Promise<Page> {
  const context = await browser.newContext({ baseURL, acceptDownloads: true });
  await signInContext(context, baseURL, session);
  return context.newPage();
}

const table = (page: Page) => page.getByRole('table', { name: '患者列表' });
/** The names in the table's rows, top to bottom (the name column holds a link). */
const namesIn = (page: Page) => table(page).getByRole('row').getByRole('link').allTextContents();
const loaded = (page: Page) => expect(table(page)).not.toHaveAttribute('aria-busy');

async function filterByName(page: Page, text: string) {
  const name = page.getByRole('textbox', { name: '姓名' });
  await name.fill(text);
  await name.press('Enter');
}

/** A minimal CSV reader for the server's export (quoted fields, a BOM at the start). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  const body = text.replace(/^\uFEFF/, '');
  for (let i = 0; i < body.length; i++) {
    const c = body[i]!;
    if (quoted) {
      if (c === '"' && body[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(field);
      field = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && body[i + 1] === '\n') i++;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += c;
  }
  if (field !== '' || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  return rows;
}

test.describe('患者管理: admin → doctor, as the issue’s Done-when says', () => {
  test.describe.configure({ mode: 'serial' });
  test.use({ signedInAs: 'admin' });

  const doctorAccount = {
    username: `pdoc_${stamp}`,
    password: 'Clinic#2026a',
    name: '钱医生',
  };
  const patientAccount = { username: `hjn_${stamp}`, password: 'Patient#2026b' };
  const pageName = '郝佳宁';
  const apiName = '孔德胜';
  let doctorId = 0;
  let patientId = 0;

  test('admin adds a patient through the page and puts them on a new doctor’s team', async ({
    page,
    request,
    session,
  }) => {
    const admin = session!.token;
    ({ doctorId } = await addDoctor(
      request,
      admin,
      doctorAccount.username,
      doctorAccount.name,
      doctorAccount.password,
    ));
    // A second patient of that doctor, added through the API.
    const second = await ok<{ id: number }>(request, admin, 'POST', '/api/patientInformation/add', {
      account: { username: `kds_${stamp}`, password: 'Patient#2026c' },
      patientName: apiName,
      age: 71,
      sex: '男',
    });
    await ok(request, admin, 'POST', '/api/careTeam/assign', { patientId: second.id, doctorId });

    await page.goto('/system/patients');
    await expect(page.getByRole('heading', { level: 1, name: '患者管理' })).toBeVisible();
    await loaded(page);
    await page.getByRole('button', { name: '新增患者' }).click();
    const drawer = page.getByRole('dialog', { name: '新增患者' });
    await drawer.getByRole('textbox', { name: /^登录用户名/ }).fill(patientAccount.username);
    await drawer.getByLabel(/^初始密码/).fill(patientAccount.password);
    await drawer.getByRole('textbox', { name: /^姓名/ }).fill(pageName);
    await drawer.getByRole('textbox', { name: /^手机号/ }).fill('13912340571');
    await drawer.getByRole('textbox', { name: /^年龄/ }).fill('66');
    await drawer.getByRole('button', { name: '保存' }).click();
    await expect(drawer).toBeHidden();
    await expect(consoleParts(page).toasts).toContainText('新增成功');

    // Found by its characters; its phone masked in the list.
    await filterByName(page, pageName);
    await expect(page).toHaveURL(new RegExp(`name=${encodeURIComponent(pageName)}`));
    await loaded(page);
    await expect.poll(() => namesIn(page)).toEqual([pageName]);
    await expect(table(page)).toContainText('139****0571');

    // The row opens the patient's page; 护理团队: add the new doctor.
    await table(page).getByRole('link', { name: pageName }).click();
    await expect(page).toHaveURL(/\/system\/patients\/\d+$/);
    patientId = Number(new URL(page.url()).pathname.split('/').pop());
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`患者：${pageName}`);
    await page.getByRole('tab', { name: '护理团队' }).click();
    await expect(page.getByText('该患者还没有护理团队成员。')).toBeVisible();
    // The picker searches the server by name (a hospital has more doctors than a list holds).
    await page.getByRole('combobox', { name: '选择医生' }).fill(doctorAccount.name);
    await page.getByRole('option', { name: new RegExp(`^${doctorAccount.name}`) }).click();
    await page.getByRole('button', { name: '加入团队' }).click();
    const team = page.getByRole('table', { name: '护理团队成员' });
    await expect(team.getByRole('row').filter({ hasText: doctorAccount.name })).toContainText(
      '管理员',
    );
    // The server agrees.
    const members = await ok<{ doctorId: number }[]>(request, admin, 'GET', '/api/careTeam/list', {
      patientId,
    });
    expect(members.map((m) => m.doctorId)).toEqual([doctorId]);

    // 档案: a reveal shows the full number, and writes an audit line.
    await page.getByRole('tab', { name: '档案' }).click();
    await page.getByRole('button', { name: '显示完整手机号' }).click();
    await expect(page.getByText('13912340571')).toBeVisible();
    const audit = await ok<{ list: { action: string; entityId: string | null }[] }>(
      request,
      admin,
      'GET',
      '/api/audit/list',
      { action: 'revealPatient', pageSize: 50 },
    );
    expect(audit.list.some((line) => line.entityId === String(patientId))).toBe(true);

    // 负责医生: found by name on the server; the list holds exactly that doctor's two patients,
    // and a reload shows the doctor's name in the filter again.
    await page.goto('/system/patients');
    await loaded(page);
    await page.getByRole('combobox', { name: '负责医生' }).fill(doctorAccount.name);
    await page.getByRole('option', { name: new RegExp(`^${doctorAccount.name}`) }).click();
    await page.getByRole('button', { name: '搜索', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`doctorId=${doctorId}`));
    await loaded(page);
    await expect.poll(async () => (await namesIn(page)).sort()).toEqual([pageName, apiName].sort());
    await page.reload();
    await expect(page.getByRole('combobox', { name: '负责医生' })).toHaveValue(doctorAccount.name);
  });

  test('the doctor sees exactly their patients, finds one by initials and exports the filtered rows', async ({
    browser,
    request,
    baseURL,
  }) => {
    const session = await apiLogin(request, baseURL!, doctorAccount);
    const fromApi = await ok<{ list: { patientName: string }[]; total: number }>(
      request,
      session.token,
      'GET',
      '/api/patientInformation/list',
      { pageSize: 100 },
    );
    expect(fromApi.list.map((p) => p.patientName).sort()).toEqual([apiName, pageName].sort());

    const page = await pageAs(browser, baseURL!, session);
    await page.goto('/system/patients');
    await loaded(page);
    await expect
      .poll(async () => (await namesIn(page)).sort())
      .toEqual(fromApi.list.map((p) => p.patientName).sort());
    await expect(page.getByText(`共 ${fromApi.total} 条`)).toBeVisible();
    // The 护理团队 column names the doctor on both rows.
    for (const name of [pageName, apiName]) {
      await expect(table(page).getByRole('row').filter({ hasText: name })).toContainText(
        doctorAccount.name,
      );
    }
    // A doctor archives no one: no 归档, no 显示已归档, no selection.
    await expect(page.getByRole('button', { name: /^归档/ })).toHaveCount(0);
    await expect(page.getByRole('checkbox', { name: '显示已归档' })).toHaveCount(0);

    // Initials: hjn finds 郝佳宁 only.
    await expect(page.getByRole('textbox', { name: '姓名' })).toHaveAttribute(
      'placeholder',
      '姓名 / 拼音 / 首字母',
    );
    await filterByName(page, 'hjn');
    await loaded(page);
    await expect.poll(() => namesIn(page)).toEqual([pageName]);

    // 导出 → CSV: exactly the filtered rows.
    await page.getByRole('button', { name: '导出' }).click();
    const downloading = page.waitForEvent('download');
    await page.getByRole('menuitem', { name: '导出为 CSV' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^patients-\d{8}\.csv$/);
    const text = await (await download.createReadStream()).toArray();
    const rows = parseCsv(Buffer.concat(text).toString('utf8')).filter((r) => r.join('') !== '');
    const [header, ...data] = rows;
    const nameColumn = header!.indexOf('姓名');
    expect(nameColumn).toBeGreaterThanOrEqual(0);
    expect(data.map((r) => r[nameColumn])).toEqual([pageName]);
    expect(data[0]![header!.indexOf('手机号')]).toBe('139****0571');
    await page.context().close();
  });

  test('the patient’s page answers a patient outside the doctor’s teams with a plain "not found"', async ({
    browser,
    request,
    baseURL,
  }) => {
    const session = await apiLogin(request, baseURL!, doctorAccount);
    const page = await pageAs(browser, baseURL!, session);
    // Patient 1 of the demo data is 张医生's 李患者, not this doctor's.
    await page.goto('/system/patients/1');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('没有找到该患者或无权查看');
    await page.getByRole('link', { name: '返回患者列表' }).click();
    await expect(page).toHaveURL(/\/system\/patients$/);
    await page.context().close();
  });
});

test.describe('患者管理: the table’s state is in the address', () => {
  test.use({ signedInAs: 'admin' });

  test('filter, sort and page survive reload and back/forward', async ({
    page,
    request,
    session,
  }) => {
    // Other tests add and delete patients meanwhile: the rows shown are compared with what the
    // server answers for the same query at that moment, not with an earlier copy.
    const expectRowsOf = (query: Record<string, string | number>) =>
      expect(async () => {
        const fromApi = await ok<{ list: { patientName: string }[] }>(
          request,
          session!.token,
          'GET',
          '/api/patientInformation/list',
          query,
        );
        expect(await namesIn(page)).toEqual(fromApi.list.map((row) => row.patientName));
      }).toPass({ timeout: 10_000 });
    const pageTwo = { pageNum: 2, pageSize: 10, sortBy: 'patientName', sortOrder: 'desc' };
    const filteredQuery = {
      pageNum: 1,
      pageSize: 10,
      sortBy: 'patientName',
      sortOrder: 'desc',
      name: '李',
    };
    await page.goto('/system/patients?pageNum=2&pageSize=10&sort=patientName&order=desc');
    await loaded(page);
    const nameHeader = page.getByRole('columnheader', { name: '姓名' });
    await expect(nameHeader).toHaveAttribute('aria-sort', 'descending');
    await expect(page.getByRole('button', { name: '第 2 页' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const second = await namesIn(page);
    expect(second.length).toBeGreaterThan(0);

    await page.reload();
    await loaded(page);
    await expect(nameHeader).toHaveAttribute('aria-sort', 'descending');
    await expect(page.getByRole('button', { name: '第 2 页' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expectRowsOf(pageTwo);

    // A filter: page 1 again, in the address; back shows page 2 unfiltered, forward the filter.
    await filterByName(page, '李');
    await expect(page).toHaveURL(/name=%E6%9D%8E/);
    await expect(page).not.toHaveURL(/pageNum=2/);
    await loaded(page);
    await expectRowsOf(filteredQuery);
    await expect
      .poll(async () => (await namesIn(page)).every((name) => name.includes('李')))
      .toBe(true);
    await page.reload();
    await loaded(page);
    await expect(page.getByRole('textbox', { name: '姓名' })).toHaveValue('李');
    await expectRowsOf(filteredQuery);

    await page.goBack();
    await expect(page).toHaveURL(/pageNum=2/);
    await loaded(page);
    await expect(page.getByRole('textbox', { name: '姓名' })).toHaveValue('');
    await expectRowsOf(pageTwo);
    await page.goForward();
    await expect(page).toHaveURL(/name=%E6%9D%8E/);
    await expect(page.getByRole('textbox', { name: '姓名' })).toHaveValue('李');
    await expectRowsOf(filteredQuery);
  });

  // Five appearances, each a fresh load and two axe passes: more than the default 30 s.
  test('the list passes axe in every appearance', async ({ page }) => {
    test.setTimeout(120_000);
    await page.goto('/system/patients');
    await expectAccessibleInEveryAppearance(page, '患者管理', async (p) => {
      await p.goto('/system/patients?sort=age&order=asc');
      await loaded(p);
      await expect(table(p).getByRole('link').first()).toBeVisible();
    });
  });

  test('the patient’s page (档案 and 护理团队) passes axe in every appearance', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await page.goto('/system/patients/1');
    await expectAccessibleInEveryAppearance(page, 'the patient’s record', async (p) => {
      await p.goto('/system/patients/1');
      await expect(p.getByRole('button', { name: '显示完整手机号' })).toBeVisible();
    });
    await expectAccessibleInEveryAppearance(page, 'the patient’s care team', async (p) => {
      await p.goto('/system/patients/1?tab=care-team');
      await expect(p.getByRole('table', { name: '护理团队成员' })).toBeVisible();
    });
  });
});

test.describe('患者管理: edit in the drawer, archive in bulk, restore', () => {
  test.use({ signedInAs: 'admin' });

  test('an edit keeps the masked phone as stored; 归档所选 archives both (records kept); 显示已归档 and 恢复 bring one back', async ({
    page,
    request,
    session,
    baseURL,
  }) => {
    const admin = session!.token;
    const prefix = `删测${stamp}`;
    for (const [suffix, phone] of [
      ['甲', '13700001111'],
      ['乙', '13700002222'],
    ] as const) {
      await ok(request, admin, 'POST', '/api/patientInformation/add', {
        account: {
          username: `del${suffix === '甲' ? 'a' : 'b'}_${stamp}`,
          password: 'Patient#2026e',
        },
        patientName: `${prefix}${suffix}`,
        phone,
        age: 60,
      });
    }
    await page.goto(`/system/patients?name=${encodeURIComponent(prefix)}`);
    await loaded(page);
    await expect.poll(() => namesIn(page)).toEqual([`${prefix}甲`, `${prefix}乙`]);

    // 编辑: the form shows the phone masked; saving another age leaves the stored number alone.
    await page.getByRole('button', { name: `编辑 ${prefix}甲` }).click();
    const drawer = page.getByRole('dialog', { name: '编辑患者档案' });
    await expect(drawer.getByRole('textbox', { name: /^手机号/ })).toHaveValue('137****1111');
    await drawer.getByRole('textbox', { name: /^年龄/ }).fill('61');
    await drawer.getByRole('button', { name: '保存' }).click();
    await expect(drawer).toBeHidden();
    const row = table(page)
      .getByRole('row')
      .filter({ hasText: `${prefix}甲` });
    await expect(row).toContainText('61 岁');
    await row.getByRole('button', { name: '显示完整手机号' }).click();
    await expect(row).toContainText('13700001111');

    // Select both, 归档所选 (issue 32: 删除 archives), 系统提示 says the records are kept → 确定.
    await table(page).getByRole('checkbox', { name: '选择本页全部行' }).check();
    await page
      .getByRole('group', { name: '批量操作' })
      .getByRole('button', { name: '归档所选' })
      .click();
    const confirmDialog = page.getByRole('alertdialog', { name: '系统提示' });
    await expect(confirmDialog).toContainText('2 位患者');
    await expect(confirmDialog).toContainText('病历资料全部保留');
    await confirmDialog.getByRole('button', { name: '确定' }).click();
    await expect(page.getByText('没有符合筛选条件的记录')).toBeVisible();
    const left = await ok<{ total: number }>(
      request,
      admin,
      'GET',
      '/api/patientInformation/list',
      { name: prefix },
    );
    expect(left.total).toBe(0);
    // Kept: the admin still lists them when asking for the archived ones.
    const kept = await ok<{ total: number }>(
      request,
      admin,
      'GET',
      '/api/patientInformation/list',
      { name: prefix, archived: 'only' },
    );
    expect(kept.total).toBe(2);

    // 显示已归档: both rows come back, marked 已归档, with 恢复 instead of 编辑 / 归档.
    await page.getByRole('checkbox', { name: '显示已归档' }).check();
    await page.getByRole('button', { name: '搜索', exact: true }).click();
    await loaded(page);
    await expect.poll(() => namesIn(page)).toEqual([`${prefix}甲`, `${prefix}乙`]);
    const archivedRow = table(page)
      .getByRole('row')
      .filter({ hasText: `${prefix}甲` });
    await expect(archivedRow).toContainText('已归档');
    await expect(archivedRow.getByRole('button', { name: `编辑 ${prefix}甲` })).toHaveCount(0);

    // 恢复 甲 (系统提示 → 确定): back in the default list, and able to sign in again.
    await archivedRow.getByRole('button', { name: `恢复 ${prefix}甲` }).click();
    await expect(confirmDialog).toContainText(`确定恢复患者“${prefix}甲”吗？`);
    await confirmDialog.getByRole('button', { name: '确定' }).click();
    await expect(archivedRow).not.toContainText('已归档');
    await page.getByRole('checkbox', { name: '显示已归档' }).uncheck();
    await page.getByRole('button', { name: '搜索', exact: true }).click();
    await loaded(page);
    await expect.poll(() => namesIn(page)).toEqual([`${prefix}甲`]);
    const back = await apiLogin(request, baseURL!, {
      username: `dela_${stamp}`,
      password: 'Patient#2026e',
      name: `${prefix}甲`,
    });
    expect(back.token).toBeTruthy();
  });
});

test.describe('患者管理 is not for patients', () => {
  test.use({ signedInAs: 'patient' });

  test('a patient sees none of 系统管理 and gets 40301 from the team of another patient and from the export', async ({
    page,
    request,
    session,
    roleSession,
  }) => {
    await page.goto('/dashboard');
    await expect(consoleParts(page).menu).toBeVisible();
    await expect(consoleParts(page).menu.getByRole('treeitem', { name: '系统管理' })).toHaveCount(
      0,
    );
    await page.goto('/system/patients');
    await expect(page.getByRole('table', { name: '患者列表' })).toHaveCount(0);

    const token = session!.token;
    // Another patient's id: the admin reads one that is not 李患者's.
    const admin = await roleSession('admin');
    const others = await ok<{ list: { id: number; patientName: string }[] }>(
      request,
      admin.token,
      'GET',
      '/api/patientInformation/list',
      { pageSize: 20 },
    );
    const other = others.list.find((p) => p.patientName !== roles.patient.name)!;
    expect(
      (await call(request, token, 'GET', '/api/careTeam/list', { patientId: other.id })).code,
    ).toBe(40301);
    expect((await call(request, token, 'GET', '/api/patientInformation/export')).code).toBe(40301);
    expect(
      (
        await call(request, token, 'POST', '/api/careTeam/assign', {
          patientId: other.id,
          doctorId: 1,
        })
      ).code,
    ).toBe(40301);
  });
});

test.describe('idle lock over 患者管理', () => {
  const idleDoctor = { username: `idledoc_${stamp}`, password: 'Clinic#2026d', name: '卫医生' };
  const IDLE_SECONDS = 10;

  test.beforeAll(async ({ request, baseURL }) => {
    const admin = await apiLogin(request, baseURL!, roles.admin);
    await addDoctor(
      request,
      admin.token,
      idleDoctor.username,
      idleDoctor.name,
      idleDoctor.password,
    );
  });

  test('hides the filtered list; unlocking keeps the filter and the unsaved create form', async ({
    browser,
    request,
    baseURL,
  }) => {
    const session = await apiLogin(request, baseURL!, idleDoctor);
    const page = await pageAs(browser, baseURL!, session);
    await page.addInitScript(
      (seconds) => localStorage.setItem('cep-idle-lock-seconds', String(seconds)),
      IDLE_SECONDS,
    );
    await page.goto('/system/patients');
    await loaded(page);
    await filterByName(page, 'zz');
    await expect(page).toHaveURL(/name=zz/);
    await page.getByRole('button', { name: '新增患者' }).click();
    const drawer = page.getByRole('dialog', { name: '新增患者' });
    const name = drawer.getByRole('textbox', { name: /^姓名/ });
    await name.fill('未保存的患者');

    const lock = page.getByRole('dialog', { name: '屏幕已锁定' });
    await expect(lock).toBeVisible({ timeout: IDLE_SECONDS * 2000 + 5000 });
    await expect(drawer).toBeHidden();
    await expect(page.getByRole('table', { name: '患者列表' })).toBeHidden();
    const readable = await page.evaluate(() => document.body.innerText);
    expect(readable).not.toContain('未保存的患者');
    expect(readable).not.toContain('患者列表');

    await lock.getByLabel('密码', { exact: true }).fill(idleDoctor.password);
    await lock.getByRole('button', { name: '解锁' }).click();
    await expect(lock).toBeHidden();
    await expect(drawer).toBeVisible();
    await expect(name).toHaveValue('未保存的患者');
    await expect(page).toHaveURL(/\/system\/patients\?name=zz$/);
    await drawer.getByRole('button', { name: '取消' }).click();
    await expect(page.getByRole('textbox', { name: '姓名' })).toHaveValue('zz');
    await page.context().close();
  });
});
