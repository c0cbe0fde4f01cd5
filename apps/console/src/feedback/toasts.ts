import type { Notify } from '@cep/api-client';
import { toast } from '@cep/ui';
import { consoleMessages } from '../i18n/messages';
import { storedLocale } from '../locale-state';

/*
 * The console's toasts go through @cep/ui's `toast`, which loads sonner with the first one (the
 * sign-in page and most first loads show none); `<ToastsHost />` at each entry's root is where
 * they appear.
 */

/**
 * Spec §8: an error toast with the server's message for 5 s, and under it the request's error id
 * when the server gave one. The message is the toast's id, so a
 * burst of identical failures (several requests failing together) shows one toast, not a stack.
 */
export const notify: Notify = (message, options) => {
  toast.error(message, {
    duration: options.duration,
    id: message,
    // The server's id of the request, so the user can quote it (错误编号 / Error ID).
    ...(options.requestId === undefined
      ? {}
      : { description: consoleMessages[storedLocale()].errorId(options.requestId) }),
  });
};

/** A short confirmation that something the user asked for was done (saved, exported). */
export function notifySuccess(message: string): void {
  toast.success(message, { duration: 3000 });
}
