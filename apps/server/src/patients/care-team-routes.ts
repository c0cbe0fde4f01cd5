import type { CareTeamChange } from '@cep/contract';
import type { Kysely } from 'kysely';
import type { Tables } from '../platform/db/schema';
import { ApiError } from '../platform/http/api-error';
import { assignToTeam, isOnTeam, listCareTeam, unassignFromTeam } from './care-teams';
import type { Session } from '../platform/auth/sessions';
import { audited } from '../platform/calls/audited';
import { signedIn, type Handler } from '../platform/calls/context';
import { patientScopeOf, requirePatientInScope } from './patient-scope';

/*
 * Care teams. Reading a team is reading patient data (audited as a read): admins read any, a
 * doctor the teams they are on, a patient their own. Changing one (the gate: careTeam:assign,
 * admins and doctors) is for admins, and for doctors on the teams they are already on.
 */
const entity = 'careTeam';

/** The audit log's record of a change: which patient's team, which doctor. */
const memberId = (change: CareTeamChange) => `${change.patientId}:${change.doctorId}`;

/**
 * Refuses a change the caller may not make (40301, the same for a patient that does not exist, so
 * ids cannot be probed); an admin gets 40401 for an unknown patient.
 */
async function requireMayChange(sql: Kysely<Tables>, session: Session, patientId: number) {
  const scope = patientScopeOf(session);
  if (scope.kind === 'all') {
    await requirePatientInScope(sql, scope, patientId, '修改');
  } else if (
    scope.kind !== 'team' ||
    scope.doctorId === null ||
    !(await isOnTeam(sql, patientId, scope.doctorId))
  ) {
    throw new ApiError(40301, '只能调整自己护理团队中患者的团队');
  }
}

const list: Handler<'listCareTeam'> = (ctx) => {
  const { session, query } = signedIn(ctx);
  return audited(
    ctx,
    { action: 'listCareTeam', entity, entityId: query.patientId, read: true },
    async (sql) => {
      const scope = patientScopeOf(session);
      await requirePatientInScope(sql, scope, query.patientId, '查看');
      return listCareTeam(sql, query.patientId);
    },
  );
};

const assign: Handler<'assignCareTeam'> = (ctx) => {
  const { session, body } = signedIn(ctx);
  return audited(
    ctx,
    { action: 'assignCareTeam', entity, entityId: memberId(body) },
    async (sql) => {
      await requireMayChange(sql, session, body.patientId);
      await assignToTeam(sql, body, session.userId);
      return listCareTeam(sql, body.patientId);
    },
  );
};

const unassign: Handler<'unassignCareTeam'> = (ctx) => {
  const { session, body } = signedIn(ctx);
  return audited(
    ctx,
    { action: 'unassignCareTeam', entity, entityId: memberId(body) },
    async (sql) => {
      await requireMayChange(sql, session, body.patientId);
      await unassignFromTeam(sql, body);
      return listCareTeam(sql, body.patientId);
    },
  );
};

export const careTeamHandlers: {
  listCareTeam: Handler<'listCareTeam'>;
  assignCareTeam: Handler<'assignCareTeam'>;
  unassignCareTeam: Handler<'unassignCareTeam'>;
} = {
  listCareTeam: list,
  assignCareTeam: assign,
  unassignCareTeam: unassign,
};
