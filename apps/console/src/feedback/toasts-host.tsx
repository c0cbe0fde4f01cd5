import { Toaster } from '@cep/ui';
import { createPortal } from 'react-dom';

/**
 * The page's one Toaster (it draws and loads nothing before the first toast), rendered straight
 * into `<body>`. A modal dialog hides everything else on the page from assistive technology
 * (aria-hidden on the other children of `<body>`, sparing the live regions that exist at that
 * moment). The toasts' region appears with the first toast, possibly while a dialog is open —
 * e.g. the personal centre's first request fails — and inside `#root` it would never be
 * announced. A new child of `<body>` is not hidden, so the toast is read out (WCAG 4.1.3).
 */
export function ToastsHost() {
  return createPortal(<Toaster />, document.body);
}
