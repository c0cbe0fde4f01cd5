import { AuthProvider, AuthRouterProvider } from '@cep/auth/react';
import { ConfirmProvider, Toaster, useLocale } from '@cep/ui';
import { ConsoleLocaleProvider } from './locale-state';
import { authRouter } from './router';
import { auth } from './session';

/** The console's root: language, session, router; the confirm dialog and the toasts. */
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
      <ConfirmProvider>
        <AuthRouterProvider router={authRouter} />
      </ConfirmProvider>
      <Toaster />
    </AuthProvider>
  );
}
