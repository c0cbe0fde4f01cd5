import { afterEach, expect, it, vi } from 'vitest';
import { RELOGIN_MESSAGE } from './constants';
import { defaultConfirmRelogin, defaultOnRelogin } from './defaults';

afterEach(() => {
  vi.unstubAllGlobals();
});

it('without a browser: the confirm answers 取消 and onRelogin does nothing', async () => {
  await expect(defaultConfirmRelogin()).resolves.toBe(false);
  expect(() => defaultOnRelogin()).not.toThrow();
});

it('in a browser: asks with the spec’s text through window.confirm, reloads the page', async () => {
  const asked: string[] = [];
  let reloads = 0;
  vi.stubGlobal('confirm', (message: string) => {
    asked.push(message);
    return true;
  });
  vi.stubGlobal('location', { reload: () => (reloads += 1) });
  await expect(defaultConfirmRelogin()).resolves.toBe(true);
  expect(asked).toEqual([RELOGIN_MESSAGE]);
  defaultOnRelogin();
  expect(reloads).toBe(1);
});
