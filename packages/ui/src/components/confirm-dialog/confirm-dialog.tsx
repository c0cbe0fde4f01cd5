import { Info, TriangleAlert } from 'lucide-react';
import { AlertDialog } from 'radix-ui';
import { useRef, type ComponentProps, type ReactNode } from 'react';
import { useMessages } from '../../i18n';
import { cn } from '../../lib/cn';
import { Button } from '../button';
import { overlayClassName } from '../dialog/overlay-styles';
import type { ConfirmVariant } from './confirm-queue';
import { confirmDialogMessages } from './messages';

export interface ConfirmDialogProps extends Omit<
  ComponentProps<typeof AlertDialog.Root>,
  'children'
> {
  /**
   * Heading of the dialog.
   * @default '系统提示' / 'System prompt' from the catalog
   */
  title?: ReactNode;
  /** The question or notice. */
  message: ReactNode;
  /**
   * Label of the confirming button.
   * @default '确定' / 'OK' from the catalog
   */
  confirmText?: string;
  /**
   * Label of the cancelling button.
   * @default '取消' / 'Cancel' from the catalog
   */
  cancelText?: string;
  /**
   * `danger` paints the confirming button red and puts the initial focus on cancel, so a stray
   * Enter never deletes anything; `default` focuses the confirming button.
   * @default 'default'
   */
  variant?: ConfirmVariant;
  /**
   * Shows the cancelling button; `false` makes an acknowledge-only notice.
   * @default true
   */
  showCancel?: boolean;
  /** Called when the confirming button is activated (the dialog then closes). */
  onConfirm?: () => void;
  /** Called on the cancelling button and on Escape (the dialog then closes). */
  onCancel?: () => void;
  /** Optional trigger, rendered through `AlertDialog.Trigger asChild`. */
  trigger?: ReactNode;
  /** Radix's hook when the dialog closes; `preventDefault()` keeps focus from returning to the trigger. */
  onCloseAutoFocus?: (event: Event) => void;
}

/** A blocking yes/no question (Radix AlertDialog): it does not close on an outside click. */
function ConfirmDialog({
  title,
  message,
  confirmText,
  cancelText,
  variant = 'default',
  showCancel = true,
  onConfirm,
  onCancel,
  trigger,
  onCloseAutoFocus,
  ...props
}: ConfirmDialogProps) {
  const messages = useMessages(confirmDialogMessages);
  const confirmRef = useRef<HTMLButtonElement>(null);
  const Icon = variant === 'danger' ? TriangleAlert : Info;

  return (
    <AlertDialog.Root {...props}>
      {trigger != null && <AlertDialog.Trigger asChild>{trigger}</AlertDialog.Trigger>}
      <AlertDialog.Portal>
        <AlertDialog.Overlay data-slot="confirm-dialog-overlay" className={overlayClassName} />
        <AlertDialog.Content
          data-slot="confirm-dialog"
          data-variant={variant}
          className={cn(
            'fixed top-1/2 left-1/2 z-50 flex max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 flex-col gap-4 overflow-y-auto',
            'rounded-lg border border-border bg-background p-6 text-foreground shadow-lg',
            'motion-safe:transition-[opacity,scale] motion-safe:duration-200 motion-safe:starting:scale-95 motion-safe:starting:opacity-0',
          )}
          onOpenAutoFocus={(event) => {
            if (variant === 'danger' && showCancel) return; // Radix focuses Cancel.
            event.preventDefault();
            confirmRef.current?.focus();
          }}
          onEscapeKeyDown={() => onCancel?.()}
          onCloseAutoFocus={onCloseAutoFocus}
        >
          <div className="flex items-start gap-3">
            <Icon
              aria-hidden="true"
              data-slot="confirm-dialog-icon"
              className={cn(
                'mt-1 size-6 shrink-0',
                variant === 'danger' ? 'text-danger' : 'text-info',
              )}
            />
            <div className="flex flex-col gap-2">
              <AlertDialog.Title data-slot="confirm-dialog-title" className="text-lg font-semibold">
                {title ?? messages.title}
              </AlertDialog.Title>
              <AlertDialog.Description asChild>
                <div data-slot="confirm-dialog-message" className="text-base">
                  {message}
                </div>
              </AlertDialog.Description>
            </div>
          </div>
          <div
            data-slot="confirm-dialog-footer"
            className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end"
          >
            {showCancel && (
              <AlertDialog.Cancel asChild>
                <Button onClick={() => onCancel?.()}>{cancelText ?? messages.cancel}</Button>
              </AlertDialog.Cancel>
            )}
            <AlertDialog.Action asChild>
              <Button
                ref={confirmRef}
                variant={variant === 'danger' ? 'danger' : 'primary'}
                onClick={() => onConfirm?.()}
              >
                {confirmText ?? messages.confirm}
              </Button>
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}

export { ConfirmDialog };
