import { captureGlobalErrors, errorLogStore, type ErrorLogEntry } from '@cep/layout';
import { subscribe } from 'valtio';
import { api } from '../api-client';

/** Spec §8: collected in production builds; `localStorage['cep-error-log'] = 'on'` in development. */
export function errorLogEnabled(): boolean {
  if (import.meta.env.PROD) return true;
  try {
    return localStorage.getItem('cep-error-log') === 'on';
  } catch {
    return false;
  }
}

/**
 * A page in an error loop must not flood the server: at most this many reports per page load,
 * and the same message from the same address only once.
 */
const MAX_REPORTS = 20;

/**
 * Collects window errors and unhandled rejections into the layout's error log, and sends every
 * entry of the log (those, and the render errors the views' error boundaries log) to the server
 * (`POST /api/clientErrors`), so they outlive a reload. Returns the function that stops both.
 */
export function reportErrors(): () => void {
  const enabled = errorLogEnabled();
  const uninstall = captureGlobalErrors({ enabled });
  if (!enabled) return uninstall;

  const seen = new WeakSet<ErrorLogEntry>();
  const sent = new Set<string>();
  for (const entry of errorLogStore.logs) seen.add(entry);

  const send = (entry: ErrorLogEntry) => {
    const key = `${entry.err.message}\n${entry.url}`;
    if (sent.has(key) || sent.size >= MAX_REPORTS) return;
    sent.add(key);
    api
      .reportClientError({
        message: entry.err.message.slice(0, 2000) || 'Error',
        stack: entry.err.stack.slice(0, 20_000) || undefined,
        vm: entry.vm.slice(0, 20_000) || undefined,
        info: entry.info.slice(0, 2000) || undefined,
        url: entry.url.slice(0, 2000),
      })
      // The API client has shown its toast; a failed report must not log itself again.
      .catch(() => {});
  };

  const unsubscribe = subscribe(errorLogStore, () => {
    for (const entry of errorLogStore.logs) {
      if (seen.has(entry)) continue;
      seen.add(entry);
      send(entry);
    }
  });
  return () => {
    unsubscribe();
    uninstall();
  };
}
