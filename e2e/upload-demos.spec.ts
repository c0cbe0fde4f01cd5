import { expect, test } from './fixtures';
import { chooseFile, drawImage, grownTo, TWO_MB } from './support/images';
import { expectAccessibleInEveryAppearance } from './support/page-checks';

/*
 * Issue 18, 头像上传 (crop with aspect presets, by pointer and keyboard; the crop uploaded as a JPEG
 * the server accepts) and 拖拽上传 against the real server: several pictures at once, three at most, each
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

test('头像上传: crop by aspect, zoom and arrow keys; the JPEG crop is accepted by the server', async ({
  page,
}) => {
  await page.goto('/components/avatar-upload');
  const zone = page.getByRole('button', { name: '点击或拖拽图片到此处' });
  await chooseFile(page, () => zone.click(), {
    name: '动图.gif',
    mimeType: 'image/gif',
    buffer: Buffer.from('GIF89a'),
  });
  await expect(page.getByText('只能上传 jpg 或 png 图片!')).toBeVisible();

  const png = await drawImage(page, 'image/png', '#7c3aed');
  await chooseFile(page, () => zone.click(), {
    name: '头像.png',
    mimeType: 'image/png',
    buffer: png,
  });
  const area = page.getByRole('main').getByRole('status');
  await expect(area).toHaveText('裁剪区域：64 × 64 像素，左上角在 (0, 0)');

  // Aspect by keyboard (a radio group), then the zoom slider and the crop area's arrow keys.
  // Radix selects on the focus that follows keydown while the key is still down, as a hand
  // holds it: down, the focus moves, up.
  await page.getByRole('radio', { name: '1:1 头像' }).focus();
  for (const next of ['3:4 证件照', '16:9 横幅']) {
    await page.keyboard.down('ArrowRight');
    await expect(page.getByRole('radio', { name: next })).toBeFocused();
    await page.keyboard.up('ArrowRight');
  }
  await expect(page.getByRole('radio', { name: '16:9 横幅' })).toBeChecked();
  await expect(area).toHaveText(/^裁剪区域：64 × 36 像素/);
  await page.getByRole('slider', { name: '缩放' }).focus();
  for (let step = 0; step < 10; step += 1) await page.keyboard.press('ArrowRight');
  await expect(area).toHaveText(/^裁剪区域：32 × 18 像素/);
  const before = await area.textContent();
  await page.getByRole('group', { name: '裁剪区域（方向键移动）' }).focus();
  await page.keyboard.press('ArrowLeft');
  await expect(area).not.toHaveText(before!);

  await page.getByRole('button', { name: '裁剪并上传' }).click();
  await expect(page.getByText(/^已上传：32 × 18 像素的 JPEG，/)).toBeVisible();
  const result = page.getByRole('img', { name: '已上传的裁剪图片' });
  await expect
    .poll(() => result.evaluate((image: HTMLImageElement) => image.naturalWidth))
    .toBe(32);
});

test('头像上传 passes axe in every appearance, with a picture to crop', async ({ page }) => {
  test.setTimeout(AXE_TIMEOUT);
  const png = await drawImage(page, 'image/png', '#7c3aed');
  await expectAccessibleInEveryAppearance(page, 'the 头像上传 demo page', async (page) => {
    await page.goto('/components/avatar-upload');
    await chooseFile(
      page,
      () => page.getByRole('button', { name: '点击或拖拽图片到此处' }).click(),
      {
        name: '头像.png',
        mimeType: 'image/png',
        buffer: png,
      },
    );
    await expect(page.getByRole('group', { name: '裁剪区域（方向键移动）' })).toBeVisible();
  });
});

test('拖拽上传 passes axe in every appearance', async ({ page }) => {
  test.setTimeout(AXE_TIMEOUT);
  await expectAccessibleInEveryAppearance(page, 'the 拖拽上传 demo page', async (page) => {
    await page.goto('/components/dropzone');
    await expect(page.getByRole('heading', { level: 1, name: '拖拽上传' })).toBeVisible();
  });
});
