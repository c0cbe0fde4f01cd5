import { describe, expect, it } from 'vitest';
import { bmpPixels } from './bmp';

/** A BMP by hand: 14-byte file header, 40-byte info header, optional palette, padded rows. */
function bmp(options: {
  width: number;
  height: number;
  bits: 8 | 24 | 32;
  rows: number[][];
  palette?: number[][];
  compression?: number;
}): Buffer {
  const { width, height, bits, rows, palette = [], compression = 0 } = options;
  const rowBytes = Math.ceil((width * bits) / 32) * 4;
  const offset = 14 + 40 + palette.length * 4;
  const file = Buffer.alloc(offset + rowBytes * Math.abs(height));
  file.write('BM', 0, 'latin1');
  file.writeUInt32LE(file.length, 2);
  file.writeUInt32LE(offset, 10);
  file.writeUInt32LE(40, 14);
  file.writeInt32LE(width, 18);
  file.writeInt32LE(height, 22);
  file.writeUInt16LE(1, 26);
  file.writeUInt16LE(bits, 28);
  file.writeUInt32LE(compression, 30);
  file.writeUInt32LE(palette.length, 46);
  palette.forEach((colour, index) => file.set(colour, 54 + index * 4));
  rows.forEach((row, index) => file.set(row, offset + index * rowBytes));
  return file;
}

/** A 1 × 1 BMP whose header claims another size. */
function claiming(width: number, height: number): Buffer {
  const file = bmp({ width: 1, height: 1, bits: 24, rows: [[0, 0, 0]] });
  file.writeInt32LE(width, 18);
  file.writeInt32LE(height, 22);
  return file;
}

describe('bmpPixels', () => {
  it('reads 24-bit rows bottom-up as RGBA top-down', () => {
    // Stored bottom row first: blue-green-red bytes.
    const pixels = bmpPixels(
      bmp({
        width: 1,
        height: 2,
        bits: 24,
        rows: [
          [0xff, 0, 0],
          [0, 0, 0xff],
        ],
      }),
    );
    expect(pixels).toEqual({
      width: 1,
      height: 2,
      rgba: Buffer.from([0xff, 0, 0, 0xff, 0, 0, 0xff, 0xff]),
    });
  });

  it('reads a top-down 32-bit image, opaque whatever its reserved byte', () => {
    const pixels = bmpPixels(
      bmp({ width: 2, height: -1, bits: 32, rows: [[1, 2, 3, 0, 4, 5, 6, 0]] }),
    );
    expect(pixels?.rgba).toEqual(Buffer.from([3, 2, 1, 0xff, 6, 5, 4, 0xff]));
  });

  it('reads an 8-bit palette', () => {
    const pixels = bmpPixels(
      bmp({
        width: 2,
        height: 1,
        bits: 8,
        palette: [
          [0, 0, 0, 0],
          [0x10, 0x20, 0x30, 0],
        ],
        rows: [[1, 0]],
      }),
    );
    expect(pixels?.rgba).toEqual(Buffer.from([0x30, 0x20, 0x10, 0xff, 0, 0, 0, 0xff]));
  });

  it.each([
    ['RLE compression', bmp({ width: 1, height: 1, bits: 8, rows: [[0]], compression: 1 })],
    ['missing pixel rows', bmp({ width: 1, height: 1, bits: 24, rows: [] }).subarray(0, 54)],
    [
      'a palette index beyond the palette',
      bmp({ width: 1, height: 1, bits: 8, palette: [[0, 0, 0, 0]], rows: [[9]] }),
    ],
    ['a huge claimed size', claiming(100_000, 100_000)],
    ['not a BMP', Buffer.from('BM but text, nothing more, not a bitmap at all, really...')],
  ])('refuses %s', (_name, file) => {
    expect(bmpPixels(file)).toBeUndefined();
  });
});
