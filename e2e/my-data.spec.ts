import { readFile } from 'node:fs/promises';
import JSZip from 'jszip';
import { expect, test } from './fixtures';
import { expectAccessibleInEveryAppearance } from './support/page-checks';

/*
 * 我的数据 (issue 32, item 3) against the real server: the demo patient opens 我的隐私与数据,
 * prepares their data (the server works in the background; the page follows it to ready), and
 * downloads 我的数据-YYYYMMDD.zip, which holds every part the README names. The demo patient only
 * adds a request of their own: nothing other tests read.
 */

test.use({ signedInAs: 'patient' });

test('the demo patient prepares and downloads 我的数据, and the archive holds every part', async ({
  page,
}) => {
  await page.goto('/privacy');
  await expect(page.getByRole('heading', { level: 1, name: '我的隐私与数据' })).toBeVisible();
  const section = page.getByRole('region', { name: '我的数据' });
  await expect(section.getByText('生理信号记录（EDF+ 格式）', { exact: false })).toBeVisible();

  // A request of an earlier run may still be ready: a fresh one is prepared either way.
  const prepare = section.getByRole('button', { name: /^(准备我的数据|重试)$/ });
  const download = section.getByRole('button', { name: '下载' });
  await expect(prepare.or(download)).toBeVisible();
  if (await prepare.isVisible()) {
    await prepare.click();
    await expect(section.getByRole('progressbar').or(download)).toBeVisible();
  }
  // The demo patient's recordings and reports take a while to pack on a busy machine.
  await expect(download).toBeVisible({ timeout: 120_000 });
  await expect(section.getByText(/之前下载，之后文件会自动删除/)).toBeVisible();

  const downloading = page.waitForEvent('download');
  await download.click();
  const file = await downloading;
  expect(file.suggestedFilename()).toMatch(/^我的数据-\d{8}\.zip$/);
  const zip = await JSZip.loadAsync(await readFile(await file.path()));
  const names = Object.keys(zip.files);
  for (const name of [
    'README.txt',
    'profile.json',
    'assessments.json',
    'assessments.csv',
    'training/results.json',
    'training/results.csv',
    'community.json',
    'messages.json',
    'fhir/everything.json',
  ]) {
    expect(names, name).toContain(name);
  }
  const profile = JSON.parse(await zip.file('profile.json')!.async('string')) as {
    patient: { patient_name: string };
  };
  expect(profile.patient.patient_name).toBe('李患者');
  expect(await zip.file('README.txt')!.async('string')).toContain('我的数据');

  // Ready, with 下载 and the expiry: axe-clean in every theme, the largest font and 375 px.
  await expectAccessibleInEveryAppearance(page, '我的数据', async (p) => {
    await p.goto('/privacy');
    await expect(
      p.getByRole('region', { name: '我的数据' }).getByRole('button', { name: '下载' }),
    ).toBeVisible();
  });
});
