import type { UserInfo } from '@cep/contract';
import type { AuthMessages } from '../messages';

/** Why the signed-in user cannot go on: getInfo answered nothing, or the user holds no role. */
export class SessionError extends Error {
  override readonly name = 'SessionError';
  constructor(
    readonly reason: 'empty' | 'no-roles',
    message: string,
  ) {
    super(message);
  }
}

/**
 * Checks getInfo's answer before it enters the session (spec §5, §6): nothing at all →
 * 'Verification failed, please Login again.'; an empty role list → '用户未分配角色权限，请联系管理员！'.
 * Either way the user does not get in.
 */
export function checkUserInfo(
  info: UserInfo | null | undefined,
  messages: Pick<AuthMessages, 'verificationFailed' | 'noRoles'>,
): UserInfo {
  if (!info || typeof info !== 'object') {
    throw new SessionError('empty', messages.verificationFailed);
  }
  if (!Array.isArray(info.roles) || info.roles.length === 0) {
    throw new SessionError('no-roles', messages.noRoles);
  }
  return info;
}
