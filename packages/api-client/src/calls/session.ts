import type { ApiClient, TokenStore } from '../types';
import type { Send } from './send';

type SessionCalls = Pick<
  ApiClient,
  'health' | 'login' | 'getInfo' | 'logout' | 'getMenuList' | 'refreshToken'
>;

/** The calls of spec §7 that start, read, renew and end a session. */
export function sessionCalls(send: Send, tokenStore: TokenStore): SessionCalls {
  return {
    health: () => send('health'),

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
  };
}
