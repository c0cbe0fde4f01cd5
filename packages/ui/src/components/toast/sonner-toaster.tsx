import { CircleCheck, CircleX, Info, LoaderCircle, TriangleAlert, X } from 'lucide-react';
import { useEffect, type CSSProperties } from 'react';
import { Toaster as Sonner } from 'sonner';
import { useMessages } from '../../i18n';
import { cn } from '../../lib/cn';
import { toastMessages } from './messages';
import { toastDurations } from './toast-api';
import { toasterMounted } from './toast-loader';
import type { ToasterProps } from './toaster-props';

/**
 * Every type has its own icon next to the text, so the kind never rests on colour alone.
 * Icons are decorative (lucide sets aria-hidden): the message says what happened.
 */
const icons = {
  success: <CircleCheck />,
  info: <Info />,
  warning: <TriangleAlert />,
  error: <CircleX />,
  loading: <LoaderCircle className="motion-safe:animate-spin" />,
  close: <X />,
};

/**
 * sonner drawn with our tokens (`unstyled` + utility classes): a left bar and an icon in the
 * type's colour on the page background, so text contrast is the theme's own.
 */
const classNames = {
  toast: cn(
    'flex w-full items-start gap-3 rounded-md border border-l-4 border-border bg-background py-3 pr-12 pl-4 text-foreground shadow-lg',
    'font-sans text-base',
  ),
  icon: 'mt-0.5 flex shrink-0 [&_svg]:size-5',
  content: 'flex min-w-0 flex-1 flex-col gap-0.5',
  title: 'font-medium',
  description: 'text-sm text-muted-foreground',
  success: 'border-l-success [&_[data-icon]]:text-success',
  info: 'border-l-info [&_[data-icon]]:text-info',
  warning: 'border-l-warning [&_[data-icon]]:text-warning',
  error: 'border-l-danger [&_[data-icon]]:text-danger',
  closeButton: cn(
    'absolute top-1 right-1 inline-flex size-10 cursor-pointer items-center justify-center rounded-md text-foreground hover:bg-muted',
    'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus [&_svg]:size-5',
  ),
  actionButton: cn(
    'ml-auto min-h-10 shrink-0 cursor-pointer rounded-md border border-primary bg-primary px-3 text-primary-foreground hover:bg-primary-hover',
    'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus',
  ),
  cancelButton: cn(
    'min-h-10 shrink-0 cursor-pointer rounded-md border border-border bg-background px-3 text-foreground hover:bg-muted',
    'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus',
  ),
};

/**
 * sonner's Toaster in the platform's look, loaded by `<Toaster />` with the first toast.
 * Rich colours are off: the type shows through an icon and a coloured edge.
 */
export default function SonnerToaster({
  position = 'top-center',
  closeButton = true,
  expand = true,
  containerAriaLabel,
  toastOptions,
  style,
  ...props
}: ToasterProps) {
  const messages = useMessages(toastMessages);
  // After sonner's own effects (a child's run first): it listens now, so queued toasts may go.
  useEffect(() => toasterMounted(), []);
  return (
    <Sonner
      position={position}
      closeButton={closeButton}
      expand={expand}
      richColors={false}
      duration={toastDurations.default}
      icons={icons}
      containerAriaLabel={containerAriaLabel ?? messages.region}
      // Width in rem so it follows the font scale (sonner's default is 356 px).
      style={{ '--width': '24rem', ...style } as CSSProperties}
      toastOptions={{
        unstyled: true,
        closeButtonAriaLabel: messages.close,
        ...toastOptions,
        classNames: { ...classNames, ...toastOptions?.classNames },
      }}
      {...props}
    />
  );
}
