import type { SignInSession } from '@cep/contract';
import { sql, type Kysely, type SelectQueryBuilder, type UpdateQueryBuilder } from 'kysely';
import { defaultSessionMaxAgeMs } from '../platform/auth/sessions';
import { audited, auditFailure } from '../platform/calls/audited';
import { signedIn, type CallContext, type Handler } from '../platform/calls/context';
import { recordAudit } from '../platform/audit/audit';
import type { Tables } from '../platform/db/schema';
import { inTransaction } from '../platform/db/transaction';
import { ApiError } from '../platform/http/api-error';
import { requireUser } from './users/users';

/*
 * 我的登录设备 and an admin's 结束全部登录 (issue 30). A sign-in is one `sign_in_id`, whatever
 * token of its refresh chain is current; ending it revokes every token of the chain at once (one
 * still in its refresh grace too), with the reason its next request is told (40140 / 40141,
 * sessions.ts). Sessions are read from PostgreSQL on every request, so that next request is
 * refused on every instance; the revocation's trigger (migration 0035) tells every instance to
 * check the user's live streams and sockets again, which closes those of the ended sign-in.
 */

const entity = 'session';

/** `ms` milliseconds as a PostgreSQL interval. */
const millis = (ms: number) => sql<string>`(${Math.round(ms)}::bigint * interval '1 millisecond')`;

/** The rows of sign-ins still in use: not ended, displaced, retired by a refresh or expired. */
function live<QB extends SelectQueryBuilder<Tables, 'sessions', object>>(
  query: QB,
  maxAgeMs: number,
): QB {
  return query
    .where('revoked_at', 'is', null)
    .where('displaced_at', 'is', null)
    .where('retire_at', 'is', null)
    .where(sql<boolean>`expires_at > now()`)
    .where(sql<boolean>`signed_in_at > now() - ${millis(maxAgeMs)}`) as QB;
}

/** Revokes the open rows the query picks, as ended by `reason`; answers the sign-ins ended. */
async function endSignIns(
  update: UpdateQueryBuilder<Tables, 'sessions', 'sessions', object>,
  reason: 'self' | 'admin',
): Promise<number> {
  const rows = await update
    .set({ revoked_at: sql<Date>`now()`, end_reason: reason })
    .where('revoked_at', 'is', null)
    .where('displaced_at', 'is', null)
    .where(sql<boolean>`expires_at > now()`)
    .returning('sign_in_id')
    .execute();
  return new Set(rows.map((row) => row.sign_in_id)).size;
}

const listMySessions: Handler<'listMySessions'> = async (ctx) => {
  const { session } = signedIn(ctx);
  const rows = await live(
    ctx.sql
      .selectFrom('sessions')
      .select(['sign_in_id', 'browser', 'client_ip', 'sign_in_method', 'signed_in_at'])
      .select('last_seen_at')
      .where('user_id', '=', session.userId),
    ctx.settings.sessionMaxAgeMs ?? defaultSessionMaxAgeMs,
  )
    .orderBy('signed_in_at', 'desc')
    .execute();
  return rows.map((row): SignInSession => ({
    id: row.sign_in_id,
    browser: row.browser,
    ip: row.client_ip,
    method: row.sign_in_method,
    signedInAt: row.signed_in_at.getTime(),
    lastSeenAt: row.last_seen_at.getTime(),
    current: row.sign_in_id === session.signInId,
  }));
};

/** A refusal of 我的登录设备 is 'denied' in the audit log, like a permission refusal. */
async function refused<N extends 'endMySession'>(
  ctx: CallContext<N>,
  signInId: string,
  message: string,
): Promise<never> {
  await ctx.audit({
    action: 'endMySession',
    entity,
    entityId: ctx.session?.userId ?? null,
    outcome: 'denied',
    detail: { signInId },
  });
  throw new ApiError(40340, message);
}

/**
 * Ends one of the caller's own sign-ins. Another person's (or an unknown or already ended one) is
 * refused with the same answer, so the call says nothing about anyone else's sessions; the current
 * one is refused too (退出登录 does that, and ends this console's state with it). The change and
 * its 'success' line commit together.
 */
const endMySession: Handler<'endMySession'> = async (ctx) => {
  const { session, body } = signedIn(ctx);
  if (body.id === session.signInId) {
    return refused(ctx, body.id, '当前设备请使用“退出登录”');
  }
  const line = {
    action: 'endMySession' as const,
    entity,
    entityId: session.userId,
    detail: { signInId: body.id },
  };
  let ended: number;
  try {
    ended = await inTransaction(ctx.sql, async (trx) => {
      const count = await endSignIns(
        trx
          .updateTable('sessions')
          .where('user_id', '=', session.userId)
          .where('sign_in_id', '=', body.id),
        'self',
      );
      if (count > 0) {
        await recordAudit(trx, {
          ...line,
          outcome: 'success',
          actorId: session.userId,
          actorName: session.username,
          ip: ctx.ip,
        });
      }
      return count;
    });
  } catch (error) {
    return auditFailure(ctx, line, error);
  }
  if (ended === 0) return refused(ctx, body.id, '只能结束本人仍在登录的设备');
  return null;
};

const endMyOtherSessions: Handler<'endMyOtherSessions'> = (ctx) => {
  const { session } = signedIn(ctx);
  return audited(
    ctx,
    { action: 'endMyOtherSessions', entity, entityId: session.userId },
    async (trx) => ({
      ended: await endSignIns(
        trx
          .updateTable('sessions')
          .where('user_id', '=', session.userId)
          .where('sign_in_id', '!=', session.signInId),
        'self',
      ),
    }),
    undefined,
    (result) => ({ ended: result.ended }),
  );
};

/**
 * An admin ends every sign-in of an account (a lost phone, a person who left). The gate required
 * user:update (admins); an admin ending their own keeps the sign-in making the call, as a
 * password change does.
 */
const endUserSessions: Handler<'endUserSessions'> = (ctx) => {
  const { session, body } = signedIn(ctx);
  return audited(
    ctx,
    { action: 'endUserSessions', entity: 'users', entityId: body.id },
    async (trx) => {
      await requireUser(trx, body.id);
      let update = trx.updateTable('sessions').where('user_id', '=', body.id);
      if (body.id === session.userId) update = update.where('sign_in_id', '!=', session.signInId);
      return { ended: await endSignIns(update, 'admin') };
    },
    undefined,
    (result) => ({ ended: result.ended }),
  );
};

/**
 * Ends every open sign-in of `userId` as an admin's doing (40141 on their next request), in the
 * caller's transaction: 重置两步验证 ends them with the authenticator it removes.
 */
export function endEverySignInOf(trx: Kysely<Tables>, userId: number): Promise<number> {
  return endSignIns(trx.updateTable('sessions').where('user_id', '=', userId), 'admin');
}

export const signInSessionHandlers: {
  listMySessions: Handler<'listMySessions'>;
  endMySession: Handler<'endMySession'>;
  endMyOtherSessions: Handler<'endMyOtherSessions'>;
  endUserSessions: Handler<'endUserSessions'>;
} = { listMySessions, endMySession, endMyOtherSessions, endUserSessions };
