'use client';

// @cep/auth/react — React bindings of the session and the react-router 7 guard.
export { AuthProvider, useAuth, useAuthMessages } from './auth-context';
export type { AuthProviderProps } from './auth-context';
export { createAuthRouter, GUARD_ROUTE_ID } from './auth-router';
export type {
  AuthRouter,
  CreateAuthRouterOptions,
  GuardRouteParts,
  RouterInit,
} from './auth-router';
export { AuthRouterProvider } from './auth-router-provider';
export type { AuthRouterProviderProps } from './auth-router-provider';
export { Can } from './can';
export type { CanProps } from './can';
export { guardErrorMessage } from './guard-loader';
export { buildMenuRoutes } from './menu-routes';
export type {
  BuildMenuRoutesOptions,
  ComponentRegistry,
  MenuRouteHandle,
  UnavailablePageProps,
} from './menu-routes';
export { PageUnavailable } from './page-unavailable';
export type { PageUnavailableProps } from './page-unavailable';
export { usePermission, useSession } from './use-session';
