import { ApiError } from '../platform/http/api-error';
import { signedIn, type Handler } from '../platform/calls/context';
import { checkOwnPassword, passwordAccepted, throttled } from './password-check';
import type { Directory } from './ldap/directory';
import type { LoginLimits } from './throttling/login-limits';

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
    await audit('success');
    return null;
  };
  return { verifyPassword };
}
