import { describe, expect, it } from 'vitest';
import { ruleMessagesEn } from '../../../i18n/rule-messages';
import {
  emptyUserCreateForm,
  passwordResetFormSchema,
  userCreateFormSchema,
  userEditFormSchema,
  userRolesFormSchema,
} from './user-form';

function messagesOf(result: { error?: { issues: { message: string; path: PropertyKey[] }[] } }) {
  return (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]);
}

describe('the forms of 用户管理', () => {
  it('sends a new account as addUser takes it', () => {
    const result = userCreateFormSchema.safeParse({
      ...emptyUserCreateForm,
      username: ' wang.li ',
      name: ' 王丽 ',
      password: 'Start1234',
    });
    expect(result.data).toEqual({
      username: 'wang.li',
      name: '王丽',
      password: 'Start1234',
      userAuth: '1',
      roles: ['doctor'],
    });
  });

  it('puts each contract message under its field', () => {
    const result = userCreateFormSchema.safeParse({
      username: 'a b',
      name: '',
      password: 'short',
      userAuth: '',
      roles: [],
    });
    expect(messagesOf(result)).toEqual(
      expect.arrayContaining([
        ['username', '用户名只能包含字母、数字、下划线、点和短横线'],
        ['name', '请输入姓名'],
        ['password', '密码至少8个字符'],
        ['userAuth', '用户类型只能是0、1或2'],
        ['roles', '至少分配一个角色'],
      ]),
    );
  });

  it('edits, assigns roles and resets the password of one account', () => {
    expect(
      userEditFormSchema({ id: 7, revision: 3 }).parse({ name: '李四', userAuth: '2' }),
    ).toEqual({
      id: 7,
      revision: 3,
      name: '李四',
      userAuth: '2',
    });
    expect(userRolesFormSchema({ id: 7 }).parse({ roles: ['doctor', 'admin'] })).toEqual({
      userId: 7,
      roles: ['doctor', 'admin'],
    });
    expect(messagesOf(userRolesFormSchema({ id: 7 }).safeParse({ roles: [] }))).toEqual([
      ['roles', '至少分配一个角色'],
    ]);
    expect(passwordResetFormSchema({ id: 7 }).parse({ password: 'Fresh1234' })).toEqual({
      id: 7,
      password: 'Fresh1234',
    });
    expect(
      messagesOf(passwordResetFormSchema({ id: 7 }).safeParse({ password: 'abcdefgh' })),
    ).toEqual([['password', '密码必须包含数字']]);
  });

  it('has English for every message these forms can show', () => {
    const bad = [
      { username: '', name: '', password: '', userAuth: '9', roles: ['x'] },
      { username: 'ab', name: 'x'.repeat(51), password: 'x'.repeat(65), userAuth: '', roles: [] },
      { username: 'x'.repeat(33), name: 'n', password: '12345678', userAuth: '0', roles: [] },
      { username: 'a b', name: 'n', password: 'abcdefgh', userAuth: '0', roles: ['admin'] },
    ];
    for (const values of bad) {
      for (const [, message] of messagesOf(userCreateFormSchema.safeParse(values))) {
        expect(ruleMessagesEn[message!], message).toBeDefined();
      }
    }
  });
});
