/** Spec §9: the cookie that keeps the session token. */
export const TOKEN_COOKIE = 'Admin-Token';

/** Spec §4: the session storage key of the token's expiry (epoch ms). */
export const EXPIRE_TIME_KEY = 'expireTime';

/** Spec §3: the session storage key of the stored role list (role keys and permission codes). */
export const CODE_LIST_KEY = 'codeList';

/** Spec §2: the sign-in page. */
export const LOGIN_PATH = '/login';

/**
 * Spec §2: the home page, where a token holder going to /login is sent (the menu's `/` leads there
 * too). Written once, in the contract, with the menu tree.
 */
export { HOME_PATH } from '@cep/contract';

/**
 * Spec §2: the only paths reachable without a token; `/oidc/landing` is where the hospital's
 * identity provider sign-in hands the console its one-time code (issue 30).
 */
export const PUBLIC_PATHS: readonly string[] = ['/login', '/auth-redirect', '/oidc/landing'];
