import { apiErrorBody, apiSuccess, calls } from '@cep/contract';
import type { z } from 'zod';

/**
 * A minimal real-HTTP client for the crash-safety test: fetch against the
 * listening server, answers checked against the contract's schemas so a wrong
 * shape fails the test instead of slipping through as `undefined`.
 */

type Calls = typeof calls;
type Data<K extends keyof Calls> = z.infer<Calls[K]['response']>;

export type Answer<K extends keyof Calls> =
  | { ok: true; status: number; data: Data<K> }
  | { ok: false; status: number; code: number; message: string };

export interface Request {
  token?: string;
  /** JSON body. */
  json?: unknown;
  /** Form-encoded body (login). */
  form?: Record<string, string>;
  /** Query string values. */
  query?: Record<string, string | number>;
  /** Path parameters (`:id`). */
  params?: Record<string, string | number>;
}

/**
 * Sends one call of the contract table. Resolves with the parsed answer;
 * rejects only when no HTTP answer came (connection refused or reset) — the
 * crash test counts those as "not answered".
 */
export async function send<K extends keyof Calls>(
  origin: string,
  name: K,
  request: Request = {},
): Promise<Answer<K>> {
  const def = calls[name];
  let pathname: string = def.path;
  for (const [key, value] of Object.entries(request.params ?? {}))
    pathname = pathname.replace(`:${key}`, encodeURIComponent(String(value)));
  const url = new URL(pathname, origin);
  for (const [key, value] of Object.entries(request.query ?? {}))
    url.searchParams.set(key, String(value));

  const headers: Record<string, string> = {};
  let body: string | undefined;
  if (request.token) headers.token = request.token;
  if (request.form) {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    body = new URLSearchParams(request.form).toString();
  } else if (request.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(request.json);
  }

  const res = await fetch(url, { method: def.method, headers, body });
  const text = await res.text();
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new Error(
      `${def.method} ${pathname} answered ${res.status} with non-JSON: ${text.slice(0, 200)}`,
    );
  }
  const success = apiSuccess(def.response).safeParse(parsed);
  if (success.success) return { ok: true, status: res.status, data: success.data.data as Data<K> };
  const failure = apiErrorBody.safeParse(parsed);
  if (failure.success)
    return {
      ok: false,
      status: res.status,
      code: failure.data.code,
      message: failure.data.message,
    };
  throw new Error(
    `${def.method} ${pathname} answered ${res.status} with a body outside the contract: ${text.slice(0, 300)}`,
  );
}

/** Unwraps a success or throws with the server's code and message. */
export function expectOk<K extends keyof Calls>(answer: Answer<K>, what: string): Data<K> {
  if (!answer.ok) throw new Error(`${what}: ${answer.status} ${answer.code} ${answer.message}`);
  return answer.data;
}
