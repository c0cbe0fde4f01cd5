import type { CallResponse, HealthData, LoginResult, RouteRecord, UserInfo } from '@cep/contract';
import type { TokenStore } from '../types';
import type { Send } from './send';

/**
 * The calls of spec §7 that start, read, renew and end a session, and the idle lock's password
 * check (the session is kept).
 */
export interface SessionCalls {
  /** `GET /api/health`: the server and its database answer. */
  health(): Promise<HealthData>;
  /** `GET /api/ready`: the database answers and every migration is applied (else 50302/50303). */
  ready(): Promise<CallResponse<'ready'>>;
  /**
   * `POST /api/users/login` (form-encoded). Trims the username, then stores the token and its
   * expiry in the token store.
   */
  login(username: string, password: string): Promise<LoginResult>;
  /** `GET /api/sysUser/getInfo`: who is signed in; `roles` holds role keys and permission codes. */
  getInfo(): Promise<UserInfo>;
  /**
   * `POST /api/sysUser/logout` with `{token}`. On success the token store is cleared. A session
   * signed in through the hospital's identity provider answers `{ endSessionUrl }`: the provider's
   * address that ends the sign-in there too (else `null`).
   */
  logout(token: string): Promise<CallResponse<'logout'>>;
  /** `GET /api/sysUser/getMenuList`: the menu route tree visible to the user. */
  getMenuList(): Promise<RouteRecord[]>;
  /** `POST /api/sysUser/refreshToken` with `{token}`; stores the new token and expiry. */
  refreshToken(token: string): Promise<LoginResult>;
  /**
   * `POST /api/sysUser/verifyPassword` with `{password}`: the signed-in person's password checked
   * again (idle lock). Rejects with 40101 for a wrong password, 42901 when throttled like sign-in.
   */
  verifyPassword(password: string, code?: string): Promise<CallResponse<'verifyPassword'>>;
}

/** The functions of {@link SessionCalls}. */
export function sessionCalls(send: Send, tokenStore: TokenStore): SessionCalls {
  return {
    health: () => send('health'),
    ready: () => send('ready'),

    async login(username, password) {
      // Spec §5: the username is trimmed; the password is sent exactly as typed.
      // Spec §7: a form, not JSON (URLSearchParams makes axios send x-www-form-urlencoded).
      const form = new URLSearchParams({ username: username.trim(), password });
      const result = await send('login', { data: form });
      tokenStore.setSession(result.token, result.expireTime);
      return result;
    },

    getInfo: () => send('getInfo'),

    async logout(token) {
      const result = await send('logout', { data: { token } });
      // The server ended this token: keeping it would only earn 50008 on the next call.
      tokenStore.clear();
      return result;
    },

    getMenuList: () => send('getMenuList'),

    async refreshToken(token) {
      const result = await send('refreshToken', { data: { token } });
      tokenStore.setSession(result.token, result.expireTime);
      return result;
    },

    // The idle lock's unlock: the password checked again; the session is kept.
    // Issue 30: with an authenticator bound, the unlock also takes its code.
    verifyPassword: (password, code) =>
      send('verifyPassword', { data: code === undefined ? { password } : { password, code } }),
  };
}
