import type { TokenStore } from './types';

export interface RefresherDeps {
  tokenStore: TokenStore;
  thresholdMs: number;
  /** Exchanges `token` for a new one and stores it; rejects when that fails. */
  refresh: (token: string) => Promise<void>;
}

/**
 * Spec §4: before a request, a token with less than `thresholdMs` left is refreshed first. Every
 * request that arrives while a refresh runs waits for that same refresh, so a burst of requests
 * costs one refreshToken call (the server lets a token be refreshed only once; a second, parallel
 * refresh of the same token would be refused). A token whose expiry is unknown (e.g. a new tab,
 * whose session storage is empty) is refreshed too: that is the only way to learn its expiry.
 */
export function createRefresher({ tokenStore, thresholdMs, refresh }: RefresherDeps) {
  let running: Promise<void> | undefined;
  return function ensureFresh(): Promise<void> {
    if (running) return running;
    const token = tokenStore.getToken();
    if (!token) return Promise.resolve();
    const expireTime = tokenStore.getExpireTime();
    if (expireTime !== undefined && expireTime - Date.now() >= thresholdMs) {
      return Promise.resolve();
    }
    running = refresh(token).finally(() => {
      running = undefined;
    });
    return running;
  };
}
