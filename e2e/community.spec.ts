import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { expect, signInContext, test } from './fixtures';
import { apiLogin, type Session } from './support/api';
import { apiPost, ownDoctorAndPatient } from './support/own-team';
import { acceptAllConsent } from './support/consent';
import { expectAccessibleInEveryAppearance } from './support/page-checks';

/*
 * 群体互动 (issue 16), against the real server, with a doctor and two patients of this test's own
 * (the shared demo accounts stay untouched), each in a browser context of their own: a post in a
 * pre-moderated group appears for the other patient only after the doctor approves it, live; a
 * report and a hide take it off both patients' screens at once, without a reload; the leaderboard
 * shows nicknames, and no other patient's name is anywhere in the patient's page — neither in
 * the DOM nor in the JSON the page received. Axe in every appearance and 375 px; a patient gets
 * 40301 from the clinician-only calls.
 */

const CHINA_DAY = (ms: number) => new Date(ms + 8 * 3_600_000).toISOString().slice(0, 10);

interface Team {
  doctor: Session;
  author: Session;
  reader: Session;
  groupId: number;
  groupName: string;
  names: { author: string; reader: string };
}

/** The doctor, two patients of their team, and a pre-moderated group of both with a challenge. */
async function ownGroup(request: APIRequestContext, base: string, admin: Session, tag: string) {
  const names = { author: `${tag}李秀兰`, reader: `${tag}赵国庆` };
  const own = await ownDoctorAndPatient(request, base, admin, {
    prefix: `cm${tag}`,
    doctor: `${tag}孙医生`,
    patient: names.author,
    age: 68,
    edu: '高中(含中专)',
  });
  const readerAccount = {
    username: `cm${tag}rd${Date.now().toString(36)}`,
    password: 'Patient@123',
  };
  const doctor = await apiLogin(request, base, own.doctor);
  // A doctor's new patient joins their care team.
  const readerRecord = await apiPost<{ id: number }>(
    request,
    `${base}/api/patientInformation/add`,
    doctor.token,
    { account: readerAccount, patientName: names.reader, age: 72, phone: '13977776666' },
  );
  await acceptAllConsent(request, base, readerAccount);
  const groupName = `${tag}记忆互助组`;
  const group = await apiPost<{ id: number }>(
    request,
    `${base}/api/patientGroup/add`,
    doctor.token,
    {
      name: groupName,
      purpose: '一起练习记忆',
      moderation: 'pre',
      patientIds: [own.patientId, readerRecord.id],
    },
  );
  const author = await apiLogin(request, base, own.patient);
  const reader = await apiLogin(request, base, { ...readerAccount, name: names.reader });
  await apiPost(request, `${base}/api/patientGroup/nickname`, author.token, {
    groupId: group.id,
    nickname: '晨练者',
    avatar: 'sun',
  });
  const monday =
    Date.now() - ((new Date(Date.now() + 8 * 3_600_000).getUTCDay() + 6) % 7) * 86_400_000;
  const challenge = await apiPost<{ id: number }>(
    request,
    `${base}/api/challenge/add`,
    doctor.token,
    {
      groupId: group.id,
      title: '本周训练5天',
      kind: 'trainingDays',
      target: 5,
      startsOn: CHINA_DAY(monday),
      endsOn: CHINA_DAY(monday + 6 * 86_400_000),
    },
  );
  await apiPost(request, `${base}/api/challenge/join`, author.token, { id: challenge.id });
  return { doctor, author, reader, groupId: group.id, groupName, names } satisfies Team;
}

/** A page of its own, signed in as `session`. */
async function pageAs(
  newContext: () => Promise<BrowserContext>,
  base: string,
  session: Session,
): Promise<Page> {
  const context = await newContext();
  await signInContext(context, base, session);
  return context.newPage();
}

test.describe('群体互动', () => {
  test.describe.configure({ timeout: 300_000 });

  test('a pre-moderated post shows after approval; a report and a hide take it off both patients’ screens at once', async ({
    browser,
    request,
    roleSession,
    serverURL,
  }) => {
    const team = await ownGroup(request, serverURL, await roleSession('admin'), 'a');
    const newContext = () => browser.newContext({ baseURL: serverURL });
    const doctorPage = await pageAs(newContext, serverURL, team.doctor);
    const authorPage = await pageAs(newContext, serverURL, team.author);
    const readerPage = await pageAs(newContext, serverURL, team.reader);
    const body = `今天练了二十分钟，感觉不错 ${Date.now().toString(36)}`;

    for (const page of [authorPage, readerPage]) {
      await page.goto('/communityModule');
      await expect(page.getByRole('heading', { level: 2, name: team.groupName })).toBeVisible();
    }
    // The reader chooses a nickname of their own in the form.
    const nickname = readerPage.getByRole('textbox', { name: /昵称/ });
    await nickname.fill('向日葵');
    await readerPage.getByRole('radio', { name: '花' }).click();
    await readerPage.getByRole('button', { name: '保存昵称和头像' }).click();
    await expect(readerPage.getByText('昵称和头像已保存')).toBeVisible();
    await expect(
      readerPage.getByRole('listitem').filter({ hasText: '向日葵（我）' }),
    ).toBeVisible();

    // The author posts: it waits for the doctor; the reader does not see it.
    await authorPage.getByRole('textbox', { name: /写点什么/ }).fill(body);
    await authorPage.getByRole('button', { name: '发表' }).click();
    await expect(authorPage.getByText('已发出，医生审核后大家就能看到')).toBeVisible();
    const authorPost = authorPage.getByRole('article').filter({ hasText: body });
    await expect(authorPost).toContainText('等待医生审核');
    await expect(readerPage.getByText('还没有人发言。')).toBeVisible();

    // The doctor approves it from the queue; it reaches the reader's open page.
    await doctorPage.goto('/communityModule');
    const row = doctorPage.getByRole('row').filter({ hasText: body });
    await expect(row).toContainText(`晨练者（${team.names.author}）`);
    await row.getByRole('button', { name: /^通过帖子/ }).click();
    await expect(doctorPage.getByText('已通过')).toBeVisible();
    const readerPost = readerPage.getByRole('article').filter({ hasText: body });
    await expect(readerPost).toBeVisible();
    await expect(readerPost).toHaveAccessibleName('晨练者');
    await expect(authorPost).not.toContainText('等待医生审核');

    // The reader reports it; the doctor hides it: gone for both patients without a reload.
    await readerPost.getByRole('button', { name: '举报晨练者的帖子' }).click();
    await readerPage.getByRole('alertdialog').getByRole('button', { name: '确认举报' }).click();
    await expect(readerPage.getByText('已举报，医生会尽快查看')).toBeVisible();
    const reported = doctorPage.getByRole('row').filter({ hasText: body });
    await expect(reported).toContainText('1 次');
    await reported.getByRole('button', { name: /^隐藏帖子/ }).click();
    await expect(doctorPage.getByText('已隐藏，患者已看不到')).toBeVisible();
    await expect(readerPost).toHaveCount(0);
    await expect(authorPost).toHaveCount(0);
    await expect(readerPage.getByText('还没有人发言。')).toBeVisible();

    for (const page of [doctorPage, authorPage, readerPage]) await page.context().close();
  });

  test('the leaderboard shows nicknames, and no other patient’s name reaches the patient’s page', async ({
    browser,
    request,
    roleSession,
    serverURL,
  }) => {
    const team = await ownGroup(request, serverURL, await roleSession('admin'), 'b');
    const context = await browser.newContext({ baseURL: serverURL });
    await signInContext(context, serverURL, team.reader);
    const page = await context.newPage();
    const bodies: string[] = [];
    page.on('response', (response) => {
      if (!response.url().includes('/api/') || response.url().includes('/stream')) return;
      if (!(response.headers()['content-type'] ?? '').includes('application/json')) return;
      void response.text().then(
        (text) => bodies.push(text),
        () => {},
      );
    });

    await page.goto('/communityModule?tab=challenges');
    const card = page.getByRole('article', { name: '本周训练5天' });
    await card.getByRole('button', { name: '参加挑战：本周训练5天' }).click();
    await expect(page.getByText('已参加挑战，加油！')).toBeVisible();
    const board = page.getByRole('list', { name: '排行榜：本周训练5天' });
    await expect(board.getByRole('listitem')).toHaveCount(2);
    await expect(board).toContainText('晨练者');
    await expect(board).toContainText('（我）');

    // Everything the patient's page shows and everything it was sent, on the group tab too.
    await page.goto('/communityModule');
    await expect(page.getByRole('heading', { level: 2, name: team.groupName })).toBeVisible();
    await expect(page.getByText('晨练者').first()).toBeVisible();
    await expect.poll(() => bodies.some((b) => b.includes('晨练者'))).toBe(true);
    const others = [team.names.author, '李患者', '王秀英', '张伟', '刘洋', '13977776666'];
    const text = await page.locator('body').innerText();
    for (const name of others.filter((n) => n !== '13977776666')) {
      expect(text, `the page shows ${name}`).not.toContain(name);
    }
    for (const body of bodies) {
      for (const name of others.slice(0, 5)) {
        expect(body, `a response holds ${name}`).not.toContain(name);
      }
    }
    await context.close();
  });

  test('patient and doctor pages pass axe in every appearance and at 375 px', async ({
    browser,
    request,
    roleSession,
    serverURL,
  }) => {
    const team = await ownGroup(request, serverURL, await roleSession('admin'), 'c');
    await apiPost(request, `${serverURL}/api/announcement/add`, team.doctor.token, {
      title: '小组训练安排',
      bodyHtml: '<h2>本周</h2><p>周三下午两点半，<strong>三楼活动室</strong>。</p>',
      audience: 'group',
      groupId: team.groupId,
      pinned: true,
    });
    await apiPost(request, `${serverURL}/api/groupSession/add`, team.doctor.token, {
      groupId: team.groupId,
      title: '小组记忆训练',
      startsAt: Date.now() + 3 * 86_400_000,
      durationMinutes: 60,
      place: '康复中心三楼活动室',
      videoUrl: 'https://meeting.example.org/room',
      capacity: 8,
    });
    const patientPage = await pageAs(
      () => browser.newContext({ baseURL: serverURL }),
      serverURL,
      team.author,
    );
    for (const tab of ['', '?tab=announcements', '?tab=challenges']) {
      await expectAccessibleInEveryAppearance(
        patientPage,
        `群体互动 (patient ${tab || 'groups'})`,
        async (p) => {
          await p.goto(`/communityModule${tab}`);
          await expect(p.getByRole('tab', { selected: true })).toBeVisible();
          if (tab === '') {
            await expect(p.getByRole('heading', { level: 2, name: team.groupName })).toBeVisible();
            await expect(p.getByText('小组记忆训练')).toBeVisible();
          } else if (tab === '?tab=announcements') {
            await expect(p.getByRole('heading', { name: '小组训练安排' })).toBeVisible();
          } else {
            await expect(p.getByRole('list', { name: '排行榜：本周训练5天' })).toBeVisible();
          }
        },
      );
    }
    // The sign-up by keyboard, a large target; the dashboard card shows the announcement.
    await patientPage.goto('/communityModule');
    const signUp = patientPage.getByRole('button', { name: '报名：小组记忆训练' });
    expect((await signUp.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    await signUp.focus();
    await patientPage.keyboard.press('Enter');
    await expect(patientPage.getByText('您已报名')).toBeVisible();
    await patientPage.goto('/dashboard');
    await expect(patientPage.getByRole('heading', { level: 2, name: '公告' })).toBeVisible();
    await expect(patientPage.getByText('小组训练安排')).toBeVisible();

    const doctorPage = await pageAs(
      () => browser.newContext({ baseURL: serverURL }),
      serverURL,
      team.doctor,
    );
    for (const tab of ['', '?tab=manage-groups', '?tab=publish']) {
      await expectAccessibleInEveryAppearance(
        doctorPage,
        `群体互动 (doctor ${tab || 'queue'})`,
        async (p) => {
          await p.goto(`/communityModule${tab}`);
          await expect(p.getByRole('tab', { selected: true })).toBeVisible();
          const table = p.getByRole('table');
          await expect(table).toBeVisible();
          await expect(table).not.toHaveAttribute('aria-busy');
          // The table's rows, not its skeleton: the group (or its announcement) is listed.
          if (tab !== '') await expect(table).toContainText(team.groupName);
        },
      );
    }
    // The group's page: members by nickname and name, the session, its sign-up.
    await doctorPage.goto('/communityModule?tab=manage-groups');
    await doctorPage.getByRole('button', { name: `打开小组：${team.groupName}` }).click();
    await expect(doctorPage.getByText(`晨练者（${team.names.author}）`)).toBeVisible();
    await expect(doctorPage.getByText('小组记忆训练')).toBeVisible();
    await expect(doctorPage.getByText('已报名 1 / 8 人')).toBeVisible();
    await patientPage.context().close();
    await doctorPage.context().close();
  });

  test('a patient is refused the clinician-only calls (40301)', async ({
    request,
    roleSession,
    serverURL,
  }) => {
    const patient = await roleSession('patient');
    const refused = async (method: 'get' | 'post', path: string, data?: unknown) => {
      const response = await request[method](`${serverURL}${path}`, {
        headers: { token: patient.token },
        ...(data === undefined ? {} : { data }),
      });
      expect(response.status(), path).toBe(403);
      expect(((await response.json()) as { code: number }).code, path).toBe(40301);
    };
    await refused('get', '/api/post/queue');
    await refused('post', '/api/post/approve', { id: 1 });
    await refused('post', '/api/post/hide', { id: 1 });
    await refused('post', '/api/patientGroup/add', { name: '我的小组' });
    await refused('post', '/api/announcement/add', {
      title: '通知',
      bodyHtml: '<p>x</p>',
      audience: 'all',
    });
    await refused('get', '/api/announcement/receipts?id=1');
    await refused('post', '/api/groupSession/attendance', {
      sessionId: 1,
      attendance: [{ patientId: 1, attended: true }],
    });
  });
});
