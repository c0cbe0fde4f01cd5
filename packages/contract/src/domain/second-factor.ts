import { z } from 'zod';
import { id } from './fields';

/*
 * The second factor (issue 30): an authenticator app's time-based codes (TOTP, RFC 6238), recovery
 * codes for a lost phone, step-up of sensitive calls, and the admin's per-role sign-in policy.
 */

/** A six-digit code of an authenticator app; spaces people type between the groups are dropped. */
export const totpCode = z
  .string({ error: '请输入验证码' })
  .transform((value) => value.replace(/\s+/g, ''))
  .pipe(z.string().regex(/^\d{6}$/, '请输入6位数字验证码'));

/**
 * A recovery code as shown (`ABCDE-FGHJK`): case, spaces and the dash are forgiven, so what is
 * compared is the ten characters alone.
 */
export const recoveryCode = z
  .string({ error: '请输入恢复码' })
  .transform((value) => value.replace(/[\s-]+/g, '').toUpperCase())
  .pipe(z.string().regex(/^[A-Z2-9]{10}$/, '恢复码为10位字母和数字'));

/** `GET /api/sysUser/secondFactor`: where the signed-in person stands. */
export const secondFactorStatus = z.object({
  /** An authenticator is bound (enrolment confirmed). */
  enrolled: z.boolean(),
  /** A role of theirs requires a second factor. */
  required: z.boolean(),
  /** This session waits for a code (or, required and not enrolled, for an enrolment). */
  pending: z.boolean(),
  /** Unused recovery codes left. */
  recoveryCodesLeft: z.number().int().min(0),
  /** The person has a password here (staff of the identity provider do not). */
  hasPassword: z.boolean(),
});
export type SecondFactorStatus = z.infer<typeof secondFactorStatus>;

/** `POST /api/sysUser/secondFactor/enrol`: the new secret, to scan or type into the app. */
export const totpEnrolment = z.object({
  /** Base32; the console shows it in groups of four for reading. */
  secret: z.string().min(16),
  /** The otpauth:// URI the QR code holds. */
  otpauthUri: z.string().startsWith('otpauth://totp/'),
  /** The QR code as an SVG data URL (drawn by the server: shown in an <img>, never as markup). */
  qrCode: z.string().startsWith('data:image/svg+xml;base64,'),
});
export type TotpEnrolment = z.infer<typeof totpEnrolment>;

export const totpCodeBody = z.strictObject({ code: totpCode });
export type TotpCodeBody = z.input<typeof totpCodeBody>;

/** Shown once, after the enrolment is confirmed. */
export const recoveryCodes = z.object({ recoveryCodes: z.array(z.string()).length(10) });
export type RecoveryCodes = z.infer<typeof recoveryCodes>;

/** `POST /api/sysUser/secondFactor/verify`: a code of the app, or one recovery code. */
export const secondFactorCheck = z.union([
  z.strictObject({ code: totpCode }),
  z.strictObject({ recoveryCode }),
]);
export type SecondFactorCheck = z.input<typeof secondFactorCheck>;

/** `POST /api/sysUser/confirmIdentity` (step-up): the password, or a code of the app. */
export const identityCheck = z.union([
  z.strictObject({
    password: z.string({ error: '请输入密码' }).min(1, '请输入密码').max(128, '密码过长'),
  }),
  z.strictObject({ code: totpCode }),
]);
export type IdentityCheck = z.input<typeof identityCheck>;

export const signInMethods = ['password', 'ldap', 'oidc'] as const;
export const signInMethod = z.enum(signInMethods);
export type SignInMethod = z.infer<typeof signInMethod>;

const methodList = z
  .array(signInMethod)
  .min(1, '每个角色至少要允许一种登录方式')
  .refine((list) => new Set(list).size === list.length, '登录方式重复');

/** One role's row of the policy. */
export const roleSignInPolicy = z.object({
  key: z.string().min(1).max(64),
  name: z.string(),
  signInMethods: methodList,
  secondFactorRequired: z.boolean(),
});
export type RoleSignInPolicy = z.infer<typeof roleSignInPolicy>;

/** `GET /api/settings/signInPolicy` (admin). */
export const signInPolicy = z.object({
  roles: z.array(roleSignInPolicy),
  /** The methods this server has configuration for ('password' always). */
  configuredMethods: z.array(signInMethod),
  /** The server runs with the demo data, whose roles have the second factor turned off. */
  demoData: z.boolean(),
});
export type SignInPolicy = z.infer<typeof signInPolicy>;

/** `PUT /api/settings/signInPolicy` (admin): the roles named change, the others stay. */
export const signInPolicySave = z.strictObject({
  roles: z
    .array(
      z.strictObject({
        key: z.string().min(1).max(64),
        signInMethods: methodList,
        secondFactorRequired: z.boolean(),
      }),
    )
    .min(1)
    .max(100),
});
export type SignInPolicySave = z.infer<typeof signInPolicySave>;

/** 重置两步验证 (admin): the account whose authenticator and recovery codes are removed. */
export const userSecondFactorReset = z.strictObject({ id });
export type UserSecondFactorReset = z.infer<typeof userSecondFactorReset>;
