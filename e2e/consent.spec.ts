import { expect, signInContext, test } from './fixtures';
import { apiGet, apiLogin } from './support/api';
import { consoleParts, signInThroughForm } from './support/console';
import { apiPost } from './support/own-team';

/*
 * Separate consent (issue 32 item 2) against the real server: a patient made by the admin signs in
 * and meets the consent screen, declines signal recording and accepts the rest; their doctor's
 * 开始记录 is refused with the server's words; the patient later withdraws the community on
 * /privacy and is no longer in their group. The rules themselves: apps/server/test/consent.test.ts.
 */
test.use({ signedInAs: null });

interface Group {
  id: number;
  members: { patientId: number | null }[];
}

test('a new patient decides each purpose; recordings are refused; withdrawing the community leaves the group', async ({
  page,
  browser,
  request,
  serverURL,
  roleSession,
}) => {
  const admin = await roleSession('admin');
  const suffix = Date.now().toString(36);
  const doctorAccount = { username: `cdoc${suffix}`, password: 'Doctor@123', name: '同意医生' };
  const patientAccount = { username: `cpt${suffix}`, password: 'Patient@123', name: '同意患者' };
  const doctorUser = await apiPost<{ id: number }>(
    request,
    `${serverURL}/api/users/add`,
    admin.token,
    {
      ...doctorAccount,
      userAuth: '1',
    },
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
      age: 70,
    },
  );
  await apiPost(request, `${serverURL}/api/careTeam/assign`, admin.token, {
    patientId: patient.id,
    doctorId: doctorRecord.id,
  });
  const device = await apiPost<{ id: number }>(
    request,
    `${serverURL}/api/signalDevice/add`,
    admin.token,
    { name: `同意脑电${suffix}`, profile: 'eeg-8-250' },
  );

  // First sign-in: the consent screen comes before the console.
  await page.goto('/login');
  await signInThroughForm(page, patientAccount.username, patientAccount.password);
  const screen = page.getByRole('main', { name: '使用前，请您阅读并选择' });
  await expect(screen).toBeVisible();
  await expect(consoleParts(page).menu).toHaveCount(0);
  const choose = async (title: string, answer: '同意' | '不同意') => {
    const group = screen.getByRole('group', { name: title });
    await group.getByRole('button', { name: answer, exact: true }).press('Enter');
    await expect(group.getByRole('button', { name: answer, exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  };
  await expect(screen.getByRole('region', { name: /去标识化数据用于研究/ })).toContainText('可选');
  await choose('用于您的诊疗', '同意');
  await choose('记录生理信号', '不同意');
  await choose('参与群体互动', '同意');
  await choose('去标识化数据用于研究（可选）', '同意');
  await screen.getByRole('button', { name: '确认我的选择' }).click();
  await expect(screen).toBeHidden();
  await expect(page).toHaveURL(/\/dashboard$/);

  // The doctor puts them in a group (they accepted the community) and tries to record (declined).
  const doctor = await apiLogin(request, serverURL, doctorAccount);
  const group = await apiPost<Group>(request, `${serverURL}/api/patientGroup/add`, doctor.token, {
    name: `同意小组${suffix}`,
    purpose: '一起练习',
    moderation: 'post',
    patientIds: [patient.id],
  });
  const doctorContext = await browser.newContext();
  await signInContext(doctorContext, serverURL, doctor);
  const doctorPage = await doctorContext.newPage();
  await doctorPage.goto(`/MPSA?patient=${patient.id}&device=${device.id}`);
  const main = doctorPage.getByRole('main');
  await main.getByRole('button', { name: '开始记录' }).click();
  await expect(doctorPage.getByText('患者未同意生理信号采集，不能开始记录').first()).toBeVisible();
  await expect(main.getByRole('button', { name: '开始记录' })).toBeVisible();
  await doctorContext.close();

  // 我的同意: withdraw the community, confirmed in plain words; the group no longer has them.
  await page.goto('/privacy');
  const community = page.getByRole('listitem', { name: '参与群体互动' });
  await expect(community).toContainText('已同意');
  await community.getByRole('button', { name: '撤回同意' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('离开所有病友小组');
  await expect(dialog).toContainText('病历会保留');
  await dialog.getByRole('button', { name: '确定撤回' }).click();
  await expect(community).toContainText('已撤回');
  await expect(community.getByRole('button', { name: '同意' })).toBeVisible();
  const groups = await apiGet<Group[]>(
    request,
    `${serverURL}/api/patientGroup/list`,
    doctor.token,
    {
      id: group.id,
    },
  );
  expect(groups[0]?.members.map((member) => member.patientId)).not.toContain(patient.id);
});
