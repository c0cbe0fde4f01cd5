'use client';

// @cep/auth/react — React bindings of the session and the react-router 7 guard.
export { AuthProvider, useAuth } from './auth-context';
export type { AuthProviderProps } from './auth-context';
export { createAuthRouter } from './auth-router';
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
export type { ComponentRegistry, MenuRouteHandle, UnavailablePageProps } from './menu-routes';
export { PageUnavailable } from './page-unavailable';
export type { PageUnavailableProps } from './page-unavailable';
export { usePermission, useSession } from './use-session';
