import type { CallName } from '@cep/contract';
import { ApiError } from '../platform/http/api-error';
import { loginLimiterFor } from './throttling/login-limiter';
import type { LoginLimits, Reservation } from './throttling/login-limits';
import { loginChecks } from './throttling/login-throttle';
import { decoyHash, hashPassword, needsRehash, verifyPassword } from '../platform/passwords';
import type { CallContext } from '../platform/calls/context';

export interface PasswordCheck {
  /** The account the password is for: the name typed at sign-in, the session's on a change. */
  username: string;
  password: string;
  /**
   * The account's id and stored hash; absent when no account has that name. May be a query still
   * running: it runs alongside the limiter's check.
   */
  account: StoredAccount | undefined | Promise<StoredAccount | undefined>;
}

interface StoredAccount {
  id: number;
  password_hash: string;
}

export type PasswordVerdict =
  | { outcome: 'valid'; reservation: Reservation }
  | { outcome: 'invalid' }
  | { outcome: 'throttled'; retryAfterSeconds: number };

/**
 * Checks a password under sign-in throttling (identity/throttling/login-limits.ts): the attempt is counted on
 * the source, account and network counters before scrypt runs, and withdrawn only once the caller
 * calls `passwordAccepted`. Used by login and by the change of one's own password, so a stolen
 * session cannot guess the old password faster than a sign-in could.
 */
export async function checkPassword<N extends CallName>(
  ctx: CallContext<N>,
  limits: LoginLimits,
  check: PasswordCheck,
): Promise<PasswordVerdict> {
  const limiter = loginLimiterFor(ctx.sql, ctx.settings);
  const [verdict, account] = await Promise.all([
    limiter.attempt(loginChecks(check.username, ctx.ip, limits)),
    check.account,
  ]);
  if (!verdict.allowed) {
    ctx.request.log.info({ scope: verdict.scope }, 'password attempt throttled');
    return { outcome: 'throttled', retryAfterSeconds: verdict.retryAfterSeconds };
  }
  // An unknown username costs one scrypt too, so the answer's timing does not tell it apart.
  const valid = await verifyPassword(check.password, account?.password_hash ?? (await decoyHash()));
  return account && valid
    ? { outcome: 'valid', reservation: verdict.reservation }
    : { outcome: 'invalid' };
}

/**
 * The signed-in person's own password, checked like `checkPassword` (throttled under their
 * username): the change of one's password and the idle lock's unlock.
 */
export async function checkOwnPassword<N extends CallName>(
  ctx: CallContext<N>,
  limits: LoginLimits,
  session: { userId: number; username: string },
  password: string,
): Promise<PasswordVerdict> {
  const account = ctx.sql
    .selectFrom('users')
    .select(['id', 'password_hash'])
    .where('id', '=', session.userId)
    .executeTakeFirst();
  return checkPassword(ctx, limits, { username: session.username, password, account });
}

/** The password was right: its attempt no longer counts, and the account's failures are forgotten. */
export async function passwordAccepted<N extends CallName>(
  ctx: CallContext<N>,
  reservation: Reservation,
): Promise<void> {
  await loginLimiterFor(ctx.sql, ctx.settings).succeeded(reservation);
}

/** 42901 with the seconds until an attempt is allowed again. */
export function throttled<N extends CallName>(
  ctx: CallContext<N>,
  retryAfterSeconds: number,
): ApiError {
  ctx.reply.header('Retry-After', String(retryAfterSeconds));
  return new ApiError(42901);
}

/**
 * A hash made at a lower cost than today's is replaced now that the password is known (the cost
 * was raised to N = 2^17). Only if the row still holds that hash: a concurrent change wins. A
 * failure here is logged, never fails the sign-in.
 */
export async function rehashIfWeak<N extends CallName>(
  ctx: CallContext<N>,
  account: { id: number; password_hash: string },
  password: string,
): Promise<void> {
  if (!needsRehash(account.password_hash)) return;
  try {
    const stronger = await hashPassword(password);
    await ctx.sql
      .updateTable('users')
      .set({ password_hash: stronger })
      .where('id', '=', account.id)
      .where('password_hash', '=', account.password_hash)
      .execute();
  } catch (error) {
    ctx.request.log.error({ err: error }, 'password rehash failed');
  }
}
