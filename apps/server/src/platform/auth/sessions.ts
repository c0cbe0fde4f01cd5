import { sql, type Kysely } from 'kysely';
import { inTransaction } from '../db/transaction';
import type { Pool } from '../db/pool';
import type { Tables } from '../db/schema';
import { ApiError } from '../http/api-error';
import { browserName } from '../http/browser-name';
import { hashToken, newToken } from './tokens';

/** Who is calling, resolved from the `token` header once per request. */
export interface Session {
  userId: number;
  username: string;
  name: string;
  /** Copied into the session row with the rest, so getInfo answers without a query of its own. */
  avatar: string;
  introduction: string;
  userAuth: '0' | '1' | '2';
  roles: string[];
  permissions: string[];
  /**
   * The user's doctor record (null without one), for the care-team rule of every patient call:
   * copied into the session row like the rest, so no call looks it up (migration 0024).
   */
  doctorId: number | null;
  /**
   * The session waits for its second factor (migration 0034): the gate lets only the calls marked
   * `beforeSecondFactor` through.
   */
  secondFactorPending: boolean;
  /**
   * Milliseconds since the person last confirmed their password or code in this session (the
   * database's clock), null if never: the gate's step-up check compares it with the window.
   */
  steppedUpAgoMs: number | null;
  tokenHash: Buffer;
  /** The sign-in this token belongs to (one per sign-in, kept by refreshes; migration 0035). */
  signInId: string;
}

/**
 * What a sign-in says about the device it came from, for 我的登录设备 (migration 0035). Each is
 * optional: a sign-in that does not know one stores null.
 */
export interface SignInDevice {
  /** The request's User-Agent; only a short browser name (`Chrome 120`) is kept. */
  userAgent?: string | undefined;
  /** The client's address (`ctx.ip`). */
  ip?: string | undefined;
  /** How the person signed in. */
  method?: 'password' | 'ldap' | 'oidc' | undefined;
}

export interface SessionOptions {
  /** How long one token lives; a refresh gives a new one. */
  tokenTtlMs: number;
  /**
   * How long a sign-in lives at most, refreshes included (default `defaultSessionMaxAgeMs`): no
   * token of a refresh chain is valid past its sign-in + this, whatever its own expiry says.
   */
  sessionMaxAgeMs?: number;
  singleSession: boolean;
}

/** The absolute session lifetime when none is configured: a working day, 12 h. */
export const defaultSessionMaxAgeMs = 12 * 60 * 60 * 1000;

/** How long a token replaced by refreshToken keeps working, for requests already in flight. */
export const refreshGraceMs = 30_000;

/** `ms` milliseconds as a PostgreSQL interval. */
const millis = (ms: number) => sql<string>`(${Math.round(ms)}::bigint * interval '1 millisecond')`;

/*
 * Times are the database's clock (now()), never this process's: several servers share the sessions
 * table, and their clocks need not agree with each other, only with PostgreSQL's.
 */

/**
 * Starts a session for `userId`; returns the token (shown once, never stored) and its expiry.
 * The insert comes first: its trigger (migration 0010) takes the user row, then copies the user's
 * name, roles and permissions into the session; displacing older sessions (single-session mode)
 * after it keeps the lock order of every writer, user row before session rows.
 */
export async function createSession(
  db: Kysely<Tables>,
  userId: number,
  options: SessionOptions,
  device: SignInDevice = {},
): Promise<{ token: string; expireTime: number }> {
  const token = newToken();
  const tokenHash = hashToken(token);
  const lifetime = Math.min(options.tokenTtlMs, options.sessionMaxAgeMs ?? defaultSessionMaxAgeMs);
  const created = await inTransaction(db, async (trx) => {
    // Issue 32: no session for an archived account, whichever way it signed in. FOR SHARE: an
    // archive committing meanwhile waits for this transaction, then revokes this session too.
    const account = await trx
      .selectFrom('users')
      .select('archived_at')
      .where('id', '=', userId)
      .forShare()
      .executeTakeFirst();
    if (account?.archived_at) throw new ApiError(40920);
    const row = await trx
      .insertInto('sessions')
      .values({
        token_hash: tokenHash,
        user_id: userId,
        expires_at: sql<Date>`now() + ${millis(lifetime)}`,
        browser: browserName(device.userAgent ?? null),
        client_ip: device.ip?.slice(0, 64) ?? null,
        sign_in_method: device.method ?? null,
      })
      .returning('expires_at')
      .executeTakeFirstOrThrow();
    if (options.singleSession) {
      await trx
        .updateTable('sessions')
        .set({ displaced_at: sql<Date>`now()` })
        .where('user_id', '=', userId)
        .where('token_hash', '!=', tokenHash)
        .where('revoked_at', 'is', null)
        .where('displaced_at', 'is', null)
        .execute();
    }
    return row;
  });
  return { token, expireTime: created.expires_at.getTime() };
}

/**
 * The gate's one query: a primary-key lookup of the session row, which carries its user's name,
 * kind, role keys, permission codes (both sorted) and doctor record, kept right by the triggers of
 * migrations 0010 and 0024, and says in SQL whether the token may be used, so no timestamp is sent
 * or parsed (and the two lists come as JSON: JSON.parse reads them faster than pg's text-array
 * parser). Sent as a *named* prepared statement: each pooled connection plans it once.
 * `refusal`: 0 = valid; else the error code (same order as before: revoked, displaced, expired or
 * past the absolute lifetime, retired by a refresh past its grace).
 */
const authenticateStatement = {
  name: 'cep_authenticate',
  text: `SELECT user_id, username, name, avatar, introduction, user_auth,
       array_to_json(roles) AS roles, array_to_json(permissions) AS permissions, doctor_id,
       second_factor_pending,
       (extract(epoch FROM now() - stepped_up_at) * 1000)::float8 AS stepped_up_ago_ms,
       sign_in_id, last_seen_at < now() - interval '1 minute' AS seen_long_ago,
       CASE WHEN revoked_at IS NOT NULL
              THEN CASE end_reason WHEN 'self' THEN 40140 WHEN 'admin' THEN 40141 ELSE 50008 END
            WHEN displaced_at IS NOT NULL THEN 50012
            WHEN expires_at <= now()
              OR signed_in_at <= now() - $2::bigint * interval '1 millisecond' THEN 50014
            WHEN retire_at <= now() THEN 50008
            ELSE 0 END AS refusal
  FROM sessions
 WHERE token_hash = $1`,
};

interface AuthenticateRow {
  user_id: number;
  username: string;
  name: string;
  avatar: string;
  introduction: string;
  user_auth: Session['userAuth'];
  roles: string[];
  permissions: string[];
  doctor_id: number | null;
  second_factor_pending: boolean;
  stepped_up_ago_ms: number | null;
  sign_in_id: string;
  seen_long_ago: boolean;
  refusal: 0 | 40140 | 40141 | 50008 | 50012 | 50014;
}

/**
 * Last seen, for 我的登录设备: written only when the row says its last write is over a minute old
 * (the gate's SELECT tells), so a busy session costs one small UPDATE a minute, not one per
 * request; the condition is repeated so two instances racing write once. Not awaited and its
 * failure ignored: it only informs a list, and must never fail or slow the request.
 */
const seenStatement = {
  name: 'cep_session_seen',
  text: `UPDATE sessions SET last_seen_at = now()
 WHERE token_hash = $1 AND last_seen_at < now() - interval '1 minute'`,
};

/**
 * Resolves a token to its session with one primary-key lookup. Unknown or revoked → 50008 (ended
 * on purpose from another device → 40140, by an admin → 40141);
 * displaced by a newer sign-in → 50012; expired, or its sign-in older than the absolute lifetime
 * (`maxAgeMs`) → 50014; retired by a refresh past its grace → 50008.
 */
export async function authenticate(
  pool: Pool,
  token: string | undefined,
  maxAgeMs: number = defaultSessionMaxAgeMs,
): Promise<Session> {
  if (!token || token.length > 200) throw new ApiError(50008);
  const tokenHash = hashToken(token);
  const { rows } = await pool.query<AuthenticateRow>({
    ...authenticateStatement,
    values: [tokenHash, Math.round(maxAgeMs)],
  });
  const row = rows[0];
  if (!row) throw new ApiError(50008);
  if (row.refusal !== 0) throw new ApiError(row.refusal);
  if (row.seen_long_ago) {
    pool.query({ ...seenStatement, values: [tokenHash] }).catch(() => undefined);
  }
  return {
    userId: row.user_id,
    username: row.username,
    name: row.name,
    avatar: row.avatar,
    introduction: row.introduction,
    userAuth: row.user_auth,
    roles: row.roles,
    permissions: row.permissions,
    doctorId: row.doctor_id,
    secondFactorPending: row.second_factor_pending,
    steppedUpAgoMs: row.stepped_up_ago_ms,
    tokenHash,
    signInId: row.sign_in_id,
  };
}

/** Ends the session of `tokenHash` now (logout): its token answers 50008 from then on. */
export async function revokeSession(db: Kysely<Tables>, tokenHash: Buffer): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ revoked_at: new Date() })
    .where('token_hash', '=', tokenHash)
    .where('revoked_at', 'is', null)
    .execute();
}

/**
 * Replaces the session of `tokenHash` with a new one for the same user and the same sign-in: the
 * old token keeps working for `refreshGraceMs` (requests already in flight), then answers 50008.
 * The new token expires after `tokenTtlMs`, but never past the sign-in + `sessionMaxAgeMs`; a
 * chain already past that cannot be refreshed. Only a session not yet retired can be refreshed,
 * and only once: the conditional UPDATE lets exactly one of two concurrent refreshes win, the
 * other gets 50008 (its new row is rolled back). The new session does not displace the old one
 * in single-session mode (it is the same sign-in continuing). New row first, old row second: the
 * lock order of every writer, user row (taken by the insert's trigger) before session rows.
 */
export async function refreshSession(
  db: Kysely<Tables>,
  tokenHash: Buffer,
  options: Pick<SessionOptions, 'tokenTtlMs' | 'sessionMaxAgeMs'>,
): Promise<{ token: string; expireTime: number }> {
  const token = newToken();
  const maxAge = millis(options.sessionMaxAgeMs ?? defaultSessionMaxAgeMs);
  return inTransaction(db, async (trx) => {
    const fresh = await trx
      .insertInto('sessions')
      .columns([
        'token_hash',
        'user_id',
        'signed_in_at',
        'expires_at',
        'sign_in_id',
        'browser',
        'client_ip',
        'sign_in_method',
        'second_factor_pending',
        'stepped_up_at',
      ])
      .expression((eb) =>
        eb
          .selectFrom('sessions')
          .select((eb) => [
            eb.val(hashToken(token)).as('token_hash'),
            'user_id',
            'signed_in_at',
            sql<Date>`least(now() + ${millis(options.tokenTtlMs)}, signed_in_at + ${maxAge})`.as(
              'expires_at',
            ),
            // The same sign-in continuing: the same entry of 我的登录设备.
            'sign_in_id',
            'browser',
            'client_ip',
            'sign_in_method',
            // The same sign-in continuing: its second factor and step-up carry over.
            'second_factor_pending',
            'stepped_up_at',
          ])
          .where('token_hash', '=', tokenHash),
      )
      .returning('expires_at')
      .executeTakeFirst();
    const retired = await trx
      .updateTable('sessions')
      .set({ retire_at: sql<Date>`now() + ${millis(refreshGraceMs)}` })
      .where('token_hash', '=', tokenHash)
      .where('retire_at', 'is', null)
      .where('revoked_at', 'is', null)
      .where('displaced_at', 'is', null)
      .where(sql<boolean>`expires_at > now()`)
      .where(sql<boolean>`signed_in_at + ${maxAge} > now()`)
      .executeTakeFirst();
    // Thrown inside the transaction, so the new row goes with it.
    if (!fresh || retired.numUpdatedRows === 0n) throw new ApiError(50008);
    return { token, expireTime: fresh.expires_at.getTime() };
  });
}

/**
 * Ends every open session of `userId` now (disabled account, password reset or change), except
 * `keep` when given (an admin changing their own password stays signed in). Their tokens answer
 * 50008 from then on.
 */
export async function revokeUserSessions(
  db: Kysely<Tables>,
  userId: number,
  keep?: Buffer,
): Promise<void> {
  let revoke = db
    .updateTable('sessions')
    .set({ revoked_at: new Date() })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null);
  if (keep) revoke = revoke.where('token_hash', '!=', keep);
  await revoke.execute();
}
