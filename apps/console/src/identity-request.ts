/*
 * 请验证身份 (issue 30): a sensitive call refused with 40331 asks here, once for any number of
 * requests refused together (the API client joins them), and is sent again once confirmed.
 * `askIdentity` is what the client calls; the host, mounted in the shell, shows the dialog.
 */

let pending: ((confirmed: boolean) => void) | null = null;
const listeners = new Set<() => void>();
const notify = () => {
  for (const listener of listeners) listener();
};

/** Opens the dialog; resolves true once the password or a code was accepted, false on 取消. */
export function askIdentity(): Promise<boolean> {
  // No host mounted (outside the shell): nothing to ask with.
  if (listeners.size === 0) return Promise.resolve(false);
  return new Promise((resolve) => {
    pending = resolve;
    notify();
  });
}

export function settleIdentity(confirmed: boolean) {
  pending?.(confirmed);
  pending = null;
  notify();
}

/** For the host: whether a request waits, and a way to hear when that changes. */
export const identityRequest = {
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  isOpen: (): boolean => pending !== null,
};
