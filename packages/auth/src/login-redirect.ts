import { HOME_PATH, LOGIN_PATH } from './constants';

/**
 * Spec §2: the sign-in address that brings the user back afterwards,
 * `/login?redirect={path+search}`. The value is encoded (a `?` or `&` of the search must not
 * leak into the login page's own query) but keeps its slashes readable.
 */
export function loginRedirectUrl(pathWithSearch: string, loginPath = LOGIN_PATH): string {
  const redirect = encodeURIComponent(pathWithSearch).replace(/%2F/gi, '/');
  return `${loginPath}?redirect=${redirect}`;
}

/**
 * Where to go after signing in: the `redirect` query of the login page when it is a path of this
 * app, else `fallback` (the home page). An absolute or protocol-relative URL (`https://…`, `//evil.example`) is
 * refused, so a crafted link cannot send the user to another site after login.
 */
export function redirectTarget(search: string, fallback: string = HOME_PATH): string {
  const redirect = new URLSearchParams(search).get('redirect');
  if (!redirect || !redirect.startsWith('/') || redirect.startsWith('//')) return fallback;
  if (redirect.startsWith('/\\')) return fallback;
  return redirect;
}
