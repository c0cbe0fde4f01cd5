import { createAuthRouter, type ComponentRegistry } from '@cep/auth/react';
import { createBrowserRouter } from 'react-router';
import { AuthRedirectPage } from './pages/auth-redirect';
import { noteDocumentLocation } from './current-patient/document-location';
import { NotFoundPage, UnauthorizedPage } from './pages/errors/error-page';
import { LoginPage } from './pages/login/login-page';
import { OidcLandingPage } from './pages/oidc-landing';
import { pageRegistry } from './pages/registry';
import { notify } from './feedback/toasts';
import { auth } from './session';
import { ConsoleRoot, FirstLoad, RootError } from './shell/console-root';
import { loadShell } from './shell/load-shell';

/**
 * Every menu page is drawn inside the shell: the router, which waits for a page's code before it
 * draws, waits for the shell's too, so the first signed-in page appears in one go.
 */
function withShell(registry: ComponentRegistry): ComponentRegistry {
  return Object.fromEntries(
    Object.entries(registry).map(([key, load]) => [
      key,
      () => Promise.all([load(), loadShell()]).then(([page]) => page),
    ]),
  );
}

/**
 * The console's routes (spec §2): the public ones, the guard (`@cep/auth`: token, user info and
 * the server's menu on the first navigation) and the menu's pages through the registry. The
 * shell is drawn by the root route around every signed-in page.
 */
function createConsoleRouter() {
  return createAuthRouter({
    auth,
    notify,
    registry: withShell(pageRegistry),
    routes: [
      { path: '/login', Component: LoginPage },
      { path: '/auth-redirect', Component: AuthRedirectPage },
      { path: '/oidc/landing', Component: OidcLandingPage },
      { path: '/404', Component: NotFoundPage },
      { path: '/401', Component: UnauthorizedPage },
      // The tags view's Refresh goes through here to re-mount a view (spec §2).
      {
        path: '/redirect/*',
        lazy: () => import('@cep/layout').then((layout) => ({ Component: layout.RedirectView })),
      },
      { path: '*', Component: NotFoundPage },
    ],
    root: { Component: ConsoleRoot, ErrorBoundary: RootError, HydrateFallback: FirstLoad },
    createRouter: (routes, init) => createBrowserRouter(routes, init),
  });
}

let router: ReturnType<typeof createConsoleRouter> | undefined;

/**
 * The console's router, made on first use rather than on import: the sign-in page fetches this
 * module ahead (main.tsx) while the address may still change (the `redirect` target after sign-in),
 * and a router reads the address when it is made.
 */
export function consoleRouter() {
  if (!router) {
    router = createConsoleRouter();
    // The address the console was opened at names its patient over the current one (a shared link).
    noteDocumentLocation(router.router.state.location.key);
  }
  return router;
}
