import { cva, type VariantProps } from 'class-variance-authority';
import { Dialog as DialogPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import { PanelCloseButton } from '../dialog/dialog';
import { overlayClassName } from '../dialog/overlay-styles';

const drawerVariants = cva(
  [
    'fixed inset-y-0 z-50 flex h-full max-w-full flex-col gap-4 overflow-y-auto',
    'border-border bg-background p-6 text-foreground shadow-lg',
    'focus-visible:outline-3 focus-visible:-outline-offset-3 focus-visible:outline-focus',
    // Slides in only for people who accept motion; otherwise it simply appears.
    'motion-safe:transition-transform motion-safe:duration-200',
  ],
  {
    variants: {
      /** The edge the sheet is attached to. */
      side: {
        right: 'right-0 border-l motion-safe:starting:translate-x-full',
        left: 'left-0 border-r motion-safe:starting:-translate-x-full',
      },
    },
    defaultVariants: { side: 'right' },
  },
);

type DrawerSide = NonNullable<VariantProps<typeof drawerVariants>['side']>;

export type DrawerProps = ComponentProps<typeof DialogPrimitive.Root>;

/** A side sheet: a modal dialog attached to the left or right edge (focus trap, Escape). */
function Drawer(props: DrawerProps) {
  return <DialogPrimitive.Root data-slot="drawer" {...props} />;
}

export type DrawerTriggerProps = ComponentProps<typeof DialogPrimitive.Trigger>;

/** The control that opens the drawer; use `asChild` to wrap a `Button`. */
function DrawerTrigger(props: DrawerTriggerProps) {
  return <DialogPrimitive.Trigger data-slot="drawer-trigger" {...props} />;
}

export type DrawerCloseProps = ComponentProps<typeof DialogPrimitive.Close>;

/** Closes the drawer when activated; use `asChild` to wrap a footer `Button`. */
function DrawerClose(props: DrawerCloseProps) {
  return <DialogPrimitive.Close data-slot="drawer-close" {...props} />;
}

export interface DrawerContentProps extends ComponentProps<typeof DialogPrimitive.Content> {
  /**
   * The edge the sheet is attached to.
   * @default 'right'
   */
  side?: DrawerSide;
  /**
   * Width in rem (so it follows the font scale); never wider than the viewport.
   * @default 30
   */
  width?: number;
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

/** The sheet itself, portalled to `document.body` over a scrim; it scrolls when too tall. */
function DrawerContent({
  className,
  style,
  children,
  side = 'right',
  width = 30,
  showCloseButton = true,
  closeLabel,
  ...props
}: DrawerContentProps) {
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay data-slot="drawer-overlay" className={overlayClassName} />
      <DialogPrimitive.Content
        data-slot="drawer-content"
        data-side={side}
        className={cn(drawerVariants({ side }), className)}
        style={{ width: `${width}rem`, ...style }}
        {...props}
      >
        {children}
        {showCloseButton && <PanelCloseButton label={closeLabel} />}
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

export type DrawerHeaderProps = ComponentProps<'div'>;

/** Title and description block; leaves room for the close button. */
function DrawerHeader({ className, ...props }: DrawerHeaderProps) {
  return (
    <div
      data-slot="drawer-header"
      className={cn('flex flex-col gap-1.5 pr-10', className)}
      {...props}
    />
  );
}

export type DrawerFooterProps = ComponentProps<'div'>;

/** Actions row, pushed to the bottom of the sheet. */
function DrawerFooter({ className, ...props }: DrawerFooterProps) {
  return (
    <div
      data-slot="drawer-footer"
      className={cn('mt-auto flex flex-col-reverse gap-2 sm:flex-row sm:justify-end', className)}
      {...props}
    />
  );
}

export type DrawerTitleProps = ComponentProps<typeof DialogPrimitive.Title>;

/** The drawer's accessible name (required). */
function DrawerTitle({ className, ...props }: DrawerTitleProps) {
  return (
    <DialogPrimitive.Title
      data-slot="drawer-title"
      className={cn('text-lg font-semibold', className)}
      {...props}
    />
  );
}

export type DrawerDescriptionProps = ComponentProps<typeof DialogPrimitive.Description>;

/** Supporting text, announced with the title. */
function DrawerDescription({ className, ...props }: DrawerDescriptionProps) {
  return (
    <DialogPrimitive.Description
      data-slot="drawer-description"
      className={cn('text-base text-muted-foreground', className)}
      {...props}
    />
  );
}

export {
  Drawer,
  DrawerClose,
  DrawerContent,
  DrawerDescription,
  DrawerFooter,
  DrawerHeader,
  DrawerTitle,
  DrawerTrigger,
  drawerVariants,
};
