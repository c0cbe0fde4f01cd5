import { RELOGIN_MESSAGE } from './constants';

/** Without an app dialog: the browser's own confirm, or "no" where there is no browser. */
export function defaultConfirmRelogin(): Promise<boolean> {
  const confirm = (globalThis as { confirm?: (message: string) => boolean }).confirm;
  return Promise.resolve(typeof confirm === 'function' ? confirm(RELOGIN_MESSAGE) : false);
}

/** Issue 30: an ended session reloads the page (the route guard then finds no token). */
export function defaultOnSessionEnded(): void {
  defaultOnRelogin();
}

/** Spec §4: after 确定 the page reloads (the route guard then finds no token). */
export function defaultOnRelogin(): void {
  (globalThis as { location?: { reload(): void } }).location?.reload();
}
