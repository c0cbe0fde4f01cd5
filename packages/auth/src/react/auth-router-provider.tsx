import { useSyncExternalStore } from 'react';
import { RouterProvider } from 'react-router';
import type { AuthRouter } from './auth-router';

export interface AuthRouterProviderProps {
  /** The router from `createAuthRouter`. */
  router: AuthRouter;
}

/**
 * Renders the current router of an `AuthRouter`. When the routes are reset (logout) the router is
 * replaced, and the tree under it starts afresh: nothing of the previous user's pages survives.
 */
export function AuthRouterProvider({ router }: AuthRouterProviderProps) {
  const current = useSyncExternalStore(
    router.subscribe,
    () => router.router,
    () => router.router,
  );
  return <RouterProvider key={routerKey(current)} router={current} />;
}

const keys = new WeakMap<object, number>();
let nextKey = 0;

/** A stable key per router object, so a new router remounts the tree instead of patching it. */
function routerKey(router: object): number {
  let key = keys.get(router);
  if (key === undefined) {
    key = nextKey++;
    keys.set(router, key);
  }
  return key;
}
