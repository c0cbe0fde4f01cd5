import type { TokenStore } from '@cep/api-client';
import Cookies from 'js-cookie';
import { EXPIRE_TIME_KEY, TOKEN_COOKIE } from '../constants';
import { defaultSessionStorage, type SessionStorageLike } from '../storage';

/** A token store that also tells when the token changes (login, refresh, clear). */
export interface ObservableTokenStore extends TokenStore {
  /** Calls `listener` after every change; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
}

export interface CookieTokenStoreOptions {
  /**
   * Name of the token cookie.
   * @default 'Admin-Token' (spec §9)
   */
  cookieName?: string;
  /**
   * Where the expiry lives, and what `clear()` empties.
   * @default the browser's `sessionStorage`
   */
  storage?: SessionStorageLike;
  /**
   * Send the cookie over HTTPS only.
   * @default true when the page itself is on https:
   */
  secure?: boolean;
}

/**
 * The browser's token store (spec §4): the token in the cookie `Admin-Token`, its expiry in
 * session storage under `expireTime`. `clear()` removes the cookie and clears session storage
 * (spec §4, §8), so the role list `codeList` goes with it. Pass it to `@cep/api-client`'s
 * `createApiClient({ tokenStore })` and to `createAuth`.
 *
 * The server reads the token from the `token` header only, never from the cookie: the cookie
 * is just where the session survives a reload. It is `SameSite=Strict` so it does not travel
 * with requests from other sites either way.
 */
export function cookieTokenStore(options: CookieTokenStoreOptions = {}): ObservableTokenStore {
  const cookieName = options.cookieName ?? TOKEN_COOKIE;
  const storage = options.storage ?? defaultSessionStorage();
  const secure =
    options.secure ?? (typeof location !== 'undefined' && location.protocol === 'https:');
  const attributes = { path: '/', sameSite: 'strict', secure } as const;
  const listeners = new Set<() => void>();
  const changed = () => {
    for (const listener of listeners) listener();
  };

  return {
    getToken: () => Cookies.get(cookieName) || undefined,
    getExpireTime() {
      const stored = storage.getItem(EXPIRE_TIME_KEY);
      if (stored === null || stored === '') return undefined;
      const expireTime = Number(stored);
      return Number.isFinite(expireTime) ? expireTime : undefined;
    },
    setSession(token, expireTime) {
      Cookies.set(cookieName, token, attributes);
      storage.setItem(EXPIRE_TIME_KEY, String(expireTime));
      changed();
    },
    setExpireTime(expireTime) {
      storage.setItem(EXPIRE_TIME_KEY, String(expireTime));
      changed();
    },
    clear() {
      Cookies.remove(cookieName, { path: '/' });
      storage.clear();
      changed();
    },
    clearStorage() {
      storage.clear();
      changed();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}
