import type { FastifyInstance } from 'fastify';
import { sql, type Kysely } from 'kysely';
import type { Tables } from '../platform/db/schema';
import { inTransaction } from '../platform/db/transaction';
import { ApiError } from '../platform/http/api-error';
import { recordAudit, type AuditEvent } from '../platform/audit/audit';
import { closeLoginLimiter } from './throttling/login-limiter';
import { menuFor } from './menu';
import {
  createSession,
  refreshSession,
  revokeSession,
  type Session,
} from '../platform/auth/sessions';
import { hashToken } from '../platform/auth/tokens';
import { signedIn, type Handler, type SignedInContext } from '../platform/calls/context';
import {
  checkSecret,
  hasLocalPassword,
  matchesStoredHash,
  passwordAccepted,
  rehashIfWeak,
  throttled,
} from './password-check';
import type { Directory, DirectoryVerdict } from './ldap/directory';
import { provisionExternalUser } from './external/provision';
import { requireMethodAllowed, type SignInMethod } from './sign-in-methods';
import type { LoginLimits } from './throttling/login-limits';

const entity = 'session';

const disabledMessage = '该账号已停用，请联系管理员';

/** Login takes a form (spec §7), like the console sends it; `a=b&c=d` and nothing else. */
function isForm(contentType: string | undefined): boolean {
  return /^application\/x-www-form-urlencoded\s*(;|$)/i.test(contentType ?? '');
}

/**
 * logout and refreshToken name the token in the body as well as in the header (spec §7). They act
 * on the header's session only; a body naming another token is a malformed request (40001), never
 * a way to end someone else's session.
 */
function requireSameToken(session: Session, bodyToken: string): void {
  if (!hashToken(bodyToken).equals(session.tokenHash)) {
    throw new ApiError(40001, '参数校验失败：token 与请求头中的令牌不一致');
  }
}

/** What proved the sign-in: our own password hash, or the hospital's directory. */
type Proof =
  | { kind: 'password' }
  | { kind: 'ldap'; verdict: Exclude<DirectoryVerdict, { outcome: 'invalid' }> };

/**
 * Sign-in under the throttle's rules `limits` (identity/throttling/login-limits.ts). With a
 * directory configured (`directory`), a name that is not a local password account — unknown here,
 * or an account of the directory ('!external') — is the directory's: its password is checked by
 * a bind there, never here. A local account with a real password hash always signs in locally, so
 * the directory cannot take over the console's own accounts (e.g. the first admin).
 */
const loginWith =
  (limits: LoginLimits, directory: Directory | undefined): Handler<'login'> =>
  async (ctx) => {
    if (!isForm(ctx.request.headers['content-type'])) {
      throw new ApiError(41501, '登录请以表单格式（application/x-www-form-urlencoded）提交');
    }
    const { username, password } = ctx.body; // username already trimmed by the contract
    const lookup = ctx.sql
      .selectFrom('users')
      .select(['id', 'username', 'password_hash', 'status'])
      .where((eb) => eb(eb.fn('lower', ['username']), '=', username.toLowerCase()))
      .executeTakeFirst();
    // The lookup runs alongside the throttle's check (checkSecret counts first, then verifies).
    // When the throttle's own check fails first (the database down), the lookup is never awaited:
    // its rejection must not go unhandled (Node ends the process on one). Awaiting it below still
    // throws.
    lookup.catch(() => undefined);
    const verdict = await checkSecret(
      ctx,
      limits,
      username,
      async (): Promise<Proof | undefined> => {
        const account = await lookup;
        if (directory && !hasLocalPassword(account)) {
          const answer = await directory.signIn(username, password, ctx.request.log);
          return answer.outcome === 'invalid' ? undefined : { kind: 'ldap', verdict: answer };
        }
        return (await matchesStoredHash(account, password)) ? { kind: 'password' } : undefined;
      },
    );
    let user = await lookup;
    const audit = (outcome: 'success' | 'failure' | 'denied', sql = ctx.sql) =>
      recordAudit(sql, {
        actorId: user?.id ?? null,
        actorName: user?.username ?? username.slice(0, 64),
        action: 'login',
        entity,
        entityId: user?.id ?? null,
        ip: ctx.ip,
        outcome,
      });
    if (verdict.outcome === 'throttled') {
      await audit('denied');
      throw throttled(ctx, verdict.retryAfterSeconds);
    }
    const proof = verdict.outcome === 'valid' ? verdict.proof : undefined;
    // A disabled account is refused whether or not the password was right (the answer says nothing
    // about it), and the attempt keeps counting. The directory's own "disabled" mark counts too.
    if (
      (user?.status === 'disabled' && proof?.kind !== 'ldap') ||
      (proof?.kind === 'ldap' && proof.verdict.outcome === 'disabled')
    ) {
      await audit('denied');
      throw new ApiError(40301, disabledMessage);
    }
    if (verdict.outcome === 'invalid' || !proof || (proof.kind === 'password' && !user)) {
      await audit('failure');
      throw new ApiError(40101);
    }
    // The account proved its password: the attempt no longer counts against anyone.
    await passwordAccepted(ctx, verdict.reservation);
    let method: SignInMethod = 'password';
    if (proof.kind === 'ldap' && proof.verdict.outcome === 'valid') {
      method = 'ldap';
      const person = proof.verdict.person;
      // Our user for the directory's person (roles from its groups; none mapped → 40303).
      const provisioned = await provisionExternalUser(ctx.sql, {
        provider: 'ldap',
        subject: person.subject,
        username,
        name: person.name || username,
        roles: person.roles,
        occupationalNumber: person.occupationalNumber,
      }).catch(async (error: unknown) => {
        await audit('denied');
        throw error;
      });
      user = await ctx.sql
        .selectFrom('users')
        .select(['id', 'username', 'password_hash', 'status'])
        .where('id', '=', provisioned.userId)
        .executeTakeFirstOrThrow();
      // Our admin's word wins over the directory's: an account disabled here stays refused.
      if (provisioned.status === 'disabled') {
        await audit('denied');
        throw new ApiError(40301, disabledMessage);
      }
    } else if (user) {
      await rehashIfWeak(ctx, user, password);
    }
    const signedInUser = user;
    if (!signedInUser) throw new ApiError(40101);
    // The per-role policy (roles.sign_in_methods): checked after the proof, before any session.
    try {
      await requireMethodAllowed(ctx.sql, signedInUser.id, method);
    } catch (error) {
      await audit('denied');
      throw error;
    }
    // The session and its audit line commit together: no sign-in without its line.
    return inTransaction(ctx.sql, async (trx) => {
      const result = await createSession(trx, signedInUser.id, ctx.settings, {
        userAgent: ctx.request.headers['user-agent'],
        ip: ctx.ip,
        method,
      });
      // Issue 30: the password was just typed: the sign-in counts as a confirmed identity for the
      // step-up window (a second factor, when due, is still asked for before any call).
      await trx
        .updateTable('sessions')
        .set({ stepped_up_at: sql<Date>`now()` })
        .where('token_hash', '=', hashToken(result.token))
        .execute();
      await audit('success', trx);
      return result;
    });
  };

/** Answered from the session the gate loaded: no query of its own. */
const getInfo: Handler<'getInfo'> = (ctx) => {
  const { session } = signedIn(ctx);
  return {
    id: session.userId,
    name: session.name,
    avatar: session.avatar,
    introduction: session.introduction,
    roles: [...session.roles, ...session.permissions], // each sorted by the gate's query
    userAuth: session.userAuth,
  };
};

/**
 * Runs a session change and its 'success' audit line in one transaction (a committed change
 * without its line cannot happen); the caller is the session's own user.
 */
function withAuditLine<N extends 'logout' | 'refreshToken', T>(
  ctx: SignedInContext<N>,
  event: Pick<AuditEvent, 'action' | 'entityId'>,
  change: (trx: Kysely<Tables>) => Promise<T>,
): Promise<T> {
  return inTransaction(ctx.sql, async (trx) => {
    const result = await change(trx);
    await recordAudit(trx, {
      ...event,
      entity,
      outcome: 'success',
      actorId: ctx.session.userId,
      actorName: ctx.session.username,
      ip: ctx.ip,
    });
    return result;
  });
}

const logout: Handler<'logout'> = async (ctx) => {
  const signed = signedIn(ctx);
  const { session, body } = signed;
  requireSameToken(session, body.token);
  await withAuditLine(signed, { action: 'logout', entityId: session.userId }, (trx) =>
    revokeSession(trx, session.tokenHash),
  );
  return null;
};

const refreshToken: Handler<'refreshToken'> = async (ctx) => {
  const signed = signedIn(ctx);
  const { session, body } = signed;
  requireSameToken(session, body.token);
  try {
    return await withAuditLine(
      signed,
      { action: 'refreshToken', entityId: session.userId },
      (trx) => refreshSession(trx, session.tokenHash, ctx.settings),
    );
  } catch (error) {
    // A refused refresh (token already refreshed) changed nothing: its line is written alone.
    if (error instanceof ApiError) {
      await ctx.audit({
        action: 'refreshToken',
        entity,
        entityId: session.userId,
        outcome: 'failure',
      });
    }
    throw error;
  }
};

const getMenuList: Handler<'getMenuList'> = (ctx) => {
  const { session } = signedIn(ctx);
  return menuFor(session.roles);
};

/** `directory`: the hospital's directory when LDAP_URL is configured (identity/ldap). */
export function sessionHandlers(
  limits: LoginLimits,
  directory?: Directory,
): {
  login: Handler<'login'>;
  getInfo: Handler<'getInfo'>;
  logout: Handler<'logout'>;
  getMenuList: Handler<'getMenuList'>;
  refreshToken: Handler<'refreshToken'>;
} {
  return { login: loginWith(limits, directory), getInfo, logout, getMenuList, refreshToken };
}

/** Closes what the session calls opened lazily (the Redis client of the limiter) with the app. */
export function registerSignIn(app: FastifyInstance, sql: Kysely<Tables>): void {
  app.addHook('onClose', () => closeLoginLimiter(sql));
}
