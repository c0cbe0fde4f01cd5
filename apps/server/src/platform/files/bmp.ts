/**
 * The pixels of an uncompressed BMP, as RGBA rows top to bottom. libvips (sharp) does not read
 * BMP, and a BMP is a plain pixel array, so this small reader lets an uploaded BMP be re-encoded
 * like any other image (as a PNG). Only the layouts in real use are read: BI_RGB at 24 or 32 bits
 * and 8-bit palettes; anything else (RLE, bit fields, 1/4-bit) is `undefined`, refused as an
 * unsupported image.
 */
export interface Pixels {
  width: number;
  height: number;
  rgba: Buffer;
}

/** The largest picture read: an avatar needs far less, and a BMP is 4 bytes a pixel in memory. */
const maxPixels = 25_000_000;

export function bmpPixels(file: Buffer): Pixels | undefined {
  if (file.length < 54 || file.toString('latin1', 0, 2) !== 'BM') return undefined;
  const dataOffset = file.readUInt32LE(10);
  const headerSize = file.readUInt32LE(14);
  if (headerSize < 40) return undefined;
  const width = file.readInt32LE(18);
  const rawHeight = file.readInt32LE(22);
  const bitsPerPixel = file.readUInt16LE(28);
  const compression = file.readUInt32LE(30);
  const height = Math.abs(rawHeight);
  const topDown = rawHeight < 0;
  if (width <= 0 || height === 0 || width * height > maxPixels) return undefined;
  if (compression !== 0 || ![8, 24, 32].includes(bitsPerPixel)) return undefined;

  const rowBytes = Math.ceil((width * bitsPerPixel) / 32) * 4;
  if (dataOffset + rowBytes * height > file.length) return undefined;

  let palette: Buffer | undefined;
  if (bitsPerPixel === 8) {
    const colours = file.readUInt32LE(46) || 256;
    const start = 14 + headerSize;
    if (colours > 256 || start + colours * 4 > dataOffset) return undefined;
    palette = file.subarray(start, start + colours * 4);
  }

  const rgba = Buffer.alloc(width * height * 4);
  for (let y = 0; y < height; y++) {
    const row = dataOffset + rowBytes * (topDown ? y : height - 1 - y);
    for (let x = 0; x < width; x++) {
      const out = (y * width + x) * 4;
      let at: number;
      let source: Buffer = file;
      if (palette) {
        at = file[row + x]! * 4;
        if (at + 3 > palette.length) return undefined;
        source = palette;
      } else {
        at = row + x * (bitsPerPixel / 8);
      }
      // Stored blue, green, red; the alpha of 32-bit BI_RGB is reserved, so every pixel is opaque.
      rgba[out] = source[at + 2]!;
      rgba[out + 1] = source[at + 1]!;
      rgba[out + 2] = source[at]!;
      rgba[out + 3] = 0xff;
    }
  }
  return { width, height, rgba };
}
