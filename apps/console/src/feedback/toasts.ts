import type { Notify } from '@cep/api-client';
import type * as ToasterExports from './toaster';

/*
 * The toasts load when the first one is asked for: sonner and its Toaster weigh ~10 KB gzipped,
 * and the sign-in page usually shows none (its errors are also written inline). `<LazyToaster />`
 * at the root mounts the Toaster once `toasterWanted` says so; a toast waits for it.
 */

type ToasterModule = typeof ToasterExports;

let toaster: Promise<ToasterModule> | undefined;
const listeners = new Set<() => void>();
let wanted = false;

/** Whether a toast has been asked for (the root then mounts the Toaster). */
export function toasterWanted(): boolean {
  return wanted;
}

/** Calls `listener` when the Toaster becomes wanted; returns the unsubscribe function. */
export function subscribeToasterWanted(listener: () => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** Loads the toast module once and asks the root to mount its Toaster. */
export function loadToaster(): Promise<ToasterModule> {
  if (!wanted) {
    wanted = true;
    for (const listener of listeners) listener();
  }
  return (toaster ??= import('./toaster'));
}

/**
 * Spec §8: an error toast with the server's message for 5 s. The message is the toast's id, so a
 * burst of identical failures (several requests failing together) shows one toast, not a stack.
 */
export const notify: Notify = (message, options) => {
  void loadToaster().then(async (module) => {
    await module.toasterMounted;
    module.toast.error(message, { duration: options.duration, id: message });
  });
};

/** A short confirmation that something the user asked for was done (saved, exported). */
export function notifySuccess(message: string): void {
  void loadToaster().then(async (module) => {
    await module.toasterMounted;
    module.toast.success(message, { duration: 3000 });
  });
}
