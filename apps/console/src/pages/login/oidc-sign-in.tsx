import type { OidcStatus } from '@cep/contract';
import { lazy, Suspense, useEffect, useState } from 'react';

/** The login page's query (its `redirect`), kept in session storage across the provider trip. */
export const OIDC_REDIRECT_KEY = 'cep:oidc-redirect';

/**
 * The button and the failure texts: their own chunk, fetched only when the server has a provider
 * or a provider sign-in just failed, so a hospital without one downloads nothing more.
 */
const OidcSignInView = lazy(() => import('./oidc-sign-in-view'));

/**
 * `GET /api/auth/oidc/status` with the browser's own fetch, like the server status line: public,
 * no session, and the API client need not load for the sign-in page.
 */
async function checkOidc(): Promise<OidcStatus> {
  const response = await fetch('/api/auth/oidc/status');
  const body = (await response.json()) as { code: number; data: OidcStatus };
  return body.code === 200 ? body.data : { enabled: false, label: '' };
}

/**
 * Asks the server once whether it has an identity provider; the button leaves for it. Reads the
 * address itself (`oidcError`, `redirect`): the sign-in page is also drawn without the router.
 */
export function OidcSignIn() {
  const { search } = location;
  const failureCode = new URLSearchParams(search).get('oidcError');
  const [status, setStatus] = useState<OidcStatus>({ enabled: false, label: '' });
  useEffect(() => {
    let live = true;
    checkOidc()
      .then((next) => live && setStatus(next))
      .catch(() => {});
    return () => {
      live = false;
    };
  }, []);
  if (!status.enabled && !failureCode) return null;
  const onStart = () => {
    // This page's query (its `redirect`) is kept for the landing page: the provider drops it.
    sessionStorage.setItem(OIDC_REDIRECT_KEY, search);
    location.assign('/api/auth/oidc/start');
  };
  return (
    <Suspense fallback={null}>
      <OidcSignInView status={status} failureCode={failureCode} onStart={onStart} />
    </Suspense>
  );
}
