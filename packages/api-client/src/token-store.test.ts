import { expect, it } from 'vitest';
import { memoryTokenStore } from './token-store';

it('keeps a session in memory: set, zero the expiry, clear', () => {
  const store = memoryTokenStore();
  expect(store.getToken()).toBeUndefined();
  store.setSession('t1', 1000);
  expect([store.getToken(), store.getExpireTime()]).toEqual(['t1', 1000]);
  store.setExpireTime(0);
  expect([store.getToken(), store.getExpireTime()]).toEqual(['t1', 0]);
  store.clear();
  expect([store.getToken(), store.getExpireTime()]).toEqual([undefined, undefined]);
  expect(memoryTokenStore({ token: 't2', expireTime: 5 }).getToken()).toBe('t2');
});
