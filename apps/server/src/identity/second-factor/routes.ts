import { sql, type Kysely } from 'kysely';
import type { Tables } from '../../platform/db/schema';
import { inTransaction } from '../../platform/db/transaction';
import { ApiError } from '../../platform/http/api-error';
import { recordAudit } from '../../platform/audit/audit';
import { signedIn, type Handler, type SignedInContext } from '../../platform/calls/context';
import type { CallName } from '@cep/contract';
import type { LoginLimits } from '../throttling/login-limits';
import { checkOwnPassword, passwordAccepted, throttled } from '../password-check';
import { throttledCode } from './code-check';
import { newRecoveryCodes, recoveryCodeDigest, showRecoveryCode } from './secret-box';
import { acceptTotpCode, newTotpSecret, readTotp, storePendingSecret } from './totp';

/*
 * The second factor (issue 30): enrolment of an authenticator app, the sign-in's second step,
 * turning it off, and step-up (confirmIdentity). Secrets and codes never reach a log line or an
 * audit detail.
 */

const entity = 'secondFactor';

/** A password hash no password matches: people of the identity provider or directory. */
function hasPassword(passwordHash: string): boolean {
  return !passwordHash.startsWith('!');
}

/** A role of the user requires a second factor (roles.second_factor_required). */
export async function secondFactorRequired(db: Kysely<Tables>, userId: number): Promise<boolean> {
  const row = await db
    .selectFrom('user_roles')
    .innerJoin('roles', 'roles.key', 'user_roles.role_key')
    .select('roles.key')
    .where('user_roles.user_id', '=', userId)
    .where('roles.second_factor_required', '=', true)
    .executeTakeFirst();
  return row !== undefined;
}

/** Marks this session's second factor done and its identity confirmed now (database clock). */
function confirmSession(db: Kysely<Tables>, tokenHash: Buffer) {
  return db
    .updateTable('sessions')
    .set({ second_factor_pending: false, stepped_up_at: sql<Date>`now()` })
    .where('token_hash', '=', tokenHash)
    .execute();
}

/**
 * The session confirmed (confirmSession) and its 'success' line, in one transaction; `detail`
 * says which kind of proof was used, never the proof.
 */
function confirmWithAuditLine<N extends CallName>(
  ctx: SignedInContext<N>,
  action: CallName,
  detail: { with: string },
): Promise<void> {
  const { session } = ctx;
  return inTransaction(ctx.sql, async (trx) => {
    await confirmSession(trx, session.tokenHash);
    await recordAudit(trx, {
      action,
      entity,
      entityId: session.userId,
      outcome: 'success',
      detail,
      actorId: session.userId,
      actorName: session.username,
      ip: ctx.ip,
    });
  });
}

function auditLine<N extends CallName>(ctx: SignedInContext<N>, action: CallName) {
  return (outcome: 'success' | 'failure' | 'denied') =>
    ctx.audit({ action, entity, entityId: ctx.session.userId, outcome });
}

export function secondFactorHandlers(limits: LoginLimits): {
  getSecondFactor: Handler<'getSecondFactor'>;
  startTotpEnrolment: Handler<'startTotpEnrolment'>;
  confirmTotpEnrolment: Handler<'confirmTotpEnrolment'>;
  verifySecondFactor: Handler<'verifySecondFactor'>;
  disableTotp: Handler<'disableTotp'>;
  confirmIdentity: Handler<'confirmIdentity'>;
} {
  const getSecondFactor: Handler<'getSecondFactor'> = async (ctx) => {
    const { session } = signedIn(ctx);
    const [totp, required, left, user] = await Promise.all([
      readTotp(ctx.sql, session.userId),
      secondFactorRequired(ctx.sql, session.userId),
      ctx.sql
        .selectFrom('user_recovery_codes')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('user_id', '=', session.userId)
        .where('used_at', 'is', null)
        .executeTakeFirstOrThrow(),
      ctx.sql
        .selectFrom('users')
        .select('password_hash')
        .where('id', '=', session.userId)
        .executeTakeFirstOrThrow(),
    ]);
    return {
      enrolled: totp?.confirmed ?? false,
      required,
      pending: session.secondFactorPending,
      recoveryCodesLeft: Number(left.n),
      hasPassword: hasPassword(user.password_hash),
    };
  };

  /*
   * A pending session may enrol only when no authenticator is bound yet (its role requires one):
   * with one bound, binding another would get round the code. storePendingSecret never replaces
   * a confirmed row, so that holds for every session.
   */
  const startTotpEnrolment: Handler<'startTotpEnrolment'> = async (ctx) => {
    const { session } = signedIn(ctx);
    const enrolment = await newTotpSecret(session.username);
    const stored = await storePendingSecret(
      ctx.sql,
      session.userId,
      enrolment.secret,
      ctx.settings.secondFactorKey,
    );
    if (!stored) throw new ApiError(40901, '已绑定身份验证器；如需更换，请先关闭两步验证');
    await ctx.audit({
      action: 'startTotpEnrolment',
      entity,
      entityId: session.userId,
      outcome: 'success',
    });
    return enrolment;
  };

  const confirmTotpEnrolment: Handler<'confirmTotpEnrolment'> = async (ctx) => {
    const signed = signedIn(ctx);
    const { session, body } = signed;
    const key = ctx.settings.secondFactorKey;
    const audit = auditLine(signed, 'confirmTotpEnrolment');
    const row = await readTotp(ctx.sql, session.userId);
    if (!row) throw new ApiError(40401, '请先开始绑定身份验证器');
    if (row.confirmed) throw new ApiError(40901, '已绑定身份验证器');
    // The code proves the app holds the secret; the step it takes is the enrolment's first.
    await throttledCode(
      ctx,
      limits,
      session.username,
      () => acceptTotpCode(ctx.sql, session.userId, body.code, key, false),
      audit,
    );
    const codes = newRecoveryCodes();
    await inTransaction(ctx.sql, async (trx) => {
      const confirmed = await trx
        .updateTable('user_totp')
        .set({ confirmed_at: sql<Date>`now()` })
        .where('user_id', '=', session.userId)
        .where('confirmed_at', 'is', null)
        .executeTakeFirst();
      if (confirmed.numUpdatedRows === 0n) throw new ApiError(40901, '已绑定身份验证器');
      await trx.deleteFrom('user_recovery_codes').where('user_id', '=', session.userId).execute();
      await trx
        .insertInto('user_recovery_codes')
        .values(
          codes.map((code) => ({
            user_id: session.userId,
            code_hash: recoveryCodeDigest(session.userId, code, key),
          })),
        )
        .execute();
      await confirmSession(trx, session.tokenHash);
      await recordAudit(trx, {
        action: 'confirmTotpEnrolment',
        entity,
        entityId: session.userId,
        outcome: 'success',
        actorId: session.userId,
        actorName: session.username,
        ip: ctx.ip,
      });
    });
    return { recoveryCodes: codes.map(showRecoveryCode) };
  };

  /** The sign-in's second step (and, in a confirmed session, a confirmation like step-up's). */
  const verifySecondFactor: Handler<'verifySecondFactor'> = async (ctx) => {
    const signed = signedIn(ctx);
    const { session, body } = signed;
    const key = ctx.settings.secondFactorKey;
    const audit = auditLine(signed, 'verifySecondFactor');
    const check =
      'code' in body
        ? () => acceptTotpCode(ctx.sql, session.userId, body.code, key, true)
        : async () => {
            // Only while an authenticator is bound: turning it off retires its recovery codes.
            const totp = await readTotp(ctx.sql, session.userId);
            if (!totp?.confirmed) return false;
            const used = await ctx.sql
              .updateTable('user_recovery_codes')
              .set({ used_at: sql<Date>`now()` })
              .where('user_id', '=', session.userId)
              .where('code_hash', '=', recoveryCodeDigest(session.userId, body.recoveryCode, key))
              .where('used_at', 'is', null)
              .executeTakeFirst();
            return used.numUpdatedRows > 0n;
          };
    await throttledCode(ctx, limits, session.username, check, audit);
    await confirmWithAuditLine(signedIn(ctx), 'verifySecondFactor', {
      with: 'code' in body ? 'totp' : 'recoveryCode',
    });
    return null;
  };

  const disableTotp: Handler<'disableTotp'> = async (ctx) => {
    const signed = signedIn(ctx);
    const { session, body } = signed;
    const audit = auditLine(signed, 'disableTotp');
    if (await secondFactorRequired(ctx.sql, session.userId)) {
      await audit('denied');
      throw new ApiError(40333);
    }
    const totp = await readTotp(ctx.sql, session.userId);
    if (!totp?.confirmed) throw new ApiError(40401, '尚未开启两步验证');
    await throttledCode(
      ctx,
      limits,
      session.username,
      () => acceptTotpCode(ctx.sql, session.userId, body.code, ctx.settings.secondFactorKey, true),
      audit,
    );
    await inTransaction(ctx.sql, async (trx) => {
      await trx.deleteFrom('user_totp').where('user_id', '=', session.userId).execute();
      await trx.deleteFrom('user_recovery_codes').where('user_id', '=', session.userId).execute();
      await recordAudit(trx, {
        action: 'disableTotp',
        entity,
        entityId: session.userId,
        outcome: 'success',
        actorId: session.userId,
        actorName: session.username,
        ip: ctx.ip,
      });
    });
    return null;
  };

  /**
   * Step-up: the password (throttled like sign-in) or a code of the app. Staff with no password
   * here (identity provider) confirm with their code; with no authenticator either they are told
   * to bind one (40332) — they cannot reveal, export or change roles until they do.
   */
  const confirmIdentity: Handler<'confirmIdentity'> = async (ctx) => {
    const signed = signedIn(ctx);
    const { session, body } = signed;
    const audit = auditLine(signed, 'confirmIdentity');
    const totp = await readTotp(ctx.sql, session.userId);
    if ('password' in body) {
      const user = await ctx.sql
        .selectFrom('users')
        .select('password_hash')
        .where('id', '=', session.userId)
        .executeTakeFirstOrThrow();
      if (!hasPassword(user.password_hash)) {
        throw totp?.confirmed
          ? new ApiError(40001, '您的账号在本系统没有密码，请输入身份验证器上的验证码')
          : new ApiError(40332);
      }
      const verdict = await checkOwnPassword(ctx, limits, session, body.password);
      if (verdict.outcome === 'throttled') {
        await audit('denied');
        throw throttled(ctx, verdict.retryAfterSeconds);
      }
      if (verdict.outcome === 'invalid') {
        await audit('failure');
        throw new ApiError(40101, '密码错误');
      }
      await passwordAccepted(ctx, verdict.reservation);
    } else {
      if (!totp?.confirmed) throw new ApiError(40332);
      await throttledCode(
        ctx,
        limits,
        session.username,
        () =>
          acceptTotpCode(ctx.sql, session.userId, body.code, ctx.settings.secondFactorKey, true),
        audit,
      );
    }
    await confirmWithAuditLine(signedIn(ctx), 'confirmIdentity', {
      with: 'password' in body ? 'password' : 'totp',
    });
    return null;
  };

  return {
    getSecondFactor,
    startTotpEnrolment,
    confirmTotpEnrolment,
    verifySecondFactor,
    disableTotp,
    confirmIdentity,
  };
}
