import sharp from 'sharp';
import { bmpPixels } from './bmp';

/** The image types the server accepts, told by the first bytes of the file. */
export type ImageType = 'image/jpeg' | 'image/png' | 'image/gif' | 'image/bmp';

/** What is stored: the re-encoded bytes and their type (a BMP becomes a PNG). */
export interface StoredImage {
  bytes: Buffer;
  contentType: 'image/jpeg' | 'image/png' | 'image/gif';
}

/**
 * Decoding a small file can still make a huge picture (a 2 MB PNG of one colour can claim
 * 20 000 × 20 000): pictures beyond this many pixels are refused before they are decoded.
 */
const maxInputPixels = 50_000_000;

/**
 * Decodes an upload and encodes it again, so what is stored and served is only pixels: EXIF and
 * every other metadata (GPS position, camera serial, a patient's name in a comment) is dropped,
 * and bytes that merely start like an image (a PNG signature followed by HTML) fail to decode.
 * A JPEG is turned upright by its EXIF orientation first, since that tag goes away. `undefined`
 * when the bytes are not a whole, valid image of `type`.
 */
export async function reencodeImage(
  bytes: Buffer,
  type: ImageType,
): Promise<StoredImage | undefined> {
  try {
    const options = { limitInputPixels: maxInputPixels, failOn: 'error' as const };
    switch (type) {
      case 'image/jpeg':
        return {
          bytes: await sharp(bytes, options).rotate().jpeg({ quality: 90 }).toBuffer(),
          contentType: 'image/jpeg',
        };
      case 'image/png':
        return { bytes: await sharp(bytes, options).png().toBuffer(), contentType: 'image/png' };
      case 'image/gif':
        return {
          bytes: await sharp(bytes, { ...options, animated: true })
            .gif()
            .toBuffer(),
          contentType: 'image/gif',
        };
      case 'image/bmp': {
        const pixels = bmpPixels(bytes);
        if (!pixels) return undefined;
        const raw = { width: pixels.width, height: pixels.height, channels: 4 as const };
        return {
          bytes: await sharp(pixels.rgba, { raw }).png().toBuffer(),
          contentType: 'image/png',
        };
      }
    }
  } catch {
    // libvips could not decode it: not an image of that type, whatever its first bytes say.
    return undefined;
  }
}
