import { useEffect, useRef, useState, type ComponentProps } from 'react';
import { cn } from '../../lib/cn';

export interface StickyProps extends ComponentProps<'div'> {
  /**
   * Distance in px from the top of the viewport at which it sticks, e.g. the height of a fixed
   * header above it.
   * @default 0
   */
  offsetTop?: number;
}

/**
 * A bar that scrolls with the page until it reaches `offsetTop` px from the top, then stays there
 * (CSS `position: sticky`: no layout jump, no scroll handler). `data-stuck` says when it is stuck,
 * e.g. to add a shadow; an IntersectionObserver on a line just above it tells.
 * @selector [data-slot="sticky"][data-stuck="true" | "false"]
 */
function Sticky({ offsetTop = 0, className, style, children, ...props }: StickyProps) {
  const sentinel = useRef<HTMLDivElement>(null);
  const [stuck, setStuck] = useState(false);

  useEffect(() => {
    const element = sentinel.current;
    if (!element) return;
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (!entry) return;
        // Out of view above the offset line (not below the fold): the bar is stuck.
        const top = entry.rootBounds?.top ?? offsetTop;
        setStuck(!entry.isIntersecting && entry.boundingClientRect.top < top);
      },
      { rootMargin: `-${offsetTop}px 0px 0px 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [offsetTop]);

  return (
    <>
      <div ref={sentinel} aria-hidden="true" className="h-px" />
      <div
        data-slot="sticky"
        data-stuck={stuck}
        className={cn('sticky z-10', className)}
        style={{ top: offsetTop, ...style }}
        {...props}
      >
        {children}
      </div>
    </>
  );
}

export { Sticky };
