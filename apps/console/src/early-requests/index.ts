import { PUBLIC_PATHS } from '@cep/auth';
import { HOME_PATH } from '@cep/contract';
import { api } from '../api-client';
import { requestSummaryEarly } from './summary-request';
import { tokenStore } from '../token-store';

/** The client itself: session.ts loads this module for it (one chunk, one dynamic import). */
export { api };

/** An early answer is used only this soon after it was asked for; later the caller asks again. */
const FRESH_MS = 10_000;

type Early = Pick<typeof api, 'getInfo' | 'getMenuList'>;
type EarlyCall = keyof Early;

let early: { at: number; calls: Partial<{ [K in EarlyCall]: ReturnType<Early[K]> }> } | undefined;

/**
 * A signed-in first load's requests, sent as soon as the API client has loaded (main.tsx), while
 * the app's and the shell's code (the `console` chunk, ≈ 3× the API client's) still load and run:
 * the session (user info and menu, which the router's guard takes with `takeEarly`) and, on a load
 * of `/` or 首页, 首页's data. Before, they left only once the whole app had been evaluated.
 */
export function startEarly(pathname: string): void {
  if (!tokenStore.getToken() || PUBLIC_PATHS.includes(pathname)) return;
  const calls = { getInfo: api.getInfo(), getMenuList: api.getMenuList() };
  // A failure is the session's: handled where the guard takes the answer.
  for (const call of Object.values(calls)) call.catch(() => {});
  early = { at: Date.now(), calls };
  if (pathname === '/' || pathname === HOME_PATH) requestSummaryEarly();
}

/** The early request of `call`, once and while fresh; otherwise a new one. */
export function takeEarly<K extends EarlyCall>(call: K): ReturnType<Early[K]> {
  const taken = early?.calls[call];
  if (early) delete early.calls[call];
  if (taken && early && Date.now() - early.at < FRESH_MS) return taken;
  return api[call]() as ReturnType<Early[K]>;
}
