// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  acceptAttribute,
  checkFile,
  extensionOf,
  fillTemplate,
  formatFileSize,
} from './check-file';
import { Upload } from './upload';

const MB = 1024 * 1024;
const images = ['png', 'jpg', 'jpeg', 'bmp', 'gif'];
const file = (name: string, size = 1, type = '') => ({ name, size, type });

describe('checkFile: type', () => {
  it('accepts a listed extension in any case', () => {
    expect(checkFile(file('logo.png'), { accept: images })).toBeNull();
    expect(checkFile(file('LOGO.PNG'), { accept: images })).toBeNull();
    expect(checkFile(file('photo.JpEg'), { accept: images })).toBeNull();
    expect(checkFile(file('a.b.gif'), { accept: ['.GIF'] })).toBeNull();
  });

  it('rejects an extension not listed, whatever the MIME type claims', () => {
    expect(checkFile(file('notes.txt', 1, 'text/plain'), { accept: images })).toBe('type');
    expect(checkFile(file('fake.txt', 1, 'image/png'), { accept: images })).toBe('type');
    expect(checkFile(file('logo.webp', 1, 'image/webp'), { accept: images })).toBe('type');
  });

  it('falls back to the MIME type only when the name has no extension', () => {
    expect(checkFile(file('clipboard', 1, 'image/png'), { accept: images })).toBeNull();
    expect(checkFile(file('photo', 1, 'image/jpeg'), { accept: ['jpg'] })).toBeNull();
    expect(checkFile(file('scan', 1, 'image/x-ms-bmp'), { accept: images })).toBeNull();
    expect(checkFile(file('.env', 1, 'image/gif'), { accept: images })).toBeNull();
    expect(checkFile(file('notes', 1, 'text/plain'), { accept: images })).toBe('type');
    expect(checkFile(file('blob', 1, ''), { accept: images })).toBe('type');
  });

  it('allows any type when accept is empty or absent', () => {
    expect(checkFile(file('notes.txt'), { accept: [] })).toBeNull();
    expect(checkFile(file('notes.txt'), {})).toBeNull();
  });

  it('checks the type before the size', () => {
    expect(checkFile(file('big.txt', 10 * MB), { accept: images, maxSize: 2 * MB })).toBe('type');
  });
});

describe('checkFile: size boundaries', () => {
  // 导航栏图片 must be UNDER 2 MB: exactly 2 * 1024 * 1024 bytes is rejected.
  it('is exclusive by default (under 2 MB)', () => {
    const rule = { accept: images, maxSize: 2 * MB };
    expect(checkFile(file('nav.png', 2 * MB - 1), rule)).toBeNull();
    expect(checkFile(file('nav.png', 2 * MB), rule)).toBe('size');
    expect(checkFile(file('nav.png', 2 * MB + 1), rule)).toBe('size');
  });

  it('is inclusive with maxSizeInclusive (not over 2M)', () => {
    const rule = { accept: images, maxSize: 2 * MB, maxSizeInclusive: true };
    expect(checkFile(file('nav.png', 2 * MB - 1), rule)).toBeNull();
    expect(checkFile(file('nav.png', 2 * MB), rule)).toBeNull();
    expect(checkFile(file('nav.png', 2 * MB + 1), rule)).toBe('size');
  });

  it('accepts an empty file and has no limit without maxSize', () => {
    expect(checkFile(file('nav.png', 0), { maxSize: 2 * MB })).toBeNull();
    expect(checkFile(file('nav.png', 100 * MB), { accept: images })).toBeNull();
  });
});

describe('helpers', () => {
  it('reads extensions', () => {
    expect(extensionOf('a.PNG')).toBe('png');
    expect(extensionOf('archive.tar.gz')).toBe('gz');
    expect(extensionOf('README')).toBeNull();
    expect(extensionOf('.env')).toBeNull();
    expect(extensionOf('trailing.')).toBeNull();
  });

  it('formats sizes', () => {
    expect(formatFileSize(2 * MB)).toBe('2MB');
    expect(formatFileSize(500 * 1024)).toBe('500KB');
    expect(formatFileSize(1.5 * MB)).toBe('1.5MB');
    expect(formatFileSize(900)).toBe('900B');
  });

  it('builds the input accept attribute', () => {
    expect(acceptAttribute(['png', '.JPG'])).toBe('.png,.jpg');
    expect(acceptAttribute([])).toBeUndefined();
  });

  it('fills templates', () => {
    expect(fillTemplate('只能上传 {accept} 文件', { accept: 'png/jpg' })).toBe(
      '只能上传 png/jpg 文件',
    );
    expect(fillTemplate('{missing}', {})).toBe('{missing}');
  });
});

const png = (name: string) => new File(['png'], name, { type: 'image/png' });

function choose(file: File) {
  const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
  Object.defineProperty(input, 'files', { value: [file], configurable: true });
  fireEvent.change(input);
}

describe('Upload preview', () => {
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('revokes the object URL when the file changes and when it unmounts', () => {
    let count = 0;
    vi.spyOn(URL, 'createObjectURL').mockImplementation(() => `blob:test/${++count}`);
    const revoke = vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const onSelect = vi.fn();
    const { unmount } = render(<Upload accept={['png']} onSelect={onSelect} />);

    choose(png('a.png'));
    const first = screen.getByRole('img', { name: '已选图片预览：a.png' }).getAttribute('src');
    expect(revoke).not.toHaveBeenCalled();

    choose(png('b.png'));
    expect(revoke).toHaveBeenCalledWith(first);
    const second = screen.getByRole('img', { name: '已选图片预览：b.png' }).getAttribute('src');
    expect(second).not.toBe(first);

    unmount();
    expect(revoke).toHaveBeenCalledWith(second);
    expect(onSelect).toHaveBeenCalledTimes(2);
  });

  it('does not preview when preview is off, and names the file instead', () => {
    render(<Upload accept={['png']} preview={false} onSelect={() => {}} />);
    choose(png('a.png'));
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByText('已选择：a.png')).toBeTruthy();
  });
});
