import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { own } from './support/accounts';
import {
  consoleParts,
  expectToastAndClose,
  openPersonalCentre,
  recordRequests,
} from './support/console';
import { chooseFile, drawImage, grownTo, TWO_MB, type TestFile } from './support/images';

/**
 * The picture in the navbar's avatar. Hidden from screen readers (the button already says the
 * name), so it is looked up among hidden elements, by its alt text: the user's name.
 */
function navbarPicture(page: Page, name: string): Locator {
  return consoleParts(page).accountButton.getByRole('img', { name, includeHidden: true });
}

/** Fails unless `image` shows a picture the browser really decoded (not a broken image). */
async function expectLoaded(image: Locator) {
  await expect
    .poll(() => image.evaluate((element) => (element as HTMLImageElement).naturalWidth))
    .toBeGreaterThan(0);
}

test.describe('the navbar avatar upload (png, jpg, jpeg, bmp, gif, under 2 MB)', () => {
  test.use({ signedInAs: own.navbarAvatar });

  test('refuses other types and files of 2 MB or more; takes a small png and shows it', async ({
    page,
  }) => {
    await page.goto('/dashboard');
    const { accountButton } = consoleParts(page);
    const picture = navbarPicture(page, own.navbarAvatar.name);
    const pick = async (file: TestFile) =>
      chooseFile(
        page,
        async () => {
          await accountButton.click();
          await page.getByRole('menuitem', { name: '更换头像' }).click();
        },
        file,
      );
    const uploads = recordRequests(page, '/api/oss/file/upload');
    const png = await drawImage(page, 'image/png', '#0e7c86');

    await pick({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a picture') });
    await expectToastAndClose(page, '只能上传图片!');
    await pick({ name: 'photo.webp', mimeType: 'image/webp', buffer: png });
    await expectToastAndClose(page, '只能上传图片!');
    await pick({ name: 'big.png', mimeType: 'image/png', buffer: grownTo(png, TWO_MB + 1024) });
    await expectToastAndClose(page, '上传图片大小不能超过 2MB!');
    // "Under 2 MB": exactly 2 MB is already too big.
    await pick({ name: 'exact.png', mimeType: 'image/png', buffer: grownTo(png, TWO_MB) });
    await expectToastAndClose(page, '上传图片大小不能超过 2MB!');
    expect(uploads, 'a refused file was sent').toEqual([]);

    const saved = page.waitForResponse('**/api/doctorInformation/update');
    await pick({ name: 'me.png', mimeType: 'image/png', buffer: png });
    await expect(consoleParts(page).toasts).toContainText('头像已更新');
    expect((await saved).ok()).toBe(true);
    expect(uploads).toHaveLength(1);
    await expect(picture).toHaveAttribute('src', /^\/api\/oss\/file\//);
    await expectLoaded(picture);
    const address = await picture.getAttribute('src');

    // It is the doctor's record picture too, and it stays after a reload.
    await page.reload();
    await expect(picture).toHaveAttribute('src', address!);
    await accountButton.click();
    await page.getByRole('menuitem', { name: '个人中心' }).click();
    const view = page.getByRole('dialog', { name: '个人中心' });
    await expect(view.getByRole('img', { name: `${own.navbarAvatar.name}的头像` })).toHaveAttribute(
      'src',
      address!,
    );
  });
});

test.describe('the personal centre avatar upload (jpg only, not over 2M)', () => {
  test.use({ signedInAs: own.profileAvatar });

  test('refuses a png and a jpg over 2 MB; takes a jpg of exactly 2 MB and a small one, saved with the record', async ({
    page,
  }) => {
    await page.goto('/dashboard');
    await (await openPersonalCentre(page)).getByRole('button', { name: '编辑' }).click();
    const edit = page.getByRole('dialog', { name: '编辑个人信息' });
    const avatar = edit.getByRole('group', { name: '头像' });
    await expect(avatar).toContainText('只能上传jpg文件，且不超过2M');
    const pick = (file: TestFile) =>
      chooseFile(page, () => avatar.getByRole('button', { name: '上传头像' }).click(), file);
    const uploads = recordRequests(page, '/api/oss/file/upload');
    const jpeg = await drawImage(page, 'image/jpeg', '#a0522d');
    const png = await drawImage(page, 'image/png', '#a0522d');

    await pick({ name: 'me.png', mimeType: 'image/png', buffer: png });
    await expect(
      avatar.getByRole('alert').filter({ hasText: '头像只能是 JPG 格式!' }),
    ).toBeVisible();
    await pick({ name: 'big.jpg', mimeType: 'image/jpeg', buffer: grownTo(jpeg, TWO_MB + 1) });
    await expect(
      avatar.getByRole('alert').filter({ hasText: '头像大小不能超过 2MB!' }),
    ).toBeVisible();
    expect(uploads, 'a refused file was sent').toEqual([]);

    // "Not over 2M": exactly 2 MB is taken, and the server takes it too.
    const edge = page.waitForResponse('**/api/oss/file/upload**');
    await pick({ name: 'edge.jpg', mimeType: 'image/jpeg', buffer: grownTo(jpeg, TWO_MB) });
    expect((await edge).ok()).toBe(true);
    await expect(avatar).toContainText('头像已上传，保存后生效');
    const preview = avatar.getByRole('img', { name: `${own.profileAvatar.name}的头像` });
    await expect(preview).toHaveAttribute('src', /^\/api\/oss\/file\//);
    const edgeAddress = await preview.getAttribute('src');

    await pick({ name: 'me.jpg', mimeType: 'image/jpeg', buffer: jpeg });
    await expect(preview).not.toHaveAttribute('src', edgeAddress!);
    await expect(preview).toHaveAttribute('src', /^\/api\/oss\/file\//);
    await expectLoaded(preview);
    const address = await preview.getAttribute('src');

    await edit.getByRole('button', { name: '保存' }).click();
    await expect(edit).toBeHidden();
    // Saved with the record: the navbar shows it (user info fetched again).
    const picture = navbarPicture(page, own.profileAvatar.name);
    await expect(picture).toHaveAttribute('src', address!);
    await expectLoaded(picture);
  });
});
