import { ApiError } from '../http/api-error';
import {
  createDoctor,
  deleteDoctor,
  listDoctors,
  requireDoctor,
  updateDoctor,
} from '../services/doctors';
import { audited, isAdmin } from './audited';
import { signedIn, type Handler } from './context';

/*
 * Doctor records. The gate lets admins and doctors read (doctor:list) and update (doctor:update),
 * and only admins add and delete. On top of it: a doctor updates only the record of their own
 * account, and no update moves a record to another account.
 */
const entity = 'doctorInformation';

const list: Handler<'listDoctors'> = (ctx) => listDoctors(ctx.sql, ctx.query);

const get: Handler<'getDoctor'> = (ctx) => requireDoctor(ctx.sql, ctx.params.id);

const add: Handler<'addDoctor'> = (ctx) =>
  audited(
    ctx,
    { action: 'addDoctor', entity },
    (sql) => createDoctor(sql, ctx.body),
    (created) => created.id,
  );

const update: Handler<'updateDoctor'> = (ctx) => {
  const { session, body } = signedIn(ctx);
  return audited(ctx, { action: 'updateDoctor', entity, entityId: body.id }, async (sql) => {
    const current = await requireDoctor(sql, body.id);
    if (!isAdmin(session.roles) && current.userId !== session.userId) {
      throw new ApiError(40301, '只能修改自己的医生档案');
    }
    if (body.userId !== undefined && body.userId !== current.userId) {
      throw new ApiError(40001, '参数校验失败：userId 不能更改档案所属的用户');
    }
    return updateDoctor(sql, body);
  });
};

const remove: Handler<'deleteDoctor'> = async (ctx) => {
  await audited(ctx, { action: 'deleteDoctor', entity, entityId: ctx.params.id }, (sql) =>
    deleteDoctor(sql, ctx.params.id),
  );
  return null;
};

export const doctorHandlers: {
  listDoctors: Handler<'listDoctors'>;
  getDoctor: Handler<'getDoctor'>;
  addDoctor: Handler<'addDoctor'>;
  updateDoctor: Handler<'updateDoctor'>;
  deleteDoctor: Handler<'deleteDoctor'>;
} = {
  listDoctors: list,
  getDoctor: get,
  addDoctor: add,
  updateDoctor: update,
  deleteDoctor: remove,
};
