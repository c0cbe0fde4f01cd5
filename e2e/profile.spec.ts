import type { Locator } from '@playwright/test';
import { expect, test } from './fixtures';
import { own } from './support/accounts';
import {
  consoleParts,
  expectSameDocument,
  markDocument,
  openPersonalCentre,
  recordRequests,
} from './support/console';

/** The personal centre's read-only record as { term: value }. */
async function details(dialog: Locator): Promise<Record<string, string>> {
  const terms = await dialog.getByRole('term').allTextContents();
  const values = await dialog.getByRole('definition').allTextContents();
  return Object.fromEntries(terms.map((term, index) => [term, values[index] ?? '']));
}

/** The contract's phone rule (packages/contract/src/domain/fields.ts), as the person reads it. */
const PHONE_RULE = '请输入正确的11位手机号码';

interface Case {
  role: string;
  account: (typeof own)[keyof typeof own];
  /** The update call of the record (spec §7). */
  updatePath: string;
  before: Record<string, string>;
  /** Field label → new value typed into the edit form (name first). */
  edits: Record<string, string>;
  after: Record<string, string>;
}

const cases: Case[] = [
  {
    role: 'doctor',
    account: own.doctorProfile,
    updatePath: '/api/doctorInformation/update',
    before: { 姓名: '刘强', 手机号: '15012345602', 职业: '训练师', 工龄: '8 年' },
    edits: { 姓名: '刘志强', 工龄: '9' },
    after: { 姓名: '刘志强', 手机号: '13900001111', 职业: '训练师', 工龄: '9 年' },
  },
  {
    role: 'patient',
    account: own.patientProfile,
    updatePath: '/api/patientInformation/update',
    before: { 姓名: '王秀英', 手机号: '13916752038', 爱好: '广场舞、评弹', 学历: '初中' },
    edits: { 姓名: '王秀云', 爱好: '广场舞、评弹、太极拳' },
    after: { 姓名: '王秀云', 手机号: '13900001111', 爱好: '广场舞、评弹、太极拳', 学历: '初中' },
  },
];

for (const { role, account, updatePath, before, edits, after } of cases) {
  test.describe(`personal centre of a ${role}`, () => {
    test.use({ signedInAs: account });

    test(`view → edit → a bad phone is refused → save; the navbar name changes without a reload`, async ({
      page,
    }) => {
      await page.goto('/dashboard');
      const mark = await markDocument(page);
      const view = await openPersonalCentre(page, account.name);
      expect(await details(view)).toMatchObject(before);

      await view.getByRole('button', { name: '编辑' }).click();
      const edit = page.getByRole('dialog', { name: '编辑个人信息' });
      const sentUpdates = recordRequests(page, updatePath);

      // A phone of 10 digits: the contract's rule refuses it before anything is sent.
      await edit.getByRole('textbox', { name: '手机号' }).fill('1390000111');
      await edit.getByRole('button', { name: '保存' }).click();
      await expect(edit.getByText(PHONE_RULE)).toBeVisible();
      await expect(edit).toBeVisible();
      expect(sentUpdates).toEqual([]);

      await edit.getByRole('textbox', { name: '手机号' }).fill('13900001111');
      for (const [label, value] of Object.entries(edits))
        await edit.getByRole('textbox', { name: new RegExp(`^${label}`) }).fill(value);
      const saved = page.waitForResponse(`**${updatePath}`);
      await edit.getByRole('button', { name: '保存' }).click();
      expect((await saved).ok()).toBe(true);

      // The server says only 'ok', so the console's own words confirm; both dialogs close; the
      // navbar shows the new name (user info fetched again, no reload).
      await expect(consoleParts(page).toasts).toContainText('保存成功');
      await expect(edit).toBeHidden();
      await expect(view).toBeHidden();
      await expect(consoleParts(page).accountButton).toHaveAccessibleName(
        `${after['姓名']} 账户菜单`,
      );
      await expectSameDocument(page, mark);

      // The record as saved on the server, also after a reload.
      const reopened = await openPersonalCentre(page, after['姓名']!);
      expect(await details(reopened)).toMatchObject(after);
      await page.keyboard.press('Escape');
      await page.reload();
      await expect(consoleParts(page).accountButton).toHaveAccessibleName(
        `${after['姓名']} 账户菜单`,
      );
    });
  });
}
