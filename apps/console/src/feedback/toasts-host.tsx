import { lazy, Suspense, useSyncExternalStore } from 'react';
import { subscribeToasterWanted, toasterWanted } from './toasts';

/** The toasts arrive with the first one (see toasts.ts). */
const LazyToaster = lazy(() => import('./toaster'));

/** Mounts the Toaster once a toast is asked for; rendered once at the root of each entry. */
export function ToastsHost() {
  const wanted = useSyncExternalStore(subscribeToasterWanted, toasterWanted, toasterWanted);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <LazyToaster />
    </Suspense>
  );
}
