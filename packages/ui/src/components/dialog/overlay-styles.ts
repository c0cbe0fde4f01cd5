import { cn } from '../../lib/cn';

/**
 * The scrim behind Dialog, Drawer and ConfirmDialog: the foreground colour at half strength.
 * In high contrast a yellow wash would glare, so it turns near-black instead.
 */
export const overlayClassName = cn(
  'fixed inset-0 z-50 bg-foreground/50 hc:bg-background/85',
  'motion-safe:transition-opacity motion-safe:duration-200 motion-safe:starting:opacity-0',
);
