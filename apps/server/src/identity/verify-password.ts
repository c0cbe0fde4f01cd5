import { ApiError } from '../platform/http/api-error';
import { signedIn, type Handler } from '../platform/calls/context';
import { checkOwnPassword, passwordAccepted, throttled } from './password-check';

/**
 * The idle lock's unlock (issue 12): the signed-in person types their password again. It goes
 * through the same throttled check as sign-in and 修改密码 (password-check.ts: the source, account
 * and network counters), so a locked screen is no way around the sign-in throttle, and every
 * attempt leaves an audit line. The session is kept: no new token, so the console's tabs and
 * half-typed forms stay as they were.
 */
const verifyPassword: Handler<'verifyPassword'> = async (ctx) => {
  const { session, body } = signedIn(ctx);
  const verdict = await checkOwnPassword(ctx, session, body.password);
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

export const verifyPasswordHandlers: { verifyPassword: Handler<'verifyPassword'> } = {
  verifyPassword,
};
