import type { AxiosResponse } from 'axios';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../../../scripts/testing/start-server';
import { createApiClient } from './create-api-client';
import { endpoints } from './endpoints';
import {
  answerableRelogin,
  recordingNotify,
  recordingTokenStore,
  sentUrls,
} from './testing/recorders';

/*
 * Spec §4 against a real server whose tokens live 20 s: every token is always "less than
 * 10 minutes from expiry", so every request that may refresh does.
 */
let server: RunningServer;
let baseURL: string;
beforeAll(async () => {
  server = await startServer({ env: { TOKEN_TTL: '20' } });
  baseURL = server.url;
});
afterAll(() => server?.stop());

const refreshPath = endpoints.refreshToken.path;

/** How many token refreshes of `username` the server has recorded, from the audit log. */
async function refreshesOf(username: string): Promise<number> {
  // This admin client never refreshes (threshold 0), so it does not add to what it counts.
  const auditor = createApiClient({ baseURL, refreshThresholdMs: 0 });
  await auditor.login('admin', 'Admin@123');
  const page = await auditor.listAudit({ action: 'refreshToken', actor: username });
  return page.list.filter((entry) => entry.actorName === username && entry.outcome === 'success')
    .length;
}

function answered(api: ReturnType<typeof createApiClient>) {
  const configs: AxiosResponse['config'][] = [];
  api.http.interceptors.response.use((response) => {
    configs.push(response.config);
    return response;
  });
  return configs;
}

describe('proactive refresh', () => {
  it('ten concurrent requests near expiry cause exactly one refresh, then all use the new token', async () => {
    const { store, writes } = recordingTokenStore();
    const api = createApiClient({ baseURL, tokenStore: store });
    const urls = sentUrls(api.http);
    const configs = answered(api);
    const login = await api.login('doctor', 'Doctor@123');
    const before = await refreshesOf('doctor');

    const infos = await Promise.all(Array.from({ length: 10 }, () => api.getInfo()));

    expect(infos.map((info) => info.name)).toEqual(Array(10).fill('张医生'));
    expect(urls.filter((url) => url === refreshPath)).toHaveLength(1);
    expect(await refreshesOf('doctor')).toBe(before + 1);
    expect(writes).toEqual(['setSession', 'setSession']); // login, then the one refresh
    const renewed = store.getToken();
    expect(renewed).not.toBe(login.token);
    expect(store.getExpireTime()).toBeGreaterThanOrEqual(login.expireTime);
    // The refresh itself went out with the old token; every getInfo waited and used the new one.
    const refresh = configs.find((config) => config.url === refreshPath);
    expect(refresh?.headers.token).toBe(login.token);
    expect(JSON.parse(String(refresh?.data))).toEqual({ token: login.token });
    const gets = configs.filter((config) => config.url === endpoints.getInfo.path);
    expect(gets).toHaveLength(10);
    expect(gets.every((config) => config.headers.token === renewed)).toBe(true);
  });

  it('each later request near expiry refreshes again; far from the threshold nothing is refreshed', async () => {
    const api = createApiClient({ baseURL });
    const urls = sentUrls(api.http);
    await api.login('patient', 'Patient@123');
    await api.getInfo();
    await api.getMenuList();
    expect(urls).toEqual([
      endpoints.login.path,
      refreshPath,
      endpoints.getInfo.path,
      refreshPath,
      endpoints.getMenuList.path,
    ]);

    // 20 s left is more than a 5 s threshold: no refresh.
    const relaxed = createApiClient({ baseURL, refreshThresholdMs: 5000 });
    const relaxedUrls = sentUrls(relaxed.http);
    await relaxed.login('patient', 'Patient@123');
    await relaxed.getInfo();
    expect(relaxedUrls).toEqual([endpoints.login.path, endpoints.getInfo.path]);
  });

  it('login, refreshToken and logout never trigger a refresh themselves', async () => {
    const { store } = recordingTokenStore();
    const api = createApiClient({ baseURL, tokenStore: store });
    const urls = sentUrls(api.http);
    await api.login('doctor', 'Doctor@123');
    // A second login while a near-expiry token is stored: no refresh first.
    const login = await api.login('doctor', 'Doctor@123');
    const refreshed = await api.refreshToken(login.token);
    expect(store.getToken()).toBe(refreshed.token);
    await api.logout(refreshed.token);
    expect(urls).toEqual([
      endpoints.login.path,
      endpoints.login.path,
      refreshPath,
      endpoints.logout.path,
    ]);
    expect(store.getToken()).toBeUndefined();
  });

  it('a token with an unknown expiry (e.g. a new tab) is refreshed once to learn it', async () => {
    const first = createApiClient({ baseURL, refreshThresholdMs: 0 });
    const { token } = await first.login('doctor', 'Doctor@123');
    const { store } = recordingTokenStore();
    store.setSession(token, 0);
    const tab = createApiClient({
      baseURL,
      tokenStore: { ...store, getExpireTime: () => undefined },
    });
    const urls = sentUrls(tab.http);
    await tab.getInfo();
    expect(urls).toEqual([refreshPath, endpoints.getInfo.path]);
    expect(store.getToken()).not.toBe(token);
  });

  it('a refused refresh is an expired session: one confirm, one toast, every waiting request rejects', async () => {
    // Another tab already refreshed this token: the server refreses a second refresh (50008),
    // though the old token itself still works for its 30 s grace.
    const tab1 = createApiClient({ baseURL, refreshThresholdMs: 0 });
    const { token, expireTime } = await tab1.login('doctor', 'Doctor@123');
    await tab1.refreshToken(token);

    const relogin = answerableRelogin();
    const { notify, shown } = recordingNotify();
    const { store, writes } = recordingTokenStore({ token, expireTime });
    const tab2 = createApiClient({ baseURL, tokenStore: store, notify, ...relogin });
    const urls = sentUrls(tab2.http);

    const results = await Promise.allSettled([
      tab2.getInfo(),
      tab2.getMenuList(),
      tab2.listPatients(),
      tab2.listDoctors(),
    ]);
    expect(results.map((r) => r.status)).toEqual(Array(4).fill('rejected'));
    for (const result of results) {
      expect((result as PromiseRejectedResult).reason).toMatchObject({ code: 50008 });
    }
    expect(urls).toEqual([refreshPath]); // none of the four went out: they waited for the refresh
    expect(shown).toEqual([
      {
        message: '非法的令牌，请重新登录',
        options: { type: 'error', duration: 5000, requestId: expect.any(String) },
      },
    ]);
    await relogin.opened();
    expect(relogin.timesOpened).toBe(1);

    relogin.answer(false); // 取消: nothing more happens
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(writes).toEqual([]);
    expect(store.getToken()).toBe(token);
    expect(relogin.reloads).toBe(0);
  });
});
