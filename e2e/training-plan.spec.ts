import type {
  Page as ListPage,
  PatientListRow,
  PatientProgress,
  StoredExerciseResult,
} from '@cep/contract';
import type { APIRequestContext } from '@playwright/test';
import { expect, signInContext, test } from './fixtures';
import { apiGet, apiLogin, type Session } from './support/api';
import { expectAccessibleInEveryAppearance } from './support/page-checks';

/*
 * The clinician's side of 认知训练 (issue 13), against the real server: a doctor of the care team
 * picks the patient by initials, sees the banner, prescribes a plan in the drawer (a bad level gets
 * the contract's Chinese message, nothing typed is lost), activates it, and a second active plan is
 * refused; the address keeps the patient; the same tab on 患者管理's patient page; 训练进度 of
 * 李患者 (demo sessions) against the server's answer, down to a session's trials; a doctor outside
 * the team is refused.
 */

async function post<T>(request: APIRequestContext, url: string, token: string, data: unknown) {
  const response = await request.post(url, { headers: { token }, data });
  const body = (await response.json()) as { code: number; message: string; data: T };
  expect(body.code, body.message).toBe(200);
  return body.data;
}

async function patientIdOf(request: APIRequestContext, base: string, token: string, name: string) {
  const page = await apiGet<ListPage<PatientListRow>>(
    request,
    `${base}/api/patientInformation/list`,
    token,
    { name, pageNum: 1, pageSize: 10 },
  );
  return page.list.find((row) => row.patientName === name)?.id;
}

/** A doctor of its own, on 马桂兰's care team, signed in for this test only. */
async function ownDoctor(request: APIRequestContext, base: string, admin: Session) {
  const username = `plandoc${Date.now().toString(36)}`;
  const user = await post<{ id: number }>(request, `${base}/api/users/add`, admin.token, {
    username,
    password: 'Doctor@123',
    name: '计划医生',
    userAuth: '1',
  });
  const doctor = await post<{ id: number }>(
    request,
    `${base}/api/doctorInformation/add`,
    admin.token,
    { userId: user.id, doctorName: '计划医生' },
  );
  const patientId = (await patientIdOf(request, base, admin.token, '马桂兰'))!;
  await post(request, `${base}/api/careTeam/assign`, admin.token, {
    patientId,
    doctorId: doctor.id,
  });
  return { account: { username, password: 'Doctor@123', name: '计划医生' }, patientId };
}

test.describe('训练计划 (clinician)', () => {
  test.describe.configure({ timeout: 180_000 });

  test('a doctor prescribes, activates and is refused a second active plan', async ({
    page,
    context,
    serverURL,
    roleSession,
  }) => {
    const admin = await roleSession('admin');
    const { account, patientId } = await ownDoctor(page.request, serverURL, admin);
    const session = await apiLogin(page.request, serverURL, account);
    await signInContext(context, serverURL, session);

    await page.goto('/cognitive-training');
    const main = page.getByRole('main');
    await main.getByRole('searchbox', { name: '查找患者' }).fill('mgl');
    await main.getByRole('button', { name: /^马桂兰 / }).press('Enter');
    await expect(page).toHaveURL(new RegExp(`patient=${patientId}`));
    const banner = main.getByRole('region', { name: '当前患者：马桂兰' });
    await expect(banner).toBeVisible();
    const record = await apiGet<{ identityCard: string | null }>(
      page.request,
      `${serverURL}/api/patientInformation/${patientId}`,
      session.token,
    );
    await expect(banner).toContainText(record.identityCard!.slice(-4));
    await expect(banner).not.toContainText(record.identityCard!.slice(0, 6));

    // 新建: a start level above the exercise's top is refused in Chinese, nothing typed is lost.
    await main.getByRole('button', { name: '新建训练计划' }).click();
    const drawer = page.getByRole('dialog', { name: '新建训练计划' });
    await drawer.getByLabel('起始级别').fill('99');
    await drawer.getByLabel('备注').fill('每天上午训练');
    await drawer.getByRole('button', { name: '保存' }).press('Enter');
    await expect(drawer.getByText('起始级别不能高于该训练的最高级别10')).toBeVisible();
    await expect(drawer.getByLabel('备注')).toHaveValue('每天上午训练');
    await drawer.getByLabel('起始级别').fill('2');
    await drawer.getByRole('button', { name: '添加训练项目' }).click();
    await expect(drawer.getByRole('group', { name: '项目 2' })).toBeVisible();
    await drawer.getByRole('button', { name: '保存' }).press('Enter');
    await expect(drawer).toBeHidden();
    const plan = main.getByRole('article', { name: '训练计划 草稿' });
    await expect(plan).toContainText('每天上午训练');
    await expect(plan.getByRole('row')).toHaveCount(3); // header + two exercises

    await plan.getByRole('button', { name: '启用计划' }).click();
    const active = main.getByRole('article', { name: '训练计划 进行中' });
    await expect(active).toBeVisible();
    await active.getByText('状态记录').click();
    await expect(active.getByText(/计划医生 将计划设为「进行中」/)).toBeVisible();

    // Reload: the same patient and tab.
    await page.reload();
    await expect(main.getByRole('region', { name: '当前患者：马桂兰' })).toBeVisible();

    // A second plan cannot be active beside the first.
    await main.getByRole('button', { name: '新建训练计划' }).click();
    await page
      .getByRole('dialog', { name: '新建训练计划' })
      .getByRole('button', { name: '保存' })
      .click();
    const draft = main.getByRole('button', { name: '其他计划（1）' });
    await expect(draft.or(main.getByText('其他计划（1）'))).toBeVisible();
    const refused = await page.request.post(`${serverURL}/api/trainingPlan/status`, {
      headers: { token: session.token },
      data: {
        id: (
          await apiGet<ListPage<{ id: number; status: string }>>(
            page.request,
            `${serverURL}/api/trainingPlan/list`,
            session.token,
            { patientId, status: 'draft', pageNum: 1, pageSize: 1 },
          )
        ).list[0]!.id,
        status: 'active',
      },
    });
    expect(await refused.json()).toMatchObject({
      code: 40901,
      message: '该患者已有进行中的训练计划，请先暂停或完成它',
    });

    // 训练进度 of a patient who has not trained yet.
    await main.getByRole('tab', { name: '训练进度' }).click();
    await expect(page).toHaveURL(/tab=progress/);
    await expect(main.getByText('还没有训练记录。')).toBeVisible();

    // 李患者 is not on this doctor's team: not found by the picker, refused by the server.
    const lee = (await patientIdOf(page.request, serverURL, admin.token, '李患者'))!;
    const progress = await page.request.get(`${serverURL}/api/patientProgress/detail`, {
      headers: { token: session.token },
      params: { patientId: lee },
    });
    expect(((await progress.json()) as { code: number }).code).toBe(40301);
    await main.getByRole('button', { name: '更换患者' }).click();
    await main.getByRole('searchbox', { name: '查找患者' }).fill('李患者');
    await expect(main.getByText('没有找到符合的患者。')).toBeVisible();

    await expectAccessibleInEveryAppearance(page, '训练计划 of 马桂兰', async (p) => {
      await p.goto(`/cognitive-training?patient=${patientId}`);
      await expect(
        p.getByRole('main').getByRole('article', { name: '训练计划 进行中' }),
      ).toBeVisible();
    });
  });

  test.describe('progress of 李患者', () => {
    test.use({ signedInAs: 'doctor' });

    test('calendar, charts and a session’s trials as the server has them', async ({
      page,
      serverURL,
      session,
    }) => {
      const lee = (await patientIdOf(page.request, serverURL, session!.token, '李患者'))!;
      const progress = await apiGet<PatientProgress>(
        page.request,
        `${serverURL}/api/patientProgress/detail`,
        session!.token,
        { patientId: lee },
      );
      await page.goto('/system/patients');
      await page.goto(`/system/patients/${lee}?tab=training-progress`);
      const main = page.getByRole('main');
      await expect(main.getByRole('region', { name: '当前患者：李患者' })).toBeVisible();
      // Every trained day of the server's answer reads as trained in the calendar (this month).
      const month = new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 7);
      for (const day of progress.days.filter((d) => d.date.startsWith(month) && d.sessions > 0)) {
        await expect(
          main.getByText(new RegExp(`^${day.date}：已训练 ${day.sessions} 次`)),
        ).toBeAttached();
      }
      await expect(main.getByRole('figure', { name: '各训练项目的级别变化' })).toBeVisible();
      await expect(main.getByRole('figure', { name: '每次训练的正确率和反应时' })).toBeVisible();
      // The domain profile over time: the demo MoCA's domains, and training accuracy by domain.
      await expect(
        main.getByRole('figure', { name: '各次评估中各认知领域的得分率' }),
      ).toBeVisible();
      await expect(
        main.getByRole('figure', { name: '各认知领域训练的每周平均正确率' }),
      ).toBeVisible();

      // The newest session's trials equal the server's results of it.
      const newest = [...progress.sessions].reverse().find((s) => s.runs.length > 0)!;
      const results = await apiGet<ListPage<StoredExerciseResult>>(
        page.request,
        `${serverURL}/api/exerciseResult/list`,
        session!.token,
        { patientId: lee, sessionId: newest.id, pageNum: 1, pageSize: 50 },
      );
      await main.getByRole('button', { name: '查看试次' }).first().press('Enter');
      const first = results.list[0]!;
      const table = main.getByRole('table', { name: /的试次$/ }).first();
      await expect(table.getByRole('row')).toHaveCount(first.trials!.length + 1);

      await expectAccessibleInEveryAppearance(page, '训练进度 of 李患者', async (p) => {
        await p.goto(`/cognitive-training?patient=${lee}&tab=progress`);
        await expect(p.getByRole('main').getByRole('heading', { name: '训练进度' })).toBeVisible();
      });
    });
  });
});
