import { expect, type APIRequestContext } from '@playwright/test';
import type { Account } from './accounts';

/** A signed-in session as the server hands it out (spec §7 login: token, expireTime). */
export interface Session {
  token: string;
  /** Epoch milliseconds. */
  expireTime: number;
}

interface Envelope<T> {
  code: number;
  message: string;
  data: T;
  success: boolean;
}

/** Unwraps the spec §7 envelope, failing the test with the server's own message otherwise. */
async function unwrap<T>(response: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> {
  const body = (await response.json()) as Envelope<T>;
  expect(body.code, `${response.url()}: ${body.message}`).toBe(200);
  return body.data;
}

/** Signs in the way the console does (POST /api/users/login, form-encoded). */
export async function apiLogin(
  request: APIRequestContext,
  baseURL: string,
  account: Account,
): Promise<Session> {
  const response = await request.post(`${baseURL}/api/users/login`, {
    form: { username: account.username, password: account.password },
  });
  return unwrap<Session>(response);
}

/** A GET with the `token` header, as the console sends it; resolves the envelope's data. */
export async function apiGet<T>(
  request: APIRequestContext,
  url: string,
  token: string,
  params?: Record<string, string | number>,
): Promise<T> {
  return unwrap<T>(await request.get(url, { headers: { token }, params }));
}

/** Ends a session on the server (POST /api/sysUser/logout with that token), as a second tab would. */
export async function apiLogout(
  request: APIRequestContext,
  baseURL: string,
  token: string,
): Promise<void> {
  await unwrap<unknown>(
    await request.post(`${baseURL}/api/sysUser/logout`, { headers: { token }, data: { token } }),
  );
}
