import { ApiError } from '../http/api-error';
import {
  createPatient,
  deletePatient,
  findPatient,
  listPatients,
  updatePatient,
  type PatientScope,
} from '../services/patients';
import type { Session } from '../services/sessions';
import { audited, isAdmin } from './audited';
import { signedIn, type Handler } from './context';

/*
 * Patient records: clinical data, so every read is audited like a write. Admins and doctors read
 * all records; a patient reads and updates only their own (the gate already keeps doctors from
 * patient:update and everyone but admins from add and delete).
 */
const entity = 'patientInformation';

function scopeOf(session: Session): PatientScope {
  return isAdmin(session.roles) || session.roles.includes('doctor')
    ? { all: true }
    : { all: false, userId: session.userId };
}

const list: Handler<'listPatients'> = (ctx) => {
  const { session } = signedIn(ctx);
  return audited(
    ctx,
    { action: 'listPatients', entity, read: true },
    (sql) => listPatients(sql, ctx.query, scopeOf(session)),
    // The log names the records shown, so "who saw patient 42" has an answer.
    (page) => (page.list.length > 0 ? page.list.map((row) => row.id).join(',') : null),
  );
};

/**
 * A patient asking for any record but their own gets 40301 whether or not it exists, so the
 * answer does not tell which ids are taken.
 */
const get: Handler<'getPatient'> = (ctx) => {
  const { session, params } = signedIn(ctx);
  return audited(
    ctx,
    { action: 'getPatient', entity, entityId: params.id, read: true },
    async (sql) => {
      const scope = scopeOf(session);
      const found = await findPatient(sql, params.id);
      if (!scope.all && found?.userId !== scope.userId) {
        throw new ApiError(40301, '只能查看自己的患者档案');
      }
      if (!found) throw new ApiError(40401, '患者档案不存在');
      return found;
    },
  );
};

const add: Handler<'addPatient'> = (ctx) =>
  audited(
    ctx,
    { action: 'addPatient', entity },
    (sql) => createPatient(sql, ctx.body),
    (created) => created.id,
  );

const update: Handler<'updatePatient'> = (ctx) => {
  const { session, body } = signedIn(ctx);
  return audited(ctx, { action: 'updatePatient', entity, entityId: body.id }, async (sql) => {
    const current = await findPatient(sql, body.id);
    const mayUpdate = isAdmin(session.roles) || (current && current.userId === session.userId);
    // Same rule as reading: a non-admin learns nothing about records that are not theirs.
    if (!mayUpdate) throw new ApiError(40301, '只能修改自己的患者档案');
    if (!current) throw new ApiError(40401, '患者档案不存在');
    if (body.userId !== undefined && body.userId !== current.userId) {
      throw new ApiError(40001, '参数校验失败：userId 不能更改档案所属的用户');
    }
    return updatePatient(sql, body);
  });
};

const remove: Handler<'deletePatient'> = async (ctx) => {
  await audited(ctx, { action: 'deletePatient', entity, entityId: ctx.params.id }, (sql) =>
    deletePatient(sql, ctx.params.id),
  );
  return null;
};

export const patientHandlers: {
  listPatients: Handler<'listPatients'>;
  getPatient: Handler<'getPatient'>;
  addPatient: Handler<'addPatient'>;
  updatePatient: Handler<'updatePatient'>;
  deletePatient: Handler<'deletePatient'>;
} = {
  listPatients: list,
  getPatient: get,
  addPatient: add,
  updatePatient: update,
  deletePatient: remove,
};
