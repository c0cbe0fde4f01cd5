import { ApiError } from '../http/api-error';
import { recordAudit } from '../services/audit';
import { limiterKey, loginLimiterFor } from '../services/login-limiter';
import { verifyPassword as passwordMatches } from '../services/passwords';
import { signedIn, type Handler } from './context';

/**
 * The idle lock's unlock (issue 12): the signed-in person types their password again. It counts
 * against the same limiter as sign-in (same key: address and username), so a locked screen is no
 * way around the sign-in throttle, and every attempt leaves an audit line. The session is kept:
 * no new token, so the console's tabs and half-typed forms stay as they were.
 */
const verifyPassword: Handler<'verifyPassword'> = async (ctx) => {
  const { session, body } = signedIn(ctx);
  const limiter = loginLimiterFor(ctx.sql, ctx.settings);
  const key = limiterKey(session.username, ctx.ip);
  const [user, verdict] = await Promise.all([
    ctx.sql
      .selectFrom('users')
      .select(['password_hash'])
      .where('id', '=', session.userId)
      .executeTakeFirstOrThrow(),
    limiter.attempt(key),
  ]);
  const audit = (outcome: 'success' | 'failure' | 'denied') =>
    recordAudit(ctx.sql, {
      actorId: session.userId,
      actorName: session.username,
      action: 'verifyPassword',
      entity: 'session',
      entityId: session.userId,
      ip: ctx.ip,
      outcome,
    });
  if (!verdict.allowed) {
    await audit('denied');
    ctx.reply.header('Retry-After', String(verdict.retryAfterSeconds));
    throw new ApiError(42901);
  }
  if (!(await passwordMatches(body.password, user.password_hash))) {
    await audit('failure');
    throw new ApiError(40101, '密码错误');
  }
  await limiter.succeeded(key);
  await audit('success');
  return null;
};

export const verifyPasswordHandlers: { verifyPassword: Handler<'verifyPassword'> } = {
  verifyPassword,
};
