import { ApiError } from '../../platform/http/api-error';
import { userExportColumns } from './user-export';
import {
  countUserExport,
  findUserByUsername,
  listUsers,
  requireUser,
  userExportRows,
} from './users';
import {
  createUser,
  archiveDetail,
  archiveUser,
  resetPassword,
  restoreUser,
  saveUserRoles,
  setUserStatus,
  updateUser,
} from './user-writes';
import { audited } from '../../platform/calls/audited';
import { signedIn, type Handler } from '../../platform/calls/context';
import { sendListExport } from '../../platform/lists/list-export';

/*
 * Accounts and their roles. The gate has already required the user:* permission codes (admins
 * only), so the handlers add the rules that depend on the data: unique usernames, no deleting
 * oneself, never losing the last admin.
 */
const entity = 'users';

const listUsersHandler: Handler<'listUsers'> = (ctx) => listUsers(ctx.sql, ctx.query);

/** The filtered accounts as CSV or Excel (list-export.ts). */
const exportUsers: Handler<'exportUsers'> = (ctx) => {
  const { query } = signedIn(ctx);
  return sendListExport(ctx, {
    action: 'exportUsers',
    entity,
    query,
    count: (sql) => countUserExport(sql, query),
    rows: (sql, limit) => userExportRows(sql, query, limit),
    name: 'users',
    columns: userExportColumns(query.locale),
  });
};

const getUser: Handler<'getUser'> = (ctx) => requireUser(ctx.sql, ctx.query.id);

const getByUsername: Handler<'getByUsername'> = async (ctx) => {
  const found = await findUserByUsername(ctx.sql, ctx.query.username);
  if (!found) throw new ApiError(40401, '用户不存在');
  return found;
};

const addUser: Handler<'addUser'> = (ctx) =>
  audited(
    ctx,
    { action: 'addUser', entity },
    (sql) => createUser(sql, ctx.body),
    (created) => created.id,
  );

const updateUserHandler: Handler<'updateUser'> = (ctx) => {
  const { session } = signedIn(ctx);
  return audited(ctx, { action: 'updateUser', entity, entityId: ctx.body.id }, (sql) =>
    updateUser(sql, ctx.body, session.tokenHash),
  );
};

/** Issue 32: 删除 archives the account and its record (audited as an archive); nothing is deleted. */
const deleteUserHandler: Handler<'deleteUser'> = async (ctx) => {
  const { session } = signedIn(ctx);
  await audited(
    ctx,
    { action: 'deleteUser', entity, entityId: ctx.query.id, detail: archiveDetail },
    (sql) => archiveUser(sql, ctx.query.id, session.userId),
  );
  return null;
};

/** Issue 32: an admin brings an archived account and its record back, audited in the same transaction. */
const restoreUserHandler: Handler<'restoreUser'> = (ctx) =>
  audited(ctx, { action: 'restoreUser', entity, entityId: ctx.body.id }, (sql) =>
    restoreUser(sql, ctx.body.id),
  );

const saveUserRole: Handler<'saveUserRole'> = (ctx) =>
  audited(ctx, { action: 'saveUserRole', entity, entityId: ctx.body.userId }, (sql) =>
    saveUserRoles(sql, ctx.body),
  );

const setUserStatusHandler: Handler<'setUserStatus'> = (ctx) => {
  const { session } = signedIn(ctx);
  return audited(ctx, { action: 'setUserStatus', entity, entityId: ctx.body.id }, (sql) =>
    setUserStatus(sql, ctx.body, session.userId),
  );
};

const resetPasswordHandler: Handler<'resetPassword'> = (ctx) => {
  const { session } = signedIn(ctx);
  return audited(ctx, { action: 'resetPassword', entity, entityId: ctx.body.id }, (sql) =>
    resetPassword(sql, ctx.body, session.tokenHash),
  );
};

export const userHandlers: {
  listUsers: Handler<'listUsers'>;
  getUser: Handler<'getUser'>;
  getByUsername: Handler<'getByUsername'>;
  addUser: Handler<'addUser'>;
  updateUser: Handler<'updateUser'>;
  deleteUser: Handler<'deleteUser'>;
  restoreUser: Handler<'restoreUser'>;
  saveUserRole: Handler<'saveUserRole'>;
  setUserStatus: Handler<'setUserStatus'>;
  resetPassword: Handler<'resetPassword'>;
  exportUsers: Handler<'exportUsers'>;
} = {
  listUsers: listUsersHandler,
  getUser,
  getByUsername,
  addUser,
  updateUser: updateUserHandler,
  deleteUser: deleteUserHandler,
  restoreUser: restoreUserHandler,
  saveUserRole,
  setUserStatus: setUserStatusHandler,
  resetPassword: resetPasswordHandler,
  exportUsers,
};
