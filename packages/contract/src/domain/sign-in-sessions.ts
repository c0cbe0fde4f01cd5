import { z } from 'zod';
import { id } from './fields';

/*
 * 我的登录设备 (issue 30): the places a person is signed in, each one sign-in (its refreshed tokens
 * included), so they can recognise a device that is not theirs and end it; and an admin's
 * 结束全部登录 of an account.
 */

/** How a sign-in was made, when known (sessions from before issue 30 do not say). */
export const sessionSignInMethod = z.enum(['password', 'ldap', 'oidc']);
export type SessionSignInMethod = z.infer<typeof sessionSignInMethod>;

/** One place the caller is signed in. */
export const signInSession = z.object({
  /** The sign-in's id: what 结束 sends (never a token). */
  id: z.uuid(),
  /** A short browser name (`Chrome 120`); null when the browser was not recognised. */
  browser: z.string().nullable(),
  /** The client's address at sign-in. */
  ip: z.string().nullable(),
  method: sessionSignInMethod.nullable(),
  /** Epoch milliseconds. */
  signedInAt: z.number().int(),
  /** The last request, epoch milliseconds (updated about once a minute). */
  lastSeenAt: z.number().int(),
  /** The session making this request (当前设备). */
  current: z.boolean(),
});
export type SignInSession = z.infer<typeof signInSession>;

/** `POST /api/sysUser/sessions/end`: one of the caller's own sign-ins, not the current one. */
export const signInSessionRef = z.strictObject({
  id: z.uuid({ error: '登录设备编号无效' }),
});
export type SignInSessionRef = z.infer<typeof signInSessionRef>;

/** How many sign-ins were ended. */
export const sessionsEnded = z.object({ ended: z.number().int().nonnegative() });
export type SessionsEnded = z.infer<typeof sessionsEnded>;

/** `POST /api/users/endSessions`: an admin ends every session of the account `id`. */
export const userSessionsEnd = z.strictObject({ id });
export type UserSessionsEnd = z.infer<typeof userSessionsEnd>;
