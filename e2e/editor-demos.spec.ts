import { expect, test } from './fixtures';
import { expectAccessibleInEveryAppearance } from './support/page-checks';

/*
 * Issue 18, the editors of the 组件 group against the real console, typed into with a real
 * keyboard: JSON 编辑器 (the error's line and column, 格式化), Markdown (live, sanitized preview)
 * and 富文本编辑器 (TipTap toolbar by keyboard, sanitized HTML); axe in every appearance.
 */

test.use({ signedInAs: 'doctor' });

const AXE_TIMEOUT = 180_000;

test('JSON 编辑器: an error is named by line and column; fixed, 格式化 tidies it', async ({
  page,
}) => {
  await page.goto('/components/json-editor');
  const editor = page.getByRole('textbox', { name: 'JSON 内容' });
  const status = page.getByRole('main').getByRole('status');
  await expect(status).toHaveText('JSON 格式正确。');

  await editor.click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('{\n"plan": ["stroop"]\n"level": 3\n}');
  // Enter indents each new line by two spaces, so "level" starts in column 3; the lint also
  // marks the line in the gutter.
  await expect(status).toHaveText(/^第 3 行第 3 列有错误：/);
  await expect(page.locator('.cm-lint-marker-error')).toBeVisible();
  await expect(page.getByRole('button', { name: '格式化' })).toBeDisabled();

  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('{"plan": ["stroop"], "level": 3}');
  await expect(status).toHaveText('JSON 格式正确。');
  // Tab leaves the editor (it never traps focus) and reaches 格式化.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: '格式化' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(editor.locator('.cm-line')).toHaveText([
    '{',
    '  "plan": [',
    '    "stroop"',
    '  ],',
    '  "level": 3',
    '}',
  ]);
});

test('Markdown: the preview follows the typing; a script in the text never runs', async ({
  page,
}) => {
  await page.goto('/components/markdown');
  const preview = page.getByRole('region', { name: '预览' }).locator('[data-slot="safe-html"]');
  await expect(preview.getByRole('heading', { level: 2, name: '随访记录' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Markdown 内容' }).click();
  await page.keyboard.press('ControlOrMeta+a');
  // Pasted as a block (typing Enter in a list would continue the list, as editors do).
  await page.keyboard.insertText(
    '### 本周小结\n\n1. 训练 5 次\n2. 正确率 82%\n\n<img src="data:," alt="图" onerror="window.__md = 1">',
  );
  await expect(preview.getByRole('heading', { level: 3, name: '本周小结' })).toBeVisible();
  await expect(preview.getByRole('listitem')).toHaveText(['训练 5 次', '正确率 82%']);
  await expect(preview.getByRole('img', { name: '图' })).toBeAttached();
  await expect(preview.locator('[onerror]')).toHaveCount(0);
  expect(await page.evaluate(() => (window as { __md?: number }).__md)).toBeUndefined();
});

test('富文本编辑器: the toolbar by keyboard; the HTML shown is sanitized', async ({ page }) => {
  await page.goto('/components/tinymce');
  const editor = page.getByRole('textbox', { name: '随访记录正文' });
  await editor.click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.press('Backspace');
  await page.keyboard.type('睡眠');
  // To the toolbar by keyboard: Shift+Tab goes back from the text to its last button.
  const bold = page.getByRole('toolbar', { name: '格式' }).getByRole('button', { name: '加粗' });
  await bold.focus();
  await page.keyboard.press('Enter');
  await expect(bold).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.type('明显改善');
  const preview = page.getByRole('region', { name: '显示效果' });
  await expect(preview.locator('strong')).toHaveText('明显改善');
  await expect(preview).toContainText('睡眠明显改善');

  // Pasted HTML with a handler: the editor keeps the text, the preview never runs the script.
  await editor.click();
  await page.evaluate(() => {
    const data = new DataTransfer();
    data.setData('text/html', '<p>家属<img src="data:," onerror="window.__rt = 1">反馈</p>');
    document.activeElement!.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
    );
  });
  await expect(preview).toContainText('家属');
  expect(await page.evaluate(() => (window as { __rt?: number }).__rt)).toBeUndefined();
  await expect(page.locator('[onerror]')).toHaveCount(0);
});

test('the editor demos pass axe in every appearance', async ({ page }) => {
  test.setTimeout(3 * AXE_TIMEOUT);
  for (const [path, title] of [
    ['/components/json-editor', 'JSON 编辑器'],
    ['/components/markdown', 'Markdown'],
    ['/components/tinymce', '富文本编辑器'],
  ] as const) {
    await expectAccessibleInEveryAppearance(page, `the ${title} demo page`, async (page) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    });
  }
});
