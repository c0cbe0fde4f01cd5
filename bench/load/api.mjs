// One API call as the console makes it (JSON or the login form, the `token` header), sent to the
// instance the caller prefers (or the other while that one is down), timed and recorded under
// its call class. Resolves { ok, status, code, data, message }; never rejects.
import { pick } from './instances.mjs';

export function apiClient(instances, stats) {
  return async function call(callClass, preferred, method, path, options = {}) {
    const { token, json, form, list = false } = options;
    const headers = {};
    let body;
    if (token) headers.token = token;
    if (json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(json);
    } else if (form) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      body = new URLSearchParams(form).toString();
    }
    const instance = pick(instances, preferred);
    const started = performance.now();
    try {
      const res = await fetch(`${instance.url}${path}`, {
        method,
        headers,
        body,
        signal: AbortSignal.timeout(35_000),
      });
      const text = await res.text();
      let envelope;
      try {
        envelope = JSON.parse(text);
      } catch {
        envelope = undefined;
      }
      const ok = res.status === 200 && envelope?.code === 200;
      stats?.record(
        callClass,
        started,
        ok,
        `${method} ${path.split('?')[0]} on ${instance.name} → ${res.status} ${text.slice(0, 160)}`,
        list,
        `${res.status}/${envelope?.code ?? '-'}`,
      );
      return {
        ok,
        status: res.status,
        code: envelope?.code ?? res.status,
        data: envelope?.data,
        message: envelope?.message ?? text.slice(0, 160),
      };
    } catch (error) {
      const reason = error?.cause?.code ?? error?.name ?? String(error);
      stats?.record(
        callClass,
        started,
        false,
        `${method} ${path.split('?')[0]} on ${instance.name} → ${reason}`,
        list,
        reason,
      );
      return { ok: false, status: 0, code: 0, data: undefined, message: reason };
    }
  };
}
