import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser } from '@playwright/test';
import { PDFParse } from 'pdf-parse';
import { expect, signInContext, test } from './fixtures';

/*
 * The printed report reads the same whatever fonts the computer has (issue 27). With Debian's
 * Noto Sans CJK (fonts-noto-cjk, the most common CJK font on Linux), a character such as 止 shares
 * its glyph with the Kangxi radical ⽌, and a PDF printed in the system font names the radical:
 * 停止信号 came out as 停⽌信号. The report carries its own font (report-font.css), so its text
 * layer is right with Noto CJK and with WenQuanYi alike. Each set-up is a Chromium of its own,
 * started with a fontconfig that sees only those fonts.
 */

const setups = [
  { name: 'Noto Sans CJK', dirs: ['/usr/share/fonts/opentype/noto'] },
  { name: 'WenQuanYi Micro Hei', dirs: ['/usr/share/fonts/truetype/wqy'] },
] as const;

/** The CJK Radicals Supplement and the Kangxi radicals: never in a Chinese sentence. */
const radicals = /[\u2E80-\u2FDF]/u;

/** A fontconfig that sees `dirs` (and DejaVu for Latin text) and nothing else. */
function fontconfigOf(dirs: readonly string[], folder: string): string {
  const file = path.join(folder, 'fonts.conf');
  const entries = [...dirs, '/usr/share/fonts/truetype/dejavu'].map((dir) => `<dir>${dir}</dir>`);
  writeFileSync(
    file,
    `<?xml version="1.0"?>\n<!DOCTYPE fontconfig SYSTEM "fonts.dtd">\n<fontconfig>${entries.join('')}<cachedir>${folder}/cache</cachedir></fontconfig>\n`,
  );
  return file;
}

for (const setup of setups) {
  test(`the report's PDF holds the words as written with only ${setup.name} installed`, async ({
    playwright,
    roleSession,
    serverURL,
  }) => {
    for (const dir of setup.dirs) {
      expect(existsSync(dir), `${dir} (Debian's fonts: .ci/run installs them)`).toBe(true);
    }
    const folder = mkdtempSync(path.join(os.tmpdir(), 'cep-fonts-'));
    let browser: Browser | undefined;
    try {
      browser = await playwright.chromium.launch({
        executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
        args: ['--disable-background-networking', '--disable-component-update', '--disable-sync'],
        env: { ...process.env, FONTCONFIG_FILE: fontconfigOf(setup.dirs, folder) },
      });
      const context = await browser.newContext({ baseURL: serverURL, locale: 'zh-CN' });
      await signInContext(context, serverURL, await roleSession('doctor'));
      const page = await context.newPage();

      // 李患者, 张医生's patient in the demo data, trains go/no-go: the report names 停止信号.
      await page.goto('/cognitive-training');
      await page.getByRole('button', { name: /^李患者 / }).click();
      await page.getByRole('tab', { name: '报告' }).click();
      const report = page.getByRole('article', { name: '认知训练与评估报告' });
      await expect(report).toContainText('停止信号（Go/No-Go）');
      await page.emulateMedia({ media: 'print' });
      await page.evaluate(() => document.fonts.ready.then(() => undefined));
      const text = (await new PDFParse({ data: await page.pdf({ format: 'A4' }) }).getText()).text;

      for (const words of ['认知训练与评估报告', '停止信号（Go/No-Go）', '医生签名', '李患者']) {
        expect(text, words).toContain(words);
      }
      expect(text.match(radicals), 'no Kangxi radical in the text layer').toBeNull();
    } finally {
      await browser?.close();
      rmSync(folder, { recursive: true, force: true });
    }
  });
}
