import type { AuthApi } from '@cep/auth';
import { createAuth } from '@cep/auth';
import { confirm } from '@cep/ui';
import type * as ApiModule from './early-requests';
import { storedLocale } from './locale-state';
import { tokenStore } from './token-store';

/*
 * The console's one session: the token store (token-store.ts) and the auth core. The API client itself (axios, toasts, re-login) is a module of its own loaded on
 * first use, so the sign-in page shows without it; `loadApi()` gives it.
 */

export { tokenStore };

let apiModule: Promise<typeof ApiModule> | undefined;

/**
 * The API client's module, loaded once on first use, with the first load's early requests
 * (early-requests/): a signed-in load sends the session's from there as soon as it has loaded
 * (main.tsx).
 */
export function loadApiModule() {
  apiModule ??= import('./early-requests');
  return apiModule;
}

/** The API client, loaded once on first use. */
export async function loadApi() {
  return (await loadApiModule()).api;
}

/** What the auth core calls, each forwarding to the client once it has loaded. */
const authApi: AuthApi = {
  tokenStore,
  login: async (username, password) => (await loadApi()).login(username, password),
  // A first load may have asked already (`startEarly`, main.tsx).
  getInfo: async () => (await loadApiModule()).takeEarly('getInfo'),
  getMenuList: async () => (await loadApiModule()).takeEarly('getMenuList'),
  logout: async (token) => (await loadApi()).logout(token),
  oidcExchange: async (code) => (await loadApi()).oidcExchange(code),
};

let closeAllTags: () => void = () => {};

/**
 * The shell registers how to close every tab (the layout's tags view). It is not imported here, so
 * the sign-in page does not load the shell's code.
 */
export function setCloseAllTags(close: () => void): void {
  closeAllTags = close;
}

export const auth = createAuth({
  api: authApi,
  // '确定要退出系统吗？' (系统提示, 确定 / 取消): the texts come from @cep/auth in the user's language.
  confirm: (texts) => confirm(texts),
  // Spec §4: logout closes every tab. The shell (loaded after sign-in) hands over its closer.
  closeAllTags: () => closeAllTags(),
  getLocale: storedLocale,
});
