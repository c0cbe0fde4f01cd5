import { ApiError } from '../platform/http/api-error';
import { addTeamMember } from './care-teams';
import type { Patient } from '@cep/contract';
import { patientExportColumns } from './patient-export';
import {
  countPatientExport,
  listPatientsLogged,
  patientExportRows,
  type PatientScope,
} from './patients';
import { maskPatient } from './patient-record';
import { archivePatient, createPatient, updatePatient } from './patient-writes';
import { archiveDetail, requireAdminForArchived } from '../identity/users/user-writes';
import { audited, auditedRead } from '../platform/calls/audited';
import { signedIn, type Handler } from '../platform/calls/context';
import { sendListExport } from '../platform/lists/list-export';
import { patientScopeOf, requirePatientInScope } from './patient-scope';

/*
 * Patient records: clinical data, so every read is audited like a write. Admins reach every
 * record, a doctor the patients of their care teams, a patient only their own (patient-scope.ts);
 * a record outside the caller's reach answers 40301 whether or not it exists. The gate lets admins
 * and doctors add (a doctor's new patient joins their team) and only admins delete.
 */
const entity = 'patientInformation';

/**
 * A record as `scope` may see it: the patient themself sees their own numbers in full (the
 * personal centre edits them); everyone else gets them masked, and reveals one at a time.
 */
function shown(record: Patient, scope: PatientScope): Patient {
  return scope.kind === 'self' ? record : maskPatient(record);
}

/**
 * The busiest read of the console: the page and its read line (naming the records shown, so "who
 * saw patient 42" has an answer) come from one statement (patients/patients.ts).
 */
const list: Handler<'listPatients'> = (ctx) => {
  const { session } = signedIn(ctx);
  return auditedRead(ctx, { action: 'listPatients', entity }, async (line) => {
    requireAdminForArchived(session.roles, ctx.query.archived);
    const scope = patientScopeOf(session);
    // With the 护理团队 column and the read line (its filter too) from the same statement.
    const page = await listPatientsLogged(ctx.db.pool, ctx.query, scope, line);
    return {
      ...page,
      list: page.list.map(({ record, careTeam }) => ({ ...shown(record, scope), careTeam })),
    };
  });
};

const get: Handler<'getPatient'> = (ctx) => {
  const { session, params } = signedIn(ctx);
  return audited(
    ctx,
    { action: 'getPatient', entity, entityId: params.id, read: true },
    async (sql) => {
      const scope = patientScopeOf(session);
      return shown(await requirePatientInScope(sql, scope, params.id, '查看'), scope);
    },
  );
};

/** The full value of one masked field, to whoever may read the record; each reveal is audited. */
const reveal: Handler<'revealPatient'> = (ctx) => {
  const { session, body } = signedIn(ctx);
  return audited(
    ctx,
    {
      action: 'revealPatient',
      entity,
      entityId: body.id,
      // Not a `read` line: it commits (synchronously) before the value leaves, and is kept for
      // good like a write's, since a reveal is the one way to a full number.
      detail: { field: body.field },
    },
    async (sql) => {
      const scope = patientScopeOf(session);
      const record = await requirePatientInScope(sql, scope, body.id, '查看');
      return { value: record[body.field] };
    },
  );
};

/** The filtered patients the caller reaches, as CSV or Excel (list-export.ts). */
const exportAll: Handler<'exportPatients'> = async (ctx) => {
  const { session, query } = signedIn(ctx);
  requireAdminForArchived(session.roles, query.archived);
  const scope = patientScopeOf(session);
  return sendListExport(ctx, {
    action: 'exportPatients',
    entity,
    query,
    count: (sql) => countPatientExport(sql, query, scope),
    rows: (_sql, limit) => patientExportRows(query, scope, limit),
    name: 'patients',
    columns: patientExportColumns(query.locale),
  });
};

/**
 * An admin adds any patient's record; a doctor's new patient joins their care team in the same
 * transaction (a doctor account without a doctor record has no team to join: 40301).
 */
const add: Handler<'addPatient'> = (ctx) => {
  const { session, body } = signedIn(ctx);
  return audited(
    ctx,
    { action: 'addPatient', entity },
    async (sql) => {
      const scope = patientScopeOf(session);
      if (scope.kind === 'all') return maskPatient(await createPatient(sql, body));
      const doctorId = scope.kind === 'team' ? scope.doctorId : null;
      if (doctorId === null) throw new ApiError(40301, '请先建立医生档案再新增患者');
      const created = await createPatient(sql, body);
      await addTeamMember(sql, { patientId: created.id, doctorId }, session.userId);
      return maskPatient(created);
    },
    (created) => created.id,
  );
};

const update: Handler<'updatePatient'> = (ctx) => {
  const { session, body } = signedIn(ctx);
  return audited(ctx, { action: 'updatePatient', entity, entityId: body.id }, async (sql) => {
    const scope = patientScopeOf(session);
    const current = await requirePatientInScope(sql, scope, body.id, '修改');
    if (body.userId !== undefined && body.userId !== current.userId) {
      throw new ApiError(40001, '参数校验失败：userId 不能更改档案所属的用户');
    }
    return shown(await updatePatient(sql, body), scope);
  });
};

/** Issue 32: 删除 archives the record and its account (audited as an archive); nothing is deleted. */
const remove: Handler<'deletePatient'> = async (ctx) => {
  const { session } = signedIn(ctx);
  await audited(
    ctx,
    { action: 'deletePatient', entity, entityId: ctx.params.id, detail: archiveDetail },
    (sql) => archivePatient(sql, ctx.params.id, session.userId),
  );
  return null;
};

export const patientHandlers: {
  listPatients: Handler<'listPatients'>;
  getPatient: Handler<'getPatient'>;
  addPatient: Handler<'addPatient'>;
  updatePatient: Handler<'updatePatient'>;
  deletePatient: Handler<'deletePatient'>;
  revealPatient: Handler<'revealPatient'>;
  exportPatients: Handler<'exportPatients'>;
} = {
  listPatients: list,
  getPatient: get,
  addPatient: add,
  updatePatient: update,
  deletePatient: remove,
  revealPatient: reveal,
  exportPatients: exportAll,
};
