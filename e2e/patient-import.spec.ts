import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { apiGet } from './support/api';
import { expectAccessibleInEveryAppearance } from './support/page-checks';

/*
 * 从 HIS 导入患者 (issue 31, part 2) against the real server: a HIS's Bundle of 12 Patients
 * (e2e/support/his-patients.json, written by apps/server/test/patient-import-fixture.ts; entry 6 has
 * an impossible birth date) is chosen as a file, previewed, confirmed, and the patients are there.
 */

const bundleFile = fileURLToPath(new URL('./support/his-patients.json', import.meta.url));

test.use({ signedInAs: 'admin' });
// In order, in one worker: the first test imports the Bundle into the fresh database (all new), the
// later ones find it there.
test.describe.configure({ mode: 'default' });

async function previewed(page: Page) {
  await page.goto('/system/patient-import');
  await expect(page.getByRole('heading', { level: 1, name: '从 HIS 导入患者' })).toBeVisible();
  await page.getByLabel('选择文件（.json）').setInputFiles(bundleFile);
  await expect(page.getByRole('textbox', { name: '或粘贴 Bundle 的 JSON' })).toHaveValue(
    /"resourceType": "Bundle"/,
  );
  await page.getByRole('button', { name: '预览', exact: true }).click();
  const counts = page.getByRole('region', { name: '预览结果' });
  await expect(counts).toBeVisible();
  return counts;
}

test('an admin previews a HIS bundle, sees new and invalid entries, confirms, and the patients are there', async ({
  page,
  request,
  roleSession,
  baseURL,
}) => {
  const counts = await previewed(page);
  // The e2e database is fresh: all 11 readable entries are new, entry 6 is invalid.
  await expect(counts).toContainText('新增11');
  await expect(counts).toContainText('错误1');
  const table = page.getByRole('table', { name: '预览条目' });
  await expect(table).toContainText('出生日期 1960-02-30 不是有效的日期');
  await expect(table).toContainText('Bundle.entry[5].resource.birthDate');

  await page.getByRole('button', { name: '确认导入' }).click();
  await expect(page.getByRole('status').filter({ hasText: '导入完成' })).toContainText(
    '新增 11 位患者',
  );
  await expect(page.getByRole('button', { name: '确认导入' })).toHaveCount(0);

  const admin = await roleSession('admin');
  const found = await apiGet<{ total: number }>(
    request,
    `${baseURL}/api/patientInformation/list`,
    admin.token,
    { pageNum: 1, pageSize: 10, name: '测试甲' },
  );
  expect(found.total).toBeGreaterThanOrEqual(1);

  // The same Bundle again: now every readable entry matches.
  const again = await previewed(page);
  await expect(again).toContainText('匹配11');
});

test('the import page passes axe in every appearance, with a preview shown', async ({ page }) => {
  test.slow(); // five loads and ten axe runs
  await expectAccessibleInEveryAppearance(page, '从 HIS 导入患者', async (p) => {
    await previewed(p);
    await expect(p.getByRole('table', { name: '预览条目' })).toBeVisible();
  });
});

test('by keyboard alone: paste the Bundle, preview with Enter, confirm with Enter', async ({
  page,
}) => {
  await page.goto('/system/patient-import');
  const pasted = page.getByRole('textbox', { name: '或粘贴 Bundle 的 JSON' });
  await pasted.focus();
  // A paste, as the keyboard makes it (Ctrl+V of the HIS's file); then on to 预览 with Tab.
  await page.keyboard.insertText(readFileSync(bundleFile, 'utf8'));
  const preview = page.getByRole('button', { name: '预览', exact: true });
  for (
    let step = 0;
    step < 10 && !(await preview.evaluate((b) => b === document.activeElement));
    step++
  ) {
    await page.keyboard.press('Tab');
  }
  await expect(preview).toBeFocused();
  await page.keyboard.press('Enter');
  const counts = page.getByRole('region', { name: '预览结果' });
  // After the first test: every readable entry is already there (alone: all new).
  await expect(counts).toContainText(/(新增|匹配)11/);
  await expect(counts).toContainText('错误1');
  const confirm = page.getByRole('button', { name: '确认导入' });
  for (
    let step = 0;
    step < 40 && !(await confirm.evaluate((b) => b === document.activeElement));
    step++
  ) {
    await page.keyboard.press('Tab');
  }
  await expect(confirm).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: '导入完成' })).toBeVisible();
});
