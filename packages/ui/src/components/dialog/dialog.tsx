import { Dialog as DialogPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';
import { useMessages } from '../../i18n';
import { cn } from '../../lib/cn';
import { IconButton } from '../icon-button';
import { dialogMessages } from './messages';
import { overlayClassName } from './overlay-styles';

/** The close button in a panel's top-right corner: an icon with a spoken name. */
export function PanelCloseButton({ label, className }: { label?: string; className?: string }) {
  const messages = useMessages(dialogMessages);
  return (
    <DialogPrimitive.Close asChild>
      <IconButton
        data-slot="dialog-close-button"
        variant="ghost"
        label={label ?? messages.close}
        className={cn('absolute top-3 right-3', className)}
      >
        <CloseIcon />
      </IconButton>
    </DialogPrimitive.Close>
  );
}

/** Lucide's "x", drawn inline: the icon runtime would cost the Dialog about 2 KB gzipped. */
function CloseIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="M18 6 6 18M6 6l12 12" />
    </svg>
  );
}

export type DialogProps = ComponentProps<typeof DialogPrimitive.Root>;

/** A modal window: traps focus, closes on Escape, returns focus to what opened it. */
function Dialog(props: DialogProps) {
  return <DialogPrimitive.Root data-slot="dialog" {...props} />;
}

export type DialogTriggerProps = ComponentProps<typeof DialogPrimitive.Trigger>;

/** The control that opens the dialog; use `asChild` to wrap a `Button`. */
function DialogTrigger(props: DialogTriggerProps) {
  return <DialogPrimitive.Trigger data-slot="dialog-trigger" {...props} />;
}

export type DialogCloseProps = ComponentProps<typeof DialogPrimitive.Close>;

/** Closes the dialog when activated; use `asChild` to wrap a footer `Button`. */
function DialogClose(props: DialogCloseProps) {
  return <DialogPrimitive.Close data-slot="dialog-close" {...props} />;
}

export interface DialogContentProps extends ComponentProps<typeof DialogPrimitive.Content> {
  /**
   * Shows the icon close button in the top-right corner.
   * @default true
   */
  showCloseButton?: boolean;
  /**
   * Accessible name of the close button.
   * @default '关闭' / 'Close' from the catalog
   */
  closeLabel?: string;
}

/**
 * The centred panel, portalled to `document.body` over a scrim. It scrolls when taller than
 * the viewport, so long forms stay reachable at the largest font scale.
 */
function DialogContent({
  className,
  children,
  showCloseButton = true,
  closeLabel,
  ...props
}: DialogContentProps) {
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay data-slot="dialog-overlay" className={overlayClassName} />
      <DialogPrimitive.Content
        data-slot="dialog-content"
        className={cn(
          'fixed top-1/2 left-1/2 z-50 flex max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 flex-col gap-4 overflow-y-auto',
          'rounded-lg border border-border bg-background p-6 text-foreground shadow-lg',
          'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus',
          'motion-safe:transition-[opacity,scale] motion-safe:duration-200 motion-safe:starting:scale-95 motion-safe:starting:opacity-0',
          className,
        )}
        {...props}
      >
        {children}
        {showCloseButton && <PanelCloseButton label={closeLabel} />}
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

export type DialogHeaderProps = ComponentProps<'div'>;

/** Title and description block; leaves room for the close button. */
function DialogHeader({ className, ...props }: DialogHeaderProps) {
  return (
    <div
      data-slot="dialog-header"
      className={cn('flex flex-col gap-1.5 pr-10', className)}
      {...props}
    />
  );
}

export type DialogFooterProps = ComponentProps<'div'>;

/** Actions row: stacked on narrow screens, right-aligned with the main action last otherwise. */
function DialogFooter({ className, ...props }: DialogFooterProps) {
  return (
    <div
      data-slot="dialog-footer"
      className={cn('flex flex-col-reverse gap-2 sm:flex-row sm:justify-end', className)}
      {...props}
    />
  );
}

export type DialogTitleProps = ComponentProps<typeof DialogPrimitive.Title>;

/** The dialog's accessible name. Required: a dialog without a title is unnamed to a screen reader. */
function DialogTitle({ className, ...props }: DialogTitleProps) {
  return (
    <DialogPrimitive.Title
      data-slot="dialog-title"
      className={cn('text-lg font-semibold', className)}
      {...props}
    />
  );
}

export type DialogDescriptionProps = ComponentProps<typeof DialogPrimitive.Description>;

/** Supporting text, announced with the title when the dialog opens. */
function DialogDescription({ className, ...props }: DialogDescriptionProps) {
  return (
    <DialogPrimitive.Description
      data-slot="dialog-description"
      className={cn('text-base text-muted-foreground', className)}
      {...props}
    />
  );
}

export {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
};
