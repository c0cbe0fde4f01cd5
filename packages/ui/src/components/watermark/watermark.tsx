import { useEffect, useId, useState, type ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import { formatWatermarkTime } from './format-time';

export interface WatermarkProps extends Omit<ComponentProps<'div'>, 'children'> {
  /** The signed-in user's name (and, if wanted, account): the first line of every tile. */
  user: string;
  /**
   * The time shown; by default the current time, updated every minute.
   */
  time?: Date;
  /**
   * `page` covers the viewport (and every printed page); `container` covers the nearest
   * positioned ancestor only.
   * @default 'page'
   */
  cover?: 'page' | 'container';
}

/** The current time, updated on each new minute. */
function useMinuteClock(enabled: boolean): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    if (!enabled) return;
    let timer: ReturnType<typeof setTimeout>;
    const schedule = () => {
      const current = new Date();
      timer = setTimeout(
        () => {
          setNow(new Date());
          schedule();
        },
        60_000 - (current.getSeconds() * 1000 + current.getMilliseconds()),
      );
    };
    schedule();
    return () => clearTimeout(timer);
  }, [enabled]);
  return now;
}

/**
 * A faint, tiled watermark of the user's name and the time over a page showing patient data, so
 * a photograph or printout can be traced. Drawn as an inline SVG (printed even when the browser
 * drops background images), above the content but letting every click and key through, and
 * hidden from assistive technology.
 */
function Watermark({ user, time, cover = 'page', className, ...props }: WatermarkProps) {
  const now = useMinuteClock(time === undefined);
  const text = formatWatermarkTime(time ?? now);
  const patternId = `cep-watermark-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  return (
    <div
      data-slot="watermark"
      aria-hidden="true"
      className={cn(
        'pointer-events-none inset-0 z-100 overflow-hidden text-foreground opacity-10 select-none print:opacity-15',
        cover === 'page' ? 'fixed' : 'absolute',
        className,
      )}
      {...props}
    >
      <svg width="100%" height="100%" xmlns="http://www.w3.org/2000/svg">
        <defs>
          <pattern
            id={patternId}
            width="280"
            height="180"
            patternUnits="userSpaceOnUse"
            patternTransform="rotate(-22)"
          >
            <text x="20" y="80" fill="currentColor" fontSize="16">
              {user}
            </text>
            <text x="20" y="104" fill="currentColor" fontSize="14">
              {text}
            </text>
          </pattern>
        </defs>
        <rect width="100%" height="100%" fill={`url(#${patternId})`} />
      </svg>
    </div>
  );
}

export { Watermark };
