import type { ReactNode } from 'react';

export type ConfirmVariant = 'default' | 'danger';

/** What `confirm()` asks. Every text falls back to the catalog (系统提示 / 确定 / 取消). */
export interface ConfirmOptions {
  /** Heading of the dialog. @default '系统提示' / 'System prompt' */
  title?: ReactNode;
  /** The question or notice itself. */
  message: ReactNode;
  /** Label of the confirming button. @default '确定' / 'OK' */
  confirmText?: string;
  /** Label of the cancelling button. @default '取消' / 'Cancel' */
  cancelText?: string;
  /** `danger` paints the confirming button red and puts the initial focus on 取消. @default 'default' */
  variant?: ConfirmVariant;
  /** Set `false` for a notice that can only be acknowledged. @default true */
  showCancel?: boolean;
}

/** One pending question. */
export interface ConfirmRequest extends ConfirmOptions {
  id: number;
}

/**
 * A first-in, first-out queue of confirmations: one dialog at a time, the next one shown when
 * the current one is answered. Pure (no React) so the API client can share it.
 */
export function createConfirmQueue() {
  let pending: (ConfirmRequest & { resolve: (ok: boolean) => void })[] = [];
  let nextId = 1;
  let hosts = 0;
  const listeners = new Set<() => void>();
  const notify = () => {
    for (const listener of listeners) listener();
  };

  return {
    /** Queues a question; resolves `true` on confirm, `false` on cancel or Escape. */
    confirm(options: ConfirmOptions | string): Promise<boolean> {
      if (hosts === 0) {
        return Promise.reject(new Error('confirm(): no <ConfirmProvider> is mounted to show it.'));
      }
      const request = typeof options === 'string' ? { message: options } : options;
      return new Promise<boolean>((resolve) => {
        pending = [...pending, { ...request, id: nextId++, resolve }];
        notify();
      });
    },
    /** Answers the question `id` and moves on to the next one. */
    settle(id: number, ok: boolean) {
      const request = pending.find((item) => item.id === id);
      if (!request) return;
      pending = pending.filter((item) => item !== request);
      request.resolve(ok);
      notify();
    },
    /** The question on screen, or `null`. Stable between changes (for `useSyncExternalStore`). */
    current(): ConfirmRequest | null {
      return pending[0] ?? null;
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    /** Called by a mounted provider; when the last one leaves, open questions resolve `false`. */
    attachHost() {
      hosts += 1;
      return () => {
        hosts -= 1;
        if (hosts > 0) return;
        const dropped = pending;
        pending = [];
        for (const request of dropped) request.resolve(false);
        notify();
      };
    },
  };
}

export type ConfirmQueue = ReturnType<typeof createConfirmQueue>;

/** The application's queue, shown by `<ConfirmProvider>`. */
export const confirmQueue = createConfirmQueue();

/**
 * Asks a question from anywhere, including code outside React (the API client's
 * "用户登录信息过期，请重新登录！"). A `<ConfirmProvider>` must be mounted to show it; without one
 * the promise rejects. Questions asked together are shown one after another.
 */
export function confirm(options: ConfirmOptions | string): Promise<boolean> {
  return confirmQueue.confirm(options);
}
