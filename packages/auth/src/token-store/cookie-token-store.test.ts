// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { memoryStorage } from '../storage';
import { cookieTokenStore } from './cookie-token-store';

function cookies(): Record<string, string> {
  return Object.fromEntries(
    document.cookie
      .split('; ')
      .filter(Boolean)
      .map((pair) => [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)]),
  );
}

describe('cookieTokenStore', () => {
  beforeEach(() => {
    for (const name of Object.keys(cookies())) document.cookie = `${name}=; path=/; max-age=0`;
    sessionStorage.clear();
  });

  it('keeps the token in the Admin-Token cookie and the expiry in session storage', () => {
    const store = cookieTokenStore();
    expect(store.getToken()).toBeUndefined();
    expect(store.getExpireTime()).toBeUndefined();

    store.setSession('tok-1', 1_800_000_000_000);
    expect(cookies()['Admin-Token']).toBe('tok-1');
    expect(sessionStorage.getItem('expireTime')).toBe('1800000000000');
    expect(store.getToken()).toBe('tok-1');
    expect(store.getExpireTime()).toBe(1_800_000_000_000);

    store.setExpireTime(0); // what a network error does (spec §8)
    expect(store.getExpireTime()).toBe(0);
    expect(store.getToken()).toBe('tok-1');
  });

  it('survives a new store object (a reload reads the same cookie and storage)', () => {
    cookieTokenStore().setSession('tok-2', 123);
    const afterReload = cookieTokenStore();
    expect(afterReload.getToken()).toBe('tok-2');
    expect(afterReload.getExpireTime()).toBe(123);
  });

  it('clear() removes the cookie and empties session storage', () => {
    const store = cookieTokenStore();
    store.setSession('tok-3', 456);
    sessionStorage.setItem('codeList', '["doctor"]');
    sessionStorage.setItem('anything', 'else');
    store.clear();
    expect(cookies()['Admin-Token']).toBeUndefined();
    expect(sessionStorage.length).toBe(0);
    expect(store.getToken()).toBeUndefined();
    expect(store.getExpireTime()).toBeUndefined();
  });

  it('tells subscribers about every change', () => {
    const store = cookieTokenStore();
    let changes = 0;
    const unsubscribe = store.subscribe(() => changes++);
    store.setSession('tok-4', 1);
    store.setExpireTime(2);
    store.clear();
    expect(changes).toBe(3);
    unsubscribe();
    store.setSession('tok-5', 3);
    expect(changes).toBe(3);
  });

  it('takes another cookie name and storage', () => {
    const storage = memoryStorage();
    const store = cookieTokenStore({ cookieName: 'Other-Token', storage });
    store.setSession('tok-6', 789);
    expect(cookies()['Other-Token']).toBe('tok-6');
    expect(storage.getItem('expireTime')).toBe('789');
    expect(sessionStorage.getItem('expireTime')).toBeNull();
  });

  it('an unreadable expiry counts as unknown', () => {
    sessionStorage.setItem('expireTime', 'not a number');
    expect(cookieTokenStore().getExpireTime()).toBeUndefined();
  });
});
