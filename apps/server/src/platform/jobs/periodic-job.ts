import type { Metrics } from '../metrics/metrics';

/*
 * A server's own periodic work (retention, the assistant's sweep): run once at start, then every
 * interval; a failed run is reported and tried again at the next; stopping waits for a run under
 * way, so shutdown never cuts a transaction in half. The timer does not keep the process alive.
 * Each run is counted by its outcome when the job is given the app's metrics.
 */

/** The job's name in the metrics and where its runs are counted. */
export interface JobRunCount {
  job: string;
  metrics: Pick<Metrics, 'jobRuns'>;
}

export interface PeriodicJob {
  stop(): Promise<void>;
}

/** Runs `work` now and then every `intervalMs`; `onError` hears a failed run. */
export function startPeriodicJob(
  work: () => Promise<void>,
  onError: (error: unknown) => void,
  intervalMs: number,
  count?: JobRunCount,
): PeriodicJob {
  let running: Promise<void> = Promise.resolve();
  const counted = (outcome: 'succeeded' | 'failed') =>
    count?.metrics.jobRuns.inc({ job: count.job, outcome });
  const run = () => {
    running = work().then(
      () => counted('succeeded'),
      (error: unknown) => {
        counted('failed');
        onError(error);
      },
    );
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
