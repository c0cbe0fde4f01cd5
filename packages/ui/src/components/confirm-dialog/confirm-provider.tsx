import {
  createContext,
  lazy,
  Suspense,
  use,
  useEffect,
  useLayoutEffect,
  useRef,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { confirmQueue, type ConfirmOptions, type ConfirmQueue } from './confirm-queue';

/** Loaded with the first question: most pages never ask one, and it is Radix's AlertDialog. */
const ConfirmDialog = lazy(() =>
  import('./confirm-dialog').then((module) => ({ default: module.ConfirmDialog })),
);

const ConfirmContext = createContext<ConfirmQueue['confirm'] | null>(null);

export interface ConfirmProviderProps {
  children?: ReactNode;
  /**
   * The queue to show. Tests may pass their own from `createConfirmQueue()`.
   * @default the application's queue, also used by the module-level `confirm()`
   */
  queue?: ConfirmQueue;
}

/**
 * Shows the queued confirmations, one at a time. Mount it once near the root (inside the
 * `LocaleProvider`): `useConfirm()` and the module-level `confirm()` both need it.
 */
function ConfirmProvider({ children, queue = confirmQueue }: ConfirmProviderProps) {
  const current = useSyncExternalStore(queue.subscribe, queue.current, queue.current);
  useEffect(() => queue.attachHost(), [queue]);

  // Questions are asked from code, so there is no Radix trigger to return to: remember what had
  // the focus when the first question opened (a layout effect runs before Radix moves the focus)
  // and go back there once the queue is empty, not between two questions.
  const returnFocus = useRef<HTMLElement | null>(null);
  const asking = current !== null;
  useLayoutEffect(() => {
    if (asking && document.activeElement instanceof HTMLElement) {
      returnFocus.current = document.activeElement;
    }
  }, [asking]);

  return (
    <ConfirmContext value={queue.confirm}>
      {children}
      {current && (
        // A new key per question: each one opens fresh and returns focus when answered. The
        // dialog's code (Radix AlertDialog) loads with the first question, not with the page.
        <Suspense key={current.id} fallback={null}>
          <ConfirmDialog
            key={current.id}
            open
            title={current.title}
            message={current.message}
            confirmText={current.confirmText}
            cancelText={current.cancelText}
            variant={current.variant}
            showCancel={current.showCancel}
            onConfirm={() => queue.settle(current.id, true)}
            onCancel={() => queue.settle(current.id, false)}
            onCloseAutoFocus={(event) => {
              event.preventDefault();
              if (queue.current() === null) returnFocus.current?.focus();
            }}
          />
        </Suspense>
      )}
    </ConfirmContext>
  );
}

/**
 * Returns `confirm(options): Promise<boolean>` — `true` on 确定, `false` on 取消 or Escape.
 * Throws when no `<ConfirmProvider>` is above.
 */
function useConfirm(): (options: ConfirmOptions | string) => Promise<boolean> {
  const ask = use(ConfirmContext);
  if (!ask) throw new Error('useConfirm() must be called inside <ConfirmProvider>.');
  return ask;
}

export { ConfirmProvider, useConfirm };
