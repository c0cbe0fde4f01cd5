import type { Notify } from '@cep/api-client';
import { toast } from '@cep/ui';

/*
 * The console's toasts go through @cep/ui's `toast`, which loads sonner with the first one (the
 * sign-in page and most first loads show none); `<ToastsHost />` at each entry's root is where
 * they appear.
 */

/**
 * Spec §8: an error toast with the server's message for 5 s. The message is the toast's id, so a
 * burst of identical failures (several requests failing together) shows one toast, not a stack.
 */
export const notify: Notify = (message, options) => {
  toast.error(message, { duration: options.duration, id: message });
};

/** A short confirmation that something the user asked for was done (saved, exported). */
export function notifySuccess(message: string): void {
  toast.success(message, { duration: 3000 });
}
