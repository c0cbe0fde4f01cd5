import type { Message, Page as ListPage } from '@cep/contract';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { startServer, type RunningServer } from '../scripts/testing/start-server.ts';
import { expect, signInContext, test } from './fixtures';
import { apiGet, apiLogin, type Session } from './support/api';
import { apiPost, ownDoctorAndPatient, type OwnTeam } from './support/own-team';
import { expectAccessibleInEveryAppearance } from './support/page-checks';

/*
 * 消息 (issue 16) against the real server, with two browser contexts: a doctor and a patient of
 * the doctor's own team exchange messages live; the patient's browser goes offline, the doctor
 * sends three, and when the patient is back exactly those three are there, in order, once each.
 * The same exchange again with the two contexts on two server instances sharing one database (a
 * message stored through one reaches a socket on the other through PostgreSQL NOTIFY). Then the
 * panel passes axe in every appearance for both roles, works at 375 px as two views, and by
 * keyboard; a patient can reach no other patient.
 */

/** The community page's 消息 tab (the navbar's badge links here too). */
const PATH = '/communityModule?tab=messages';

interface Pair {
  team: OwnTeam;
  doctor: Session;
  patient: Session;
}

let serial = 0;

/** A doctor and a patient of their own team, both signed in through the API. */
async function pairOf(
  request: Parameters<typeof ownDoctorAndPatient>[0],
  serverURL: string,
  admin: Session,
  prefix: string,
): Promise<Pair> {
  serial += 1;
  const team = await ownDoctorAndPatient(request, serverURL, admin, {
    prefix: `${prefix}${serial}`,
    doctor: '林医生',
    patient: '郑患者',
    age: 66,
    edu: '初中',
  });
  return {
    team,
    doctor: await apiLogin(request, serverURL, team.doctor),
    patient: await apiLogin(request, serverURL, team.patient),
  };
}

/** A signed-in page of its own browser context, on `origin`. */
async function pageOn(
  browser: Browser,
  origin: string,
  session: Session,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: origin });
  await signInContext(context, origin, session);
  const page = await context.newPage();
  return { context, page };
}

/** The open conversation's messages, as the thread shows them. */
const thread = (page: Page) =>
  page.getByRole('region', { name: /^与.+的消息$/ }).getByRole('listitem');

/** Types into the composer and sends with Enter. */
async function write(page: Page, text: string) {
  const field = page.getByRole('textbox', { name: /^写给.+的消息$/ });
  await field.fill(text);
  await field.press('Enter');
  await expect(field).toHaveValue('');
}

/**
 * The exchange: live both ways, then the patient offline, three from the doctor, the
 * patient back with exactly those three in order. `doctorOrigin` and `patientOrigin` may be two
 * server instances on one database.
 */
async function exchange(
  browser: Browser,
  pair: Pair,
  origins: { doctor: string; patient: string },
) {
  const doctor = await pageOn(browser, origins.doctor, pair.doctor);
  const patient = await pageOn(browser, origins.patient, pair.patient);
  try {
    // The patient is already looking at 消息 when the doctor writes first.
    await patient.page.goto(PATH);
    const patientMain = patient.page.getByRole('main');
    await expect(patientMain.getByText('还没有会话')).toBeVisible();
    const badge = patient.page.getByRole('link', { name: /^消息/ });
    await expect(badge).toHaveAccessibleName('消息');

    await doctor.page.goto(PATH);
    const doctorMain = doctor.page.getByRole('main');
    await doctorMain.getByRole('button', { name: '新消息' }).click();
    const picker = doctor.page.getByRole('dialog', { name: '给谁写信' });
    await picker.getByRole('textbox', { name: '按姓名查找' }).fill('郑');
    // The search has answered (its list is the one person), then the choice.
    await expect(picker.getByRole('listitem')).toHaveCount(1);
    await picker.getByRole('button', { name: /郑患者/ }).click();
    await expect(picker).toBeHidden();
    await expect(doctorMain.getByRole('heading', { name: /郑患者/ })).toBeFocused();
    await write(doctor.page, '郑大爷您好，今天感觉怎么样？');
    await expect(thread(doctor.page)).toHaveCount(1);

    // Live on the patient's side: the conversation appears with its count, the badge too.
    const row = patientMain.getByRole('button', { name: /林医生.*1 条未读/ });
    await expect(row).toBeVisible();
    await expect(badge).toHaveAccessibleName('消息，1 条未读消息');
    await row.click();
    await expect(thread(patient.page)).toHaveText([/林医生：郑大爷您好，今天感觉怎么样？/]);
    // Reading it clears the badge, and the doctor sees it was read.
    await expect(badge).toHaveAccessibleName('消息');
    await expect(thread(doctor.page).last()).toContainText('对方已读');
    await write(patient.page, '还好，就是晚上睡不好。');
    await expect(thread(doctor.page).last()).toContainText('郑患者：还好，就是晚上睡不好。');

    // The patient goes offline; the doctor writes three.
    await patient.context.setOffline(true);
    await expect(patientMain.getByText('网络已断开。恢复后会自动收到新消息。')).toBeVisible();
    const three = ['今晚早点休息', '睡前不要喝浓茶', '明天上午九点来复查'];
    for (const text of three) await write(doctor.page, text);
    await expect(thread(doctor.page)).toHaveCount(5);
    // Nothing reaches the offline page.
    await expect(thread(patient.page)).toHaveCount(2);

    // Back online: exactly the three, in order, once each.
    await patient.context.setOffline(false);
    await expect(thread(patient.page)).toHaveCount(5);
    await expect(thread(patient.page)).toHaveText([
      /林医生：郑大爷您好/,
      /我：还好，就是晚上睡不好/,
      ...three.map((text) => new RegExp(`林医生：${text}`)),
    ]);
    await expect(patientMain.getByText('网络已断开。恢复后会自动收到新消息。')).toBeHidden();
    // The server holds the same five, numbered 1…5.
    const conversationId = Number(new URL(patient.page.url()).searchParams.get('conversation'));
    const stored = await apiGet<ListPage<Message>>(
      patient.page.request,
      `${origins.patient}/api/message/list`,
      pair.patient.token,
      { conversationId, pageSize: 10 },
    );
    expect(stored.list.map((m) => [m.seq, m.text])).toEqual([
      [1, '郑大爷您好，今天感觉怎么样？'],
      [2, '还好，就是晚上睡不好。'],
      [3, three[0]],
      [4, three[1]],
      [5, three[2]],
    ]);
    // Still live after the reconnection, and nothing shows twice on a reload either.
    await write(doctor.page, '好好休息');
    await expect(thread(patient.page)).toHaveCount(6);
    await patient.page.reload();
    await expect(thread(patient.page)).toHaveCount(6);
  } finally {
    await doctor.context.close();
    await patient.context.close();
  }
}

test.describe('消息', () => {
  test.describe.configure({ timeout: 180_000 });

  test('a doctor and a patient exchange messages live; offline, the patient gets exactly the three sent meanwhile', async ({
    browser,
    request,
    roleSession,
    serverURL,
  }) => {
    const pair = await pairOf(request, serverURL, await roleSession('admin'), 'msg');
    await exchange(browser, pair, { doctor: serverURL, patient: serverURL });
  });

  test('the same exchange with the doctor and the patient on two server instances', async ({
    browser,
    request,
    roleSession,
    serverURL,
  }) => {
    const databaseUrl = process.env.CEP_E2E_DATABASE_URL;
    if (!databaseUrl) throw new Error('CEP_E2E_DATABASE_URL is not set: e2e/global-setup.ts');
    let second: RunningServer | undefined;
    try {
      second = await startServer({ databaseUrl });
      const pair = await pairOf(request, serverURL, await roleSession('admin'), 'msg2');
      // Signed in on the first instance, the patient's token works on the second (one database).
      await exchange(browser, pair, { doctor: serverURL, patient: second.url });
    } finally {
      await second?.stop();
    }
  });

  test('pictures: checked in the browser, sent, shown to both', async ({
    browser,
    request,
    roleSession,
    serverURL,
  }) => {
    const pair = await pairOf(request, serverURL, await roleSession('admin'), 'msgpic');
    const conversation = await apiPost<{ id: number }>(
      request,
      `${serverURL}/api/message/start`,
      pair.doctor.token,
      { userId: await userIdOf(request, serverURL, pair.patient) },
    );
    const patient = await pageOn(browser, serverURL, pair.patient);
    const doctor = await pageOn(browser, serverURL, pair.doctor);
    try {
      await patient.page.goto(`${PATH}&conversation=${conversation.id}`);
      const main = patient.page.getByRole('main');
      const chooser = patient.page.waitForEvent('filechooser');
      await main.getByRole('button', { name: '添加图片' }).click();
      await (
        await chooser
      ).setFiles({
        name: '病历.txt',
        mimeType: 'text/plain',
        buffer: Buffer.from('x'),
      });
      await expect(main.getByRole('alert')).toHaveText('只能发送 JPG、JPEG、PNG、GIF、BMP 图片');
      const again = patient.page.waitForEvent('filechooser');
      await main.getByRole('button', { name: '添加图片' }).click();
      await (await again).setFiles({ name: '血压.png', mimeType: 'image/png', buffer: png });
      await expect(main.getByRole('img', { name: '要发送的图片' })).toBeVisible();
      await main.getByRole('textbox', { name: /^写给.+的消息$/ }).fill('这是今天的血压记录');
      await main.getByRole('button', { name: '发送' }).click();
      await expect(thread(patient.page).last().getByRole('img', { name: '图片' })).toBeVisible();

      await doctor.page.goto(`${PATH}&conversation=${conversation.id}`);
      const picture = thread(doctor.page).last().getByRole('img', { name: '图片' });
      await expect(picture).toBeVisible();
      // Fetched with the token: the address itself serves nobody without one.
      expect(await picture.getAttribute('src')).toMatch(/^blob:/);
    } finally {
      await patient.context.close();
      await doctor.context.close();
    }
  });

  test('a patient writes only to their care team; nobody else’s conversation opens', async ({
    page,
    context,
    request,
    roleSession,
    serverURL,
  }) => {
    const pair = await pairOf(request, serverURL, await roleSession('admin'), 'msgonly');
    await signInContext(context, serverURL, pair.patient);
    await page.goto(PATH);
    const main = page.getByRole('main');
    await main.getByRole('button', { name: '给医护人员写信' }).click();
    const picker = page.getByRole('dialog', { name: '给哪位医护人员写信' });
    await expect(picker.getByRole('listitem')).toHaveCount(1);
    await expect(picker.getByRole('button', { name: /林医生/ })).toBeVisible();
    // No search box for a patient: there is nobody else to find.
    await expect(picker.getByRole('textbox')).toHaveCount(0);
    await page.keyboard.press('Escape');
    // The demo patient 李患者 is another patient: the server refuses, whatever the page offers.
    const other = await apiLogin(request, serverURL, {
      username: 'patient',
      password: 'Patient@123',
      name: '李患者',
    });
    const refused = await request.post(`${serverURL}/api/message/start`, {
      headers: { token: pair.patient.token },
      data: { userId: await userIdOf(request, serverURL, other) },
    });
    expect(((await refused.json()) as { code: number }).code).toBe(40301);
    // The demo conversation of 张医生 and 李患者 is not theirs.
    await page.goto(`${PATH}&conversation=1`);
    await expect(main.getByText('选择左边的一个会话，查看消息。')).toBeVisible();
    await expect(main).not.toContainText('李患者');
  });

  test('by keyboard, at 375 px as two views, and axe-clean in every appearance for both roles', async ({
    browser,
    request,
    roleSession,
    serverURL,
  }) => {
    const pair = await pairOf(request, serverURL, await roleSession('admin'), 'msgax');
    const conversation = await apiPost<{ id: number }>(
      request,
      `${serverURL}/api/message/start`,
      pair.doctor.token,
      { userId: await userIdOf(request, serverURL, pair.patient) },
    );
    for (const text of ['您好', '请按时训练']) {
      await apiPost(request, `${serverURL}/api/message/send`, pair.doctor.token, {
        conversationId: conversation.id,
        text,
      });
    }
    const patient = await pageOn(browser, serverURL, pair.patient);
    const doctor = await pageOn(browser, serverURL, pair.doctor);
    try {
      const p = patient.page;
      // Keyboard alone: to the conversation, open it, write, send.
      await p.goto(PATH);
      const row = p.getByRole('main').getByRole('button', { name: /林医生/ });
      await expect(row).toBeVisible();
      // Patient targets: at least 44 px.
      expect((await row.boundingBox())!.height).toBeGreaterThanOrEqual(44);
      await row.focus();
      await p.keyboard.press('Enter');
      await expect(p.getByRole('heading', { name: /林医生/ })).toBeFocused();
      const field = p.getByRole('textbox', { name: '写给林医生的消息' });
      await field.focus();
      await p.keyboard.type('收到');
      await p.keyboard.press('Enter');
      await expect(thread(p).last()).toContainText('我：收到');
      const send = p.getByRole('button', { name: '发送' });
      expect((await send.boundingBox())!.height).toBeGreaterThanOrEqual(44);

      // 375 px: the list alone, then the conversation alone with a way back.
      await p.setViewportSize({ width: 375, height: 740 });
      await p.goto(PATH);
      const list = p.getByRole('list', { name: '我的医护人员' });
      await expect(list).toBeVisible();
      await list.getByRole('button', { name: /林医生/ }).click();
      await expect(list).toBeHidden();
      await expect(p.getByRole('region', { name: '与林医生的消息' })).toBeVisible();
      await p.getByRole('button', { name: '返回会话列表' }).click();
      await expect(list).toBeVisible();
      await expect(list.getByRole('button', { name: /林医生/ })).toBeFocused();
      await p.setViewportSize({ width: 1366, height: 768 });

      await expectAccessibleInEveryAppearance(p, '消息（患者）', async (page) => {
        await page.goto(`${PATH}&conversation=${conversation.id}`);
        await expect(thread(page)).toHaveCount(3);
      });
      await expectAccessibleInEveryAppearance(doctor.page, '消息（医生）', async (page) => {
        await page.goto(`${PATH}&conversation=${conversation.id}`);
        await expect(thread(page)).toHaveCount(3);
      });
      await expectAccessibleInEveryAppearance(doctor.page, '消息（医生，写信）', async (page) => {
        await page.goto(PATH);
        await page.getByRole('button', { name: '新消息' }).click();
        await expect(
          page.getByRole('dialog', { name: '给谁写信' }).getByRole('listitem').first(),
        ).toBeVisible();
      });
    } finally {
      await patient.context.close();
      await doctor.context.close();
    }
  });
});

/** A 1×1 PNG. */
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** The account id of a session (getInfo). */
async function userIdOf(
  request: Parameters<typeof apiGet>[0],
  serverURL: string,
  session: Session,
): Promise<number> {
  return (await apiGet<{ id: number }>(request, `${serverURL}/api/sysUser/getInfo`, session.token))
    .id;
}
