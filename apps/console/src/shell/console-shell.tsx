import { useSession } from '@cep/auth/react';
import { useMessages } from '@cep/ui';
import { Outlet } from 'react-router';
import { consoleMessages } from '../i18n/messages';

/**
 * The signed-in shell (placeholder until @cep/layout's AppShell lands): the layout package draws
 * the sidebar, navbar, tags and kept-alive views around the page.
 */
export default function ConsoleShell() {
  const session = useSession();
  const t = useMessages(consoleMessages);
  return (
    <div className="min-h-dvh bg-background text-foreground">
      <header className="border-b border-border p-3">
        {t.platformTitle} · {session.name}
      </header>
      <main id="main-content">
        <Outlet />
      </main>
    </div>
  );
}
