import type { Doctor } from '@cep/contract';
import { ApiError } from '../platform/http/api-error';
import {
  countDoctorExport,
  createDoctor,
  archiveDoctor,
  doctorExportRows,
  listDoctors,
  maskDoctor,
  requireDoctor,
  updateDoctor,
} from './doctors';
import { doctorExportColumns } from './doctor-export';
import { archiveDetail, requireAdminForArchived } from '../identity/users/user-writes';
import type { Session } from '../platform/auth/sessions';
import { audited, isAdmin } from '../platform/calls/audited';
import { signedIn, type Handler } from '../platform/calls/context';
import { sendListExport } from '../platform/lists/list-export';

/*
 * Doctor records. The gate lets admins and doctors read (doctor:list) and update (doctor:update),
 * and only admins add and delete. On top of it: a doctor updates only the record of their own
 * account, and no update moves a record to another account.
 */
const entity = 'doctorInformation';

/** The doctor sees their own phone in full (the personal centre edits it); others see it masked. */
function shown(record: Doctor, session: Pick<Session, 'userId'>): Doctor {
  return record.userId === session.userId ? record : maskDoctor(record);
}

const list: Handler<'listDoctors'> = async (ctx) => {
  const { session } = signedIn(ctx);
  requireAdminForArchived(session.roles, ctx.query.archived);
  const page = await listDoctors(ctx.sql, ctx.query);
  return { ...page, list: page.list.map((record) => shown(record, session)) };
};

const get: Handler<'getDoctor'> = async (ctx) =>
  shown(await requireDoctor(ctx.sql, ctx.params.id), signedIn(ctx).session);

const add: Handler<'addDoctor'> = (ctx) =>
  audited(
    ctx,
    { action: 'addDoctor', entity },
    async (sql) => shown(await createDoctor(sql, ctx.body), signedIn(ctx).session),
    (created) => created.id,
  );

/** A doctor's full phone number to whoever may read doctor records; each reveal is audited. */
const reveal: Handler<'revealDoctor'> = (ctx) => {
  const { body } = signedIn(ctx);
  return audited(
    ctx,
    {
      action: 'revealDoctor',
      entity,
      entityId: body.id,
      // Not a `read` line: it commits (synchronously) before the value leaves, and is kept for
      // good like a write's, since a reveal is the one way to a full number.
      detail: { field: body.field },
    },
    async (sql) => ({ value: (await requireDoctor(sql, body.id))[body.field] }),
  );
};

/** The filtered doctors as CSV or Excel (list-export.ts). */
const exportAll: Handler<'exportDoctors'> = (ctx) => {
  const { session, query } = signedIn(ctx);
  requireAdminForArchived(session.roles, query.archived);
  return sendListExport(ctx, {
    action: 'exportDoctors',
    entity,
    query,
    count: (sql) => countDoctorExport(sql, query),
    rows: (sql, limit) => doctorExportRows(sql, query, limit),
    name: 'doctors',
    columns: doctorExportColumns(query.locale),
  });
};

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
    return shown(await updateDoctor(sql, body), session);
  });
};

/** Issue 32: 删除 archives the record and its account (audited as an archive); nothing is deleted. */
const remove: Handler<'deleteDoctor'> = async (ctx) => {
  const { session } = signedIn(ctx);
  await audited(
    ctx,
    { action: 'deleteDoctor', entity, entityId: ctx.params.id, detail: archiveDetail },
    (sql) => archiveDoctor(sql, ctx.params.id, session.userId),
  );
  return null;
};

export const doctorHandlers: {
  listDoctors: Handler<'listDoctors'>;
  getDoctor: Handler<'getDoctor'>;
  addDoctor: Handler<'addDoctor'>;
  updateDoctor: Handler<'updateDoctor'>;
  deleteDoctor: Handler<'deleteDoctor'>;
  revealDoctor: Handler<'revealDoctor'>;
  exportDoctors: Handler<'exportDoctors'>;
} = {
  listDoctors: list,
  getDoctor: get,
  addDoctor: add,
  updateDoctor: update,
  deleteDoctor: remove,
  revealDoctor: reveal,
  exportDoctors: exportAll,
};
