import type { BrowserContext, Page } from '@playwright/test';
import { expect, signInContext, test } from './fixtures';
import { apiGet, apiLogin, type Session } from './support/api';
import { apiPost, ownDoctorAndPatient } from './support/own-team';

/*
 * Issue 32 §4–5 against the real server, with a doctor and a patient of this test's own (erasure
 * closes the account, so never the shared demo patient): the doctor reads the patient's record and
 * the patient sees it in 谁查看了我的档案; the patient reads what erasure does and asks for it; an
 * admin completes it on 个人信息删除申请 and gets the statement; the patient's group post then
 * shows anonymised and the doctor still has the assessment.
 */

async function pageAs(
  newContext: () => Promise<BrowserContext>,
  base: string,
  session: Session,
): Promise<Page> {
  const context = await newContext();
  await signInContext(context, base, session);
  return context.newPage();
}

test('a patient sees the doctor’s read, asks for erasure, an admin completes it: community anonymised, assessment kept', async ({
  browser,
  request,
  roleSession,
  serverURL,
}) => {
  test.setTimeout(180_000);
  const admin = await roleSession('admin');
  const tag = Date.now().toString(36).slice(-4);
  const patientName = `删除${tag}`;
  const own = await ownDoctorAndPatient(request, serverURL, admin, {
    prefix: `er${tag}`,
    doctor: `周医生${tag}`,
    patient: patientName,
    age: 70,
    edu: '初中',
  });
  const doctor = await apiLogin(request, serverURL, own.doctor);
  const patient = await apiLogin(request, serverURL, own.patient);

  // The patient's community life: a post-moderated group, a nickname, a post.
  const group = await apiPost<{ id: number }>(
    request,
    `${serverURL}/api/patientGroup/add`,
    doctor.token,
    {
      name: `${tag}康复小组`,
      purpose: '互相鼓励',
      moderation: 'post',
      patientIds: [own.patientId],
    },
  );
  await apiPost(request, `${serverURL}/api/patientGroup/nickname`, patient.token, {
    groupId: group.id,
    nickname: `晨光${tag}`,
    avatar: 'sun',
  });
  const post = await apiPost<{ id: number }>(request, `${serverURL}/api/post/add`, patient.token, {
    groupId: group.id,
    body: '我住在幸福小区三号楼，欢迎来玩',
  });
  // The medical record: an assessment the doctor saved; and the doctor reads the record.
  const assessment = await apiPost<{ id: number }>(
    request,
    `${serverURL}/api/assessment/draft`,
    doctor.token,
    { patientId: own.patientId, kind: 'mmse', testedOn: '2026-11-25', scores: {} },
  );
  await apiGet(request, `${serverURL}/api/patientInformation/${own.patientId}`, doctor.token);

  const newContext = () => browser.newContext({ baseURL: serverURL });

  // 谁查看了我的档案: the doctor by name, in plain words.
  const patientPage = await pageAs(newContext, serverURL, patient);
  await patientPage.goto('/privacy');
  const history = patientPage.getByRole('table', { name: '查看记录' });
  await expect(history.getByRole('row').filter({ hasText: '查看了您的基本资料' })).toContainText(
    `医生 周医生${tag}`,
  );
  await expect(history).toContainText('修改了您的评估结果');
  await expect(patientPage.getByText(/仅保留最近 \d+ 天的查看记录/)).toBeVisible();

  // What erasure does, then the request.
  const erased = patientPage.getByRole('region', { name: '将删除或匿名化的内容' });
  await expect(erased).toContainText('您在病友小组发的帖子');
  await expect(patientPage.getByRole('region', { name: '依法保留的内容' })).toContainText(
    '评估结果',
  );
  await patientPage.getByRole('button', { name: '申请删除我的个人信息' }).click();
  await patientPage.getByRole('alertdialog').getByRole('button', { name: '确定申请' }).click();
  await expect(patientPage.getByText(/提交删除申请，管理员会在 .* 前处理/)).toBeVisible();
  await patientPage.context().close();

  // The admin completes it and gets the statement.
  const adminPage = await pageAs(newContext, serverURL, admin);
  await adminPage.goto('/system/erasure-requests');
  await expect(
    adminPage.getByRole('heading', { level: 1, name: '个人信息删除申请' }),
  ).toBeVisible();
  const row = adminPage.getByRole('row').filter({ hasText: patientName });
  await row.getByRole('button', { name: '执行删除' }).click();
  await adminPage.getByRole('alertdialog').getByRole('button', { name: '执行删除' }).click();
  const statement = adminPage.getByRole('dialog', { name: `删除说明：${patientName}` });
  await expect(statement).toContainText('您在病友小组发的帖子');
  await expect(statement).toContainText('评估结果');
  await statement.getByRole('button', { name: '关闭' }).first().click();
  await adminPage.context().close();

  // The post stays in its group, anonymised; the doctor still has the assessment.
  const posts = await apiGet<{ list: Array<{ id: number; body: string; nickname: string }> }>(
    request,
    `${serverURL}/api/post/list`,
    doctor.token,
    { groupId: group.id },
  );
  const shown = posts.list.find((p) => p.id === post.id)!;
  expect(shown.body).toBe('该内容已按用户要求删除');
  expect(shown.nickname).toBe('已退出的组员');
  const assessments = await apiGet<{ list: Array<{ id: number }> }>(
    request,
    `${serverURL}/api/assessment/list`,
    doctor.token,
    { patientId: own.patientId },
  );
  expect(assessments.list.map((a) => a.id)).toContain(assessment.id);

  // And the patient can no longer sign in.
  const refused = await request.post(`${serverURL}/api/users/login`, {
    form: { username: own.patient.username, password: own.patient.password },
  });
  expect(((await refused.json()) as { code: number }).code).toBe(40920);
});
