import type { Notify } from '@cep/api-client';
import type * as ToasterExports from './toaster';

/*
 * The toasts load after the first page is on screen: sonner (and its Toaster) are not needed to
 * show /login, and they weigh ~10 KB gzipped of the sign-in page's budget. A toast asked for
 * before they arrive waits for them; the Toaster is mounted by `<LazyToaster />` at the root.
 */

type ToasterModule = typeof ToasterExports;

let toaster: Promise<ToasterModule> | undefined;

/** Loads the toast module once (the root starts it right after the first render). */
export function loadToaster(): Promise<ToasterModule> {
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
