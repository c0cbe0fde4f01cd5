import { getAdapter, type AxiosInstance } from 'axios';
import { memoryTokenStore } from '../token-store';
import type { Notify, NotifyOptions, TokenStore } from '../types';

/*
 * Test helpers (not exported by the package): real implementations of the client's options that
 * also write down how the client used them. Nothing here stands in for the server.
 */

/** A memory token store that records every write, in order. */
export function recordingTokenStore(initial?: { token: string; expireTime: number }) {
  const inner = memoryTokenStore(initial);
  const writes: string[] = [];
  const store: TokenStore = {
    getToken: () => inner.getToken(),
    getExpireTime: () => inner.getExpireTime(),
    setSession(token, expireTime) {
      writes.push('setSession');
      inner.setSession(token, expireTime);
    },
    setExpireTime(expireTime) {
      writes.push(`setExpireTime(${expireTime})`);
      inner.setExpireTime(expireTime);
    },
    clear() {
      writes.push('clear');
      inner.clear();
    },
    clearStorage() {
      writes.push('clearStorage');
      inner.clearStorage();
    },
  };
  return { store, writes };
}

/** A notify that keeps what it was asked to show. */
export function recordingNotify() {
  const shown: { message: string; options: NotifyOptions }[] = [];
  const notify: Notify = (message, options) => shown.push({ message, options });
  return { notify, shown };
}

/**
 * A re-login dialog the test answers: `confirmRelogin` counts how often it was opened and stays
 * open until `answer(true | false)`; `reloaded` resolves when the client calls `onRelogin`.
 */
export function answerableRelogin() {
  let opened = 0;
  let reloads = 0;
  let answer: (value: boolean) => void = () => {};
  let isOpen: () => void = () => {};
  let whenOpen = new Promise<void>((resolve) => (isOpen = resolve));
  return {
    confirmRelogin: () => {
      opened += 1;
      isOpen();
      return new Promise<boolean>((resolve) => (answer = resolve));
    },
    onRelogin: () => {
      reloads += 1;
    },
    /** Resolves once the dialog has been opened. */
    opened: () => whenOpen,
    answer(value: boolean) {
      answer(value);
      whenOpen = new Promise<void>((resolve) => (isOpen = resolve));
    },
    get timesOpened() {
      return opened;
    },
    get reloads() {
      return reloads;
    },
  };
}

/**
 * The URL of every request as it leaves for the server (after the client's interceptors, so in the
 * order they really go out: a refresh before the requests that waited for it). Wraps the instance's
 * real adapter; the request itself is untouched and goes to the real server.
 */
export function sentUrls(http: AxiosInstance): string[] {
  const urls: string[] = [];
  const adapter = getAdapter(http.defaults.adapter);
  http.defaults.adapter = (config) => {
    urls.push(config.url ?? '');
    return adapter(config);
  };
  return urls;
}
