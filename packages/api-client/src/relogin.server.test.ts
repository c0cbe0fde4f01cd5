import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../../../scripts/testing/start-server';
import { ApiError } from './api-error';
import { createApiClient } from './create-api-client';
import { endpoints } from './endpoints';
import {
  answerableRelogin,
  recordingNotify,
  recordingTokenStore,
  sentUrls,
} from './testing/recorders';

/*
 * Spec §4/§8 re-login against a real server whose tokens live 5 s and where a new sign-in ends
 * the older sessions of the same user (SINGLE_SESSION), so all three codes happen for real:
 * 50008 illegal token, 50012 signed in elsewhere, 50014 expired.
 */
let server: RunningServer;
let baseURL: string;
beforeAll(async () => {
  server = await startServer({ env: { TOKEN_TTL: '5', SINGLE_SESSION: '1' } });
  baseURL = server.url;
});
afterAll(() => server?.stop());

const inAnHour = () => Date.now() + 3_600_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('re-login confirm', () => {
  it('several requests failing together open the confirm once; 取消 changes nothing', async () => {
    const relogin = answerableRelogin();
    const { store, writes } = recordingTokenStore({ token: 'not-a-token', expireTime: inAnHour() });
    const { notify, shown } = recordingNotify();
    const api = createApiClient({ baseURL, tokenStore: store, notify, ...relogin });

    const results = await Promise.allSettled([
      api.getInfo(),
      api.getMenuList(),
      api.listPatients(),
      api.listDoctors(),
      api.getPatient(1),
    ]);
    for (const result of results) {
      expect(result.status).toBe('rejected');
      expect((result as PromiseRejectedResult).reason).toBeInstanceOf(ApiError);
      expect((result as PromiseRejectedResult).reason).toMatchObject({ code: 50008 });
    }
    // Each failed call still shows its error (spec §8), the question is asked once.
    expect(shown.map((toast) => toast.message)).toEqual(Array(5).fill('非法的令牌，请重新登录'));
    await relogin.opened();
    expect(relogin.timesOpened).toBe(1);

    // Another failure while the dialog is still open joins it.
    await expect(api.getInfo()).rejects.toMatchObject({ code: 50008 });
    expect(relogin.timesOpened).toBe(1);

    relogin.answer(false);
    await sleep(20);
    expect(writes).toEqual([]);
    expect(store.getToken()).toBe('not-a-token');
    expect(relogin.reloads).toBe(0);

    // The dialog was answered: the next failure asks again.
    await expect(api.getInfo()).rejects.toMatchObject({ code: 50008 });
    await relogin.opened();
    expect(relogin.timesOpened).toBe(2);
    relogin.answer(false);
  });

  it('确定 clears the token and storage, then hands over to onRelogin (the page reload)', async () => {
    const relogin = answerableRelogin();
    const { store, writes } = recordingTokenStore({ token: 'not-a-token', expireTime: inAnHour() });
    const api = createApiClient({ baseURL, tokenStore: store, ...relogin });
    await Promise.allSettled([api.getInfo(), api.getMenuList(), api.listDoctors()]);
    await relogin.opened();
    relogin.answer(true);
    await sleep(20);
    expect(writes).toEqual(['clear']);
    expect(store.getToken()).toBeUndefined();
    expect(relogin.reloads).toBe(1);
    expect(relogin.timesOpened).toBe(1);
  });

  it('50012: signed in elsewhere', async () => {
    const relogin = answerableRelogin();
    const { notify, shown } = recordingNotify();
    // Threshold 0: no refresh, so the request itself meets the displaced session.
    const here = createApiClient({ baseURL, notify, refreshThresholdMs: 0, ...relogin });
    await here.login('doctor', 'Doctor@123');
    await createApiClient({ baseURL }).login('doctor', 'Doctor@123');
    await expect(here.getInfo()).rejects.toMatchObject({ code: 50012 });
    expect(shown.at(-1)?.message).toBe('账号已在其他地方登录');
    await relogin.opened();
    relogin.answer(true);
    await sleep(20);
    expect(here.tokenStore.getToken()).toBeUndefined();
    expect(relogin.reloads).toBe(1);
  });

  it('50014: an expired token (no refresh) asks to sign in again', async () => {
    const relogin = answerableRelogin();
    const { notify, shown } = recordingNotify();
    const api = createApiClient({ baseURL, notify, refreshThresholdMs: 0, ...relogin });
    const { expireTime } = await api.login('patient', 'Patient@123');
    await sleep(expireTime - Date.now() + 200);
    await expect(api.getInfo()).rejects.toMatchObject({ code: 50014 });
    expect(shown.at(-1)?.message).toBe('登录已过期，请重新登录');
    await relogin.opened();
    expect(relogin.timesOpened).toBe(1);
    relogin.answer(false);
  });

  it('50014 through the refresh: one refresh, one confirm, every waiting request rejects', async () => {
    const relogin = answerableRelogin();
    const { notify, shown } = recordingNotify();
    const { store, writes } = recordingTokenStore();
    const api = createApiClient({ baseURL, tokenStore: store, notify, ...relogin });
    const urls = sentUrls(api.http);
    const { expireTime } = await api.login('admin', 'Admin@123');
    await sleep(expireTime - Date.now() + 200);

    const results = await Promise.allSettled([api.getInfo(), api.listUsers(), api.listAudit()]);
    expect(results.map((r) => (r as PromiseRejectedResult).reason?.code)).toEqual([
      50014, 50014, 50014,
    ]);
    expect(urls).toEqual([endpoints.login.path, endpoints.refreshToken.path]);
    expect(shown.map((toast) => toast.message)).toEqual(['登录已过期，请重新登录']);
    await relogin.opened();
    expect(relogin.timesOpened).toBe(1);
    relogin.answer(true);
    await sleep(20);
    expect(writes).toEqual(['setSession', 'clear']);
    expect(relogin.reloads).toBe(1);
  });
});
