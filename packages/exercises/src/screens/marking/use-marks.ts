import { useRef, useState } from 'react';
import type { TrialTimer } from '../../timing';

/**
 * The marks of one grid and when each was last set (ms from the grid's onset frame); a tap before
 * the frame is ignored, as every screen ignores an answer before its stimulus is drawn.
 */
export function useMarks(timer: TrialTimer) {
  const [marked, setMarked] = useState<ReadonlySet<string>>(new Set());
  const times = useRef(new Map<string, number>());

  function toggle(id: string) {
    const rt = timer.respond();
    if (rt === null) return;
    setMarked((previous) => {
      const next = new Set(previous);
      if (next.has(id)) {
        next.delete(id);
        times.current.delete(id);
      } else {
        next.add(id);
        times.current.set(id, rt);
      }
      return next;
    });
  }

  return { marked, toggle, timeOf: (id: string) => times.current.get(id) ?? null };
}
