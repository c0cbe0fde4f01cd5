import { passwordChange } from '../domain/auth';
import { call, nothing } from './call-def';

/** One's own password (issue 11): the old one proves it is the user, not just their session */
export const passwordCalls = {
  changePassword: call({
    method: 'PUT',
    path: '/api/sysUser/password',
    summary: '修改本人密码（需原密码）；除本次会话外，该账号的其他会话全部失效',
    access: 'signedIn',
    body: passwordChange,
    response: nothing,
  }),
} as const;
