import { PUBLIC_PATHS } from '@cep/auth';
import { useFollowContrastPreference } from '@cep/layout';
import { Spinner, useMessages } from '@cep/ui';
import { lazy, Suspense, useState } from 'react';
import { Outlet, useLocation, useRouteError } from 'react-router';
import { consoleMessages } from '../i18n/messages';
import { loadedShell, loadShell } from './load-shell';

/** The signed-in shell: its code (layout, navbar, tags…) loads only after sign-in. */
const LazyShell = lazy(loadShell);

/**
 * The root route's view: the public pages (`/login`, `/auth-redirect`) stand alone; every other
 * page — the menu's, 404, 401 — is drawn inside the one shell, so the shell and its kept-alive
 * views are not re-created when the user moves between menu groups.
 */
export function ConsoleRoot() {
  const { pathname } = useLocation();
  // Chosen once per mount: the loaded module when the router has waited for it (router.tsx),
  // never swapped later, which would mount the shell afresh.
  const [ConsoleShell] = useState(() => loadedShell()?.default ?? LazyShell);
  if (PUBLIC_PATHS.includes(pathname)) return <PublicPage />;
  return (
    <Suspense fallback={<FirstLoad />}>
      <ConsoleShell />
    </Suspense>
  );
}

/**
 * A public page (sign-in): it follows the person's high-contrast choice made in the shell (local
 * storage) and, until they chose, the OS preference — low-vision patients sign in here too.
 */
function PublicPage() {
  useFollowContrastPreference();
  return <Outlet />;
}

/** While the first page (and, after sign-in, the shell) loads. */
export function FirstLoad() {
  const t = useMessages(consoleMessages);
  return (
    <div role="status" className="flex min-h-dvh items-center justify-center gap-3 text-lg">
      <Spinner />
      {t.loading}
    </div>
  );
}

/** A failure no page caught (e.g. a page's code could not be downloaded). */
export function RootError() {
  const t = useMessages(consoleMessages);
  const error = useRouteError();
  const message = error instanceof Error ? error.message : String(error);
  return (
    <main className="mx-auto flex max-w-xl flex-col gap-4 p-8">
      <h1 className="text-2xl font-semibold">{t.rootErrorHeading}</h1>
      <p>{t.rootErrorText}</p>
      <pre className="overflow-auto rounded-md bg-muted p-3 text-sm whitespace-pre-wrap">
        {message}
      </pre>
      <p>
        <a className="text-primary-text underline" href={location.pathname}>
          {t.reload}
        </a>
      </p>
    </main>
  );
}
