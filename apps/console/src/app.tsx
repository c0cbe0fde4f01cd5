import { AuthProvider, AuthRouterProvider } from '@cep/auth/react';
import { useLocale } from '@cep/ui';
import { followSession } from './current-patient/current-patient';
import { ToastsHost } from './feedback/toasts-host';
import { ConsoleLocaleProvider } from './locale-state';
import { consoleRouter } from './router';
import { auth } from './session';

export { warmStart } from './warm-start';

// The clinician's current patient belongs to who signed in: forgotten at sign-out, whichever page
// is open then (current-patient/). For the page's lifetime, as the session is.
followSession(auth.session);

/** The console's root: language, session, router, and the toasts. */
export function App() {
  return (
    <ConsoleLocaleProvider>
      <Session />
    </ConsoleLocaleProvider>
  );
}

function Session() {
  const locale = useLocale();
  return (
    <AuthProvider auth={auth} locale={locale}>
      <AuthRouterProvider router={consoleRouter()} />
      <ToastsHost />
    </AuthProvider>
  );
}
