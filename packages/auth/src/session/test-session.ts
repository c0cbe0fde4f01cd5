import { createApiClient, type ApiClient } from '@cep/api-client';
import type { AuthLocale } from '../messages';
import { createAuth, type Auth, type ConfirmTexts } from './create-auth';
import { cookieTokenStore, type ObservableTokenStore } from '../token-store/cookie-token-store';

/** What the app's callbacks received: the wiring of a console, recorded. */
export interface SessionRecord {
  /** Messages shown by the API client's `notify`. */
  apiNotices: string[];
  /** Questions asked through `confirm`. */
  confirms: ConfirmTexts[];
  closeAllTags: number;
  navigations: string[];
  resetRoutes: number;
  /** How often getInfo and getMenuList were called. */
  calls: { getInfo: number; getMenuList: number };
}

export interface TestSession {
  auth: Auth;
  api: ApiClient;
  tokenStore: ObservableTokenStore;
  record: SessionRecord;
  /** The answer `confirm` gives next (true = 确定). */
  answer: { confirm: boolean };
}

/**
 * A session wired as the console wires it — the browser token store, the real API client on the
 * test server — with the app's callbacks recording what they are asked. The API functions are the
 * real ones, only counted.
 */
export function createTestSession(
  baseURL: string,
  options: { getLocale?: () => AuthLocale } = {},
): TestSession {
  const record: SessionRecord = {
    apiNotices: [],
    confirms: [],
    closeAllTags: 0,
    navigations: [],
    resetRoutes: 0,
    calls: { getInfo: 0, getMenuList: 0 },
  };
  const answer = { confirm: true };
  const tokenStore = cookieTokenStore();
  const api = createApiClient({
    baseURL,
    tokenStore,
    notify: (message) => record.apiNotices.push(message),
    // The re-login dialog is @cep/api-client's business; here it is declined and never reloads.
    confirmRelogin: async () => false,
    onRelogin: () => {},
  });
  const counted: ApiClient = {
    ...api,
    getInfo: () => {
      record.calls.getInfo++;
      return api.getInfo();
    },
    getMenuList: () => {
      record.calls.getMenuList++;
      return api.getMenuList();
    },
  };
  const auth = createAuth({
    api: counted,
    confirm: async (texts) => {
      record.confirms.push(texts);
      return answer.confirm;
    },
    closeAllTags: () => {
      record.closeAllTags++;
    },
    getLocale: options.getLocale,
    navigation: {
      navigate: (to) => {
        record.navigations.push(to);
      },
      resetRoutes: () => {
        record.resetRoutes++;
      },
    },
  });
  return { auth, api: counted, tokenStore, record, answer };
}
