import { lazy, Suspense, useSyncExternalStore } from 'react';
import { subscribeToastWanted, toastWanted } from './toast-loader';
import type { ToasterProps } from './toaster-props';

const SonnerToaster = lazy(() => import('./sonner-toaster'));

/**
 * Mount once near the root; then call `toast.success(…)`, `toast.error(…)` from anywhere. Draws
 * nothing and loads nothing until the first toast is asked for (see toast-loader.ts).
 */
function Toaster(props: ToasterProps) {
  const wanted = useSyncExternalStore(subscribeToastWanted, toastWanted, toastWanted);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <SonnerToaster {...props} />
    </Suspense>
  );
}

export { Toaster };
