import type { toast as SonnerToastFunction } from 'sonner';

/*
 * sonner (~10 KB gzipped with its styles) loads with the first toast, not with the page: most page
 * loads show none, and a first load is judged by its bytes (the console's 首页 budget). Until then
 * `toast` only remembers that one is wanted; `<Toaster />` then loads sonner's Toaster, and each
 * call waits for it to be on the page, since sonner drops a toast that no Toaster has heard.
 */

type SonnerToast = typeof SonnerToastFunction;

let wanted = false;
const listeners = new Set<() => void>();
let markMounted: () => void = () => {};
const mounted = new Promise<void>((resolve) => (markMounted = resolve));
let ready: Promise<SonnerToast> | undefined;

/** Whether a toast has been asked for: `<Toaster />` draws nothing before. */
export function toastWanted(): boolean {
  return wanted;
}

/** Calls `listener` once a toast is first wanted; returns the unsubscribe function. */
export function subscribeToastWanted(listener: () => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** Said by sonner's Toaster once it listens (its own effects have run before this is called). */
export function toasterMounted(): void {
  markMounted();
}

/** sonner's `toast`, once it is loaded and a Toaster listens; every call queues behind it in order. */
export function whenToasterReady(): Promise<SonnerToast> {
  if (!wanted) {
    wanted = true;
    for (const listener of listeners) listener();
  }
  ready ??= Promise.all([import('sonner'), mounted]).then(([sonner]) => sonner.toast);
  return ready;
}
