import type { ErrorLogEntry } from '@cep/layout';
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
 * Sends entries of the layout's error log (window errors and unhandled rejections, which the
 * shell collects while `captureErrors` is on, and the render errors the pages' error boundaries
 * log) to the server (`POST /api/clientErrors`), so they outlive a reload. The shell's
 * `LayoutProvider` calls it with each new entry (`onError`).
 */
export function createErrorReporter(): (entry: ErrorLogEntry) => void {
  const sent = new Set<string>();
  return (entry) => {
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
}
