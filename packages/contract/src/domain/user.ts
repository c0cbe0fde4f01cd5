import { z } from 'zod';
import { roleKey, userAuth } from './enums';
import { freeText, id, imageUrl, newPassword, personName, username } from './fields';
import { exportOptions, filterText, pageQuery, sortQuery } from './page';

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
  role: roleKey.optional(),
  userAuth: userAuth.optional(),
  ...sortQuery(['id', 'username', 'name', 'createTime']),
};

export const userListQuery = pageQuery.extend(userFilters).strict();
export type UserListQuery = z.infer<typeof userListQuery>;

/** `GET /api/users/export`: the list's filters and sort, every matching row. */
export const userExportQuery = z.strictObject({ ...userFilters, ...exportOptions });
export type UserExportQuery = z.infer<typeof userExportQuery>;

export const idQuery = z.strictObject({ id });
export const usernameQuery = z.strictObject({
  username: z.string().trim().min(1, '请输入用户名').max(64),
});

/** `POST /api/users/saveUserRole`: replaces the user's roles. */
export const saveUserRole = z.strictObject({
  userId: id,
  roles: z.array(roleKey).min(1, '至少分配一个角色').max(3),
});
export type SaveUserRole = z.infer<typeof saveUserRole>;
