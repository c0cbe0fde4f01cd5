import { audited } from '../../platform/calls/audited';
import { signedIn, type Handler } from '../../platform/calls/context';
import { ApiError } from '../../platform/http/api-error';
import { endEverySignInOf } from '../sign-in-sessions';
import { requireUser } from '../users/users';

/*
 * 重置两步验证 (issue 30): a person lost their phone and their recovery codes, and their role will
 * not let them turn the second factor off. An admin (user:update, confirmed within the step-up
 * window) removes the authenticator and the recovery codes and ends every sign-in of the account,
 * all in one transaction with its audit line. The next sign-in then finds no authenticator: it is
 * pending with binding asked for when a role requires one (sign-in.ts), plain otherwise. The audit
 * line names the account and what was removed; the secret and codes are deleted, never read.
 */
export const resetUserSecondFactor: Handler<'resetUserSecondFactor'> = (ctx) => {
  const { session, body } = signedIn(ctx);
  return audited(
    ctx,
    { action: 'resetUserSecondFactor', entity: 'users', entityId: body.id },
    async (trx) => {
      // An admin's own second factor is theirs to manage (「两步验证」): a reset here would let a
      // stolen admin session strip the factor that protects it.
      if (body.id === session.userId) throw new ApiError(40350);
      await requireUser(trx, body.id);
      const totp = await trx
        .deleteFrom('user_totp')
        .where('user_id', '=', body.id)
        .returning('confirmed_at')
        .executeTakeFirst();
      // Nothing bound (at most an enrolment never confirmed): nothing to reset; the rollback keeps
      // the unconfirmed enrolment and the sessions as they were.
      if (!totp?.confirmed_at) throw new ApiError(40401, '该用户尚未绑定身份验证器');
      const codes = await trx
        .deleteFrom('user_recovery_codes')
        .where('user_id', '=', body.id)
        .executeTakeFirst();
      return { ended: await endEverySignInOf(trx, body.id), codes: Number(codes.numDeletedRows) };
    },
    undefined,
    (result) => ({ ended: result.ended, recoveryCodesRemoved: result.codes }),
  ).then(({ ended }) => ({ ended }));
};
