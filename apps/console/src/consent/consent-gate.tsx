import type { ApiClient } from '@cep/api-client';
import type { ConsentState } from '@cep/contract';
import { Button, Spinner, useMessages } from '@cep/ui';
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { onConsentChanged } from './consent-events';
import { ConsentScreen } from './consent-screen';
import { consentMessages } from './messages';

/**
 * The shell's consent gate for a patient (issue 32 item 2; loaded only for patients): the console
 * shows once their consent is settled — nothing due and the medical use accepted — and the consent
 * screen until then. Read again when 我的同意 changes something (a withdrawal of the medical use
 * brings the screen back). The server enforces the same on every call concerned.
 */
export default function ConsentGate({
  calls,
  onSignOut,
  children,
}: {
  calls: Pick<ApiClient, 'getMyConsent' | 'decideMyConsent'>;
  onSignOut: () => void;
  children: ReactNode;
}) {
  const t = useMessages(consentMessages);
  // undefined: loading; null: an account without a patient record (nothing to decide).
  const [state, setState] = useState<ConsentState | null | undefined>(undefined);
  const [failed, setFailed] = useState(false);

  const load = useCallback(() => {
    calls.getMyConsent().then(
      (loaded) => {
        setFailed(false);
        setState(loaded);
      },
      () => setFailed(true),
    );
  }, [calls]);
  useEffect(() => {
    load();
    return onConsentChanged(load);
  }, [load]);

  if (state === null || (state && !state.due && state.careAllowed)) return <>{children}</>;
  if (state) {
    return <ConsentScreen state={state} calls={calls} onDecided={setState} onSignOut={onSignOut} />;
  }
  return (
    <div role="status" className="flex min-h-dvh items-center justify-center gap-3 text-lg">
      {failed ? (
        <>
          {t.loadFailed}
          <Button
            size="lg"
            onClick={() => {
              setFailed(false);
              load();
            }}
          >
            {t.retry}
          </Button>
        </>
      ) : (
        <>
          <Spinner />
          {t.loading}
        </>
      )}
    </div>
  );
}
