import { Toaster } from '@cep/ui';
import { useEffect } from 'react';

export { toast } from '@cep/ui';

let mounted: () => void = () => {};

/** Resolves once the Toaster is on the page: a toast shown before that would be lost. */
export const toasterMounted = new Promise<void>((resolve) => (mounted = resolve));

/** The page's one Toaster (loaded lazily by the root, see toasts.ts). */
export default function MountedToaster() {
  useEffect(() => mounted(), []);
  return <Toaster />;
}
