import type { TokenStore } from './types';

/**
 * A token store that keeps the session in memory only: the default of `createApiClient`, and the
 * one for scripts and tests. A browser app passes one that survives a reload (`@cep/auth`'s
 * `cookieTokenStore()`).
 */
export function memoryTokenStore(initial?: { token: string; expireTime: number }): TokenStore {
  let token = initial?.token;
  let expireTime = initial?.expireTime;
  return {
    getToken: () => token,
    getExpireTime: () => expireTime,
    setSession(nextToken, nextExpireTime) {
      token = nextToken;
      expireTime = nextExpireTime;
    },
    setExpireTime(nextExpireTime) {
      expireTime = nextExpireTime;
    },
    clear() {
      token = undefined;
      expireTime = undefined;
    },
    clearStorage() {
      expireTime = undefined;
    },
  };
}
