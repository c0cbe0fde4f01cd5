import { Popover as PopoverPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

export type PopoverProps = ComponentProps<typeof PopoverPrimitive.Root>;

/** Rich, interactive content floating beside a trigger (non-modal; Escape and outside click close it). */
function Popover(props: PopoverProps) {
  return <PopoverPrimitive.Root data-slot="popover" {...props} />;
}

export type PopoverTriggerProps = ComponentProps<typeof PopoverPrimitive.Trigger>;

/** The button that toggles the popover; use `asChild` to wrap a `Button`. */
function PopoverTrigger(props: PopoverTriggerProps) {
  return <PopoverPrimitive.Trigger data-slot="popover-trigger" {...props} />;
}

export type PopoverAnchorProps = ComponentProps<typeof PopoverPrimitive.Anchor>;

/** Positions the popover against another element than the trigger. */
function PopoverAnchor(props: PopoverAnchorProps) {
  return <PopoverPrimitive.Anchor data-slot="popover-anchor" {...props} />;
}

export type PopoverCloseProps = ComponentProps<typeof PopoverPrimitive.Close>;

/** Closes the popover when activated; use `asChild` to wrap a `Button`. */
function PopoverClose(props: PopoverCloseProps) {
  return <PopoverPrimitive.Close data-slot="popover-close" {...props} />;
}

export type PopoverContentProps = ComponentProps<typeof PopoverPrimitive.Content>;

/** The floating panel, portalled to `document.body`. */
function PopoverContent({
  className,
  sideOffset = 4,
  align = 'center',
  ...props
}: PopoverContentProps) {
  return (
    <PopoverPrimitive.Portal>
      <PopoverPrimitive.Content
        data-slot="popover-content"
        sideOffset={sideOffset}
        align={align}
        className={cn(
          'z-50 w-72 max-w-[calc(100vw-1rem)] rounded-md border border-border bg-background p-4 text-foreground shadow-md',
          'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus',
          'motion-safe:transition-opacity motion-safe:duration-150 motion-safe:starting:opacity-0',
          className,
        )}
        {...props}
      />
    </PopoverPrimitive.Portal>
  );
}

export { Popover, PopoverAnchor, PopoverClose, PopoverContent, PopoverTrigger };
