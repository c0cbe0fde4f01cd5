import type { ToasterProps as SonnerToasterProps } from 'sonner';

/** `<Toaster />`'s options: sonner's, with the platform's defaults (rich colours are always off). */
export interface ToasterProps extends Omit<SonnerToasterProps, 'richColors'> {
  /**
   * Where the stack appears.
   * @default 'top-center'
   */
  position?: SonnerToasterProps['position'];
  /**
   * Shows a close button (labelled from the catalog) on every toast.
   * @default true
   */
  closeButton?: boolean;
  /**
   * Keeps every toast fully visible instead of a collapsed pile: easier to read for everyone.
   * @default true
   */
  expand?: boolean;
  /**
   * Name of the notification region.
   * @default '通知' / 'Notifications' from the catalog
   */
  containerAriaLabel?: string;
}
