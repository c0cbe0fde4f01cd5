import { Toaster } from '@cep/ui';
import { useEffect } from 'react';
import { createPortal } from 'react-dom';

export { toast } from '@cep/ui';

let mounted: () => void = () => {};

/** Resolves once the Toaster is on the page: a toast shown before that would be lost. */
export const toasterMounted = new Promise<void>((resolve) => (mounted = resolve));

/**
 * The page's one Toaster (loaded lazily by the root, see toasts.ts), drawn straight into
 * `<body>`. A modal dialog hides everything else on the page from assistive technology
 * (aria-hidden on the other children of `<body>`, sparing the live regions that exist at that
 * moment). Loaded lazily, the Toaster may arrive while a dialog is open — e.g. the personal
 * centre's first request fails — and inside `#root` its toasts would never be announced. A new
 * child of `<body>` is not hidden, so the toast is read out (WCAG 4.1.3).
 */
export default function MountedToaster() {
  useEffect(() => mounted(), []);
  return createPortal(<Toaster />, document.body);
}
