import { readFile } from 'node:fs/promises';
import type { ChildProcess } from 'node:child_process';
import { itemKey, scales, type Assessment, type Recording } from '@cep/contract';
import edfdecoder from 'edfdecoder';
import JSZip from 'jszip';
import { expect, signInContext, test } from './fixtures';
import { apiGet, apiLogin } from './support/api';
import { consoleParts, signInThroughForm } from './support/console';
import { apiPost } from './support/own-team';
import { startSimulator } from './support/simulator';
import { playExercise, prescribe } from './support/training';

/*
 * Issue 32's "Must show", one patient's life against the real server: a new patient meets the
 * consent screen and declines signal recording (their doctor's 开始记录 is then refused by the
 * server, in its words), accepts the rest; later withdraws the community on 我的隐私与数据 and
 * accepts recording after all; trains, is assessed and recorded; downloads 我的数据 — the
 * assessment, the result and the recording open in independent readers (JSZip, JSON, edfdecoder);
 * sees the doctor's reads in 谁查看了我的档案; asks for erasure, which an admin completes: the
 * community post is anonymised and the care team still has the assessment.
 */
test.use({ signedInAs: null });
test.describe.configure({ timeout: 600_000 });

interface Group {
  id: number;
  members: { patientId: number | null }[];
}

let simulator: ChildProcess | undefined;
test.afterEach(() => {
  simulator?.kill('SIGTERM');
});

test('consent, refusal, withdrawal, 我的数据, who viewed my record, erasure: one patient', async ({
  page,
  browser,
  request,
  serverURL,
  roleSession,
}) => {
  const admin = await roleSession('admin');
  const tag = Date.now().toString(36);
  const doctorAccount = { username: `prdoc${tag}`, password: 'Doctor@123', name: `权利医生${tag}` };
  const patientAccount = {
    username: `prpt${tag}`,
    password: 'Patient@123',
    name: `权利患者${tag}`,
  };
  const doctorUser = await apiPost<{ id: number }>(
    request,
    `${serverURL}/api/users/add`,
    admin.token,
    { ...doctorAccount, userAuth: '1' },
  );
  const doctorRecord = await apiPost<{ id: number }>(
    request,
    `${serverURL}/api/doctorInformation/add`,
    admin.token,
    { userId: doctorUser.id, doctorName: doctorAccount.name },
  );
  const patient = await apiPost<{ id: number }>(
    request,
    `${serverURL}/api/patientInformation/add`,
    admin.token,
    {
      account: { username: patientAccount.username, password: patientAccount.password },
      patientName: patientAccount.name,
      age: 72,
      edu: '初中',
    },
  );
  await apiPost(request, `${serverURL}/api/careTeam/assign`, admin.token, {
    patientId: patient.id,
    doctorId: doctorRecord.id,
  });
  const device = await apiPost<{ id: number; deviceKey: string }>(
    request,
    `${serverURL}/api/signalDevice/add`,
    admin.token,
    { name: `权利脑电${tag}`, profile: 'eeg-8-250' },
  );
  const doctor = await apiLogin(request, serverURL, doctorAccount);

  // 1. First sign-in: the consent screen, before anything else; signal recording declined.
  await page.goto('/login');
  await signInThroughForm(page, patientAccount.username, patientAccount.password);
  const screen = page.getByRole('main', { name: '使用前，请您阅读并选择' });
  await expect(screen).toBeVisible();
  await expect(consoleParts(page).menu).toHaveCount(0);
  for (const [title, answer] of [
    ['用于您的诊疗', '同意'],
    ['记录生理信号', '不同意'],
    ['参与群体互动', '同意'],
    ['去标识化数据用于研究（可选）', '不同意'],
  ] as const) {
    const group = screen.getByRole('group', { name: title });
    await group.getByRole('button', { name: answer, exact: true }).press('Enter');
    await expect(group.getByRole('button', { name: answer, exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  }
  await screen.getByRole('button', { name: '确认我的选择' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  // 2. The doctor cannot record them: the server refuses, and the page says why.
  simulator = await startSimulator(request, serverURL, admin, {
    id: device.id,
    key: device.deviceKey,
    profile: 'eeg-8-250',
  });
  const doctorContext = await browser.newContext();
  await signInContext(doctorContext, serverURL, doctor);
  const doctorPage = await doctorContext.newPage();
  await doctorPage.goto(`/MPSA?patient=${patient.id}&device=${device.id}`);
  const mpsa = doctorPage.getByRole('main');
  await mpsa.getByRole('button', { name: '开始记录' }).click();
  await expect(doctorPage.getByText('患者未同意生理信号采集，不能开始记录').first()).toBeVisible();

  // 3. In a group (they accepted the community), a post of theirs.
  const patientSession = await apiLogin(request, serverURL, patientAccount);
  const group = await apiPost<Group>(request, `${serverURL}/api/patientGroup/add`, doctor.token, {
    name: `权利小组${tag}`,
    purpose: '一起练习',
    moderation: 'post',
    patientIds: [patient.id],
  });
  await apiPost(request, `${serverURL}/api/patientGroup/nickname`, patientSession.token, {
    groupId: group.id,
    nickname: `晨光${tag.slice(-4)}`,
    avatar: 'sun',
  });
  const post = await apiPost<{ id: number }>(
    request,
    `${serverURL}/api/post/add`,
    patientSession.token,
    { groupId: group.id, body: '我家住在幸福小区，欢迎来玩' },
  );

  // 4. 我的同意: the community withdrawn (they leave the group); recording accepted after all.
  await page.goto('/privacy');
  const community = page.getByRole('listitem', { name: '参与群体互动' });
  await community.getByRole('button', { name: '撤回同意' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: '确定撤回' }).click();
  await expect(community).toContainText('已撤回');
  const groups = await apiGet<Group[]>(
    request,
    `${serverURL}/api/patientGroup/list`,
    doctor.token,
    { id: group.id },
  );
  expect(groups[0]?.members.map((member) => member.patientId)).not.toContain(patient.id);
  const signals = page.getByRole('listitem', { name: '记录生理信号' });
  await signals.getByRole('button', { name: '同意', exact: true }).click();
  await expect(signals).toContainText('已同意');

  // 5. Their record: a recording (now allowed), a training result, a finished MMSE; the doctor
  // reads their record.
  await doctorPage.reload();
  await mpsa.getByRole('button', { name: '开始记录' }).click();
  const stop = mpsa.getByRole('button', { name: '停止记录' });
  await expect(stop).toBeVisible();
  const recordingOf = async () =>
    (
      await apiGet<{ list: Recording[] }>(
        request,
        `${serverURL}/api/recording/list`,
        doctor.token,
        { patientId: patient.id, pageNum: 1, pageSize: 5 },
      )
    ).list[0];
  await expect.poll(async () => (await recordingOf())?.durationMs ?? 0).toBeGreaterThan(2000);
  await stop.click();
  await expect(mpsa.getByRole('button', { name: '开始记录' })).toBeVisible();
  await doctorContext.close();

  await prescribe(request, serverURL, doctor, patient.id, ['digitSpanForward']);
  await page.goto('/cognitive-training');
  await page.getByRole('main').getByRole('button', { name: '开始训练' }).press('Enter');
  await playExercise(page);
  await expect(page.getByRole('main').getByText('结果都已保存')).toBeVisible({ timeout: 30_000 });

  const draft = await apiPost<Assessment>(
    request,
    `${serverURL}/api/assessment/draft`,
    doctor.token,
    {
      patientId: patient.id,
      kind: 'mmse',
      testedOn: '2026-11-20',
      scores: Object.fromEntries(
        scales.mmse.sections.flatMap((section) =>
          section.items.map((item) => [itemKey(section, item), item.max]),
        ),
      ),
    },
  );
  await apiPost(request, `${serverURL}/api/assessment/finish`, doctor.token, {
    id: draft.id,
    revision: draft.revision,
  });
  await apiGet(request, `${serverURL}/api/patientInformation/${patient.id}`, doctor.token);

  // 6. 我的数据: prepared in the background, downloaded, every part readable by other readers.
  await page.goto('/privacy');
  const myData = page.getByRole('region', { name: '我的数据' });
  await myData.getByRole('button', { name: '准备我的数据' }).click();
  const download = myData.getByRole('button', { name: '下载' });
  await expect(download).toBeVisible({ timeout: 120_000 });
  const downloading = page.waitForEvent('download');
  await download.click();
  const zip = await JSZip.loadAsync(await readFile(await (await downloading).path()));
  const assessments = JSON.parse(await zip.file('assessments.json')!.async('string')) as Array<{
    id: number;
    kind: string;
  }>;
  expect(assessments.map((a) => a.id)).toContain(draft.id);
  const results = JSON.parse(await zip.file('training/results.json')!.async('string')) as Array<{
    exercise_kind?: string;
    exerciseKind?: string;
  }>;
  expect(results.length).toBeGreaterThan(0);
  const edfName = Object.keys(zip.files).find((name) => /\.edf$/i.test(name));
  expect(edfName, 'the recording as EDF+').toBeDefined();
  const edfBytes = await zip.file(edfName!)!.async('arraybuffer');
  const decoder = new edfdecoder.EdfDecoder();
  decoder.setInput(edfBytes);
  decoder.decode();
  const edf = decoder.getOutput()!;
  expect(edf.getNumberOfSignals()).toBeGreaterThanOrEqual(8);
  expect(edf.getNumberOfRecords()).toBeGreaterThan(0);

  // 7. 谁查看了我的档案: the doctor's read, by role and name, in plain words.
  const history = page.getByRole('table', { name: '查看记录' });
  await expect(
    history
      .getByRole('row')
      .filter({ hasText: '查看了您的基本资料' })
      .filter({ hasText: `医生 ${doctorAccount.name}` })
      .first(),
  ).toBeVisible();

  // 8. Erasure asked for, completed by an admin.
  await page.getByRole('button', { name: '申请删除我的个人信息' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: '确定申请' }).click();
  await expect(page.getByText(/提交删除申请，管理员会在 .* 前处理/)).toBeVisible();
  const adminContext = await browser.newContext();
  await signInContext(adminContext, serverURL, admin);
  const adminPage = await adminContext.newPage();
  await adminPage.goto('/system/erasure-requests');
  const row = adminPage.getByRole('row').filter({ hasText: patientAccount.name });
  await row.getByRole('button', { name: '执行删除' }).click();
  await adminPage.getByRole('alertdialog').getByRole('button', { name: '执行删除' }).click();
  await expect(
    adminPage.getByRole('dialog', { name: `删除说明：${patientAccount.name}` }),
  ).toBeVisible();
  await adminContext.close();

  // The community content anonymised; the assessment still there for the care team.
  const posts = await apiGet<{ list: Array<{ id: number; body: string }> }>(
    request,
    `${serverURL}/api/post/list`,
    doctor.token,
    { groupId: group.id },
  );
  expect(posts.list.find((p) => p.id === post.id)?.body).toBe('该内容已按用户要求删除');
  const kept = await apiGet<{ list: Array<{ id: number }> }>(
    request,
    `${serverURL}/api/assessment/list`,
    doctor.token,
    { patientId: patient.id },
  );
  expect(kept.list.map((a) => a.id)).toContain(draft.id);
});
