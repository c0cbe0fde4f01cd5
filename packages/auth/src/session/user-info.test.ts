import type { UserInfo } from '@cep/contract';
import { describe, expect, it } from 'vitest';
import { authMessages } from '../messages';
import { checkUserInfo, SessionError } from './user-info';

// The real server always answers getInfo with a user that has roles (its schema needs one), so
// the two refusals of spec §5 that only a broken answer can cause are checked here on the rule.
const zh = authMessages['zh-CN'];
const info: UserInfo = {
  id: 2,
  name: '张医生',
  avatar: '',
  introduction: '',
  roles: ['doctor', 'patient:list'],
  userAuth: '1',
};

describe('checkUserInfo', () => {
  it.each([null, undefined])(
    'an empty answer (%s) is refused with the verbatim spec message',
    (empty) => {
      const error = (() => {
        try {
          checkUserInfo(empty, zh);
        } catch (caught) {
          return caught;
        }
      })();
      expect(error).toBeInstanceOf(SessionError);
      expect(error).toMatchObject({
        reason: 'empty',
        message: 'Verification failed, please Login again.',
      });
    },
  );

  it('no roles is refused with 用户未分配角色权限，请联系管理员！', () => {
    expect(() => checkUserInfo({ ...info, roles: [] }, zh)).toThrow(
      '用户未分配角色权限，请联系管理员！',
    );
  });

  it('passes a user with roles through unchanged', () => {
    expect(checkUserInfo(info, zh)).toBe(info);
  });

  it('keeps the spec strings verbatim in both languages', () => {
    expect(authMessages['en-US'].verificationFailed).toBe(
      'Verification failed, please Login again.',
    );
    expect(authMessages['en-US'].hasError).toBe('Has Error');
    expect(zh.logoutDialog).toEqual({
      title: '系统提示',
      message: '确定要退出系统吗？',
      confirmText: '确定',
      cancelText: '取消',
    });
  });
});
