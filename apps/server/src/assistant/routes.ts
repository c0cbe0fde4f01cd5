import type { AlertHub } from './alert-hub';
import { ApiError } from '../platform/http/api-error';
import { audited } from '../platform/calls/audited';
import {
  signedIn,
  type CallContext,
  type Handler,
  type SignedInContext,
} from '../platform/calls/context';
import { patientScopeOf } from '../patients/patient-scope';
import { requireTrainingPatient } from '../training/access';
import { applyAction } from './apply';
import { decideFinding, findFinding, listFindings, markAlertsRead, unreadAlerts } from './findings';

/*
 * The assistant (issue 14). The gate lets clinicians only (recommendation:*, alert:list; a patient
 * has none); within it a doctor reaches the findings of their care teams' patients, the admin
 * everyone's. A finding outside that is 40301 whether or not it exists. Reads are audited as
 * reads, decisions in the transaction of the plan change they make.
 */

const refused = () => new ApiError(40301, '只能查看或处理自己护理团队中患者的建议和提醒');

async function requireListPatient(
  ctx: SignedInContext<'listRecommendations' | 'listAlerts'>,
  patientId: number | undefined,
) {
  if (patientId !== undefined) await requireTrainingPatient(ctx.sql, ctx.session, patientId);
}

const listRecommendations: Handler<'listRecommendations'> = (ctx) => {
  const signed = signedIn(ctx);
  const { session, query } = signed;
  return audited(
    ctx,
    {
      action: 'listRecommendations',
      entity: 'recommendation',
      entityId: query.patientId ?? null,
      read: true,
    },
    async (sql) => {
      await requireListPatient(signed, query.patientId);
      const scope = patientScopeOf(session);
      return listFindings(sql, scope, session.userId, {
        ...query,
        kinds: ['suggestion', 'reminder'],
      });
    },
  );
};

/** Accept or reject: the finding must be reachable, a suggestion or reminder, and still open. */
function decide(
  ctx: CallContext<'acceptRecommendation' | 'rejectRecommendation'>,
  status: 'accepted' | 'rejected',
  reason?: string,
) {
  const { session, body } = signedIn(ctx);
  return audited(
    ctx,
    {
      action: status === 'accepted' ? 'acceptRecommendation' : 'rejectRecommendation',
      entity: 'recommendation',
      entityId: body.id,
      ...(reason ? { detail: { reason } } : {}),
    },
    async (sql) => {
      const scope = patientScopeOf(session);
      const found = await findFinding(sql, scope, session.userId, body.id, true);
      if (!found) {
        if (scope.kind === 'all') throw new ApiError(40401, '建议不存在');
        throw refused();
      }
      if (found.kind === 'alert') throw new ApiError(40001, '提醒不需要采纳，请标为已读');
      if (found.status !== 'open') throw new ApiError(40901, '这条建议已经处理过了');
      if (status === 'accepted') await applyAction(sql, found.action, session.userId);
      await decideFinding(sql, found.id, status, session.userId, reason);
      const decided = await findFinding(sql, scope, session.userId, found.id);
      if (!decided) throw new Error('finding vanished after its decision');
      return decided;
    },
  );
}

const acceptRecommendation: Handler<'acceptRecommendation'> = (ctx) => decide(ctx, 'accepted');

const rejectRecommendation: Handler<'rejectRecommendation'> = (ctx) =>
  decide(ctx, 'rejected', ctx.body.reason);

const listAlerts: Handler<'listAlerts'> = (ctx) => {
  const signed = signedIn(ctx);
  const { session, query } = signed;
  return audited(
    ctx,
    { action: 'listAlerts', entity: 'alert', entityId: query.patientId ?? null, read: true },
    async (sql) => {
      await requireListPatient(signed, query.patientId);
      const scope = patientScopeOf(session);
      return listFindings(sql, scope, session.userId, { ...query, kinds: ['alert'] });
    },
  );
};

const countAlerts: Handler<'countAlerts'> = async (ctx) => {
  const { session, sql } = signedIn(ctx);
  return { unread: await unreadAlerts(sql, patientScopeOf(session), session.userId) };
};

const readAlerts: Handler<'readAlerts'> = (ctx) => {
  const { session, body } = signedIn(ctx);
  return audited(
    ctx,
    { action: 'readAlerts', entity: 'alert', detail: { ids: body.ids ?? 'all' } },
    async (sql) => {
      const scope = patientScopeOf(session);
      await markAlertsRead(sql, scope, session.userId, body.ids);
      return { unread: await unreadAlerts(sql, scope, session.userId) };
    },
  );
};

/** The bell's live stream on `alerts` (alert-hub.ts). */
const streamAlertsOn =
  (alerts: AlertHub): Handler<'streamAlerts'> =>
  async (ctx) => {
    const { session, request, reply } = signedIn(ctx);
    const token = request.headers.token;
    if (typeof token !== 'string') throw new ApiError(50008);
    const scope = patientScopeOf(session);
    return alerts.stream(request, reply, { userId: session.userId, scope, token });
  };

/** Every call of the assistant; `alerts` carries the bell's live stream. */
export const assistantHandlers = (alerts: AlertHub) => ({
  listRecommendations,
  acceptRecommendation,
  rejectRecommendation,
  listAlerts,
  countAlerts,
  readAlerts,
  streamAlerts: streamAlertsOn(alerts),
});
