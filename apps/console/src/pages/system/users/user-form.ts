import {
  passwordReset,
  saveUserRole,
  userCreate,
  userUpdate,
  type PasswordReset,
  type RoleKey,
  type SaveUserRole,
  type User,
  type UserAuth,
  type UserCreate,
  type UserUpdate,
} from '@cep/contract';
import { z } from 'zod';

/*
 * The forms of 用户管理 hold text (and the chosen roles); their schemas turn the texts into the
 * call's body and run it through the contract's own schema, the rules the server applies. The
 * contract's issues keep the body's field names, which are the form's, so each message lands
 * under its field.
 */

/** The role an account of a kind gets by default (the server's default too). */
export const roleOfKind: Record<UserAuth, RoleKey> = {
  '0': 'admin',
  '1': 'doctor',
  '2': 'patient',
};

export const userKinds: readonly UserAuth[] = ['0', '1', '2'];
export const roleKeys: readonly RoleKey[] = ['admin', 'doctor', 'patient'];

/** 新增用户: the fields of `addUser`. */
export interface UserCreateFormValues {
  username: string;
  name: string;
  password: string;
  /** One of the contract's kinds (a select: text until the contract checks it). */
  userAuth: string;
  roles: string[];
}

/** A new account starts as a clinician with the clinician role (the most common account). */
export const emptyUserCreateForm: UserCreateFormValues = {
  username: '',
  name: '',
  password: '',
  userAuth: '1',
  roles: ['doctor'],
};

export const userCreateFormSchema = z
  .object({
    username: z.string(),
    name: z.string(),
    password: z.string(),
    userAuth: z.string(),
    roles: z.array(z.string()),
  })
  .transform((values): z.input<typeof userCreate> => ({
    username: values.username,
    name: values.name,
    password: values.password,
    // Typed as the enums for the pipe; its enum rules check the actual values.
    userAuth: values.userAuth as UserAuth,
    roles: values.roles as RoleKey[],
  }))
  .pipe(userCreate);

/** 编辑: the name and the kind (the username never changes; the password has its own dialog). */
export interface UserEditFormValues {
  name: string;
  userAuth: string;
}

export function userEditFormValues(user: Pick<User, 'name' | 'userAuth'>): UserEditFormValues {
  return { name: user.name, userAuth: user.userAuth };
}

export function userEditFormSchema(user: Pick<User, 'id' | 'revision'>) {
  return z
    .object({ name: z.string(), userAuth: z.string() })
    .transform((values): z.input<typeof userUpdate> => ({
      id: user.id,
      // The revision the form was loaded at (the save may send a newer one, see UserEditForm).
      revision: user.revision,
      name: values.name,
      userAuth: values.userAuth as UserAuth,
    }))
    .pipe(userUpdate);
}

/** 分配角色: the roles the account holds. */
export interface UserRolesFormValues {
  roles: string[];
}

export function userRolesFormSchema(user: Pick<User, 'id'>) {
  return z
    .object({ roles: z.array(z.string()) })
    .transform((values): z.input<typeof saveUserRole> => ({
      userId: user.id,
      roles: values.roles as RoleKey[],
    }))
    .pipe(saveUserRole);
}

/** 重置密码: the new initial password. */
export interface PasswordResetFormValues {
  password: string;
}

export function passwordResetFormSchema(user: Pick<User, 'id'>) {
  return z
    .object({ password: z.string() })
    .transform((values): z.input<typeof passwordReset> => ({
      id: user.id,
      password: values.password,
    }))
    .pipe(passwordReset);
}

export type { PasswordReset, SaveUserRole, UserCreate, UserUpdate };
