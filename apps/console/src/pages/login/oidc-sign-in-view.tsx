import type { OidcStatus } from '@cep/contract';
import { Button, useMessages } from '@cep/ui';
import { CircleAlert } from 'lucide-react';
import { oidcMessages } from '../../i18n/oidc-messages';

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

export default OidcSignInView;
