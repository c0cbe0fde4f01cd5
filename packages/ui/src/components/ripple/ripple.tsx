import { useEffect, useRef } from 'react';
import { cn } from '../../lib/cn';
import { reducedMotion } from '../../lib/reduced-motion';

export interface RippleProps {
  /**
   * How long one ripple takes, in ms.
   * @default 550
   */
  duration?: number;
  className?: string;
}

/**
 * The ink ripple of Material design: put it inside a button (or any element that clips its
 * overflow and is positioned) and a circle spreads from where it was pressed — the pointer, or
 * the centre for Enter and Space. Nothing shows under `prefers-reduced-motion`. Decorative only:
 * hidden from assistive technology, never in the way of a click.
 * @selector [data-slot="ripple"]
 */
function Ripple({ duration = 550, className }: RippleProps) {
  const layer = useRef<HTMLSpanElement>(null);

  useEffect(() => {
    const host = layer.current?.parentElement;
    if (!host) return;
    const spread = (x: number, y: number) => {
      if (reducedMotion() || !layer.current) return;
      const box = host.getBoundingClientRect();
      const radius = Math.hypot(Math.max(x, box.width - x), Math.max(y, box.height - y));
      const ink = document.createElement('span');
      ink.className = 'absolute rounded-full bg-current opacity-25 pointer-events-none';
      Object.assign(ink.style, {
        left: `${x - radius}px`,
        top: `${y - radius}px`,
        width: `${radius * 2}px`,
        height: `${radius * 2}px`,
      });
      layer.current.append(ink);
      ink
        .animate(
          [
            { transform: 'scale(0)', opacity: 0.3 },
            { transform: 'scale(1)', opacity: 0 },
          ],
          { duration, easing: 'ease-out' },
        )
        .finished.finally(() => ink.remove());
    };
    const onPointerDown = (event: PointerEvent) => {
      const box = host.getBoundingClientRect();
      spread(event.clientX - box.left, event.clientY - box.top);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if ((event.key === 'Enter' || event.key === ' ') && !event.repeat) {
        const box = host.getBoundingClientRect();
        spread(box.width / 2, box.height / 2);
      }
    };
    host.addEventListener('pointerdown', onPointerDown);
    host.addEventListener('keydown', onKeyDown);
    return () => {
      host.removeEventListener('pointerdown', onPointerDown);
      host.removeEventListener('keydown', onKeyDown);
    };
  }, [duration]);

  return (
    <span
      ref={layer}
      data-slot="ripple"
      aria-hidden="true"
      className={cn(
        'pointer-events-none absolute inset-0 overflow-hidden rounded-[inherit]',
        className,
      )}
    />
  );
}

export { Ripple };
