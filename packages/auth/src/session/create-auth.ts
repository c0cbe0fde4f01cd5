import type { ApiClient, TokenStore } from '@cep/api-client';
import type { RouteRecord, UserInfo } from '@cep/contract';
import { CODE_LIST_KEY, LOGIN_PATH } from '../constants';
import { filterRoutesByRoles } from '../filter-routes';
import { authMessages, type AuthLocale, type AuthMessages } from '../messages';
import { hasPermission } from '../permission';
import { defaultSessionStorage, readCodeList, type SessionStorageLike } from '../storage';
import type { ObservableTokenStore } from '../token-store/cookie-token-store';
import { createSessionState, signedOutUser, type SessionState } from './session-state';
import { checkUserInfo } from './user-info';

/** The calls of `@cep/api-client` the session uses, and the token store the client writes. */
export type AuthApi = Pick<
  ApiClient,
  'login' | 'getInfo' | 'logout' | 'getMenuList' | 'tokenStore' | 'oidcExchange'
>;

/** What a confirm dialog shows; `@cep/ui`'s `confirm()` accepts it as is. */
export interface ConfirmTexts {
  title: string;
  message: string;
  confirmText: string;
  cancelText: string;
}

/** What the router integration plugs in (`createAuthRouter` does it). */
export interface AuthNavigation {
  /** Goes to a path of the app. */
  navigate(to: string): void | Promise<void>;
  /** Drops the routes added from the server's menu. */
  resetRoutes(): void;
}

export interface AuthOptions {
  /** The API client (create it with `cookieTokenStore()` in a browser). */
  api: AuthApi;
  /**
   * Asks the logout question; resolves `true` for 确定. Pass `@cep/ui`'s `confirm`.
   * @default the browser's `window.confirm`, or "no" where there is none
   */
  confirm?: (texts: ConfirmTexts) => Promise<boolean>;
  /** Closes every tab of the tags view on logout (the app wires it to the layout). */
  closeAllTags?: () => void;
  /**
   * Where the role list `codeList` is kept (spec §3).
   * @default the browser's `sessionStorage`, or memory where there is none
   */
  storage?: SessionStorageLike;
  /**
   * The language of the texts the session produces (dialog, errors).
   * @default () => 'zh-CN'
   */
  getLocale?: () => AuthLocale;
  /**
   * Leaves the console for another site: the identity provider's logout after signing out of a
   * session signed in there (RP-initiated logout).
   * @default `location.assign` in a browser, nothing elsewhere
   */
  leave?: (url: string) => void;
  /**
   * Navigation before a router is connected (or without one).
   * @default a full page load of the path in a browser, nothing elsewhere
   */
  navigation?: AuthNavigation;
}

/** The session of the console: state, sign-in, sign-out and the permission check. */
export interface Auth {
  /** The signed-in user (valtio proxy; in React read it with `useSession()`). */
  readonly session: SessionState;
  /** The token store the API client reads. */
  readonly tokenStore: TokenStore;
  /** The texts of the current language. */
  messages(): AuthMessages;
  /** The current token (from the token store, so a refreshed token counts). */
  getToken(): string | undefined;
  /** Spec §5: signs in with the trimmed username and stores the token and its expiry. */
  login(username: string, password: string): Promise<void>;
  /**
   * Signs in with the one-time code the hospital's identity provider sign-in handed the console
   * (its landing page) and stores the token and its expiry, as `login` does.
   */
  loginWithCode(code: string): Promise<void>;
  /**
   * Spec §5, §6: getInfo into the session and `codeList`. Rejects with a `SessionError` when the
   * answer is empty or holds no role (nothing is stored then), or with the call's `ApiError`.
   */
  loadUserInfo(): Promise<UserInfo>;
  /** getMenuList, filtered by the session's roles (spec §6), into `session.menu`. */
  loadMenu(): Promise<RouteRecord[]>;
  /**
   * `loadUserInfo` then `loadMenu`, with both requests sent at once (a first load waits one
   * round trip, not two); the menu is filtered once the roles are in. Rejects as `loadUserInfo`.
   */
  loadSession(): Promise<RouteRecord[]>;
  /** Whether the user info and the menu have been loaded since the last reset. */
  isLoaded(): boolean;
  /**
   * Spec §4: asks '确定要退出系统吗？'; only after 确定 calls logout; on success clears the session,
   * resets the routes, closes all tags and goes to /login, resolving `true`. After 取消 or a
   * failed call nothing changes and it resolves `false`. A session signed in through the
   * hospital's identity provider goes on to the provider's logout (which comes back to /login).
   */
  logout(): Promise<boolean>;
  /** Forgets the token, the user, the role list, the cookie and session storage. */
  resetToken(): void;
  /** Forgets the menu and the routes built from it (spec §4). */
  resetRoutes(): void;
  /** Spec §5: whether `code` (or one of `codes`) is in the stored role list `codeList`. */
  hasPermission(code: string | readonly string[]): boolean;
  /** Plugs in the router's navigation; returns the function that unplugs it. */
  connect(navigation: AuthNavigation): () => void;
}

function isObservable(store: TokenStore): store is ObservableTokenStore {
  return typeof (store as Partial<ObservableTokenStore>).subscribe === 'function';
}

function browserNavigation(): AuthNavigation {
  return {
    navigate(to) {
      if (typeof location !== 'undefined') location.assign(to);
    },
    resetRoutes() {},
  };
}

async function browserConfirm(texts: ConfirmTexts): Promise<boolean> {
  return typeof window !== 'undefined' && typeof window.confirm === 'function'
    ? window.confirm(texts.message)
    : false;
}

/**
 * Creates the console's session (spec §3–§6) over an API client. React-free: the React bindings
 * (`@cep/auth/react`) and the router guard read and drive it.
 */
export function createAuth(options: AuthOptions): Auth {
  const { api, closeAllTags = () => {}, confirm = browserConfirm } = options;
  const leave =
    options.leave ??
    ((url: string) => {
      if (typeof location !== 'undefined') location.assign(url);
    });
  const tokenStore = api.tokenStore;
  const storage = options.storage ?? defaultSessionStorage();
  const getLocale = options.getLocale ?? (() => 'zh-CN' as const);
  const fallbackNavigation = options.navigation ?? browserNavigation();
  let navigation: AuthNavigation | undefined;
  let loaded = false;

  const session = createSessionState(tokenStore.getToken());
  const messages = () => authMessages[getLocale()];

  function clearUser() {
    Object.assign(session, signedOutUser());
    storage.removeItem(CODE_LIST_KEY);
    loaded = false;
  }

  // The API client refreshes or clears the token on its own (spec §4, §8): keep the mirror
  // true, and a session whose token is gone has no user any more.
  if (isObservable(tokenStore)) {
    tokenStore.subscribe(() => {
      session.token = tokenStore.getToken();
      if (!session.token) clearUser();
    });
  }

  function resetToken() {
    tokenStore.clear();
    // A store other than cookieTokenStore may keep session storage: the role list goes too.
    clearUser();
    session.token = undefined;
  }

  function resetRoutes() {
    session.menu = [];
    loaded = false;
    (navigation ?? fallbackNavigation).resetRoutes();
  }

  async function loadUserInfo() {
    const info = checkUserInfo(await api.getInfo(), messages());
    const { id, name, avatar, introduction, roles, userAuth } = info;
    Object.assign(session, { id, name, avatar, introduction, roles: [...roles], userAuth });
    storage.setItem(CODE_LIST_KEY, JSON.stringify(roles));
    return info;
  }

  /** The server's menu, kept to the session's roles (spec §6), into `session.menu`. */
  function takeMenu(all: RouteRecord[]) {
    const menu = filterRoutesByRoles(all, session.roles);
    session.menu = menu;
    loaded = session.roles.length > 0;
    return menu;
  }

  return {
    session,
    tokenStore,
    messages,
    getToken: () => tokenStore.getToken(),

    async login(username, password) {
      const result = await api.login(username.trim(), password);
      tokenStore.setSession(result.token, result.expireTime);
      session.token = result.token;
    },

    async loginWithCode(code) {
      const result = await api.oidcExchange(code);
      tokenStore.setSession(result.token, result.expireTime);
      session.token = result.token;
    },

    loadUserInfo,
    loadMenu: async () => takeMenu(await api.getMenuList()),

    async loadSession() {
      const menu = api.getMenuList();
      // Its failure, if any, is the same session's: reported through loadUserInfo's.
      menu.catch(() => {});
      await loadUserInfo();
      return takeMenu(await menu);
    },

    isLoaded: () => loaded && session.roles.length > 0,

    async logout() {
      const token = tokenStore.getToken();
      if (!(await confirm(messages().logoutDialog))) return false;
      let endSessionUrl: string | undefined;
      try {
        if (token) endSessionUrl = (await api.logout(token))?.endSessionUrl;
      } catch {
        // The API client has shown the server's message; the user stays where they are.
        return false;
      }
      resetToken();
      closeAllTags();
      if (endSessionUrl) {
        // The provider ends its own sign-in and sends the browser back to /login.
        leave(endSessionUrl);
        return true;
      }
      const target = navigation ?? fallbackNavigation;
      await target.navigate(LOGIN_PATH);
      resetRoutes();
      return true;
    },

    resetToken,
    resetRoutes,
    // The list in memory is the one stored as codeList; reading it first keeps buttons right after
    // a network error, which clears session storage but not the session (spec §8).
    hasPermission: (code) =>
      hasPermission(
        session.roles.length > 0 ? session.roles : readCodeList(storage, CODE_LIST_KEY),
        code,
      ),

    connect(next) {
      navigation = next;
      return () => {
        if (navigation === next) navigation = undefined;
      };
    },
  };
}
