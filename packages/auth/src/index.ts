// @cep/auth — the React-free core: session store, sign-in/out, permissions, route filtering.
// React bindings and the router guard live in '@cep/auth/react'.
export {
  CODE_LIST_KEY,
  EXPIRE_TIME_KEY,
  HOME_PATH,
  LOGIN_PATH,
  PUBLIC_PATHS,
  TOKEN_COOKIE,
} from './constants';
export { canSeeRoute, filterRoutesByRoles } from './filter-routes';
export type { RoleGuardedRoute } from './filter-routes';
export { loginRedirectUrl, redirectTarget } from './login-redirect';
export { authMessages } from './messages';
export type { AuthLocale, AuthMessages } from './messages';
export { pageTitle } from './page-title';
export { hasPermission } from './permission';
export { createAuth } from './session/create-auth';
export type {
  Auth,
  AuthApi,
  AuthNavigation,
  AuthOptions,
  ConfirmTexts,
} from './session/create-auth';
export type { SessionState } from './session/session-state';
export { checkUserInfo, SessionError } from './session/user-info';
export { defaultSessionStorage, memoryStorage } from './storage';
export type { SessionStorageLike } from './storage';
export { cookieTokenStore } from './token-store/cookie-token-store';
export type {
  CookieTokenStoreOptions,
  ObservableTokenStore,
} from './token-store/cookie-token-store';
