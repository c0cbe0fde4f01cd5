import { Tabs as TabsPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

export type TabsProps = ComponentProps<typeof TabsPrimitive.Root>;
export type TabsListProps = ComponentProps<typeof TabsPrimitive.List>;
export type TabsTriggerProps = ComponentProps<typeof TabsPrimitive.Trigger>;
export type TabsContentProps = ComponentProps<typeof TabsPrimitive.Content>;

/**
 * Tabs (Radix): arrow keys move between triggers, Home/End jump to the ends.
 * Pass `defaultValue` (uncontrolled) or `value` + `onValueChange` (controlled).
 */
function Tabs({ className, ...props }: TabsProps) {
  return (
    <TabsPrimitive.Root
      data-slot="tabs"
      className={cn('flex flex-col gap-4 data-[orientation=vertical]:flex-row', className)}
      {...props}
    />
  );
}

/** The row of triggers; give it an `aria-label` when no heading names the tab set. */
function TabsList({ className, ...props }: TabsListProps) {
  return (
    <TabsPrimitive.List
      data-slot="tabs-list"
      className={cn(
        'flex max-w-full gap-1 overflow-x-auto border-b border-border',
        'data-[orientation=vertical]:flex-col data-[orientation=vertical]:border-r data-[orientation=vertical]:border-b-0',
        className,
      )}
      {...props}
    />
  );
}

/**
 * One tab. The active tab is marked by a thick underline and bold text, not by colour alone.
 * @selector [data-state="active"]
 * @selector [data-disabled]
 */
function TabsTrigger({ className, ...props }: TabsTriggerProps) {
  return (
    <TabsPrimitive.Trigger
      data-slot="tabs-trigger"
      className={cn(
        'relative -mb-px inline-flex min-h-10 shrink-0 cursor-pointer items-center justify-center gap-2 border-b-4 border-transparent px-4 py-1.5 text-base font-normal whitespace-nowrap text-muted-foreground',
        'hover:bg-muted hover:text-foreground motion-safe:transition-colors',
        'focus-visible:outline-3 focus-visible:-outline-offset-3 focus-visible:outline-focus',
        'data-[state=active]:border-primary-text data-[state=active]:font-semibold data-[state=active]:text-foreground',
        'forced-colors:data-[state=active]:border-[Highlight] hc:data-[state=active]:border-foreground',
        'data-disabled:cursor-not-allowed data-disabled:text-muted-foreground data-disabled:opacity-70 data-disabled:hover:bg-transparent',
        '[&_svg]:pointer-events-none [&_svg]:size-[1.25em] [&_svg]:shrink-0',
        className,
      )}
      {...props}
    />
  );
}

/** The panel of one tab; it is focusable so keyboard users can reach content without controls. */
function TabsContent({ className, ...props }: TabsContentProps) {
  return (
    <TabsPrimitive.Content
      data-slot="tabs-content"
      className={cn(
        'flex-1 rounded-sm focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus',
        className,
      )}
      {...props}
    />
  );
}

export { Tabs, TabsList, TabsTrigger, TabsContent };
