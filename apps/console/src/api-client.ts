import { createApiClient, reloginDialogMessages } from '@cep/api-client';
import { confirm } from '@cep/ui';
import { notify } from './feedback/toasts';
import { goToSignInAfterEnd } from './sign-in-sessions/session-ended';
import { storedLocale } from './locale-state';
import { askIdentity } from './identity-request';
import { tokenStore } from './token-store';

/**
 * The typed API client with the spec's error handling: toasts (§8), the re-login confirm for
 * 50008/50012/50014 (§4) and proactive refresh. Loaded on first use (see `loadApi` in
 * session.ts): axios is not needed to show the sign-in page.
 */
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
    }).catch(() => false); // no dialog host (outside the shell): treat as 取消
  },
  // Issue 30: ended from another device or by an admin: straight to sign-in, told why.
  onSessionEnded: goToSignInAfterEnd,
  // Issue 30: 请验证身份, then the refused reveal, export or role change is sent again.
  confirmIdentity: askIdentity,
});
