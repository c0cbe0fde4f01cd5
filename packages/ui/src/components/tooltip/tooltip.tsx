import { Tooltip as TooltipPrimitive } from 'radix-ui';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../../lib/cn';

export interface TooltipProviderProps extends ComponentProps<typeof TooltipPrimitive.Provider> {
  /**
   * How long the pointer rests before a tooltip shows, in ms (keyboard focus shows it at once).
   * @default 300
   */
  delayDuration?: number;
}

/** Mount once near the root: every tooltip below shares its delay. */
function TooltipProvider({ delayDuration = 300, ...props }: TooltipProviderProps) {
  return (
    <TooltipPrimitive.Provider
      data-slot="tooltip-provider"
      delayDuration={delayDuration}
      {...props}
    />
  );
}

export type TooltipRootProps = ComponentProps<typeof TooltipPrimitive.Root>;

/** The composable root, for when `Tooltip`'s shorthand is not enough. */
function TooltipRoot(props: TooltipRootProps) {
  return <TooltipPrimitive.Root data-slot="tooltip" {...props} />;
}

export type TooltipTriggerProps = ComponentProps<typeof TooltipPrimitive.Trigger>;

/** The element described by the tooltip; use `asChild` to keep your own button. */
function TooltipTrigger(props: TooltipTriggerProps) {
  return <TooltipPrimitive.Trigger data-slot="tooltip-trigger" {...props} />;
}

export type TooltipContentProps = ComponentProps<typeof TooltipPrimitive.Content>;

/** The bubble, portalled to `document.body`; inverted colours so it stands out in every theme. */
function TooltipContent({ className, sideOffset = 6, children, ...props }: TooltipContentProps) {
  return (
    <TooltipPrimitive.Portal>
      <TooltipPrimitive.Content
        data-slot="tooltip-content"
        sideOffset={sideOffset}
        className={cn(
          'z-50 max-w-xs rounded-md bg-foreground px-3 py-1.5 text-sm text-background shadow-md',
          'forced-colors:border forced-colors:border-[CanvasText]',
          'motion-safe:transition-opacity motion-safe:duration-150 motion-safe:starting:opacity-0',
          className,
        )}
        {...props}
      >
        {children}
        <TooltipPrimitive.Arrow className="fill-foreground" width={12} height={6} />
      </TooltipPrimitive.Content>
    </TooltipPrimitive.Portal>
  );
}

export interface TooltipProps extends Omit<TooltipRootProps, 'children'> {
  /** What the tooltip says. Keep it short; never put the only copy of vital text here. */
  content: ReactNode;
  /** The single focusable element it describes (e.g. a `Button`). */
  children: ReactNode;
  /**
   * Side of the trigger it appears on.
   * @default 'top'
   */
  side?: TooltipContentProps['side'];
  /** Class names for the bubble. */
  className?: string;
}

/**
 * Shorthand: `<Tooltip content="刷新"><Button … /></Tooltip>`. Shows on hover (after the
 * provider's delay) and on keyboard focus; Escape hides it. Needs a `TooltipProvider` above.
 */
function Tooltip({ content, children, side = 'top', className, ...props }: TooltipProps) {
  return (
    <TooltipRoot {...props}>
      <TooltipTrigger asChild>{children}</TooltipTrigger>
      <TooltipContent side={side} className={className}>
        {content}
      </TooltipContent>
    </TooltipRoot>
  );
}

export { Tooltip, TooltipContent, TooltipProvider, TooltipRoot, TooltipTrigger };
