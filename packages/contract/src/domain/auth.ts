import { z } from 'zod';
import { roleKey, userAuth } from './enums';
import { newPassword, text } from './fields';

/** `POST /api/users/login`, form-encoded. The username is trimmed; the password is taken as typed. */
export const loginForm = z.strictObject({
  username: text('请输入用户名').trim().min(1, '请输入用户名').max(64, '用户名过长'),
  password: text('请输入密码').min(1, '请输入密码').max(128, '密码过长'),
});
export type LoginForm = z.infer<typeof loginForm>;

/**
 * `POST /api/sysUser/verifyPassword`: the signed-in person proves it is still them (the idle lock
 * of shared clinic computers). The password is taken as typed, like sign-in's.
 */
export const passwordCheck = z.strictObject({
  password: z.string({ error: '请输入密码' }).min(1, '请输入密码').max(128, '密码过长'),
  /**
   * Issue 30: the unlock asks for what sign-in asks for, so a person with an authenticator also
   * types its code (six digits; spaces dropped).
   */
  code: z
    .string()
    .transform((value) => value.replace(/\s+/g, ''))
    .pipe(z.string().regex(/^\d{6}$/, '请输入6位数字验证码'))
    .optional(),
});
export type PasswordCheck = z.input<typeof passwordCheck>;

/** A session token and when it stops working (epoch milliseconds). */
export const loginResult = z.object({
  token: z.string().min(1),
  expireTime: z.number().int(),
});
export type LoginResult = z.infer<typeof loginResult>;

/** Logout and refreshToken carry the token in the body too (spec §7). */
export const tokenBody = z.strictObject({
  token: text('缺少令牌').min(1, '缺少令牌').max(200, '令牌无效'),
});
export type TokenBody = z.infer<typeof tokenBody>;

/**
 * `GET /api/sysUser/getInfo`: who is signed in. `roles` holds the role keys *and* the permission
 * codes (`['doctor', 'patient:list', …]`); the console keeps it as `codeList`.
 */
export const userInfo = z.object({
  id: z.number().int(),
  name: z.string(),
  avatar: z.string(),
  introduction: z.string(),
  roles: z.array(z.string()),
  userAuth,
});
export type UserInfo = z.infer<typeof userInfo>;

export const roleKeys = z.array(roleKey);

/**
 * `PUT /api/sysUser/password`: the signed-in user changes their own password. The old one is taken
 * as typed (any length: it may predate today's rule); the new one follows the password rule and
 * must differ from the old. The server also refuses common passwords (40001).
 */
export const passwordChange = z
  .strictObject({
    oldPassword: z.string({ error: '请输入原密码' }).min(1, '请输入原密码').max(128, '密码过长'),
    newPassword,
  })
  .refine((value) => value.newPassword !== value.oldPassword, {
    message: '新密码不能与原密码相同',
    path: ['newPassword'],
  });
export type PasswordChange = z.infer<typeof passwordChange>;
