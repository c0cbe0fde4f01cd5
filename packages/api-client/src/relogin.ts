import type { TokenStore } from './types';

export interface ReloginDeps {
  confirmRelogin: () => Promise<boolean>;
  onRelogin: () => void;
  tokenStore: TokenStore;
}

/**
 * Spec §4/§8: after 50008/50012/50014 ask once whether to sign in again. Requests that fail while
 * the dialog is open join it instead of stacking more dialogs (ten expired calls, one question).
 * 确定 clears the session and hands over to `onRelogin` (the app reloads, the guard sends the user
 * to login); 取消 leaves everything as it is. A dialog that fails counts as 取消. Resolves when the
 * dialog is answered; callers do not wait for it (their request rejects at once).
 */
export function createRelogin({ confirmRelogin, onRelogin, tokenStore }: ReloginDeps) {
  let open: Promise<void> | undefined;
  return function relogin(): Promise<void> {
    open ??= (async () => {
      try {
        if (await confirmRelogin()) {
          tokenStore.clear();
          onRelogin();
        }
      } catch {
        // The app's dialog broke: nothing is cleared, the next expired call asks again.
      } finally {
        open = undefined;
      }
    })();
    return open;
  };
}
