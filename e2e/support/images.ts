import type { Page } from '@playwright/test';

/** 2 MB, the limit of both avatar uploads (spec §5, §9). */
export const TWO_MB = 2 * 1024 * 1024;

/** A file for a file chooser, made in the test (nothing is read from disk). */
export interface TestFile {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

/**
 * A real picture, drawn on a canvas in the page and encoded by the browser (a 64 × 64 square in
 * `colour` with a white centre), so every byte is a genuine PNG or JPEG the server recognises.
 */
export async function drawImage(
  page: Page,
  type: 'image/png' | 'image/jpeg',
  colour: string,
): Promise<Buffer> {
  const dataUrl = await page.evaluate(
    ({ type, colour }) => {
      const canvas = document.createElement('canvas');
      canvas.width = 64;
      canvas.height = 64;
      const context = canvas.getContext('2d')!;
      context.fillStyle = colour;
      context.fillRect(0, 0, 64, 64);
      context.fillStyle = '#ffffff';
      context.fillRect(16, 16, 32, 32);
      return canvas.toDataURL(type, 0.9);
    },
    { type, colour },
  );
  return Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
}

/**
 * The same picture grown to exactly `size` bytes: decoders stop at the image's end marker
 * (JPEG EOI, PNG IEND) and ignore what follows, so it is still a valid image, just a big file.
 */
export function grownTo(image: Buffer, size: number): Buffer {
  if (size < image.length) throw new RangeError(`${size} is smaller than the image`);
  return Buffer.concat([image, Buffer.alloc(size - image.length)]);
}

/** Picks `file` in the file chooser that `open` makes the page show. */
export async function chooseFile(page: Page, open: () => Promise<void>, file: TestFile) {
  const chooser = page.waitForEvent('filechooser');
  await open();
  await (await chooser).setFiles(file);
}
