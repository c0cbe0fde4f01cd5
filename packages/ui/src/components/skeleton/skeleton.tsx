import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

export interface SkeletonProps extends ComponentProps<'div'> {
  /**
   * `block` has rounded corners; `circle` stands in for an avatar. Size it with `className`.
   * @default 'block'
   */
  shape?: 'block' | 'circle';
}

/**
 * A grey block standing in for content that is still loading. Hidden from assistive technology:
 * announce the loading state on the region instead (`aria-busy`, or a `Spinner`).
 * It pulses only when motion is welcome. Size it with `className` (e.g. `h-10 w-40`).
 */
function Skeleton({ shape = 'block', className, ...props }: SkeletonProps) {
  return (
    <div
      data-slot="skeleton"
      data-shape={shape}
      aria-hidden="true"
      className={cn(
        'bg-muted motion-safe:animate-pulse hc:border hc:border-muted-foreground',
        shape === 'circle' ? 'rounded-full' : 'rounded-md',
        className,
      )}
      {...props}
    />
  );
}

export interface SkeletonTextProps extends ComponentProps<'div'> {
  /**
   * Number of lines; the last one is shorter, as a paragraph ends.
   * @default 3
   */
  lines?: number;
}

/** A paragraph's worth of skeleton lines, each 1em tall. */
function SkeletonText({ className, lines = 3, ...props }: SkeletonTextProps) {
  return (
    <div
      data-slot="skeleton-text"
      aria-hidden="true"
      className={cn('flex flex-col gap-2', className)}
      {...props}
    >
      {Array.from({ length: Math.max(0, lines) }, (_, index) => (
        <Skeleton
          key={index}
          className={cn('h-[1em]', lines > 1 && index === lines - 1 ? 'w-3/5' : 'w-full')}
        />
      ))}
    </div>
  );
}

export { Skeleton, SkeletonText };
