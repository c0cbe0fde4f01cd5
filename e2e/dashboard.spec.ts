import type { AdminDashboard, DoctorDashboard, PatientDashboard } from '@cep/contract';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, signInContext, test } from './fixtures';
import { apiGet, apiLogin } from './support/api';
import { consoleParts } from './support/console';
import { expectAccessibleInEveryAppearance } from './support/page-checks';

/*
 * Issue 12, 首页 by role, against the real server: what each role sees matches what the server
 * answers (getDashboardSummary, listPatients). The admin and the patient only look (shared
 * sessions); the doctor's test makes its own doctor and patient (opening a patient is recorded).
 */

/** Five appearances, two axe passes each: more than the default 30 s on a busy machine. */
const AXE_TIMEOUT = 180_000;

/**
 * Waits for the first card drawn with data (what the console bench calls "ready"); resolves to the
 * summary the page itself was answered, so counts that other tests change meanwhile compare exactly.
 */
async function openDashboard(page: Page) {
  const answered = page.waitForResponse(
    (response) =>
      response.url().endsWith('/api/dashboard/summary') && response.request().method() === 'GET',
  );
  await page.goto('/dashboard');
  const body = (await (await answered).json()) as { data: unknown };
  await expect(page.getByRole('heading', { level: 1, name: '首页' })).toBeVisible();
  await expect(page.locator('main [data-dashboard-ready]')).toBeVisible();
  return body.data;
}

/** A POST or PUT with the `token` header, as the console sends it; the envelope's data. */
async function apiSend<T>(
  request: APIRequestContext,
  method: 'post' | 'put',
  url: string,
  token: string,
  data: unknown,
): Promise<T> {
  const response = await request[method](url, { headers: { token }, data });
  const body = (await response.json()) as { code: number; message: string; data: T };
  expect(body.code, `${url}: ${body.message}`).toBe(200);
  return body.data;
}

/** The final value a StatCard announces (the count-up shows the same number once done). */
const announcedValue = (page: Page, name: RegExp) =>
  page.getByRole('link', { name }).locator('[data-slot="stat-card-value"] .sr-only');

test.describe('as admin', () => {
  test.use({ signedInAs: 'admin' });

  test('the counts, each card linking to its page, the 30 days of sign-ins as a table, the latest logs', async ({
    page,
  }) => {
    const summary = (await openDashboard(page)) as AdminDashboard;
    expect(summary.role).toBe('admin');
    const cards = [
      [/^用户总数/, 'users', '/system/users'],
      [/^医生总数/, 'doctors', '/system/doctors'],
      [/^患者总数/, 'patients', '/system/patients'],
      [/^本周登录次数/, 'signInsLast7Days', '/system/audit'],
    ] as const;
    for (const [name, count, href] of cards) {
      // Other tests add records and sign in meanwhile: the page shows what the server answered it.
      const shown = Number((await announcedValue(page, name).textContent())?.replace(/,/g, ''));
      expect(shown, String(name)).toBe(summary.counts[count]);
      await expect(page.getByRole('link', { name })).toHaveAttribute('href', href);
    }

    // The chart (loaded after the cards) and its table alternative: one row per day.
    const chart = page.getByRole('figure', { name: '近30天每日登录次数' });
    await expect(chart).toHaveAttribute('data-state', 'ready');
    await chart.getByRole('button', { name: '以表格查看' }).click();
    const table = chart.getByRole('table', { name: '近30天每日登录次数' });
    await expect(table.getByRole('row')).toHaveCount(31);
    const today = summary.signInsPerDay.at(-1)!;
    const [, month, day] = today.day.split('-').map(Number);
    await expect(table.getByRole('row').last().getByRole('rowheader')).toHaveText(
      `${month}月${day}日`,
    );

    await expect(page.getByRole('link', { name: '查看全部审计日志' })).toHaveAttribute(
      'href',
      '/system/audit',
    );
    await expect(page.getByRole('link', { name: '查看全部客户端错误' })).toHaveAttribute(
      'href',
      '/system/client-errors',
    );

    // A card is a link a person follows.
    await page.getByRole('link', { name: /^患者总数/ }).click();
    await expect(page).toHaveURL(/\/system\/patients$/);
    await expect(page.getByRole('heading', { level: 1, name: '患者管理' })).toBeVisible();
  });

  test('passes axe in every appearance', async ({ page }) => {
    test.setTimeout(AXE_TIMEOUT);
    await expectAccessibleInEveryAppearance(page, 'the admin’s 首页', async (page) => {
      await openDashboard(page);
      await expect(page.getByRole('figure', { name: '近30天每日登录次数' })).toHaveAttribute(
        'data-state',
        'ready',
      );
    });
  });
});

test.describe('as a doctor of their own', () => {
  test('sees exactly their patients and finds one by initials, which opens the patient’s page', async ({
    page,
    context,
    request,
    roleSession,
    serverURL,
  }) => {
    // An admin makes a doctor and a patient (a two-character name: initials oy + the suffix),
    // and puts the patient on the doctor's care team.
    const admin = (await roleSession('admin')).token;
    const suffix = Date.now().toString(36);
    const password = 'Doctor@123';
    const doctorUser = await apiSend<{ id: number }>(
      request,
      'post',
      `${serverURL}/api/users/add`,
      admin,
      {
        username: `dash${suffix}`,
        password,
        name: `首页医生${suffix}`,
        userAuth: '1',
      },
    );
    const doctor = await apiSend<{ id: number }>(
      request,
      'post',
      `${serverURL}/api/doctorInformation/add`,
      admin,
      { userId: doctorUser.id, doctorName: `首页医生${suffix}` },
    );
    const patientUser = await apiSend<{ id: number }>(
      request,
      'post',
      `${serverURL}/api/users/add`,
      admin,
      {
        username: `dashp${suffix}`,
        password: 'Patient@123',
        name: '欧阳明',
        userAuth: '2',
      },
    );
    const patient = await apiSend<{ id: number }>(
      request,
      'post',
      `${serverURL}/api/patientInformation/add`,
      admin,
      { userId: patientUser.id, patientName: '欧阳明' },
    );
    await apiSend(request, 'post', `${serverURL}/api/careTeam/assign`, admin, {
      patientId: patient.id,
      doctorId: doctor.id,
    });

    const session = await apiLogin(request, serverURL, {
      username: `dash${suffix}`,
      password,
      name: '',
    });
    await signInContext(context, serverURL, session);
    await openDashboard(page);
    const summary = await apiGet<DoctorDashboard>(
      request,
      `${serverURL}/api/dashboard/summary`,
      session.token,
    );
    const mine = await apiGet<{ total: number }>(
      request,
      `${serverURL}/api/patientInformation/list`,
      session.token,
    );
    expect(summary).toMatchObject({ role: 'doctor', myPatients: 1, recentPatients: [] });
    expect(mine.total).toBe(1);
    await expect(announcedValue(page, /^我负责的患者/)).toHaveText('1');
    await expect(page.getByText(/还没有查看过患者/)).toBeVisible();
    await expect(page.getByRole('link', { name: /^用户总数/ })).toHaveCount(0);
    await expect(page.getByText('您的患者还没有进行中的训练计划。')).toBeVisible();

    // Quick search by initials (欧阳明 → oym), then the patient's page.
    await page.getByRole('searchbox', { name: '姓名、拼音或首字母' }).fill('oym');
    const results = page.getByRole('list', { name: '找到 1 位患者' });
    await results.getByRole('link', { name: '欧阳明' }).click();
    await expect(page).toHaveURL(new RegExp(`/system/patients/${patient.id}$`));

    // 今日训练: once the patient has an active plan for every day, the card counts them due today
    // (as the server does) and links to their training page.
    const today = new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);
    const later = new Date(Date.now() + 30 * 86400_000).toISOString().slice(0, 10);
    const plan = await apiSend<{ id: number }>(
      request,
      'post',
      `${serverURL}/api/trainingPlan/add`,
      admin,
      {
        patientId: patient.id,
        items: [{ kind: 'digitSpanForward', startLevel: 1 }],
        minutesPerSession: 15,
        sessionsPerWeek: 7,
        startDate: today,
        endDate: later,
      },
    );
    await apiSend(request, 'post', `${serverURL}/api/trainingPlan/status`, admin, {
      id: plan.id,
      status: 'active',
    });
    const withPlan = (await openDashboard(page)) as DoctorDashboard;
    expect(withPlan.training).toMatchObject({ due: 1, done: 0 });
    const card = page.locator('[data-slot="card"]', {
      has: page.getByRole('heading', { level: 2, name: '今日训练' }),
    });
    await expect(
      card
        .getByRole('region', { name: '今天应训练' })
        .locator('[data-slot="stat-card-value"] .sr-only'),
    ).toHaveText('1');
    await expect(card.getByText('今天待训练')).toBeVisible();
    await card.getByRole('link', { name: '欧阳明 的训练' }).click();
    await expect(page).toHaveURL(new RegExp(`/cognitive-training\\?patient=${patient.id}$`));
  });

  test.describe('the shared demo doctor', () => {
    test.use({ signedInAs: 'doctor' });

    test('passes axe in every appearance, with a search result on screen', async ({ page }) => {
      test.setTimeout(AXE_TIMEOUT);
      await expectAccessibleInEveryAppearance(page, 'the doctor’s 首页', async (page) => {
        await openDashboard(page);
        await page.getByRole('searchbox', { name: '姓名、拼音或首字母' }).fill('lhz');
        await expect(page.getByRole('link', { name: '李患者' }).last()).toBeVisible();
      });
    });

    test('a first load asks for the session and 首页’s data once each', async ({ page }) => {
      // The requests leave from the API client's chunk (early-requests.ts); the router's guard and
      // the page take those answers instead of asking again.
      const asked: string[] = [];
      page.on('request', (request) => {
        const { pathname } = new URL(request.url());
        if (pathname.startsWith('/api/')) asked.push(pathname);
      });
      await openDashboard(page);
      const count = (path: string) => asked.filter((pathname) => pathname === path).length;
      expect(count('/api/sysUser/getInfo')).toBe(1);
      expect(count('/api/sysUser/getMenuList')).toBe(1);
      expect(count('/api/dashboard/summary')).toBe(1);
    });
  });
});

test.describe('as patient', () => {
  test.use({ signedInAs: 'patient' });

  test('is greeted by name, has big plain buttons for their areas and record, and no admin data', async ({
    page,
    request,
    session,
    serverURL,
  }) => {
    const summary = (await openDashboard(page)) as PatientDashboard;
    expect(summary.role).toBe('patient');
    // The server answers the same to a call of its own (the patient's data, none of anyone else's).
    const again = await apiGet<PatientDashboard>(
      request,
      `${serverURL}/api/dashboard/summary`,
      session!.token,
    );
    expect(again.careTeamSize).toBe(summary.careTeamSize);
    await expect(page.getByRole('heading', { level: 2, name: '李患者，您好！' })).toBeVisible();
    await expect(page.getByText(`有 ${summary.careTeamSize} 位医护人员在照顾您。`)).toBeVisible();

    const training = page.getByRole('link', { name: '做认知训练' });
    await expect(training).toHaveAttribute('href', '/cognitive-training');
    expect((await training.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    await expect(page.getByRole('heading', { name: '今天的训练' })).toBeVisible();
    // 今天的训练 says what the server has: no plan, or today's state and one big button.
    if (summary.training.planId === null) {
      await expect(page.getByText('医生还没有为您安排训练。')).toBeVisible();
    } else {
      const start = page.getByRole('link', {
        name: summary.training.sessionsToday > 0 ? '再练一次' : '开始今日训练',
      });
      await expect(start).toHaveAttribute('href', '/cognitive-training');
      expect((await start.boundingBox())!.height).toBeGreaterThanOrEqual(44);
      await expect(
        page.getByText(
          `本周已训练 ${summary.training.daysTrainedThisWeek} 天，计划 ${summary.training.plannedDaysThisWeek} 天。`,
        ),
      ).toBeVisible();
    }
    const main = consoleParts(page).main;
    for (const adminText of ['用户总数', '近30天每日登录次数', '最新审计记录', '查找我的患者']) {
      await expect(main.getByText(adminText)).toHaveCount(0);
    }
    await expect(main.locator('a[href^="/system"]')).toHaveCount(0);

    // 看我的档案 opens their personal centre.
    await page.getByRole('button', { name: '看我的档案' }).click();
    await expect(page.getByRole('dialog', { name: '个人中心' })).toContainText('李患者');
  });

  test('passes axe in every appearance', async ({ page }) => {
    test.setTimeout(AXE_TIMEOUT);
    await expectAccessibleInEveryAppearance(page, 'the patient’s 首页', async (page) => {
      await openDashboard(page);
    });
  });
});
