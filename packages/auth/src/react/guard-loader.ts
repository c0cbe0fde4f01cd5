import { ERROR_TOAST_MS, type Notify } from '@cep/api-client';
import { redirect, type LoaderFunctionArgs } from 'react-router';
import { loginRedirectUrl } from '../login-redirect';
import type { Auth } from '../session/create-auth';

export interface GuardLoaderOptions {
  auth: Auth;
  /** Loads the user info and the menu once per session (shared by every caller). */
  ensureSession: () => Promise<unknown>;
  /** Forgets a failed load so the next guarded navigation tries again. */
  forgetFailure: () => void;
  /** Shows the guard's error (spec §8), e.g. `@cep/ui`'s `toast.error`. */
  notify: Notify;
  publicPaths: readonly string[];
  loginPath: string;
  homePath: string;
  /** Called when the session ended without a logout while menu routes are in place. */
  onSignedOut: () => void;
}

/** The message of a guard failure: the error's own, else 'Has Error' (spec §8). */
export function guardErrorMessage(error: unknown, fallback: string): string {
  return error instanceof Error && error.message ? error.message : fallback;
}

/**
 * The route guard (spec §2, §4), as the loader of the root route, run before every navigation:
 * - no token: only the public paths (/login, /auth-redirect) pass; anything else goes to
 *   `/login?redirect={path+search}`;
 * - a token and /login: to `/`;
 * - a token elsewhere: the first navigation loads the user info and the menu (the routes are added
 *   by `patchRoutesOnNavigation` before matching); when that fails the token is reset, the error
 *   shown and the user sent to login with the redirect.
 */
export function createGuardLoader(options: GuardLoaderOptions) {
  const { auth, notify, publicPaths, loginPath, homePath } = options;
  return async function guardLoader({ request }: LoaderFunctionArgs): Promise<null> {
    const url = new URL(request.url);
    const path = url.pathname;
    if (!auth.getToken()) {
      options.onSignedOut();
      if (publicPaths.includes(path)) return null;
      throw redirect(loginRedirectUrl(path + url.search, loginPath));
    }
    if (path === loginPath) throw redirect(homePath);
    try {
      await options.ensureSession();
    } catch (error) {
      options.forgetFailure();
      auth.resetToken();
      notify(guardErrorMessage(error, auth.messages().hasError), {
        type: 'error',
        duration: ERROR_TOAST_MS,
      });
      throw redirect(loginRedirectUrl(path + url.search, loginPath));
    }
    return null;
  };
}
