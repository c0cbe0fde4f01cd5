/**
 * Whether a request goes to the API server. The `token` header (and the session handling that
 * comes with it) is for the API only: an absolute URL to another origin made on `api.http` (a
 * third-party stylesheet, say) must never carry the token, nor log the user out when it fails.
 * Relative URLs resolve against `baseURL`, so they are the API's.
 */
export function isApiRequest({ url = '', baseURL }: { url?: string; baseURL?: string }): boolean {
  if (!/^([a-z][a-z\d+.-]*:)?\/\//i.test(url)) return true;
  const base = baseURL || (globalThis as { location?: { origin?: string } }).location?.origin;
  if (!base) return false;
  try {
    return new URL(url, base).origin === new URL(base).origin;
  } catch {
    return false;
  }
}
