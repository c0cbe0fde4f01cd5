import { inTransaction } from '../../platform/db/transaction';
import { isAdmin } from '../../platform/calls/audited';
import type {
  ArchivedFilter,
  PasswordReset,
  SaveUserRole,
  User,
  UserAuth,
  UserCreate,
  UserStatusChange,
  UserUpdate,
} from '@cep/contract';
import { type Kysely, type Updateable } from 'kysely';
import type { Tables, UsersTable } from '../../platform/db/schema';
import { ApiError } from '../../platform/http/api-error';
import { sqlState, UNIQUE_VIOLATION } from '../../platform/lists/list-query';
import { refuseCommonPassword } from '../common-passwords';
import { hashPassword } from '../../platform/passwords';
import { revokeUserSessions } from '../../platform/auth/sessions';
import { claimRevision, nextRevision } from '../../platform/calls/revision';

import { requireUser, roleOfUserAuth, type Db } from './users';

export async function createUser(db: Kysely<Tables>, input: UserCreate): Promise<User> {
  refuseCommonPassword(input.password);
  const passwordHash = await hashPassword(input.password);
  const roles = [...new Set(input.roles ?? [roleOfUserAuth[input.userAuth]])];
  try {
    return await inTransaction(db, async (trx) => {
      const { id } = await trx
        .insertInto('users')
        .values({
          username: input.username,
          password_hash: passwordHash,
          name: input.name,
          user_auth: input.userAuth,
          ...(input.avatar !== undefined && { avatar: input.avatar }),
          ...(input.introduction !== undefined && { introduction: input.introduction }),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('user_roles')
        .values(roles.map((role_key) => ({ user_id: id, role_key })))
        .execute();
      return requireUser(trx, id);
    });
  } catch (error) {
    // The unique index on lower(username) decides, so two concurrent adds cannot both win.
    if (sqlState(error) === UNIQUE_VIOLATION) throw new ApiError(40901, '用户名已存在');
    throw error;
  }
}

/**
 * Changes only the fields sent. A new password is hashed and signs the account out everywhere
 * except the caller's own session (an admin changing their own password stays signed in).
 * Changing the kind of an account that already has a doctor or patient record → 40901: the record
 * would belong to an account of the wrong kind. From `input.revision` only: an account changed
 * since (fields, roles, status, its record's name or picture) → 40902, nothing written.
 */
export async function updateUser(
  db: Kysely<Tables>,
  input: UserUpdate,
  keepSession: Buffer,
): Promise<User> {
  const changes: Updateable<UsersTable> = { updated_at: new Date() };
  if (input.name !== undefined) changes.name = input.name;
  if (input.avatar !== undefined) changes.avatar = input.avatar;
  if (input.introduction !== undefined) changes.introduction = input.introduction;
  if (input.password !== undefined) {
    refuseCommonPassword(input.password);
    changes.password_hash = await hashPassword(input.password);
  }
  return inTransaction(db, async (trx) => {
    await claimRevision(trx, 'users', input.id, input.revision, '用户不存在');
    const current = await trx
      .selectFrom('users')
      .select(['id', 'user_auth'])
      .where('id', '=', input.id)
      .forUpdate()
      .executeTakeFirst();
    if (!current) throw new ApiError(40401, '用户不存在');
    if (input.userAuth !== undefined && input.userAuth !== current.user_auth) {
      await assertNoRecordOfOtherKind(trx, input.id, input.userAuth);
      changes.user_auth = input.userAuth;
    }
    await trx.updateTable('users').set(changes).where('id', '=', input.id).execute();
    if (input.password !== undefined) await revokeUserSessions(trx, input.id, keepSession);
    return requireUser(trx, input.id);
  });
}

async function assertNoRecordOfOtherKind(trx: Db, userId: number, next: UserAuth): Promise<void> {
  const row = await trx
    .selectNoFrom((eb) => [
      eb.exists(eb.selectFrom('doctors').select('id').where('user_id', '=', userId)).as('doctor'),
      eb.exists(eb.selectFrom('patients').select('id').where('user_id', '=', userId)).as('patient'),
    ])
    .executeTakeFirstOrThrow();
  if (row.doctor && next !== '1') {
    throw new ApiError(40901, '该用户已有医生档案，不能修改用户类型');
  }
  if (row.patient && next !== '2') {
    throw new ApiError(40901, '该用户已有患者档案，不能修改用户类型');
  }
}

/**
 * Locks the account row, then every admin role row, in that order in every caller (archiveUser,
 * saveUserRole, setUserStatus) so two of them never deadlock; the admin rows stay locked until
 * commit, so two admins removing or disabling each other at once cannot leave the system without
 * one. Returns the admins that are enabled: read by a statement of its own after the locks, so it
 * sees every status change committed by a caller that held them before (READ COMMITTED).
 */
async function lockUserAndAdmins(
  trx: Kysely<Tables>,
  userId: number,
  actorId?: number,
): Promise<number[]> {
  // An archive writes `archived_by`, a foreign key to the actor's row, which takes a share lock on
  // it: two admins archiving each other at once each held the other's row and waited for their
  // own (a deadlock, answered 50000). Both rows are locked here, in id order, by every archive.
  const ids = actorId === undefined || actorId === userId ? [userId] : [userId, actorId];
  const locked = await trx
    .selectFrom('users')
    .select('id')
    .where('id', 'in', ids)
    .orderBy('id')
    .forUpdate()
    .execute();
  if (!locked.some((row) => row.id === userId)) throw new ApiError(40401, '用户不存在');
  const admins = await trx
    .selectFrom('user_roles')
    .select('user_id')
    .where('role_key', '=', 'admin')
    .forUpdate()
    .execute();
  if (admins.length === 0) return [];
  const enabled = await trx
    .selectFrom('users')
    .select('id')
    .where(
      'id',
      'in',
      admins.map((row) => row.user_id),
    )
    .where('status', '=', 'enabled')
    .where('archived_at', 'is', null)
    .execute();
  return enabled.map((row) => row.id);
}

const accountKinds: Record<UserAuth, string> = { '0': '管理员', '1': '医生', '2': '患者' };

/**
 * A doctor record belongs to a doctor account, a patient record to a patient account: unknown
 * account → 40401, another kind → 40001 naming the field, an archived one → 40901 (restore it
 * first: a record must not start out unarchived on an archived account).
 */
export async function requireAccountOfKind(db: Db, userId: number, kind: '1' | '2'): Promise<void> {
  const account = await db
    .selectFrom('users')
    .select(['user_auth', 'archived_at'])
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!account) throw new ApiError(40401, '用户不存在');
  if (account.archived_at) throw new ApiError(40901, '该账号已归档，请先恢复该账号');
  if (account.user_auth !== kind) {
    throw new ApiError(40001, `参数校验失败：userId 该用户不是${accountKinds[kind]}账号`);
  }
}

/**
 * The account shows its doctor's or patient's record: getInfo (the navbar's name and avatar, the
 * personal centre) reads `users.name` and `users.avatar`, so every write of the record copies its
 * name and picture there, in the same transaction.
 */
export async function showRecordOnAccount(
  db: Db,
  userId: number,
  record: { name: string; picture: string | null },
): Promise<void> {
  await db
    .updateTable('users')
    .set({ name: record.name, avatar: record.picture ?? '', revision: nextRevision() })
    .where('id', '=', userId)
    .execute();
}

const lastAdmin = '系统至少需要保留一个启用的管理员';

/**
 * Issue 32: only admins see archived accounts and records in a list (显示已归档); anyone else
 * asking → 40301.
 */
export function requireAdminForArchived(
  roles: readonly string[],
  archived: ArchivedFilter | undefined,
): void {
  if (archived !== undefined && !isAdmin(roles)) {
    throw new ApiError(40301, '只有管理员可以查看已归档的档案');
  }
}

/** The audit line's detail of a 删除 call: it archived, it did not delete (issue 32). */
export const archiveDetail = { archived: true } as const;

/**
 * Issue 32: 删除 archives. The account and its doctor or patient record get `archived_at` and
 * `archived_by` together (one person, one state), its sessions end at once (their tokens answer
 * 50008, as after disabling), and it can no longer sign in (40920) until an admin restores it;
 * a clinician leaves the care teams they were on.
 * Nothing is deleted: its clinical records stay, attributed to it (and the database refuses to
 * delete the rows that hold them, migration 0038). One's own account or the last enabled admin →
 * 40901; an account already archived stays as it was (its first archive is kept).
 */
export async function archiveUser(db: Kysely<Tables>, id: number, actorId: number): Promise<void> {
  if (id === actorId) throw new ApiError(40901, '不能归档当前登录的账号');
  await inTransaction(db, async (trx) => {
    const admins = await lockUserAndAdmins(trx, id, actorId);
    if (admins.includes(id) && admins.length <= 1) throw new ApiError(40901, lastAdmin);
    await setArchived(trx, id, { archived_at: new Date(), archived_by: actorId });
    await revokeUserSessions(trx, id);
    // An archived clinician leaves every care team (the assignment, not a clinical record: its
    // history is in the audit log); restoring does not put them back.
    await trx
      .deleteFrom('care_team_members')
      .where('doctor_id', 'in', (eb) =>
        eb.selectFrom('doctors').select('doctors.id').where('doctors.user_id', '=', id),
      )
      .execute();
  });
}

/**
 * Issue 32: brings an archived account back with its record (admins): it signs in again and shows
 * in the lists. An account not archived is left as it is; unknown → 40401.
 */
export async function restoreUser(db: Kysely<Tables>, id: number): Promise<User> {
  return inTransaction(db, async (trx) => {
    await lockUserAndAdmins(trx, id);
    await setArchived(trx, id, { archived_at: null, archived_by: null });
    return requireUser(trx, id);
  });
}

/**
 * Archives (or restores) the account `userId` and its doctor and patient records in one go; only
 * rows whose state changes are written (an archive keeps its first time and author).
 */
async function setArchived(
  trx: Kysely<Tables>,
  userId: number,
  state: { archived_at: Date | null; archived_by: number | null },
): Promise<void> {
  const archiving = state.archived_at !== null;
  const changing = archiving ? 'is' : 'is not';
  await trx
    .updateTable('users')
    .set({ ...state, updated_at: new Date(), revision: nextRevision() })
    .where('id', '=', userId)
    .where('archived_at', changing, null)
    .execute();
  for (const table of ['patients', 'doctors'] as const) {
    await trx
      .updateTable(table)
      .set({ ...state, revision: nextRevision() })
      .where('user_id', '=', userId)
      .where('archived_at', changing, null)
      .execute();
  }
}

/**
 * Replaces the account's roles; removing the admin role of the last enabled admin → 40901 (an
 * admin may step down while another enabled admin remains).
 */
export async function saveUserRoles(db: Kysely<Tables>, input: SaveUserRole): Promise<User> {
  const roles = [...new Set(input.roles)];
  return inTransaction(db, async (trx) => {
    const admins = await lockUserAndAdmins(trx, input.userId);
    if (admins.includes(input.userId) && !roles.includes('admin') && admins.length <= 1) {
      throw new ApiError(40901, lastAdmin);
    }
    await trx
      .updateTable('users')
      .set({ revision: nextRevision() })
      .where('id', '=', input.userId)
      .execute();
    await trx.deleteFrom('user_roles').where('user_id', '=', input.userId).execute();
    await trx
      .insertInto('user_roles')
      .values(roles.map((role_key) => ({ user_id: input.userId, role_key })))
      .execute();
    return requireUser(trx, input.userId);
  });
}

/**
 * Enables or disables an account. Disabling ends all its sessions at once (their tokens answer
 * 50008); one's own account or the last enabled admin → 40901.
 */
export async function setUserStatus(
  db: Kysely<Tables>,
  input: UserStatusChange,
  actorId: number,
): Promise<User> {
  if (input.status === 'disabled' && input.id === actorId) {
    throw new ApiError(40901, '不能停用当前登录的账号');
  }
  return inTransaction(db, async (trx) => {
    const admins = await lockUserAndAdmins(trx, input.id);
    if (input.status === 'disabled' && admins.includes(input.id) && admins.length <= 1) {
      throw new ApiError(40901, lastAdmin);
    }
    await trx
      .updateTable('users')
      .set({ status: input.status, updated_at: new Date(), revision: nextRevision() })
      .where('id', '=', input.id)
      .execute();
    if (input.status === 'disabled') await revokeUserSessions(trx, input.id);
    return requireUser(trx, input.id);
  });
}

/**
 * Sets a new initial password chosen by an admin and ends the account's sessions, except the
 * caller's own (an admin resetting their own password stays signed in, as with updateUser).
 */
export async function resetPassword(
  db: Kysely<Tables>,
  input: PasswordReset,
  keepSession: Buffer,
): Promise<User> {
  const passwordHash = await hashPassword(input.password);
  return inTransaction(db, async (trx) => {
    const changed = await trx
      .updateTable('users')
      .set({ password_hash: passwordHash, updated_at: new Date() })
      .where('id', '=', input.id)
      .executeTakeFirst();
    if (changed.numUpdatedRows === 0n) throw new ApiError(40401, '用户不存在');
    await revokeUserSessions(trx, input.id, keepSession);
    return requireUser(trx, input.id);
  });
}
