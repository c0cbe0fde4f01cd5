import { describe, expect, it } from 'vitest';
import { extendedFileName } from './my-data';

describe('extendedFileName', () => {
  it('reads the Chinese name of RFC 5987 filename*', () => {
    const header = `attachment; filename="my-data-20260302.zip"; filename*=UTF-8''${encodeURIComponent('我的数据-20260302.zip')}`;
    expect(extendedFileName(header)).toBe('我的数据-20260302.zip');
  });
  it('is undefined without one, or when it does not decode', () => {
    expect(extendedFileName('attachment; filename="a.zip"')).toBeUndefined();
    expect(extendedFileName("attachment; filename*=UTF-8''%E6%88")).toBeUndefined();
  });
});
