import type { HealthData } from '@cep/contract';
import { useMessages } from '@cep/ui';
import { useEffect, useState } from 'react';
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

/** Spec §9: a request gives up after 15 s. */
const HEALTH_TIMEOUT_MS = 15_000;

/**
 * `GET /api/health` with the browser's own fetch. Not through the API client on purpose: the
 * probe is public and carries no session, and the client's axios is not needed to show the
 * sign-in page (it loads when the user signs in).
 */
async function checkHealth(): Promise<HealthData> {
  const response = await fetch('/api/health', { signal: AbortSignal.timeout(HEALTH_TIMEOUT_MS) });
  const body = (await response.json()) as { code: number; message: string; data: HealthData };
  if (body.code !== 200) throw new Error(body.message || 'Error');
  return body.data;
}

/** Asks the server's health call once and shows the answer. */
export function ServerStatus() {
  const [status, setStatus] = useState<ServerStatusState>({ state: 'checking' });

  useEffect(() => {
    let live = true;
    checkHealth()
      .then((health) => live && setStatus({ state: 'ok', health }))
      .catch((error: Error) => live && setStatus({ state: 'down', reason: error.message }));
    return () => {
      live = false;
    };
  }, []);

  return <ServerStatusView status={status} />;
}
