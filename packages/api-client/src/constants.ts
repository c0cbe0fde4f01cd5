/** Spec §9: every request gives up after 15 s. */
export const REQUEST_TIMEOUT_MS = 15_000;

/** Spec §8/§9: an error toast stays 5 s. */
export const ERROR_TOAST_MS = 5000;

/** Spec §4/§9: a token with less than 10 minutes left is refreshed before the next request. */
export const REFRESH_THRESHOLD_MS = 10 * 60 * 1000;

/**
 * Spec §8: the server codes after which the user must sign in again (illegal token, signed in
 * elsewhere, expired). Kept here rather than imported from `@cep/contract` at runtime, which would
 * pull zod into the browser; `constants.test.ts` checks it equals the contract's `tokenErrorCodes`.
 */
export const RELOGIN_CODES: readonly number[] = [50008, 50012, 50014];

/**
 * Issue 30: a session someone ended on purpose (from another device: 40140; by an admin: 40141).
 * Nothing to ask: the token is dropped and the person goes to the sign-in page, told why.
 * `constants.test.ts` checks it equals the contract's `sessionEndedCodes`.
 */
export const SESSION_ENDED_CODES: readonly number[] = [40140, 40141];

/**
 * Issue 28: the code of an update refused because the record changed since it was read (已被他人修改).
 * A literal for the same reason as `RELOGIN_CODES`; `constants.test.ts` checks it against the contract.
 */
export const STALE_REVISION_CODE = 40902;

/** Issue 30: the sign-in waits for its second factor (literal, like `RELOGIN_CODES`). */
export const SECOND_FACTOR_PENDING_CODE = 40330;

/** Issue 30: a sensitive call needs the identity confirmed again (请验证身份). */
export const STEP_UP_CODE = 40331;

/** Spec §4, verbatim: the text of the re-login confirm dialog. */
export const RELOGIN_MESSAGE = '用户登录信息过期，请重新登录！';

/** Spec §8: what a failed answer shows when the server sent no message. */
export const DEFAULT_ERROR_MESSAGE = 'Error';
