// @cep/auth — the React-free core: session store, sign-in/out, permissions, route filtering.
// React bindings and the router guard live in '@cep/auth/react'.
export { LOGIN_PATH, PUBLIC_PATHS } from './constants';
export { filterRoutesByRoles } from './filter-routes';
export type { RoleGuardedRoute } from './filter-routes';
export { redirectTarget } from './login-redirect';
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
export { SessionError } from './session/user-info';
export { memoryStorage } from './storage';
export type { SessionStorageLike } from './storage';
export { cookieTokenStore } from './token-store/cookie-token-store';
export type {
  CookieTokenStoreOptions,
  ObservableTokenStore,
} from './token-store/cookie-token-store';
