import { GripVertical } from 'lucide-react';
import { Group, Panel, Separator } from 'react-resizable-panels';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

/**
 * Panes side by side (`orientation="horizontal"`, the default) or stacked (`"vertical"`), resized
 * by the handles between them: react-resizable-panels (pointer, touch and keyboard; the handle is
 * an ARIA `separator` with its value). A pane may hold another group (nested split panes).
 * @selector [data-slot="split-pane"]
 */
function SplitPane({ className, ...props }: ComponentProps<typeof Group>) {
  return <Group data-slot="split-pane" className={cn('size-full', className)} {...props} />;
}

/**
 * One pane. Sizes: a string is a percentage (`defaultSize="30"`), a number is px; `minSize` and
 * `maxSize` bound what the handle can do.
 * @selector [data-slot="split-pane-panel"]
 */
function SplitPanePanel({ className, ...props }: ComponentProps<typeof Panel>) {
  return <Panel data-slot="split-pane-panel" className={cn('min-w-0', className)} {...props} />;
}

export interface SplitPaneHandleProps extends ComponentProps<typeof Separator> {
  /** What it resizes, e.g. 调整患者列表宽度 (required: a screen reader names the separator by it). */
  'aria-label': string;
}

/**
 * The handle between two panes: drag it, or focus it (Tab) and use the arrow keys, Home and End
 * (Enter collapses a collapsible pane). A wide, visible grip so it is easy to find and to hit.
 * @selector [data-slot="split-pane-handle"]
 */
function SplitPaneHandle({ className, ...props }: SplitPaneHandleProps) {
  return (
    <Separator
      data-slot="split-pane-handle"
      className={cn(
        'group/handle relative flex shrink-0 items-center justify-center bg-border/40 hover:bg-border',
        // A vertical separator sits between panes side by side; a horizontal one between stacked panes.
        'aria-[orientation=horizontal]:h-3 aria-[orientation=vertical]:w-3',
        'focus-visible:outline-3 focus-visible:-outline-offset-3 focus-visible:outline-focus',
        'hc:bg-foreground',
        className,
      )}
      {...props}
    >
      <GripVertical
        aria-hidden="true"
        className="size-4 text-muted-foreground group-aria-[orientation=horizontal]/handle:rotate-90 hc:text-background"
      />
    </Separator>
  );
}

export { SplitPane, SplitPanePanel, SplitPaneHandle };
