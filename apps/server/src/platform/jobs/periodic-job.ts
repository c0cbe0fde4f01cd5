/*
 * A server's own periodic work (retention, the assistant's sweep): run once at start, then every
 * interval; a failed run is reported and tried again at the next; stopping waits for a run under
 * way, so shutdown never cuts a transaction in half. The timer does not keep the process alive.
 */

export interface PeriodicJob {
  stop(): Promise<void>;
}

/** Runs `work` now and then every `intervalMs`; `onError` hears a failed run. */
export function startPeriodicJob(
  work: () => Promise<void>,
  onError: (error: unknown) => void,
  intervalMs: number,
): PeriodicJob {
  let running: Promise<void> = Promise.resolve();
  const run = () => {
    running = work().catch(onError);
  };
  run();
  const timer = setInterval(run, intervalMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
