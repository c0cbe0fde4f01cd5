import { useEffect, useRef, useState } from 'react';

/**
 * A therapist's time limit over the scored trials: counts only while `running` (a pause stops the
 * clock, the rest carries over), calls `onTimeUp` once when it runs out, and answers the whole
 * seconds left for the screen (null without a limit). Wall-clock time: the limit is the patient's
 * time, not the frames a trial drew.
 */
export function useTimeLimit(
  limitMs: number | undefined,
  running: boolean,
  onTimeUp: () => void,
): number | null {
  const used = useRef(0);
  const fired = useRef(false);
  const timeUp = useRef(onTimeUp);
  useEffect(() => {
    timeUp.current = onTimeUp;
  });
  const [left, setLeft] = useState(limitMs === undefined ? null : Math.ceil(limitMs / 1000));

  useEffect(() => {
    if (limitMs === undefined || !running || fired.current) return;
    const startedAt = Date.now();
    const remaining = () => limitMs - used.current - (Date.now() - startedAt);
    const tick = setInterval(() => setLeft(Math.max(0, Math.ceil(remaining() / 1000))), 1000);
    const end = setTimeout(
      () => {
        fired.current = true;
        setLeft(0);
        timeUp.current();
      },
      Math.max(0, limitMs - used.current),
    );
    return () => {
      used.current += Date.now() - startedAt;
      clearInterval(tick);
      clearTimeout(end);
    };
  }, [limitMs, running]);

  return left;
}
