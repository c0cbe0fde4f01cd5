import { AuthProvider, AuthRouterProvider } from '@cep/auth/react';
import { useLocale } from '@cep/ui';
import { lazy, Suspense } from 'react';
import { ConsoleLocaleProvider } from './locale-state';
import { authRouter } from './router';
import { auth } from './session';

/** The toasts arrive right after the first page (see feedback/toasts.ts). */
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
  return (
    <AuthProvider auth={auth} locale={locale}>
      <AuthRouterProvider router={authRouter} />
      <Suspense fallback={null}>
        <LazyToaster />
      </Suspense>
    </AuthProvider>
  );
}
