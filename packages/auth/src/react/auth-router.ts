import type { Notify } from '@cep/api-client';
import type { ComponentType } from 'react';
import type { DataRouter, PatchRoutesOnNavigationFunction, RouteObject } from 'react-router';
import { HOME_PATH, LOGIN_PATH, PUBLIC_PATHS } from '../constants';
import type { Auth } from '../session/create-auth';
import { createGuardLoader } from './guard-loader';
import { buildMenuRoutes, type ComponentRegistry, type UnavailablePageProps } from './menu-routes';
import { PageUnavailable } from './page-unavailable';

/** Id of the root route: the guard, and the parent the menu's routes are added under. */
const GUARD_ROUTE_ID = 'auth-guard';

/** What `createRouter` receives to build one data router. */
export interface RouterInit {
  /** Adds the menu's routes on the first guarded navigation; pass it on to the router. */
  patchRoutesOnNavigation: PatchRoutesOnNavigationFunction;
  /**
   * Where the router starts: the address in a browser (`createBrowserRouter` reads it itself),
   * the URL of the current router's location when the routes are reset. Memory routers use it
   * as `initialEntries: [initialPath]`.
   */
  initialPath: string;
}

/** The root route's own parts: the app's error view and the view while the first page loads. */
export type GuardRouteParts = Pick<
  RouteObject,
  | 'Component'
  | 'element'
  | 'ErrorBoundary'
  | 'errorElement'
  | 'HydrateFallback'
  | 'hydrateFallbackElement'
>;

export interface CreateAuthRouterOptions {
  auth: Auth;
  /**
   * The app's own routes: the public pages (`/login`, `/auth-redirect`) and the static guarded ones
   * (`/404`, `/401`, `/redirect/*`, a last `*` not-found page). They become children of the guard.
   */
  routes: RouteObject[];
  /** The pages the console has, by the menu's component key. */
  registry: ComponentRegistry;
  /**
   * Builds a data router, e.g. `(routes, init) => createBrowserRouter(routes, init)`; tests use
   * `createMemoryRouter(routes, { ...init, initialEntries: [init.initialPath] })`.
   */
  createRouter: (routes: RouteObject[], init: RouterInit) => DataRouter;
  /** Shows a guard failure (spec §8), e.g. `(message, o) => toast.error(message, o)`. */
  notify?: Notify;
  /** The view for a menu entry with an unknown component key. @default PageUnavailable */
  unavailable?: ComponentType<UnavailablePageProps>;
  /** Root route parts: an `errorElement`, a `HydrateFallback`, a wrapping `Component`. */
  root?: GuardRouteParts;
  /** Where the first router starts. @default the browser's address, `/` elsewhere */
  initialPath?: string;
  /** Paths reachable without a token. @default ['/login', '/auth-redirect'] */
  publicPaths?: readonly string[];
  /** @default '/login' */
  loginPath?: string;
  /** Where a token holder going to /login is sent. @default `@cep/contract`'s HOME_PATH ('/dashboard') */
  homePath?: string;
}

/** The app's router, rebuilt when the routes are reset. */
export interface AuthRouter {
  /** The current data router (a new one after `resetRoutes()`). */
  readonly router: DataRouter;
  /** Calls `listener` when `router` is replaced; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
  /**
   * Spec §4: forgets the routes added from the menu by replacing the router with a fresh one at
   * the same location (after the navigation under way, if any).
   */
  resetRoutes(): void;
  /** Disconnects from the session and disposes of the router. */
  dispose(): void;
}

type LoadState =
  { status: 'idle' } | { status: 'loading' | 'failed' | 'done'; promise: Promise<RouteObject[]> };

function browserPath(): string {
  return typeof location !== 'undefined' && /^https?:$/.test(location.protocol)
    ? location.pathname + location.search + location.hash
    : '/';
}

function pathOf(router: DataRouter): string {
  const { pathname, search, hash } = router.state.location;
  return pathname + search + hash;
}

/**
 * The react-router 7 integration of the session: a data router whose root route is the guard
 * (a loader run before every navigation) and whose menu routes are added on the first guarded
 * navigation through `patchRoutesOnNavigation`, before the URL is matched — so a reload or a deep
 * link on a menu page lands on that page, never on a 404 first. `resetRoutes()` (logout) replaces
 * the router with a fresh one, since react-router can add routes but not remove them.
 */
export function createAuthRouter(options: CreateAuthRouterOptions): AuthRouter {
  const { auth, registry } = options;
  const notify: Notify = options.notify ?? (() => {});
  const unavailable = options.unavailable ?? PageUnavailable;
  const listeners = new Set<() => void>();
  let state: LoadState = { status: 'idle' };
  /** Whether a router already has the menu's routes (each router is patched once). */
  const patched = new WeakMap<DataRouter, boolean>();
  // Set once the first router exists; a router runs its first loaders while being created.
  let current: DataRouter | undefined;

  /** Loads the user info and the menu once per session; every caller shares the one load. */
  function ensureSession(): Promise<RouteObject[]> {
    if (state.status === 'loading' || state.status === 'failed') return state.promise;
    if (state.status === 'done' && auth.isLoaded()) return state.promise;
    const promise = (async () => {
      const menu = await auth.loadSession();
      return buildMenuRoutes(menu, registry, { unavailable });
    })();
    const loading: LoadState = { status: 'loading', promise };
    state = loading;
    promise.then(
      () => {
        if (state === loading) state = { status: 'done', promise };
      },
      () => {
        if (state === loading) state = { status: 'failed', promise };
      },
    );
    return promise;
  }

  const guardLoader = createGuardLoader({
    auth,
    ensureSession,
    forgetFailure: () => {
      state = { status: 'idle' };
    },
    notify,
    publicPaths: options.publicPaths ?? PUBLIC_PATHS,
    loginPath: options.loginPath ?? LOGIN_PATH,
    homePath: options.homePath ?? HOME_PATH,
    onSignedOut: () => {
      // The session ended without a logout (e.g. the API client cleared the token after a
      // network error): whoever signs in next must not inherit this user's routes.
      if (current && patched.get(current)) auth.resetRoutes();
    },
  });

  function create(initialPath: string): DataRouter {
    const routes: RouteObject[] = [
      {
        HydrateFallback: () => null,
        ...options.root,
        id: GUARD_ROUTE_ID,
        loader: guardLoader,
        // The guard decides on every navigation, like a global before-each hook.
        shouldRevalidate: () => true,
        children: options.routes,
      },
    ];
    const created: { router?: DataRouter } = {};
    const patchRoutesOnNavigation: PatchRoutesOnNavigationFunction = async ({ patch }) => {
      if (!auth.getToken()) return;
      let menuRoutes: RouteObject[];
      try {
        menuRoutes = await ensureSession();
      } catch {
        return; // the guard loader reports it and sends the user to login
      }
      // Checked after the await: of two navigations racing here, only the first patches.
      if (created.router && patched.get(created.router)) return;
      patch(GUARD_ROUTE_ID, menuRoutes);
      if (created.router) patched.set(created.router, true);
    };
    created.router = options.createRouter(routes, { patchRoutesOnNavigation, initialPath });
    return created.router;
  }

  let router = create(options.initialPath ?? browserPath());
  current = router;
  let resetPending = false;

  function replaceRouter() {
    const previous = router;
    // The new router runs its guard while being created: it has no menu routes to forget yet.
    current = undefined;
    router = create(pathOf(previous));
    current = router;
    resetPending = false;
    for (const listener of listeners) listener();
    previous.dispose();
  }

  function resetRoutes() {
    state = { status: 'idle' };
    // A router without the menu's routes has nothing to forget (e.g. the one a logout just made).
    if (resetPending || !patched.get(router)) return;
    resetPending = true;
    if (router.state.navigation.state === 'idle') {
      replaceRouter();
      return;
    }
    // Called from a navigation (the guard, a logout): replace the router once it has settled.
    const settling = router;
    const unsubscribe = settling.subscribe((next) => {
      if (next.navigation.state !== 'idle') return;
      unsubscribe();
      if (settling === router) replaceRouter();
    });
  }

  const disconnect = auth.connect({
    navigate: (to) => router.navigate(to),
    resetRoutes,
  });

  return {
    get router() {
      return router;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    resetRoutes,
    dispose() {
      disconnect();
      router.dispose();
    },
  };
}
