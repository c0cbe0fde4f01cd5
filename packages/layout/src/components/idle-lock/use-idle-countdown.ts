import { useEffect, useEffectEvent, useRef, useState } from 'react';

/** What counts as someone at the computer. `pointermove` too: reading while moving the mouse. */
const activityEvents = ['pointerdown', 'pointermove', 'keydown', 'wheel', 'touchstart'] as const;

/** How often the clock is read; the lock is at most this late. */
const TICK_MS = 500;

/**
 * Counts down to the idle lock while `running`: the seconds left once the warning starts
 * (`warningMs` before the lock), `null` before that. Calls `onIdle` when no input came for
 * `idleMs`. Time is read from the clock at each tick, so a tab the browser throttled in the
 * background still locks on time when it wakes.
 */
export function useIdleCountdown({
  idleMs,
  warningMs,
  running,
  onIdle,
}: {
  idleMs: number;
  warningMs: number;
  running: boolean;
  onIdle: () => void;
}): number | null {
  const lastActivity = useRef(0);
  const [secondsLeft, setSecondsLeft] = useState<number | null>(null);
  const becameIdle = useEffectEvent(onIdle);

  useEffect(() => {
    if (!running) return;
    lastActivity.current = Date.now();
    const onActivity = () => {
      lastActivity.current = Date.now();
      setSecondsLeft(null); // The warning closes at once, not at the next tick.
    };
    for (const type of activityEvents) {
      window.addEventListener(type, onActivity, { capture: true, passive: true });
    }
    const timer = window.setInterval(() => {
      const left = lastActivity.current + idleMs - Date.now();
      if (left <= 0) {
        setSecondsLeft(null);
        becameIdle();
      } else setSecondsLeft(left <= warningMs ? Math.ceil(left / 1000) : null);
    }, TICK_MS);
    return () => {
      window.clearInterval(timer);
      for (const type of activityEvents) {
        window.removeEventListener(type, onActivity, { capture: true });
      }
    };
  }, [running, idleMs, warningMs]);

  return running ? secondsLeft : null;
}
