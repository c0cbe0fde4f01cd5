import type { HealthData } from '@cep/contract';
import { useMessages } from '@cep/ui';
import { useEffect, useState } from 'react';
import { api } from '../../api';
import { consoleMessages } from '../../i18n/messages';

type Status =
  { state: 'checking' } | { state: 'ok'; health: HealthData } | { state: 'down'; reason: string };

/** Tells the user, in words and an icon (never colour alone), whether the server answers. */
export function ServerStatus() {
  const t = useMessages(consoleMessages);
  const [status, setStatus] = useState<Status>({ state: 'checking' });

  useEffect(() => {
    let live = true;
    api
      .health()
      .then((health) => live && setStatus({ state: 'ok', health }))
      .catch((error: Error) => live && setStatus({ state: 'down', reason: error.message }));
    return () => {
      live = false;
    };
  }, []);

  const text =
    status.state === 'checking'
      ? t.serverChecking
      : status.state === 'ok'
        ? t.serverOk(status.health.version, status.health.db === 'embedded')
        : t.serverDown(status.reason);

  return (
    <p
      role="status"
      data-state={status.state}
      className="flex items-center gap-2 text-sm text-muted-foreground data-[state=down]:text-danger"
    >
      <span aria-hidden="true">
        {status.state === 'ok' ? '✓' : status.state === 'down' ? '✗' : '…'}
      </span>
      {text}
    </p>
  );
}
