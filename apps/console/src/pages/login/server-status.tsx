import type { HealthData } from '@cep/contract';
import { useMessages } from '@cep/ui';
import { useEffect, useState } from 'react';
import { loadApi } from '../../session';
import { consoleMessages } from '../../i18n/messages';

export type ServerStatusState =
  { state: 'checking' } | { state: 'ok'; health: HealthData } | { state: 'down'; reason: string };

const icons = { checking: '…', ok: '✓', down: '✗' } as const;

/** Tells the user, in words and an icon (never colour alone), whether the server answers. */
export function ServerStatusView({ status }: { status: ServerStatusState }) {
  const t = useMessages(consoleMessages);
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
      <span aria-hidden="true">{icons[status.state]}</span>
      {text}
    </p>
  );
}

/** Asks the server's health call once and shows the answer. */
export function ServerStatus() {
  const [status, setStatus] = useState<ServerStatusState>({ state: 'checking' });

  useEffect(() => {
    let live = true;
    loadApi()
      .then((api) => api.health())
      .then((health) => live && setStatus({ state: 'ok', health }))
      .catch((error: Error) => live && setStatus({ state: 'down', reason: error.message }));
    return () => {
      live = false;
    };
  }, []);

  return <ServerStatusView status={status} />;
}
