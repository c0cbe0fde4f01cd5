import { isAxiosError, type AxiosResponse } from 'axios';
import { describe, expect, inject, it } from 'vitest';
import { ApiError, isStaleRevision } from './api-error';
import { createApiClient } from './create-api-client';
import { deadServerUrl } from './testing/net';
import { noisePng } from './testing/png';
import { recordingNotify, recordingTokenStore } from './testing/recorders';

// The real server of the client project (scripts/testing/client-global-setup.ts) — no HTTP mocking.
const baseURL = inject('serverUrl');

const inAnHour = () => Date.now() + 3_600_000;
const never = async () => false;
/** The toast of a server's error answer: with the request's id, for the user to quote. */
const toast = (message: string) => ({
  message,
  options: { type: 'error', duration: 5000, requestId: expect.stringMatching(/^[\w-]{1,64}$/) },
});
/** The toast of a request nobody answered: there is no id to quote. */
const networkToast = (message: string) => ({
  message,
  options: { type: 'error', duration: 5000 },
});

/** What the client actually put on the wire, read back from each answered request's config. */
function sentRequests(api: ReturnType<typeof createApiClient>) {
  const sent: AxiosResponse['config'][] = [];
  api.http.interceptors.response.use((response) => {
    sent.push(response.config);
    return response;
  });
  return sent;
}

describe('login', () => {
  it('trims the username, sends a form, stores token and expiry', async () => {
    const { store, writes } = recordingTokenStore();
    const api = createApiClient({ baseURL, tokenStore: store });
    const sent = sentRequests(api);
    const result = await api.login('  doctor \t', 'Doctor@123');
    expect(String(sent[0]?.data)).toMatch(/^username=doctor&password=/);
    expect(sent[0]?.headers['Content-Type']).toMatch(/^application\/x-www-form-urlencoded/);
    expect(writes).toEqual(['setSession']);
    expect(store.getToken()).toBe(result.token);
    expect(store.getExpireTime()).toBe(result.expireTime);
    expect(result.expireTime).toBeGreaterThan(Date.now());
    // From now on every request carries the header `token`; JSON bodies stay JSON.
    await api.getInfo();
    expect(sent[1]?.headers.token).toBe(result.token);
    await api.listDoctors({ pageSize: 1 });
    expect(sent[2]?.headers.token).toBe(result.token);
  });

  it('a wrong password shows and rejects with 用户名或密码错误, storing nothing', async () => {
    const { store, writes } = recordingTokenStore();
    const { notify, shown } = recordingNotify();
    const api = createApiClient({ baseURL, tokenStore: store, notify });
    const rejected = await api.login('doctor', 'wrong-password').catch((e: unknown) => e);
    expect(rejected).toBeInstanceOf(ApiError);
    expect(rejected).toMatchObject({ code: 40101, message: '用户名或密码错误' });
    expect(shown).toEqual([toast('用户名或密码错误')]);
    expect(writes).toEqual([]);
  });
});

describe('answers other than 200', () => {
  it('an HTTP error carrying the envelope is the server’s answer: toast, ApiError, session kept', async () => {
    const { store, writes } = recordingTokenStore();
    const { notify, shown } = recordingNotify();
    const api = createApiClient({ baseURL, tokenStore: store, notify });
    await api.login('admin', 'Admin@123');
    // 404 with { code: 40401, message: '用户不存在' }
    const rejected = await api.getByUsername('nobody-here').catch((e: unknown) => e);
    expect(rejected).toBeInstanceOf(ApiError);
    expect(rejected).toMatchObject({ code: 40401, message: '用户不存在' });
    // The id the server logged the request under: in the error and in its toast alike.
    expect((rejected as ApiError).requestId).toMatch(/^[\w-]{1,64}$/);
    expect(shown[0]?.options.requestId).toBe((rejected as ApiError).requestId);
    expect(shown).toEqual([toast('用户不存在')]);
    expect(writes).toEqual(['setSession']); // no clear, no zeroed expiry
    expect(store.getToken()).toBeDefined();
  });

  it('a validation error (400) shows the server’s message', async () => {
    const { notify, shown } = recordingNotify();
    const api = createApiClient({ baseURL, notify });
    await api.login('admin', 'Admin@123');
    await expect(api.listUsers({ pageSize: 1000 })).rejects.toMatchObject({ code: 40001 });
    expect(shown[0]?.message).toMatch(/每页最多100条/);
  });

  it('the raw axios instance behaves the same: an unknown /api path rejects with 40401', async () => {
    const { notify, shown } = recordingNotify();
    const api = createApiClient({ baseURL, notify });
    await expect(api.http.get('/api/no-such-call')).rejects.toMatchObject({
      code: 40401,
      message: '接口不存在',
    });
    expect(shown).toEqual([toast('接口不存在')]);
  });

  it('a stale revision (40902) rejects without a toast: the form shows the conflict panel', async () => {
    const { notify, shown } = recordingNotify();
    const api = createApiClient({ baseURL, notify });
    await api.login('admin', 'Admin@123');
    const account = await api.getByUsername('admin');
    // A revision the account is not at: refused, nothing changed.
    const rejected = await api
      .updateUser({ id: account.id, revision: account.revision + 1, name: account.name })
      .catch((e: unknown) => e);
    expect(isStaleRevision(rejected)).toBe(true);
    expect(rejected).toMatchObject({ code: 40902, message: '已被他人修改，请重新读取后再保存' });
    expect(shown).toEqual([]);
    expect((await api.getUser(account.id)).revision).toBe(account.revision);
  });

  it('an answer without the envelope (not the API) rejects with code 0', async () => {
    // Outside /api the server answers the console's page, not JSON.
    const api = createApiClient({ baseURL: `${baseURL}/not-the-api` });
    await expect(api.health()).rejects.toMatchObject({ code: 0 });
  });
});

describe('network errors (spec §8)', () => {
  it('no server: clears session storage but keeps the token, zeroes the expiry, shows the error for 5 s, rejects with 0', async () => {
    const { store, writes } = recordingTokenStore({ token: 'a-token', expireTime: inAnHour() });
    const { notify, shown } = recordingNotify();
    const api = createApiClient({ baseURL: await deadServerUrl(), tokenStore: store, notify });
    const rejected = await api.getInfo().catch((e: unknown) => e);
    expect(rejected).toBeInstanceOf(ApiError);
    expect((rejected as ApiError).code).toBe(0);
    expect((rejected as ApiError).message).toMatch(/ECONNREFUSED/);
    expect(writes).toEqual(['clearStorage', 'setExpireTime(0)']);
    expect(store.getToken()).toBe('a-token');
    expect(store.getExpireTime()).toBe(0);
    expect(shown).toEqual([networkToast((rejected as ApiError).message)]);
  });

  it('a timeout is a network error', async () => {
    const { store, writes } = recordingTokenStore({ token: 'a-token', expireTime: inAnHour() });
    const { notify, shown } = recordingNotify();
    // 1 ms: the real login (a scrypt hash on the server) cannot answer that fast.
    const api = createApiClient({ baseURL, tokenStore: store, notify, timeoutMs: 1 });
    const rejected = await api.login('doctor', 'Doctor@123').catch((e: unknown) => e);
    expect(rejected).toMatchObject({ code: 0, message: 'timeout of 1ms exceeded' });
    expect(writes).toEqual(['clearStorage', 'setExpireTime(0)']);
    expect(shown).toEqual([networkToast('timeout of 1ms exceeded')]);
  });

  it('the default timeout is 15 s', () => {
    expect(createApiClient({ baseURL }).http.defaults.timeout).toBe(15_000);
  });

  it('a request that cannot be set up (storage refused) clears session storage and rejects', async () => {
    const { store, writes } = recordingTokenStore({ token: 'a-token', expireTime: inAnHour() });
    const failing = {
      ...store,
      getToken: () => {
        throw new Error('The operation is insecure.');
      },
    };
    const { notify, shown } = recordingNotify();
    const api = createApiClient({ baseURL, tokenStore: failing, notify });
    await expect(api.health()).rejects.toMatchObject({
      code: 0,
      message: 'The operation is insecure.',
    });
    expect(writes).toEqual(['clearStorage']);
    expect(shown).toEqual([]);
  });
});

describe('uploadFile', () => {
  it('uploads a real PNG as multipart field `file` with progress up to 100 %', async () => {
    const api = createApiClient({ baseURL });
    await api.login('doctor', 'Doctor@123');
    const png = noisePng(600, 600); // ≈1 MB of incompressible pixels, under the 2 MB limit
    const percents: number[] = [];
    const address = await api.uploadFile(new File([Uint8Array.from(png)], 'scan.png'), {
      onProgress: (percent) => percents.push(percent),
    });
    expect(address).toMatch(/^\/api\/oss\/file\/[0-9a-f-]{36}$/);
    expect(percents.length).toBeGreaterThan(1);
    expect(percents.at(-1)).toBe(100);
    expect(percents).toEqual([...percents].sort((a, b) => a - b));
    expect(percents.every((p) => Number.isInteger(p) && p >= 0 && p <= 100)).toBe(true);
    // A doctor's upload is public; re-encoded by the server (no metadata), still a PNG.
    const served = Buffer.from(await (await fetch(`${baseURL}${address}`)).arrayBuffer());
    expect(served.subarray(0, 8).equals(png.subarray(0, 8))).toBe(true);
  });

  it('a file that is not an image is refused with 41501', async () => {
    const { notify, shown } = recordingNotify();
    const api = createApiClient({ baseURL, notify });
    await api.login('doctor', 'Doctor@123');
    const text = new Blob(['<script>alert(1)</script>'], { type: 'image/png' });
    await expect(api.uploadFile(text, { filename: 'x.png' })).rejects.toMatchObject({
      code: 41501,
    });
    expect(shown[0]?.message).toMatch(/不支持的文件类型/);
  });

  it('a file over 2 MB is refused with 41301, the session kept', async () => {
    const { store, writes } = recordingTokenStore();
    const { notify, shown } = recordingNotify();
    const api = createApiClient({ baseURL, tokenStore: store, notify });
    await api.login('doctor', 'Doctor@123');
    const big = noisePng(900, 900); // ≈2.4 MB
    expect(big.length).toBeGreaterThan(2 * 1024 * 1024);
    await expect(api.uploadFile(new Blob([Uint8Array.from(big)]))).rejects.toMatchObject({
      code: 41301,
    });
    expect(shown[0]?.message).toMatch(/文件过大/);
    expect(writes).toEqual(['setSession']);
  });

  it('a cancelled upload rejects with 0 without touching the session or showing an error', async () => {
    const { store, writes } = recordingTokenStore();
    const { notify, shown } = recordingNotify();
    const api = createApiClient({ baseURL, tokenStore: store, notify });
    await api.login('doctor', 'Doctor@123');
    const controller = new AbortController();
    const upload = api.uploadFile(new Blob([Uint8Array.from(noisePng(600, 600))]), {
      signal: controller.signal,
      onProgress: () => controller.abort(),
    });
    await expect(upload).rejects.toMatchObject({ code: 0, message: 'canceled' });
    expect(writes).toEqual(['setSession']);
    expect(shown).toEqual([]);
  });
});

it('without a token no header is sent, and a signed-in call gets the server’s 50008', async () => {
  const { notify, shown } = recordingNotify();
  const api = createApiClient({ baseURL, notify, confirmRelogin: never });
  const sent = sentRequests(api);
  await api.health();
  expect(sent[0]?.headers.token).toBeUndefined();
  await expect(api.getInfo()).rejects.toMatchObject({ code: 50008 });
  expect(shown).toEqual([toast('非法的令牌，请重新登录')]);
});

it('never sends the token to another origin, whose answers and failures leave the session alone', async () => {
  const { store, writes } = recordingTokenStore();
  const { notify, shown } = recordingNotify();
  const api = createApiClient({ baseURL, tokenStore: store, notify, confirmRelogin: never });
  await api.login('doctor', 'Doctor@123');
  // The same server under another name is another origin, as far as any browser is concerned.
  const other = baseURL.replace('localhost', '127.0.0.1');
  expect(other).not.toBe(baseURL);
  const answer = await api.http.get(`${other}/api/sysUser/getInfo`, { validateStatus: null });
  expect(answer.status).toBe(401);
  expect(answer.data).toMatchObject({ code: 50008 }); // it got no token
  await expect(api.http.get(`${other}/api/sysUser/getInfo`)).rejects.toSatisfy(isAxiosError);
  await expect(api.http.get(`${await deadServerUrl()}/theme.css`)).rejects.toSatisfy(isAxiosError);
  expect(writes).toEqual(['setSession']);
  expect(shown).toEqual([]);
  // The API's own origin, written out in full, is still the API.
  await expect(api.http.get(`${baseURL}/api/sysUser/getInfo`)).resolves.toMatchObject({
    data: { code: 200 },
  });
});
