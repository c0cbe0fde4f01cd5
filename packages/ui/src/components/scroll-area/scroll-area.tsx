import { ScrollArea as ScrollAreaPrimitive } from 'radix-ui';
import type { ComponentProps, Ref } from 'react';
import { cn } from '../../lib/cn';

export interface ScrollAreaProps extends ComponentProps<typeof ScrollAreaPrimitive.Root> {
  /**
   * Which scrollbars to draw.
   * @default 'vertical'
   */
  orientation?: 'vertical' | 'horizontal' | 'both';
  /**
   * Lets keyboard users Tab into the viewport and scroll it with the arrow keys, Page Up/Down,
   * Home and End. Turn it off only when the content itself holds focusable elements all the way down.
   * @default true
   */
  focusable?: boolean;
  /**
   * Accessible name of the scrollable region; needed when `focusable`, so a screen reader says
   * what was focused (e.g. '训练记录').
   */
  label?: string;
  /** Classes for the viewport (the element that scrolls). */
  viewportClassName?: string;
  /** Ref to the viewport, e.g. to scroll it from code. */
  viewportRef?: Ref<HTMLDivElement>;
}

/**
 * A scroll container with custom but sturdy scrollbars (Radix ScrollArea): at least 0.5rem wide,
 * wider and drawn in the text colour under high contrast, and a viewport reachable by keyboard.
 */
function ScrollArea({
  className,
  orientation = 'vertical',
  focusable = true,
  label,
  viewportClassName,
  viewportRef,
  type = 'auto',
  children,
  ...props
}: ScrollAreaProps) {
  return (
    <ScrollAreaPrimitive.Root
      data-slot="scroll-area"
      type={type}
      className={cn('relative overflow-hidden', className)}
      {...props}
    >
      <ScrollAreaPrimitive.Viewport
        ref={viewportRef}
        data-slot="scroll-area-viewport"
        tabIndex={focusable ? 0 : undefined}
        role={label ? 'region' : undefined}
        aria-label={label}
        className={cn(
          'size-full rounded-[inherit]',
          // The root clips its overflow, so the focus outline is drawn inside the edge.
          'focus-visible:outline-3 focus-visible:-outline-offset-3 focus-visible:outline-focus',
          viewportClassName,
        )}
      >
        {children}
      </ScrollAreaPrimitive.Viewport>
      {orientation !== 'horizontal' && <ScrollBar orientation="vertical" />}
      {orientation !== 'vertical' && <ScrollBar orientation="horizontal" />}
      <ScrollAreaPrimitive.Corner data-slot="scroll-area-corner" className="bg-muted" />
    </ScrollAreaPrimitive.Root>
  );
}

export type ScrollBarProps = ComponentProps<typeof ScrollAreaPrimitive.Scrollbar>;

/** One scrollbar: 0.5rem thick (0.75rem in high contrast), its thumb in the border colour. */
function ScrollBar({ className, orientation = 'vertical', ...props }: ScrollBarProps) {
  return (
    <ScrollAreaPrimitive.Scrollbar
      data-slot="scroll-area-scrollbar"
      orientation={orientation}
      className={cn(
        'flex touch-none bg-muted p-px select-none',
        'data-[orientation=vertical]:h-full data-[orientation=vertical]:w-2 hc:data-[orientation=vertical]:w-3',
        'data-[orientation=horizontal]:h-2 data-[orientation=horizontal]:flex-col hc:data-[orientation=horizontal]:h-3',
        'hc:border-foreground data-[orientation=horizontal]:hc:border-t data-[orientation=vertical]:hc:border-l',
        className,
      )}
      {...props}
    >
      <ScrollAreaPrimitive.Thumb
        data-slot="scroll-area-thumb"
        className="relative flex-1 rounded-full bg-border hover:bg-muted-foreground forced-colors:bg-[CanvasText] hc:bg-foreground"
      />
    </ScrollAreaPrimitive.Scrollbar>
  );
}

export { ScrollArea, ScrollBar };
