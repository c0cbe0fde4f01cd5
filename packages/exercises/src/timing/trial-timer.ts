/*
 * Trial timing. A stimulus's onset is the frame it is drawn in: after React commits it, the next
 * requestAnimationFrame callback runs just before that frame is painted, and its timestamp is on
 * the same clock as performance.now(). The reaction time is performance.now() at the response
 * minus that onset. A response before the frame (an anticipation) has no reaction time.
 */

/** The browser's clocks, injectable so the timing logic is testable without a browser. */
export interface FrameClock {
  now(): number;
  requestFrame(callback: (frameTime: number) => void): number;
  cancelFrame(handle: number): void;
}

export const browserClock: FrameClock = {
  now: () => performance.now(),
  requestFrame: (callback) => requestAnimationFrame(callback),
  cancelFrame: (handle) => cancelAnimationFrame(handle),
};

export interface TrialTimer {
  /** Call once the stimulus is in the DOM; `onShown` gets the onset when its frame is drawn. */
  present(onShown?: (onset: number) => void): void;
  /** The current stimulus's onset, or null before its frame. */
  onset(): number | null;
  /** Reaction time in ms from onset to now, or null when the stimulus is not drawn yet. */
  respond(): number | null;
  /** Forgets the current stimulus (pause, abandon, unmount): no onset, no pending frame. */
  cancel(): void;
}

export function createTrialTimer(clock: FrameClock = browserClock): TrialTimer {
  let onset: number | null = null;
  let pending: number | null = null;

  function cancel() {
    if (pending !== null) clock.cancelFrame(pending);
    pending = null;
    onset = null;
  }

  return {
    present(onShown) {
      cancel();
      pending = clock.requestFrame((frameTime) => {
        pending = null;
        onset = frameTime;
        onShown?.(frameTime);
      });
    },
    onset: () => onset,
    respond: () => (onset === null ? null : Math.max(0, clock.now() - onset)),
    cancel,
  };
}
