import { createApiClient, reloginDialogMessages, type Notify } from '@cep/api-client';
import { cookieTokenStore, createAuth } from '@cep/auth';
import { confirm, toast } from '@cep/ui';
import { storedLocale } from './locale-state';

/*
 * The console's one session: the token store (cookie Admin-Token, expiry in session storage), the
 * API client with the spec's error handling wired to @cep/ui's toasts and confirm dialog, and the
 * auth core. Everything that talks to the server goes through `api`.
 */

export const tokenStore = cookieTokenStore();

let closeAllTags: () => void = () => {};

/**
 * The shell registers how to close every tab (the layout's tags view). It is not imported here, so
 * the sign-in page does not load the shell's code.
 */
export function setCloseAllTags(close: () => void): void {
  closeAllTags = close;
}

/**
 * Spec §8: an error toast with the server's message for 5 s. The message is the toast's id, so a
 * burst of identical failures (several requests failing together) shows one toast, not a stack.
 */
export const notify: Notify = (message, options) =>
  toast.error(message, { duration: options.duration, id: message });

export const api = createApiClient({
  // The server serves the console: the API is on the page's own origin.
  baseURL: '',
  tokenStore,
  notify,
  confirmRelogin: () => {
    const texts = reloginDialogMessages[storedLocale()];
    return confirm({
      title: texts.title,
      message: texts.message,
      confirmText: texts.confirm,
      cancelText: texts.cancel,
      showCancel: true,
    });
  },
});

export const auth = createAuth({
  api,
  // '确定要退出系统吗？' (系统提示, 确定 / 取消): the texts come from @cep/auth in the user's language.
  confirm: (texts) => confirm(texts),
  // Spec §4: logout closes every tab. The shell (loaded after sign-in) hands over its closer.
  closeAllTags: () => closeAllTags(),
  getLocale: storedLocale,
});
