import { describe, expect, it } from 'vitest';
import { avatarMenuMessages } from './messages';
import { checkAvatarImage } from './avatar-upload';

const MB = 1024 * 1024;
const file = (name: string, size = 1000, type = '') => ({ name, size, type });

describe('checkAvatarImage (spec §5)', () => {
  it('takes png, jpg, jpeg, bmp and gif in any case', () => {
    for (const name of ['a.png', 'a.jpg', 'a.jpeg', 'a.bmp', 'a.gif', 'A.PNG', 'photo.Jpeg']) {
      expect(checkAvatarImage(file(name))).toBeNull();
    }
  });

  it('refuses any other type, even with an image MIME type', () => {
    for (const name of ['a.webp', 'a.svg', 'a.txt', 'a.png.exe', 'png', '.png']) {
      expect(checkAvatarImage(file(name, 1000, 'image/png'))).toBe('type');
    }
  });

  it('takes only files under 2 MB: exactly 2 MB is refused', () => {
    expect(checkAvatarImage(file('a.png', 2 * MB - 1))).toBeNull();
    expect(checkAvatarImage(file('a.png', 2 * MB))).toBe('size');
    expect(checkAvatarImage(file('a.png', 5 * MB))).toBe('size');
  });

  it('checks the type first', () => {
    expect(checkAvatarImage(file('a.txt', 5 * MB))).toBe('type');
  });

  it('words the refusals as the spec does', () => {
    expect(avatarMenuMessages['zh-CN'].rejected).toEqual({
      type: '只能上传图片!',
      size: '上传图片大小不能超过 2MB!',
    });
  });
});
