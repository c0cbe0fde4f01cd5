import { inject } from 'vitest';
import { createApiClient } from '../create-api-client';
import type { ApiClient } from '../api-client';

/*
 * The client tests' way into the real server of the client project (started with its demo data by
 * the project's global setup; no HTTP mocking).
 */

/** A client of the real server, signed in as `username`. */
export async function signedIn(username: string, password: string): Promise<ApiClient> {
  const api = createApiClient({ baseURL: inject('serverUrl') });
  await api.login(username, password);
  return api;
}

/** A name no other test file (nor an earlier run on the same server) has used. */
export const unique = (prefix: string) => `${prefix}${Date.now().toString(36)}${process.pid}`;

/** A live feed's events as they come, and a wait for the first one (from index `from`) that matches. */
export function recordEvents<E>(
  follow: (onEvent: (event: E) => void) => () => void,
  what = 'event',
) {
  const events: E[] = [];
  const waiters = new Set<() => void>();
  const stop = follow((event) => {
    events.push(event);
    for (const wake of waiters) wake();
  });
  const until = (match: (event: E) => boolean, from = 0, timeoutMs = 10_000) =>
    new Promise<E>((resolve, reject) => {
      const check = () => {
        const found = events.slice(from).find(match);
        if (!found) return;
        waiters.delete(check);
        clearTimeout(timer);
        resolve(found);
      };
      const timer = setTimeout(() => {
        waiters.delete(check);
        reject(new Error(`no matching ${what} in ${JSON.stringify(events)}`));
      }, timeoutMs);
      waiters.add(check);
      check();
    });
  return { events, until, stop };
}
