import { useCallback, useEffect, useRef, useState } from 'react';
import { easings, type Easing, type EasingName } from './easing';
import { reducedMotion } from '../../lib/reduced-motion';

export interface CountToOptions {
  /** Where the count begins. @default 0 */
  start?: number;
  /** Where it ends. */
  end: number;
  /** Length in ms; 0 shows the end at once, as `prefers-reduced-motion` does. @default 2000 */
  duration?: number;
  /** A named easing or your own. @default 'easeOutExpo' */
  easing?: EasingName | Easing;
  /** Counts as soon as it mounts (and again when `start` or `end` change). @default true */
  autoplay?: boolean;
}

export type CountToState = 'idle' | 'running' | 'paused' | 'done';

export interface CountToControls {
  /** The number to show now. */
  value: number;
  state: CountToState;
  /** Counts from the start again. */
  play: () => void;
  pause: () => void;
  /** Goes on from where it paused. */
  resume: () => void;
  /** Back to the start, not counting. */
  reset: () => void;
}

/**
 * A number counting from `start` to `end` over `duration` ms (one state update per animation
 * frame), with pause, resume and reset. Under `prefers-reduced-motion: reduce`, or with a
 * duration of 0, it shows the end at once: the figure matters, not the motion.
 */
export function useCountTo({
  start = 0,
  end,
  duration = 2000,
  easing = 'easeOutExpo',
  autoplay = true,
}: CountToOptions): CountToControls {
  const [value, setValue] = useState(start);
  const [state, setState] = useState<CountToState>('idle');
  const frame = useRef(0);
  // Time already counted before the current run (kept across a pause).
  const elapsed = useRef(0);
  const ease = typeof easing === 'function' ? easing : easings[easing];

  const stop = () => cancelAnimationFrame(frame.current);

  const run = useCallback(() => {
    stop();
    if (duration <= 0 || reducedMotion()) {
      elapsed.current = duration;
      setValue(end);
      setState('done');
      return;
    }
    setState('running');
    let began: number | undefined;
    const counted = elapsed.current;
    const step = (now: number) => {
      began ??= now;
      elapsed.current = Math.min(duration, counted + now - began);
      const progress = elapsed.current / duration;
      setValue(progress >= 1 ? end : start + (end - start) * ease(progress));
      if (progress < 1) frame.current = requestAnimationFrame(step);
      else setState('done');
    };
    frame.current = requestAnimationFrame(step);
  }, [start, end, duration, ease]);

  const play = useCallback(() => {
    elapsed.current = 0;
    run();
  }, [run]);

  const pause = useCallback(() => {
    stop();
    setState((current) => (current === 'running' ? 'paused' : current));
  }, []);

  const reset = useCallback(() => {
    stop();
    elapsed.current = 0;
    setValue(start);
    setState('idle');
  }, [start]);

  useEffect(() => {
    if (!autoplay) return;
    // From the next frame, as every step of the count is.
    const first = requestAnimationFrame(play);
    return () => {
      cancelAnimationFrame(first);
      stop();
    };
  }, [autoplay, play]);

  return { value, state, play, pause, resume: run, reset };
}
