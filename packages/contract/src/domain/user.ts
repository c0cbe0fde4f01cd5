import { z } from 'zod';
import { roleKey, userAuth } from './enums';
import {
  freeText,
  id,
  idText,
  imageUrl,
  newPassword,
  personName,
  revision,
  storedRevision,
  text,
  username,
} from './fields';
import { archivedFilter, exportOptions, filterText, pageQuery, sortQuery } from './page';

/** Whether an account may sign in: a disabled one cannot, and its sessions ended when it was. */
export const userStatus = z.enum(['enabled', 'disabled'], { error: '状态只能是enabled或disabled' });
export type UserStatus = z.infer<typeof userStatus>;

/** A sign-in account. Never carries the password or its hash. */
export const user = z.object({
  id: z.number().int(),
  username: z.string(),
  name: z.string(),
  avatar: z.string(),
  introduction: z.string(),
  userAuth,
  roles: z.array(roleKey),
  createTime: z.number().int(),
  status: userStatus,
  /** Raised by every write of the account's fields, roles or status; `updateUser` sends it back. */
  revision: storedRevision,
  /** Issue 32: when the account was archived (删除 archives; an admin restores), else null. */
  archivedAt: z.number().int().nullable(),
});
export type User = z.infer<typeof user>;

export const userCreate = z.strictObject({
  username,
  password: newPassword,
  name: personName,
  userAuth,
  avatar: imageUrl.optional(),
  introduction: freeText.optional(),
  /** Default: the role that matches `userAuth`. */
  roles: z.array(roleKey).min(1, '至少分配一个角色').optional(),
});
export type UserCreate = z.infer<typeof userCreate>;

/** Only the fields sent change; the username never does. */
export const userUpdate = z.strictObject({
  id,
  revision,
  name: personName.optional(),
  password: newPassword.optional(),
  userAuth: userAuth.optional(),
  avatar: imageUrl.optional(),
  introduction: freeText.optional(),
});
export type UserUpdate = z.infer<typeof userUpdate>;

/** The filters of the user list and its export: `role` one of the account's roles. */
const userFilters = {
  username: filterText,
  name: filterText,
  status: userStatus.optional(),
  role: roleKey.optional(),
  userAuth: userAuth.optional(),
  archived: archivedFilter,
  ...sortQuery(['id', 'username', 'name', 'createTime']),
};

export const userListQuery = pageQuery.extend(userFilters).strict();
export type UserListQuery = z.infer<typeof userListQuery>;

/** `GET /api/users/export`: the list's filters and sort, every matching row. */
export const userExportQuery = z.strictObject({ ...userFilters, ...exportOptions });
export type UserExportQuery = z.infer<typeof userExportQuery>;

export const idQuery = z.strictObject({ id: idText });
export const usernameQuery = z.strictObject({
  username: text().trim().min(1, '请输入用户名').max(64),
});

/** `POST /api/users/saveUserRole`: replaces the user's roles. */
export const saveUserRole = z.strictObject({
  userId: id,
  roles: z.array(roleKey).min(1, '至少分配一个角色').max(3),
});
export type SaveUserRole = z.infer<typeof saveUserRole>;

/**
 * `POST /api/users/setStatus`: enables or disables an account. Disabling ends its sessions; an
 * admin cannot disable themself or the last enabled admin.
 */
export const userStatusChange = z.strictObject({ id, status: userStatus });
export type UserStatusChange = z.infer<typeof userStatusChange>;

/** `POST /api/users/restore`: brings an archived account and its record back (admins). */
export const userRestore = z.strictObject({ id });
export type UserRestore = z.infer<typeof userRestore>;

/**
 * `POST /api/users/resetPassword`: an admin sets a new initial password (the contract's password
 * rule); the account's sessions end.
 */
export const passwordReset = z.strictObject({ id, password: newPassword });
export type PasswordReset = z.infer<typeof passwordReset>;
