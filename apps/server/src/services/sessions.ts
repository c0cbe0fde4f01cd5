import type { Kysely } from 'kysely';
import { inTransaction } from '../db/transaction';
import type { Pool } from '../db/pool';
import type { Tables } from '../db/schema';
import { ApiError } from '../http/api-error';
import { hashToken, newToken } from './tokens';

/** Who is calling, resolved from the `token` header once per request. */
export interface Session {
  userId: number;
  username: string;
  name: string;
  /** Loaded with the session so getInfo answers without a second query. */
  avatar: string;
  introduction: string;
  userAuth: '0' | '1' | '2';
  roles: string[];
  permissions: string[];
  tokenHash: Buffer;
  expiresAt: Date;
}

export interface SessionOptions {
  tokenTtlMs: number;
  singleSession: boolean;
}

/** How long a token replaced by refreshToken keeps working, for requests already in flight. */
export const refreshGraceMs = 30_000;

/** Starts a session for `userId`; returns the token (shown once, never stored) and its expiry. */
export async function createSession(
  db: Kysely<Tables>,
  userId: number,
  options: SessionOptions,
): Promise<{ token: string; expireTime: number }> {
  const token = newToken();
  const expiresAt = new Date(Date.now() + options.tokenTtlMs);
  await inTransaction(db, async (trx) => {
    if (options.singleSession) {
      await trx
        .updateTable('sessions')
        .set({ displaced_at: new Date() })
        .where('user_id', '=', userId)
        .where('revoked_at', 'is', null)
        .where('displaced_at', 'is', null)
        .execute();
    }
    await trx
      .insertInto('sessions')
      .values({ token_hash: hashToken(token), user_id: userId, expires_at: expiresAt })
      .execute();
  });
  return { token, expireTime: expiresAt.getTime() };
}

/**
 * The gate's one query: session, user, role keys and permission codes together (both lists
 * sorted). Sent as a *named* prepared statement, so each pooled connection plans it once; planning
 * this join costs ~3× its execution, and it runs on every signed-in request (bench/server).
 */
const authenticateStatement = {
  name: 'cep_authenticate',
  text: `SELECT s.user_id, s.expires_at, s.retire_at, s.revoked_at, s.displaced_at,
       u.username, u.name, u.avatar, u.introduction, u.user_auth,
       ARRAY(SELECT ur.role_key FROM user_roles ur WHERE ur.user_id = u.id ORDER BY 1) AS roles,
       ARRAY(SELECT DISTINCT rp.permission
               FROM user_roles ur JOIN role_permissions rp ON rp.role_key = ur.role_key
              WHERE ur.user_id = u.id ORDER BY 1) AS permissions
  FROM sessions s JOIN users u ON u.id = s.user_id
 WHERE s.token_hash = $1`,
};

interface AuthenticateRow {
  user_id: number;
  expires_at: Date;
  retire_at: Date | null;
  revoked_at: Date | null;
  displaced_at: Date | null;
  username: string;
  name: string;
  avatar: string;
  introduction: string;
  user_auth: Session['userAuth'];
  roles: string[];
  permissions: string[];
}

/**
 * Resolves a token to its session with one query (session, user, roles and permissions together).
 * Unknown or revoked → 50008; displaced by a newer sign-in → 50012; expired, or retired by a
 * refresh past its grace → 50014.
 */
export async function authenticate(pool: Pool, token: string | undefined): Promise<Session> {
  if (!token || token.length > 200) throw new ApiError(50008);
  const tokenHash = hashToken(token);
  const { rows } = await pool.query<AuthenticateRow>({
    ...authenticateStatement,
    values: [tokenHash],
  });
  const row = rows[0];
  if (!row || row.revoked_at) throw new ApiError(50008);
  if (row.displaced_at) throw new ApiError(50012);
  const now = Date.now();
  if (row.expires_at.getTime() <= now) throw new ApiError(50014);
  if (row.retire_at && row.retire_at.getTime() <= now) throw new ApiError(50008);
  return {
    userId: row.user_id,
    username: row.username,
    name: row.name,
    avatar: row.avatar,
    introduction: row.introduction,
    userAuth: row.user_auth,
    roles: row.roles,
    permissions: row.permissions,
    tokenHash,
    expiresAt: row.expires_at,
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
 * Replaces the session of `tokenHash` with a new one for the same user: the old token keeps
 * working for `refreshGraceMs` (requests already in flight), then answers 50008. Only a session
 * not yet retired can be refreshed, and only once: the conditional UPDATE lets exactly one of two
 * concurrent refreshes win, the other gets 50008. The new session does not displace the old one
 * in single-session mode (it is the same sign-in continuing).
 */
export async function refreshSession(
  db: Kysely<Tables>,
  tokenHash: Buffer,
  options: Pick<SessionOptions, 'tokenTtlMs'>,
): Promise<{ token: string; expireTime: number }> {
  const token = newToken();
  const now = Date.now();
  const expiresAt = new Date(now + options.tokenTtlMs);
  const refreshed = await inTransaction(db, async (trx) => {
    const old = await trx
      .updateTable('sessions')
      .set({ retire_at: new Date(now + refreshGraceMs) })
      .where('token_hash', '=', tokenHash)
      .where('retire_at', 'is', null)
      .where('revoked_at', 'is', null)
      .where('displaced_at', 'is', null)
      .where('expires_at', '>', new Date(now))
      .returning('user_id')
      .executeTakeFirst();
    if (!old) return false;
    await trx
      .insertInto('sessions')
      .values({ token_hash: hashToken(token), user_id: old.user_id, expires_at: expiresAt })
      .execute();
    return true;
  });
  if (!refreshed) throw new ApiError(50008);
  return { token, expireTime: expiresAt.getTime() };
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
