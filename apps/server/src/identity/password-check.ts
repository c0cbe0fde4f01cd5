import type { CallName } from '@cep/contract';
import { ApiError } from '../platform/http/api-error';
import { loginLimiterFor } from './throttling/login-limiter';
import type { LoginLimits, Reservation } from './throttling/login-limits';
import { loginChecks } from './throttling/login-throttle';
import {
  decoyHash,
  hashPassword,
  isPasswordHash,
  needsRehash,
  verifyPassword,
} from '../platform/passwords';
import type { Directory } from './ldap/directory';
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

export interface StoredAccount {
  id: number;
  password_hash: string;
}

export type PasswordVerdict<T = true> =
  | { outcome: 'valid'; reservation: Reservation; proof: T }
  | { outcome: 'invalid' }
  | { outcome: 'throttled'; retryAfterSeconds: number };

/**
 * Counts an attempt on `username`'s counters (identity/throttling/login-limits.ts: source,
 * account, network) before `verify` runs, whatever verifies the secret: our password hash or the
 * hospital's directory. `verify` answers a proof, or undefined for a wrong secret. The attempt is
 * withdrawn only once the caller calls `passwordAccepted`; a `verify` that throws (the directory
 * is down) leaves it counted.
 */
export async function checkSecret<N extends CallName, T>(
  ctx: CallContext<N>,
  limits: LoginLimits,
  username: string,
  verify: () => Promise<T | undefined>,
): Promise<PasswordVerdict<T>> {
  const limiter = loginLimiterFor(ctx.sql, ctx.settings);
  const verdict = await limiter.attempt(loginChecks(username, ctx.ip, limits));
  if (!verdict.allowed) {
    ctx.request.log.info({ scope: verdict.scope }, 'password attempt throttled');
    return { outcome: 'throttled', retryAfterSeconds: verdict.retryAfterSeconds };
  }
  const proof = await verify();
  return proof === undefined
    ? { outcome: 'invalid' }
    : { outcome: 'valid', reservation: verdict.reservation, proof };
}

/**
 * True when `account` holds a password of this console (a scrypt hash): false for an unknown
 * name and for the '!external' accounts of the directory and the identity provider.
 */
export function hasLocalPassword(account: StoredAccount | undefined): boolean {
  return account !== undefined && isPasswordHash(account.password_hash);
}

/**
 * Our own password hash against `password`. An unknown username costs one scrypt too, so the
 * answer's timing does not tell it apart.
 */
export async function matchesStoredHash(
  account: StoredAccount | undefined,
  password: string,
): Promise<boolean> {
  const valid = await verifyPassword(password, account?.password_hash ?? (await decoyHash()));
  return account !== undefined && valid;
}

/**
 * Checks a password of this console under sign-in throttling: the attempt is counted before
 * scrypt runs. Used by login and by the change of one's own password, so a stolen session cannot
 * guess the old password faster than a sign-in could.
 */
export async function checkPassword<N extends CallName>(
  ctx: CallContext<N>,
  limits: LoginLimits,
  check: PasswordCheck,
): Promise<PasswordVerdict> {
  return checkSecret(ctx, limits, check.username, async () =>
    (await matchesStoredHash(await check.account, check.password)) ? true : undefined,
  );
}

/**
 * "Is this the signed-in person's password?" — the one answer for the change of one's password,
 * the idle lock's unlock and the step-up check, throttled like a sign-in under their username.
 * A directory person (no password here, an LDAP identity) is asked of the directory when one is
 * configured (`directory`); everyone else of our own hash.
 */
export async function checkOwnPassword<N extends CallName>(
  ctx: CallContext<N>,
  limits: LoginLimits,
  session: { userId: number; username: string },
  password: string,
  directory?: Directory,
): Promise<PasswordVerdict> {
  const account = ctx.sql
    .selectFrom('users')
    .select(['id', 'password_hash'])
    .where('id', '=', session.userId)
    .executeTakeFirst();
  const identity = directory
    ? ctx.sql
        .selectFrom('user_identities')
        .select('subject')
        .where('user_id', '=', session.userId)
        .where('provider', '=', 'ldap')
        .executeTakeFirst()
    : undefined;
  // Awaited only when the throttle lets the attempt through: when its own check fails first (the
  // database down), these rejections must not go unhandled (Node ends the process on one).
  account.catch(() => undefined);
  identity?.catch(() => undefined);
  return checkSecret(ctx, limits, session.username, async () => {
    const [stored, ldap] = await Promise.all([account, identity]);
    if (directory && ldap && !hasLocalPassword(stored)) {
      const verdict = await directory.checkPassword(ldap.subject, password, ctx.request.log);
      return verdict.outcome === 'valid' ? true : undefined;
    }
    return (await matchesStoredHash(stored, password)) ? true : undefined;
  });
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
