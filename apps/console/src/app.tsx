import { AuthProvider, AuthRouterProvider } from '@cep/auth/react';
import { useLocale } from '@cep/ui';
import { lazy, Suspense, useSyncExternalStore } from 'react';
import { subscribeToasterWanted, toasterWanted } from './feedback/toasts';
import { ConsoleLocaleProvider } from './locale-state';
import { authRouter } from './router';
import { auth } from './session';

/** The toasts arrive with the first one (see feedback/toasts.ts). */
const LazyToaster = lazy(() => import('./feedback/toaster'));

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
  const showToaster = useSyncExternalStore(subscribeToasterWanted, toasterWanted, toasterWanted);
  return (
    <AuthProvider auth={auth} locale={locale}>
      <AuthRouterProvider router={authRouter} />
      {showToaster && (
        <Suspense fallback={null}>
          <LazyToaster />
        </Suspense>
      )}
    </AuthProvider>
  );
}
