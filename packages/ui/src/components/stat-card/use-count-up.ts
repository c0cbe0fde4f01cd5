import { useEffect, useRef, useState } from 'react';
import { reducedMotion } from '../../lib/reduced-motion';

/** Ease-out cubic: fast at first, settling on the value. */
const easeOut = (t: number) => 1 - (1 - t) ** 3;

/**
 * The number to show while counting from the previous value up (or down) to `target` over
 * `duration` ms. Under `prefers-reduced-motion: reduce` (or `duration` 0) it is the target at once.
 */
export function useCountUp(target: number, duration: number): number {
  const [shown, setShown] = useState(() => (duration > 0 && !reducedMotion() ? 0 : target));
  const from = useRef(shown);

  useEffect(() => {
    const start = from.current;
    if (duration <= 0 || reducedMotion() || start === target) {
      from.current = target;
      const frame = requestAnimationFrame(() => setShown(target));
      return () => cancelAnimationFrame(frame);
    }
    let frame = 0;
    let began: number | undefined;
    const step = (now: number) => {
      began ??= now;
      const progress = Math.min(1, (now - began) / duration);
      const value = start + (target - start) * easeOut(progress);
      from.current = value;
      setShown(progress === 1 ? target : value);
      if (progress < 1) frame = requestAnimationFrame(step);
    };
    frame = requestAnimationFrame(step);
    return () => cancelAnimationFrame(frame);
  }, [target, duration]);

  return shown;
}
