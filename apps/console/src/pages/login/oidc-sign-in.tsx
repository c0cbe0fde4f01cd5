import type { OidcStatus } from '@cep/contract';
import { Button, useMessages } from '@cep/ui';
import { CircleAlert } from 'lucide-react';
import { useEffect, useState } from 'react';
import { OIDC_REDIRECT_KEY, oidcMessages } from '../../i18n/oidc-messages';

/**
 * `GET /api/auth/oidc/status` with the browser's own fetch, like the server status line: public,
 * no session, and the API client need not load for the sign-in page.
 */
async function checkOidc(): Promise<OidcStatus> {
  const response = await fetch('/api/auth/oidc/status');
  const body = (await response.json()) as { code: number; data: OidcStatus };
  return body.code === 200 ? body.data : { enabled: false, label: '' };
}

export interface OidcSignInViewProps {
  status: OidcStatus;
  /** The login page's `oidcError`: why the last provider sign-in ended here. */
  failureCode: string | null;
  /** Goes to the provider (a page load of the server's start call). */
  onStart: () => void;
}

/** The failure of the last provider sign-in (if any), and the button when the server has one. */
export function OidcSignInView({ status, failureCode, onStart }: OidcSignInViewProps) {
  const t = useMessages(oidcMessages);
  const failure = failureCode ? (t.failures[failureCode] ?? t.failed) : null;
  return (
    <>
      {failure && (
        <p
          role="alert"
          data-slot="oidc-failure"
          className="flex items-start gap-1.5 rounded-md border border-danger px-3 py-2 text-base text-danger"
        >
          <CircleAlert aria-hidden="true" className="mt-[0.2em] size-[1.25em] shrink-0" />
          {failure}
        </p>
      )}
      {status.enabled && (
        <div className="space-y-4">
          <p className="flex items-center gap-3 text-sm text-muted-foreground" aria-hidden="true">
            <span className="h-px flex-1 bg-border" />
            {t.or}
            <span className="h-px flex-1 bg-border" />
          </p>
          <Button type="button" variant="default" size="lg" className="w-full" onClick={onStart}>
            {status.label || t.signIn}
          </Button>
        </div>
      )}
    </>
  );
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
  const onStart = () => {
    // This page's query (its `redirect`) is kept for the landing page: the provider drops it.
    sessionStorage.setItem(OIDC_REDIRECT_KEY, search);
    location.assign('/api/auth/oidc/start');
  };
  return <OidcSignInView status={status} failureCode={failureCode} onStart={onStart} />;
}
