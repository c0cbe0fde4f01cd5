import { expect, test } from './fixtures';
import { chooseFile, drawImage, grownTo, TWO_MB } from './support/images';
import { expectAccessibleInEveryAppearance } from './support/page-checks';

/*
 * Issue 18, 拖拽上传 against the real server: several pictures at once, three at most, each
 * checked in the browser (the spec's messages) and then by the server's upload call, whose
 * refusal is shown on the file it concerns; axe in every appearance.
 */

test.use({ signedInAs: 'doctor' });

const AXE_TIMEOUT = 180_000;

test('拖拽上传: three pictures at most, each checked, sent and answered by the server', async ({
  page,
}) => {
  await page.goto('/components/dropzone');
  const zone = page.getByRole('button', { name: '点击或拖拽图片到此处上传' });
  const list = page.getByRole('region', { name: /已选图片/ });
  const jpeg = await drawImage(page, 'image/jpeg', '#2563eb');
  const png = await drawImage(page, 'image/png', '#16a34a');

  // One pick of three files: the text file is refused with the spec's message, two are sent.
  const chooser = page.waitForEvent('filechooser');
  await zone.click();
  await (
    await chooser
  ).setFiles([
    { name: '脑电截图.jpg', mimeType: 'image/jpeg', buffer: jpeg },
    { name: '训练照片.png', mimeType: 'image/png', buffer: png },
    { name: '说明.txt', mimeType: 'text/plain', buffer: Buffer.from('不是图片') },
  ]);
  await expect(page.getByText('只能上传图片!')).toBeVisible();
  await expect(list.getByRole('listitem')).toHaveCount(2);
  await expect(list.getByRole('listitem').filter({ hasText: '脑电截图.jpg' })).toContainText(
    '已上传',
  );
  await expect(list.getByRole('listitem').filter({ hasText: '训练照片.png' })).toContainText(
    '已上传',
  );

  // 2 MB is already too big ("under 2 MB").
  await chooseFile(page, () => zone.click(), {
    name: '大图.png',
    mimeType: 'image/png',
    buffer: grownTo(png, TWO_MB),
  });
  await expect(page.getByText('上传图片大小不能超过 2MB!')).toBeVisible();

  // A file named .jpg that is not a picture passes the browser's check; the server refuses it.
  await chooseFile(page, () => zone.click(), {
    name: '伪装.jpg',
    mimeType: 'image/jpeg',
    buffer: Buffer.from('plain text, not a JPEG'),
  });
  await expect(list.getByRole('listitem').filter({ hasText: '伪装.jpg' })).toContainText(
    '上传失败：',
  );
  await expect(list).toHaveAccessibleName('已选图片（3 / 3）');

  // A fourth is refused until one is removed (by keyboard).
  await chooseFile(page, () => zone.click(), {
    name: '第四张.jpg',
    mimeType: 'image/jpeg',
    buffer: jpeg,
  });
  await expect(page.getByRole('alert').filter({ hasText: '最多上传 3 张图片' })).toBeVisible();
  await list.getByRole('button', { name: '移除 伪装.jpg' }).focus();
  await page.keyboard.press('Enter');
  await expect(list).toHaveAccessibleName('已选图片（2 / 3）');
  await chooseFile(page, () => zone.click(), {
    name: '第四张.jpg',
    mimeType: 'image/jpeg',
    buffer: jpeg,
  });
  await expect(list.getByRole('listitem').filter({ hasText: '第四张.jpg' })).toContainText(
    '已上传',
  );
});

test('拖拽上传 passes axe in every appearance', async ({ page }) => {
  test.setTimeout(AXE_TIMEOUT);
  await expectAccessibleInEveryAppearance(page, 'the 拖拽上传 demo page', async (page) => {
    await page.goto('/components/dropzone');
    await expect(page.getByRole('heading', { level: 1, name: '拖拽上传' })).toBeVisible();
  });
});
