import type { ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import type { Recording, SignalDevice, StoredExerciseResult } from '@cep/contract';
import { expect, signInContext, test } from './fixtures';
import { expectNoAxeViolations } from './support/a11y';
import { apiGet, apiLogin } from './support/api';
import { apiPost, ownDoctorAndPatient } from './support/own-team';
import { expectAccessibleInEveryAppearance } from './support/page-checks';
import { startSimulator } from './support/simulator';
import { playExercise, prescribe } from './support/training';

/*
 * 多模态生理信号采集 (issue 15) against the real server, with the device simulator as a separate
 * process speaking the device protocol: an admin registers a device (its key shown once), the
 * simulator connects with it; a doctor of the patient's care team sees 8 channels live, changes
 * window and filters, starts a recording, adds a marker, closes the browser mid-recording while
 * the patient plays an exercise (its trials become markers), reopens it and finds the recording
 * still running and grown (the server records from the device side), stops; plays it back with
 * the markers listed and in their windows; exports EDF+ and CSV; a doctor outside the team gets 40301; axe in every appearance and
 * 375 px. Needs the simulator built: pnpm --filter @cep/device-simulator build.
 */

test.describe('多模态生理信号采集', () => {
  test.describe.configure({ timeout: 240_000 });
  let simulator: ChildProcess | undefined;
  test.afterEach(() => {
    simulator?.kill('SIGTERM');
    simulator = undefined;
  });

  test('a doctor of the care team records live, marks, closes the browser while the patient trains, reopens, plays back and exports', async ({
    browser,
    page,
    context,
    request,
    serverURL,
    roleSession,
  }) => {
    const admin = await roleSession('admin');
    const team = await ownDoctorAndPatient(request, serverURL, admin, {
      prefix: 'mpsa',
      doctor: '信号医生',
      patient: '信号患者',
      age: 68,
      edu: '小学',
    });
    const name = `e2e EEG ${Date.now().toString(36)}`;
    const device = await apiPost<SignalDevice & { deviceKey: string }>(
      request,
      `${serverURL}/api/signalDevice/add`,
      admin.token,
      { name, profile: 'eeg-8-250' },
    );
    expect(device.deviceKey.length).toBeGreaterThan(16);
    simulator = await startSimulator(request, serverURL, admin, {
      id: device.id,
      key: device.deviceKey,
      profile: 'eeg-8-250',
    });

    const session = await apiLogin(request, serverURL, team.doctor);
    // The patient trains during the recording: one exercise of their plan.
    await prescribe(request, serverURL, session, team.patientId, ['digitSpanForward']);
    await signInContext(context, serverURL, session);
    await page.goto(`/MPSA?patient=${team.patientId}&device=${device.id}`);
    let main = page.getByRole('main');
    await expect(main.getByRole('region', { name: '当前患者：信号患者' })).toBeVisible();

    // 8 channels live: the list names them, the drawing keeps drawing.
    const lanes = main.getByRole('list', { name: `${name} 实时波形` });
    await expect(lanes.getByRole('listitem')).toHaveCount(8);
    await expect(lanes).toContainText('Fp1');
    await expect(lanes).toContainText('O2');
    const drawing = main.getByRole('img', { name: new RegExp(`^${name} 实时波形：8 个通道`) });
    const drawn = async () => Number((await drawing.getAttribute('data-drawn-frames')) ?? 0);
    const before = await drawn();
    await expect.poll(drawn, { timeout: 10_000 }).toBeGreaterThan(before + 5);

    // Window and filters, by keyboard.
    const windowSelect = main.getByRole('combobox', { name: '时间窗' });
    await windowSelect.focus();
    await page.keyboard.press('Enter');
    await page.getByRole('option', { name: '3 秒' }).press('Enter');
    await expect(windowSelect).toHaveText('3 秒');
    await expect(drawing).toHaveAttribute('aria-label', /最近 3 秒/);
    const notch = main.getByRole('switch', { name: /50 Hz 陷波/ });
    await notch.focus();
    await page.keyboard.press('Space');
    await expect(notch).toHaveAttribute('aria-checked', 'false');

    // Start recording (keyboard), add a marker.
    await main.getByRole('button', { name: '开始记录' }).press('Enter');
    await expect(main.getByText(/^● ?记录中/)).toBeVisible();
    const markerField = main.getByRole('textbox', { name: '标记内容' });
    await markerField.fill('眼睛');
    await main.getByRole('button', { name: '添加标记' }).press('Enter');
    await expect(main.getByText('标记文字只能是可打印ASCII字符')).toBeVisible();
    await markerField.fill('eyes closed');
    await main.getByRole('button', { name: '添加标记' }).press('Enter');
    await expect(page.getByText('已添加标记“eyes closed”')).toBeVisible();

    // Close the browser mid-recording: the server records from the device side, so nothing is lost.
    const running = await apiGet<SignalDevice[]>(
      request,
      `${serverURL}/api/signalDevice/list`,
      session.token,
    );
    const recordingId = running.find((d) => d.id === device.id)!.recordingId!;
    expect(recordingId).toBeGreaterThan(0);
    const stored = async () =>
      (
        await apiGet<Recording>(request, `${serverURL}/api/recording/detail`, session.token, {
          id: recordingId,
        })
      ).devices[0]!.sampleCount;
    await context.close();
    const whileClosed = await stored();

    // Meanwhile the patient plays an exercise in their own browser: each trial's stimulus and
    // response become markers of the running recording.
    const patientContext = await browser.newContext();
    await signInContext(
      patientContext,
      serverURL,
      await apiLogin(request, serverURL, team.patient),
    );
    const patientPage = await patientContext.newPage();
    await patientPage.goto('/cognitive-training');
    await patientPage.getByRole('main').getByRole('button', { name: '开始训练' }).press('Enter');
    await playExercise(patientPage);
    await expect(patientPage.getByRole('main').getByText('结果都已保存')).toBeVisible();
    await patientContext.close();
    const trialMarkers = async () =>
      (
        await apiGet<Recording>(request, `${serverURL}/api/recording/detail`, session.token, {
          id: recordingId,
        })
      ).markers.filter((marker) => marker.source !== 'manual');
    // Six trials of digit span at level 1: a stimulus marker each, and a response marker for each
    // trial the stored result shows answered (a slow machine may send an answer before the typing
    // lands, which the exercise rightly stores as no answer).
    const results = await apiGet<{ list: StoredExerciseResult[] }>(
      request,
      `${serverURL}/api/exerciseResult/list`,
      session.token,
      { patientId: team.patientId, kind: 'digitSpanForward' },
    );
    const trials = results.list[0]!.trials!;
    expect(trials).toHaveLength(6);
    const answered = trials.filter((trial) => trial.response !== null).length;
    expect(answered).toBeGreaterThan(0);
    await expect.poll(async () => (await trialMarkers()).length).toBe(6 + answered);
    const labels = (await trialMarkers()).map((marker) => marker.label);
    trials.forEach((trial, i) => {
      const trialNo = i + 1;
      expect(labels).toContainEqual(
        expect.stringMatching(`^digitSpanForward ${trialNo} stimulus `),
      );
      if (trial.response !== null)
        expect(labels).toContainEqual(
          expect.stringMatching(`^digitSpanForward ${trialNo} response ${trial.response} `),
        );
    });

    // Reopen the browser: the recording is still running and has grown meanwhile.
    const reopened = await browser.newContext();
    await signInContext(reopened, serverURL, await apiLogin(request, serverURL, team.doctor));
    page = await reopened.newPage();
    await page.goto(`/MPSA?patient=${team.patientId}&device=${device.id}`);
    main = page.getByRole('main');
    await expect(main.getByText(/^● ?记录中/)).toBeVisible();
    expect(await stored()).toBeGreaterThan(whileClosed);
    // Let it record a little over 10 s, so playback has a second window.
    await expect.poll(stored, { timeout: 20_000 }).toBeGreaterThan(250 * 11);
    await main.getByRole('button', { name: '停止记录' }).press('Enter');
    await expect(page.getByText('记录已停止并保存')).toBeVisible();
    await expect(main.getByRole('button', { name: '开始记录' })).toBeVisible();

    // Playback: the first 10 s window holds the marker; the next one is fetched on its own.
    await main.getByRole('tab', { name: '记录与回放' }).click();
    const row = main.getByRole('row').nth(1);
    await expect(row).toContainText('已结束');
    await row.getByRole('button', { name: /^回放/ }).press('Enter');
    const windowText = main.getByTestId('playback-window');
    await expect(windowText).toContainText('第 0:00–0:10');
    await expect(windowText).toContainText('eyes closed');
    // Every marker is listed; the first trial's stimulus moves playback to its window.
    const markerList = main.getByRole('list', { name: /^全部标记（13 个）/ });
    await expect(markerList.getByRole('button')).toHaveCount(13);
    await markerList
      .getByRole('button', { name: /digitSpanForward 1 stimulus .*（训练刺激）$/ })
      .press('Enter');
    await expect(windowText).toContainText('digitSpanForward 1 stimulus');
    await expect(main.getByRole('img', { name: /^回放波形：8 个通道/ })).toBeVisible();
    const nextWindow = page.waitForResponse((r) => r.url().includes('/api/recording/window'));
    await main.getByRole('button', { name: '向后 10 秒' }).press('Enter');
    const answer = (await (await nextWindow).json()) as {
      data: { from: number; channels: { min: number[] }[] };
    };
    expect(answer.data.from).toBeGreaterThan(0);
    expect(answer.data.channels).toHaveLength(8);
    expect(answer.data.channels[0]!.min.length).toBeLessThanOrEqual(1000);
    await expect(main.getByTestId('hrv')).toBeVisible();

    // Export EDF+ and CSV.
    const edfDownload = page.waitForEvent('download');
    await row.getByRole('button', { name: /^导出 EDF\+/ }).click();
    const edf = await edfDownload;
    expect(edf.suggestedFilename()).toMatch(/\.edf$/);
    const edfBytes = readFileSync((await edf.path())!);
    expect(edfBytes.subarray(0, 8).toString('latin1')).toBe('0       ');
    expect(edfBytes.subarray(0, 256).toString('latin1')).toContain('EDF+C');
    expect(edfBytes.toString('latin1')).toContain('eyes closed');
    const csvDownload = page.waitForEvent('download');
    await row.getByRole('button', { name: /^导出 CSV/ }).click();
    const csv = readFileSync((await (await csvDownload).path())!, 'utf8');
    expect(csv.split('\n')[0]).toContain('Fp1');
    expect(csv.split('\n').length).toBeGreaterThan(250 * 10);

    // Every appearance and 375 px: the recordings tab, and the live tab with the device drawing.
    await expectAccessibleInEveryAppearance(page, '多模态生理信号采集 记录', async (p) => {
      await p.goto(`/MPSA?patient=${team.patientId}&tab=recordings`);
      await expect(p.getByRole('main').getByRole('row').nth(1)).toBeVisible();
    });
    await expectAccessibleInEveryAppearance(page, '多模态生理信号采集 实时', async (p) => {
      await p.goto(`/MPSA?patient=${team.patientId}&device=${device.id}`);
      await expect(
        p
          .getByRole('main')
          .getByRole('list', { name: `${name} 实时波形` })
          .getByRole('listitem'),
      ).toHaveCount(8);
    });
    await reopened.close();
  });

  test('a doctor outside the care team is refused (40301) and sees no patient', async ({
    page,
    serverURL,
    roleSession,
    context,
  }) => {
    const admin = await roleSession('admin');
    const team = await ownDoctorAndPatient(page.request, serverURL, admin, {
      prefix: 'mpsx',
      doctor: '团队医生',
      patient: '外队患者',
      age: 71,
      edu: '小学',
    });
    const device = await apiPost<SignalDevice & { deviceKey: string }>(
      page.request,
      `${serverURL}/api/signalDevice/add`,
      admin.token,
      { name: `e2e ECG ${Date.now().toString(36)}`, profile: 'ecg-250' },
    );
    const outsider = await roleSession('doctor');
    const response = await page.request.post(`${serverURL}/api/recording/start`, {
      headers: { token: outsider.token },
      data: { patientId: team.patientId, deviceIds: [device.id] },
    });
    expect(((await response.json()) as { code: number }).code).toBe(40301);

    await signInContext(context, serverURL, outsider);
    await page.goto(`/MPSA?patient=${team.patientId}`);
    await expect(page.getByRole('alert')).toContainText('找不到这位患者，或您无权查看。');
  });

  test('an admin registers a device in 设备管理 (key shown once), gives it a new key after confirming, and disables it', async ({
    page,
    context,
    serverURL,
    roleSession,
  }) => {
    const admin = await roleSession('admin');
    await signInContext(context, serverURL, admin);
    await page.goto('/MPSA?tab=devices');
    const main = page.getByRole('main');
    const name = `e2e 台 ${Date.now().toString(36)}`;
    await main.getByRole('button', { name: '登记设备' }).press('Enter');
    await expect(main.getByText('请输入设备名称')).toBeVisible();
    await main.getByRole('textbox', { name: '设备名称' }).fill(name);
    await main.getByRole('button', { name: '登记设备' }).press('Enter');
    const dialog = page.getByRole('dialog', { name: '设备密钥（只显示这一次）' });
    const key = (await dialog.getByTestId('device-key').textContent()) ?? '';
    expect(key.length).toBeGreaterThan(16);
    await dialog.getByRole('button', { name: '我已保存密钥' }).press('Enter');
    await expect(dialog).toBeHidden();
    // The key is never shown again: not in the list, not in the API's list.
    await expect(main.getByText(key)).toHaveCount(0);
    const listed = await apiGet<SignalDevice[]>(
      page.request,
      `${serverURL}/api/signalDevice/list`,
      admin.token,
    );
    expect(JSON.stringify(listed)).not.toContain(key);
    const row = main.getByRole('row', { name: new RegExp(name) });
    await expect(row).toContainText('已启用');
    // What the server dropped from it and why it last disconnected: nothing yet.
    await expect(row).toContainText('丢弃 0 帧');
    await expect(row).toContainText('尚未断开过');

    // 更换密钥 asks first (a new key disconnects the bridge), by keyboard: 取消 has the focus.
    const rotate = row.getByRole('button', { name: `更换密钥 ${name}` });
    await rotate.press('Enter');
    const ask = page.getByRole('alertdialog', { name: `更换 ${name} 的密钥？` });
    await expect(ask).toContainText('正在用它连接的网桥会被断开');
    await expect(ask.getByRole('button', { name: '取消' })).toBeFocused();
    await expectNoAxeViolations(page, 'the key rotation question');
    await page.keyboard.press('Escape');
    await expect(ask).toBeHidden();
    await expect(rotate).toBeFocused();
    await expect(dialog).toBeHidden();
    await rotate.press('Enter');
    await expect(ask.getByRole('button', { name: '取消' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(ask.getByRole('button', { name: '更换密钥' })).toBeFocused();
    await page.keyboard.press('Enter');
    const renewed = (await dialog.getByTestId('device-key').textContent()) ?? '';
    expect(renewed.length).toBeGreaterThan(16);
    expect(renewed).not.toBe(key);
    await dialog.getByRole('button', { name: '我已保存密钥' }).press('Enter');
    await expect(dialog).toBeHidden();

    await row.getByRole('button', { name: `停用 ${name}` }).press('Enter');
    await expect(row).toContainText('已停用');
    await expect(row.getByRole('button', { name: `启用 ${name}` })).toBeVisible();
  });

  test('a patient sees only their own recordings, read-only, in plain words', async ({
    browser,
    page,
    serverURL,
    roleSession,
  }) => {
    const admin = await roleSession('admin');
    const team = await ownDoctorAndPatient(page.request, serverURL, admin, {
      prefix: 'mpsp',
      doctor: '读者医生',
      patient: '读者患者',
      age: 75,
      edu: '小学',
    });
    const device = await apiPost<SignalDevice>(
      page.request,
      `${serverURL}/api/signalDevice/add`,
      admin.token,
      { name: `e2e PPG ${Date.now().toString(36)}`, profile: 'ppg-64' },
    );
    const doctor = await apiLogin(page.request, serverURL, team.doctor);
    const started = await apiPost<Recording>(
      page.request,
      `${serverURL}/api/recording/start`,
      doctor.token,
      { patientId: team.patientId, deviceIds: [device.id] },
    );
    await apiPost(page.request, `${serverURL}/api/recording/stop`, doctor.token, {
      id: started.id,
    });

    const patientContext = await browser.newContext({ baseURL: serverURL });
    await signInContext(
      patientContext,
      serverURL,
      await apiLogin(page.request, serverURL, team.patient),
    );
    const own = await patientContext.newPage();
    await own.goto('/MPSA');
    const main = own.getByRole('main');
    await expect(main.getByRole('heading', { name: '我的生理信号记录' })).toBeVisible();
    const item = main.getByRole('listitem');
    await expect(item).toHaveCount(1);
    await expect(item).toContainText('包括脉搏波');
    expect((await item.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    // Read-only: nothing to start, stop, mark or export.
    await expect(main.getByRole('button')).toHaveCount(0);
    await expectAccessibleInEveryAppearance(own, '我的生理信号记录', async (p) => {
      await p.goto('/MPSA');
      await expect(p.getByRole('main').getByRole('listitem')).toHaveCount(1);
    });
    await patientContext.close();
  });
});
