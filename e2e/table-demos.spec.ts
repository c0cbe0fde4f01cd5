import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, signInContext, test } from './fixtures';
import { roles } from './support/accounts';
import { apiGet, apiLogin, type Session } from './support/api';
import { consoleParts, expectToastAndClose } from './support/console';
import { expectNoAxeViolations } from './support/a11y';
import { apiPost } from './support/own-team';
import { expectAccessibleInEveryAppearance } from './support/page-checks';

/*
 * Issue 18, the 表格 demo group against the real console and server: 动态表格 (columns chosen and
 * ordered, kept on reload), 拖拽表格 (rows reordered by keyboard and mouse, saved on the server),
 * 表格内编辑 (cancel restores, a refused value is never saved), 综合表格 (filter + sort + page
 * through a reload, create with a refused field, status change after 系统提示, an export of exactly
 * the filtered rows); axe in every appearance; a patient sees none of it and gets 40301.
 *
 * Tests that change articles sign in as a doctor made for them and work on articles made for them
 * (titles end with the run's suffix); the order of the 拖拽表格 is changed only by its own test.
 */

interface Article {
  id: number;
  title: string;
  importance: number;
  status: string;
  position: number;
}
interface Page_<T> {
  list: T[];
  total: number;
}

/** Five appearances, two axe passes each, four pages: more than the default on a busy machine. */
const AXE_TIMEOUT = 180_000;

/** A doctor of this test's own, signed in (the shared demo doctor only ever looks). */
async function ownDoctor(request: APIRequestContext, serverURL: string, suffix: string) {
  const admin = await apiLogin(request, serverURL, roles.admin);
  const doctor = { username: `tbl${suffix}`, password: 'Doctor#Pass1', name: `表格医生${suffix}` };
  await apiPost(request, `${serverURL}/api/users/add`, admin.token, { ...doctor, userAuth: '1' });
  return apiLogin(request, serverURL, doctor);
}

/** An article made through the API by `session`. */
function addArticle(
  request: APIRequestContext,
  serverURL: string,
  session: Session,
  fields: Partial<{ title: string; importance: number; type: string; pageviews: number }>,
) {
  return apiPost<Article>(request, `${serverURL}/api/article/add`, session.token, {
    author: '表格测试',
    importance: 2,
    type: 'education',
    displayTime: Date.UTC(2026, 3, 1, 2, 0),
    ...fields,
  });
}

/** The table once its page is in (skeleton rows have cells too). */
async function loadedTable(page: Page) {
  const table = page.getByRole('table', { name: '文章列表' });
  await expect(table).toBeVisible();
  await expect(table).not.toHaveAttribute('aria-busy');
  return table;
}

/** The visible column headers, left to right (the handle column's header included). */
async function headersOf(page: Page) {
  const table = await loadedTable(page);
  return table.locator('thead th').evaluateAll((cells) => cells.map((cell) => cell.textContent));
}

/** One column's cells, top to bottom, read in one go (a refetch may replace rows meanwhile). */
async function columnOf(page: Page, header: string) {
  const table = await loadedTable(page);
  return table.evaluate((element, name) => {
    const headers = [...element.querySelectorAll('thead th')].map((th) => th.textContent);
    const index = headers.indexOf(name);
    return [...element.querySelectorAll('tbody tr')].map(
      (row) => row.querySelectorAll('td')[index]?.textContent ?? '',
    );
  }, header);
}

/** Drags `item` onto `target` with the mouse, in small steps as a hand would. */
async function drag(page: Page, item: Locator, target: Locator) {
  const from = (await item.boundingBox())!;
  const to = (await target.boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2 + 10, { steps: 3 });
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 12 });
  await page.mouse.up();
}

/** One key of a keyboard move, then what a screen reader says about it. */
async function step(page: Page, key: string, said: string | RegExp) {
  await page.keyboard.press(key);
  await expect(page.getByRole('status').filter({ hasText: said })).toBeAttached();
}

test.describe('动态表格', () => {
  test.use({ signedInAs: 'doctor' });

  test('columns are chosen by mouse and ordered by keyboard and mouse; the choice survives a reload', async ({
    page,
  }) => {
    await page.goto('/table/dynamic-table');
    await expect(page.getByRole('heading', { level: 1, name: '动态表格' })).toBeVisible();
    // This browser's remembered columns start from the defaults (the shared session may differ).
    await page.getByRole('button', { name: '恢复默认列' }).click();
    const all = ['编号', '标题', '作者', '审核人', '重要性', '类型', '状态', '阅读数', '发布时间'];
    await expect.poll(() => headersOf(page)).toEqual(all);
    const panel = page.getByRole('region', { name: '显示哪些列' });

    // The mouse: untick 审核人 and 类型.
    await panel.getByRole('checkbox', { name: '审核人' }).click();
    await panel.getByRole('checkbox', { name: '类型' }).click();
    await expect(panel.getByText('显示 7 / 9 列')).toBeVisible();
    await expect
      .poll(() => headersOf(page))
      .toEqual(['编号', '标题', '作者', '重要性', '状态', '阅读数', '发布时间']);
    // 标题 names each row: it cannot be hidden.
    await expect(panel.getByRole('checkbox', { name: '标题' })).toBeDisabled();

    // The keyboard: 发布时间 up to second place, each step announced.
    await panel.getByRole('button', { name: '移动 发布时间' }).focus();
    await step(page, 'Space', '已拿起 发布时间，第 9 项，共 9 项。');
    for (let place = 8; place >= 2; place--) {
      await step(page, 'ArrowUp', `发布时间 移到第 ${place} 项，共 9 项。`);
    }
    await step(page, 'Space', '发布时间 已放到第 2 项，共 9 项。');
    await expect
      .poll(() => headersOf(page))
      .toEqual(['编号', '发布时间', '标题', '作者', '重要性', '状态', '阅读数']);

    // 审核人 ticked again (Space) comes back in its own place, after 作者.
    await panel.getByRole('checkbox', { name: '审核人' }).focus();
    await page.keyboard.press('Space');
    await expect
      .poll(() => headersOf(page))
      .toEqual(['编号', '发布时间', '标题', '作者', '审核人', '重要性', '状态', '阅读数']);

    // The mouse: 编号 dropped on 类型 (hidden, still in its place) goes after it.
    await panel.evaluate((element) => element.scrollIntoView({ block: 'center' }));
    await drag(
      page,
      panel.getByRole('button', { name: '移动 编号' }),
      panel.getByRole('button', { name: '移动 类型' }),
    );
    const arranged = ['发布时间', '标题', '作者', '审核人', '重要性', '编号', '状态', '阅读数'];
    await expect.poll(() => headersOf(page)).toEqual(arranged);

    // The table's own column menu shows the same choice, in the same order.
    await page.getByRole('button', { name: '列', exact: true }).click();
    const menu = page.getByRole('menu');
    await expect(menu.getByRole('menuitemcheckbox')).toHaveText([
      '发布时间',
      '标题',
      '作者',
      '审核人',
      '重要性',
      '类型',
      '编号',
      '状态',
      '阅读数',
    ]);
    await page.keyboard.press('Escape');

    await page.reload();
    await expect.poll(() => headersOf(page)).toEqual(arranged);
    await page.getByRole('button', { name: '恢复默认列' }).click();
    await expect.poll(() => headersOf(page)).toEqual(all);
  });
});

test.describe('拖拽表格', () => {
  test('rows reordered by keyboard (Escape puts back) and by mouse; each order is saved on the server', async ({
    page,
    request,
    serverURL,
  }) => {
    test.setTimeout(120_000);
    const suffix = Date.now().toString(36);
    const session = await ownDoctor(request, serverURL, suffix);
    const firstPage = async () =>
      (
        await apiGet<Page_<Article>>(request, `${serverURL}/api/article/list`, session.token, {
          sortBy: 'position',
          pageSize: 10,
        })
      ).list.map((article) => article.title);
    const before = await firstPage();
    const [first, second, third] = before as [string, string, string];

    await signInContext(page.context(), serverURL, session);
    await page.goto('/table/drag-table');
    await expect(page.getByRole('heading', { level: 1, name: '拖拽表格' })).toBeVisible();
    await expect.poll(() => columnOf(page, '标题')).toEqual(before);

    // Keyboard: the first row two places down.
    const handle = page.getByRole('button', { name: `移动 ${first}` });
    await expect(handle).toHaveAttribute('aria-roledescription', '可拖动的行');
    await handle.focus();
    await step(page, 'Space', `已拿起 ${first}，第 1 行，共 10 行。`);
    await step(page, 'ArrowDown', `${first} 移到第 2 行，共 10 行。`);
    await step(page, 'ArrowDown', `${first} 移到第 3 行，共 10 行。`);
    await step(page, 'Space', `${first} 已放到第 3 行，共 10 行。`);
    await expectToastAndClose(page, `已保存顺序：“${first}”排在本页第 3 行`);
    const moved = [second, third, first, ...before.slice(3)];
    await expect.poll(firstPage).toEqual(moved);
    await expect.poll(() => columnOf(page, '标题')).toEqual(moved);

    // Escape: picked up and moved, then put back; nothing is saved.
    await page.getByRole('button', { name: `移动 ${first}` }).focus();
    await step(page, 'Space', `已拿起 ${first}，第 3 行，共 10 行。`);
    await step(page, 'ArrowUp', `${first} 移到第 2 行，共 10 行。`);
    await step(page, 'Escape', `已取消移动，${first} 回到第 3 行。`);
    expect(await firstPage()).toEqual(moved);

    // A reload shows the saved order.
    await page.reload();
    await expect.poll(() => columnOf(page, '标题')).toEqual(moved);

    // The mouse: the row dropped back on the first row's handle.
    await drag(
      page,
      page.getByRole('button', { name: `移动 ${first}` }),
      page.getByRole('button', { name: `移动 ${second}` }),
    );
    await expectToastAndClose(page, `已保存顺序：“${first}”排在本页第 1 行`);
    await expect.poll(firstPage).toEqual(before);
    await expect.poll(() => columnOf(page, '标题')).toEqual(before);
  });
});

test.describe('表格内编辑', () => {
  test('cancel restores the saved value, a refused value is never saved, a good one is', async ({
    page,
    request,
    serverURL,
  }) => {
    test.setTimeout(120_000);
    const suffix = Date.now().toString(36);
    const session = await ownDoctor(request, serverURL, suffix);
    const title = `内联编辑${suffix}`;
    const article = await addArticle(request, serverURL, session, { title, importance: 2 });
    const stored = () =>
      apiGet<Article>(request, `${serverURL}/api/article/detail`, session.token, {
        id: article.id,
      });

    await signInContext(page.context(), serverURL, session);
    await page.goto('/table/inline-edit-table');
    await expect(page.getByRole('heading', { level: 1, name: '表格内编辑' })).toBeVisible();
    // The filter by keyboard: type, Enter.
    await page.getByRole('textbox', { name: '标题', exact: true }).fill(suffix);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`title=${suffix}`));
    await expect.poll(() => columnOf(page, '编号')).toEqual([String(article.id)]);
    const row = page.getByRole('row').filter({ hasText: String(article.id) });

    // The mouse: edit, type, 取消 — the saved title is back, nothing sent.
    await row.getByRole('button', { name: `编辑 标题：${title}` }).click();
    const field = row.getByRole('textbox', { name: `标题：${title}` });
    await expect(field).toBeFocused();
    await field.fill('不要的标题');
    await row.getByRole('button', { name: '取消' }).click();
    await expect(row.getByText(title, { exact: true })).toBeVisible();
    await expect(row.getByRole('button', { name: `编辑 标题：${title}` })).toBeFocused();
    expect((await stored()).title).toBe(title);

    // The keyboard: an empty title is refused in Chinese, the field stays; Escape restores.
    await page.keyboard.press('Enter');
    await expect(field).toBeFocused();
    await page.keyboard.press('Control+A');
    await page.keyboard.press('Delete');
    await page.keyboard.press('Enter');
    await expect(row.getByRole('alert')).toHaveText('请输入标题');
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await page.keyboard.press('Escape');
    await expect(row.getByText(title, { exact: true })).toBeVisible();
    expect((await stored()).title).toBe(title);

    // A good title by keyboard: saved, shown, on the server.
    const renamed = `已改标题${suffix}`;
    await row.getByRole('button', { name: `编辑 标题：${title}` }).focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Control+A');
    await page.keyboard.type(renamed);
    await page.keyboard.press('Enter');
    await expectToastAndClose(page, `已保存“${renamed}”`);
    await expect(row.getByText(renamed, { exact: true })).toBeVisible();
    expect((await stored()).title).toBe(renamed);

    // Importance: 5 is refused (the contract's rule), Escape keeps 2; 3 is saved.
    await row.getByRole('button', { name: `编辑 重要性：${renamed}` }).click();
    const importance = row.getByRole('textbox', { name: `重要性：${renamed}` });
    await importance.fill('5');
    await importance.press('Enter');
    await expect(row.getByRole('alert')).toHaveText('重要性不能大于3');
    await importance.press('Escape');
    await expect(row.getByRole('img', { name: '重要性 2 / 3' })).toBeVisible();
    expect((await stored()).importance).toBe(2);
    await row.getByRole('button', { name: `编辑 重要性：${renamed}` }).click();
    await importance.fill('3');
    await row.getByRole('button', { name: '保存' }).click();
    await expectToastAndClose(page, `已保存“${renamed}”`);
    await expect(row.getByRole('img', { name: '重要性 3 / 3' })).toBeVisible();
    expect((await stored()).importance).toBe(3);

    await page.reload();
    await expect(
      page
        .getByRole('row')
        .filter({ hasText: String(article.id) })
        .getByText(renamed, { exact: true }),
    ).toBeVisible();
  });
});

test.describe('综合表格', () => {
  test('filter + sort + page survive a reload; create (a refused field, then fixed), status after 系统提示, edit, export exactly the filtered rows', async ({
    page,
    request,
    serverURL,
  }) => {
    test.setTimeout(180_000);
    const suffix = Date.now().toString(36);
    const session = await ownDoctor(request, serverURL, suffix);
    const api = (path: string, params: Record<string, string | number>) =>
      apiGet<Page_<Article>>(request, `${serverURL}/api/article/${path}`, session.token, params);
    const a = await addArticle(request, serverURL, session, {
      title: `甲${suffix}`,
      importance: 3,
      pageviews: 100,
    });
    const b = await addArticle(request, serverURL, session, {
      title: `乙${suffix}`,
      importance: 3,
      pageviews: 300,
    });
    const c = await addArticle(request, serverURL, session, {
      title: `丙${suffix}`,
      importance: 1,
      type: 'notice',
    });

    await signInContext(page.context(), serverURL, session);
    await page.goto('/table/complex-table');
    await expect(page.getByRole('heading', { level: 1, name: '综合表格' })).toBeVisible();
    await loadedTable(page);
    const search = page.getByRole('search', { name: '筛选文章' });

    // Filter (importance 3 by keyboard), sort (阅读数 descending), page 2.
    await search.getByRole('combobox', { name: '重要性' }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('option', { name: '3' }).click();
    await search.getByRole('button', { name: '搜索' }).click();
    await expect(page).toHaveURL(/importance=3/);
    const views = page.getByRole('columnheader', { name: '阅读数' });
    await views.getByRole('button', { name: '阅读数' }).click();
    await expect(views).toHaveAttribute('aria-sort', 'ascending');
    await views.getByRole('button', { name: '阅读数' }).click();
    await expect(views).toHaveAttribute('aria-sort', 'descending');
    await page.getByRole('button', { name: '第 2 页' }).click();
    await expect(page).toHaveURL(/pageNum=2/);
    const expected = await api('list', {
      importance: 3,
      sortBy: 'pageviews',
      sortOrder: 'desc',
      pageNum: 2,
      pageSize: 10,
    });
    const idsOf = (list: Article[]) => list.map((article) => String(article.id));
    await expect.poll(() => columnOf(page, '编号')).toEqual(idsOf(expected.list));
    const url = page.url();
    await page.reload();
    await expect(page).toHaveURL(url);
    await expect.poll(() => columnOf(page, '编号')).toEqual(idsOf(expected.list));
    await expect(page.getByRole('columnheader', { name: '阅读数' })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    await expect(search.getByRole('combobox', { name: '重要性' })).toHaveText('3');
    await expect(page.getByRole('button', { name: '第 2 页' })).toHaveAttribute(
      'aria-current',
      'page',
    );

    // This test's articles only: 重置, then the title filter (Enter); still by 阅读数, descending.
    await search.getByRole('button', { name: '重置' }).click();
    await search.getByRole('textbox', { name: '标题' }).fill(suffix);
    await search.getByRole('textbox', { name: '标题' }).press('Enter');
    await expect
      .poll(() => columnOf(page, '编号'))
      .toEqual([b, a, c].map((article) => String(article.id)));

    // 新增文章: an empty title is refused under its field and nothing is sent; then fixed.
    await page.getByRole('button', { name: '新增文章' }).click();
    const create = page.getByRole('dialog', { name: '新增文章' });
    await expect(create.getByRole('textbox', { name: /^作者/ })).toHaveValue(`表格医生${suffix}`);
    await create.getByRole('combobox', { name: /^类型/ }).click();
    await page.getByRole('option', { name: '科研动态' }).click();
    await create.getByRole('button', { name: '保存' }).click();
    await expect(create.getByText('请输入标题')).toBeVisible();
    expect((await api('list', { title: suffix })).total).toBe(3);
    const added = `丁${suffix}`;
    await create.getByRole('textbox', { name: /^标题/ }).fill(added);
    await create.getByRole('radio', { name: '重要性 3 / 3' }).click();
    await create.getByRole('button', { name: '保存' }).click();
    await expectToastAndClose(page, `已新增文章“${added}”`);
    await expect(create).toHaveCount(0);
    await expect.poll(() => columnOf(page, '标题')).toContain(added);
    const addedRow = page.getByRole('row').filter({ hasText: added });
    await expect(addedRow.getByText('草稿')).toBeVisible();

    // 发布 by keyboard, after 系统提示: 取消 first changes nothing, then 确定.
    const actions = addedRow.getByRole('button', { name: `“${added}”的状态操作` });
    await actions.focus();
    await page.keyboard.press('Enter');
    await page.getByRole('menuitem', { name: '发布' }).press('Enter');
    const question = page.getByRole('alertdialog', { name: '系统提示' });
    await expect(question).toContainText(`确定发布文章“${added}”吗？`);
    await question.getByRole('button', { name: '取消' }).press('Enter');
    await expect(addedRow.getByText('草稿')).toBeVisible();
    await actions.focus();
    await page.keyboard.press('Enter');
    await page.getByRole('menuitem', { name: '发布' }).press('Enter');
    await question.getByRole('button', { name: '确定' }).press('Enter');
    await expectToastAndClose(page, `已发布“${added}”`);
    await expect(addedRow.getByText('已发布')).toBeVisible();

    // 删除 甲 by mouse: gone from the default list (drafts and published).
    await page
      .getByRole('row')
      .filter({ hasText: `甲${suffix}` })
      .getByRole('button', { name: `“甲${suffix}”的状态操作` })
      .click();
    await page.getByRole('menuitem', { name: '删除' }).click();
    await expect(question).toContainText(`确定删除文章“甲${suffix}”吗？`);
    await question.getByRole('button', { name: '确定' }).click();
    await expectToastAndClose(page, `已删除“甲${suffix}”`);
    await expect.poll(() => columnOf(page, '标题')).not.toContain(`甲${suffix}`);

    // 编辑 乙: the new title is saved.
    await page.getByRole('button', { name: `编辑：乙${suffix}` }).click();
    const edit = page.getByRole('dialog', { name: '编辑文章' });
    await edit.getByRole('textbox', { name: /^标题/ }).fill(`乙改${suffix}`);
    await edit.getByRole('button', { name: '保存' }).click();
    await expectToastAndClose(page, `已保存文章“乙改${suffix}”`);

    // 导出 CSV: exactly the rows the filter selects, in the table's order.
    const shown = await columnOf(page, '编号');
    expect(shown).toHaveLength(3);
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: '导出' }).click();
    await page.getByRole('menuitem', { name: '导出为 CSV' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^articles-\d{8}\.csv$/);
    const csv = (await readFile(await download.path())).toString('utf8').replace(/^\uFEFF/, '');
    const lines = csv.trim().split(/\r?\n/);
    expect(lines[0]).toBe('编号,标题,作者,审核人,重要性,类型,状态,阅读数,发布时间,备注');
    expect(lines.slice(1).map((line) => line.split(',')[0])).toEqual(shown);
    expect(csv).toContain(`乙改${suffix}`);
    expect(csv).not.toContain(`甲${suffix}`);
    await expectToastAndClose(page, '已导出 3 行');
  });
});

test.describe('every appearance', () => {
  test.use({ signedInAs: 'doctor' });

  test('the four 表格 pages pass axe in every appearance, the 新增文章 form too', async ({
    page,
  }) => {
    test.setTimeout(5 * AXE_TIMEOUT);
    for (const [path, title] of [
      ['/table/dynamic-table', '动态表格'],
      ['/table/drag-table', '拖拽表格'],
      ['/table/inline-edit-table', '表格内编辑'],
      ['/table/complex-table', '综合表格'],
    ] as const) {
      await expectAccessibleInEveryAppearance(page, `the ${title} page`, async (page) => {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
        await loadedTable(page);
      });
    }
    await page.getByRole('button', { name: '新增文章' }).click();
    await expect(page.getByRole('dialog', { name: '新增文章' })).toBeVisible();
    await expectNoAxeViolations(page, 'the 新增文章 dialog');
  });
});

test.describe('a patient', () => {
  test.use({ signedInAs: 'patient' });

  test('sees no 表格 group, gets the 404 page on its routes, and 40301 from the server', async ({
    page,
    request,
    serverURL,
    session,
  }) => {
    await page.goto('/dashboard');
    const { menu } = consoleParts(page);
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('treeitem', { name: '表格' })).toHaveCount(0);
    for (const path of [
      '/table/dynamic-table',
      '/table/drag-table',
      '/table/inline-edit-table',
      '/table/complex-table',
    ]) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: '页面不存在' })).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
    }
    for (const [method, path] of [
      ['GET', '/api/article/list'],
      ['GET', '/api/article/export'],
      ['POST', '/api/article/reorder'],
    ] as const) {
      const response = await request.fetch(`${serverURL}${path}`, {
        method,
        headers: { token: session!.token },
        ...(method === 'POST' ? { data: { ids: [1, 2] } } : {}),
      });
      expect(response.status()).toBe(403);
      expect(((await response.json()) as { code: number }).code).toBe(40301);
    }
  });
});
