import { ApiError } from '../platform/http/api-error';
import { signedIn, type Handler } from '../platform/calls/context';
import { checkOwnPassword, passwordAccepted, throttled } from './password-check';
import type { Directory } from './ldap/directory';
import type { LoginLimits } from './throttling/login-limits';
import { throttledCode } from './second-factor/code-check';
import { acceptTotpCode, readTotp } from './second-factor/totp';

/**
 * The idle lock's unlock (issue 12): the signed-in person types their password again. It goes
 * through the same throttled check as sign-in and 修改密码 (password-check.ts: the source, account
 * and network counters), so a locked screen is no way around the sign-in throttle, and every
 * attempt leaves an audit line. The session is kept: no new token, so the console's tabs and
 * half-typed forms stay as they were. A directory person's password is the directory's: checked
 * there by a bind (`directory`, when LDAP is configured), like at sign-in.
 */
export function verifyPasswordHandlers(
  limits: LoginLimits,
  directory?: Directory,
): {
  verifyPassword: Handler<'verifyPassword'>;
} {
  const verifyPassword: Handler<'verifyPassword'> = async (ctx) => {
    const { session, body } = signedIn(ctx);
    const verdict = await checkOwnPassword(ctx, limits, session, body.password, directory);
    const audit = (outcome: 'success' | 'failure' | 'denied') =>
      ctx.audit({ action: 'verifyPassword', entity: 'session', entityId: session.userId, outcome });
    if (verdict.outcome === 'throttled') {
      await audit('denied');
      throw throttled(ctx, verdict.retryAfterSeconds);
    }
    if (verdict.outcome === 'invalid') {
      await audit('failure');
      throw new ApiError(40101, '密码错误');
    }
    await passwordAccepted(ctx, verdict.reservation);
    // Issue 30: the unlock asks for what sign-in asks for: with an authenticator, its code too.
    const totp = await readTotp(ctx.sql, session.userId);
    if (totp?.confirmed) {
      const code = body.code;
      if (code === undefined) {
        await audit('failure');
        throw new ApiError(40130, '请输入身份验证器上的验证码');
      }
      await throttledCode(
        ctx,
        limits,
        session.username,
        () => acceptTotpCode(ctx.sql, session.userId, code, ctx.settings.secondFactorKey, true),
        audit,
      );
    }
    await audit('success');
    return null;
  };
  return { verifyPassword };
}
