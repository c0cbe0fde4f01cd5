import type { CallName } from '@cep/contract';
import { audited } from '../platform/calls/audited';
import { signedIn, type CallContext, type Handlers } from '../platform/calls/context';
import { ApiError } from '../platform/http/api-error';
import { accessHistory } from './access-history';
import { erasureStatementOf } from './erasure-statement';
import {
  addRequest,
  completeRequest,
  latestRequest,
  listRequests,
  patientOfAccount,
  rejectRequest,
} from './erasure-requests';

/*
 * Issue 32 §4–5. The patient's calls answer the caller's own record only: they take no patient id,
 * and any caller without a patient record (a doctor, an admin, an archived patient) gets 40370.
 * The admin's calls pass the gate with 'erasure:manage'. Every call is audited; the access history
 * read is itself a read line (the patient reading their own, never shown back to them).
 */
const entity = 'erasureRequest';

async function callerPatient<N extends CallName>(ctx: CallContext<N>) {
  const { session } = signedIn(ctx);
  const patient = await patientOfAccount(ctx.sql, session.userId);
  if (!patient) throw new ApiError(40370);
  return { session, patientId: patient.id };
}

const decider = <N extends CallName>(ctx: CallContext<N>) => {
  const { session } = signedIn(ctx);
  return { userId: session.userId, name: session.name, ip: ctx.ip };
};

export const privacyRightsHandlers: Pick<
  Handlers,
  | 'listMyAccessHistory'
  | 'getMyErasure'
  | 'requestMyErasure'
  | 'listErasureRequests'
  | 'requestErasureFor'
  | 'completeErasureRequest'
  | 'rejectErasureRequest'
> = {
  listMyAccessHistory: (ctx) =>
    audited(
      ctx,
      { action: 'listMyAccessHistory', entity: 'accessHistory', read: true },
      async () => {
        const { session, patientId } = await callerPatient(ctx);
        return accessHistory(
          ctx.sql,
          patientId,
          session.userId,
          ctx.query,
          ctx.settings.readAuditRetentionDays ?? 365,
        );
      },
    ),
  getMyErasure: (ctx) =>
    audited(ctx, { action: 'getMyErasure', entity, read: true }, async () => {
      const { session, patientId } = await callerPatient(ctx);
      return {
        request: await latestRequest(ctx.sql, patientId),
        preview: await erasureStatementOf(ctx.sql, patientId, session.userId),
      };
    }),
  requestMyErasure: (ctx) =>
    audited(
      ctx,
      { action: 'requestMyErasure', entity },
      async (trx) => {
        const { session, patientId } = await callerPatient(ctx);
        return addRequest(
          trx,
          patientId,
          { userId: session.userId, name: session.name, self: true },
          new Date(),
        );
      },
      (request) => request.id,
    ),
  listErasureRequests: (ctx) =>
    audited(ctx, { action: 'listErasureRequests', entity, read: true }, () =>
      listRequests(ctx.sql, ctx.query),
    ),
  requestErasureFor: (ctx) => {
    const { session, body } = signedIn(ctx);
    return audited(
      ctx,
      { action: 'requestErasureFor', entity, detail: { patientId: body.patientId } },
      (trx) =>
        addRequest(
          trx,
          body.patientId,
          { userId: session.userId, name: session.name, self: false },
          new Date(),
        ),
      (request) => request.id,
    );
  },
  completeErasureRequest: (ctx) => {
    const { params } = signedIn(ctx);
    return audited(
      ctx,
      { action: 'completeErasureRequest', entity, entityId: params.id },
      (trx) => completeRequest(trx, params.id, decider(ctx), new Date()),
      undefined,
      (request) => ({
        patientId: request.patientId,
        erased: Object.fromEntries(
          (request.statement?.erased ?? []).map(({ item, count }) => [item, count]),
        ),
      }),
    );
  },
  rejectErasureRequest: (ctx) => {
    const { params, body } = signedIn(ctx);
    return audited(ctx, { action: 'rejectErasureRequest', entity, entityId: params.id }, (trx) =>
      rejectRequest(trx, params.id, body.reason, decider(ctx), new Date()),
    );
  },
};
