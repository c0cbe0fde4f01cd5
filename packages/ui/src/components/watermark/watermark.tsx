import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

export interface WatermarkProps extends Omit<ComponentProps<'div'>, 'children'> {
  /** What each tile says: the signed-in person's name. */
  name: string;
  /** When the page was shown, already formatted (e.g. `2026-11-23 15:40`). */
  time: string;
  /**
   * How many tiles to lay; enough to cover a large screen and an A4 page.
   * @default 96
   */
  tiles?: number;
}

/**
 * A faint, repeating name-and-time mark over a page that shows patient data (issue 12), so a
 * photograph or a printout can be traced to who looked at it and when. It covers its positioned
 * parent (`absolute inset-0`; pass `fixed` in `className` to cover the window), lets every click
 * through (`pointer-events: none`), is hidden from assistive technology (`aria-hidden`: a screen
 * reader would otherwise read the name 96 times) and cannot be selected.
 *
 * The tiles are generated text (`::before`/`::after` from data attributes), not a background
 * image: they take the theme's foreground colour (dark, high contrast and forced colours
 * included) and print, where backgrounds are left out by default; being no text nodes, they are
 * not found by find-in-page nor judged by axe's contrast rule (they are meant to be faint).
 * @selector [data-slot="watermark"]
 */
function Watermark({ name, time, tiles = 96, className, ...props }: WatermarkProps) {
  return (
    <div
      data-slot="watermark"
      aria-hidden="true"
      className={cn(
        'pointer-events-none absolute inset-0 z-40 overflow-hidden select-none print:fixed print:opacity-100',
        className,
      )}
      {...props}
    >
      <div className="absolute -inset-1/4 grid -rotate-[20deg] grid-cols-[repeat(auto-fill,minmax(14rem,1fr))] content-start gap-x-8 gap-y-16 opacity-[0.09] print:opacity-25 hc:opacity-20">
        {Array.from({ length: tiles }, (_, index) => (
          <span
            key={index}
            data-slot="watermark-tile"
            data-name={name}
            data-time={time}
            className="text-sm leading-tight whitespace-nowrap text-foreground before:block before:content-[attr(data-name)] after:block after:content-[attr(data-time)]"
          />
        ))}
      </div>
    </div>
  );
}

export { Watermark };
