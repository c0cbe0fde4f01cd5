import { ApiError } from '../platform/http/api-error';
import { refuseCommonPassword } from './common-passwords';
import { replacePassword } from './password-change';
import { hashPassword } from '../platform/passwords';
import { audited } from '../platform/calls/audited';
import { signedIn, type Handler } from '../platform/calls/context';
import { checkOwnPassword, hasLocalPassword, passwordAccepted, throttled } from './password-check';
import type { LoginLimits } from './throttling/login-limits';

const entity = 'sysUser';

/**
 * The signed-in user changes their own password. The old password is checked under the sign-in
 * throttle (a stolen session must not become a way to guess it), the new one against the list of
 * common passwords; then, in one transaction with its audit line, the hash is replaced and every
 * other session of the account ends.
 */
/**
 * `limits`: the sign-in throttle's rules (identity/throttling/login-limits.ts).
 */
export function passwordHandlers(limits: LoginLimits): {
  changePassword: Handler<'changePassword'>;
} {
  const changePassword: Handler<'changePassword'> = async (ctx) => {
    const { session, body } = signedIn(ctx);
    const target = { action: 'changePassword', entity, entityId: session.userId } as const;
    // Refused before any scrypt is spent and before an attempt is counted: nothing was guessed.
    refuseCommonPassword(body.newPassword, 'newPassword');
    // A directory or identity-provider account has no password here; setting one would make it a
    // local account behind the hospital's back (its password is changed where it lives).
    const stored = await ctx.sql
      .selectFrom('users')
      .select(['id', 'password_hash'])
      .where('id', '=', session.userId)
      .executeTakeFirst();
    if (stored && !hasLocalPassword(stored)) {
      throw new ApiError(40301, '此账号的密码由医院统一身份目录管理，请在目录中修改');
    }
    const verdict = await checkOwnPassword(ctx, limits, session, body.oldPassword);
    if (verdict.outcome === 'throttled') {
      await ctx.audit({ ...target, outcome: 'denied' });
      throw throttled(ctx, verdict.retryAfterSeconds);
    }
    if (verdict.outcome === 'invalid') {
      await ctx.audit({ ...target, outcome: 'failure' });
      throw new ApiError(40001, '参数校验失败：oldPassword 原密码不正确');
    }
    await passwordAccepted(ctx, verdict.reservation);
    const passwordHash = await hashPassword(body.newPassword);
    await audited(ctx, target, (sql) =>
      replacePassword(sql, session.userId, passwordHash, session.tokenHash),
    );
    return null;
  };
  return { changePassword };
}
