// The faults injected while the load runs, each at its share of the run, each in a window of its
// own (its start to its recovery, plus a grace period): errors inside are counted apart. Recovery
// is when both instances answer /api/health (a real round trip to PostgreSQL) again — they must
// get there by themselves; the harness only starts what it stopped.
import { restartPostgres, startRedis, stopRedis } from './services.mjs';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Errors up to this long after a fault's recovery still belong to it (reconnects, retries). */
export const graceMs = 15_000;

async function healthy(instance) {
  if (!instance.up) return false;
  try {
    const res = await fetch(`${instance.url}/api/health`, { signal: AbortSignal.timeout(2000) });
    return res.status === 200;
  } catch {
    return false;
  }
}

/** Waits until every instance answers its health check; ms it took, or NaN after `limitMs`. */
export async function allHealthy(instances, limitMs = 120_000) {
  const started = performance.now();
  while (performance.now() - started < limitMs) {
    const answers = await Promise.all(instances.map(healthy));
    if (answers.every(Boolean)) return performance.now() - started;
    await sleep(250);
  }
  return NaN;
}

/** The faults, in order; `at` is the share of the run after which each starts. */
export function faultPlan(instances) {
  const victim = instances[1];
  return [
    {
      at: 0.2,
      name: `instance ${victim.name} killed (SIGKILL) and started again`,
      async inject(note) {
        await victim.kill();
        note('killed; its clients go to the other instance');
        await sleep(5000); // down for a while, as a crashed process is until restarted
        await victim.start();
        note(`started again at ${victim.url}`);
      },
    },
    {
      at: 0.35,
      name: 'PostgreSQL restarted',
      async inject(note) {
        await restartPostgres();
        note('pg_ctlcluster restart returned');
      },
    },
    {
      at: 0.45,
      name: 'Redis stopped and started',
      async inject(note) {
        await stopRedis();
        note('redis-cli shutdown nosave');
        await sleep(10_000);
        await startRedis();
        note('redis-server started');
      },
    },
  ];
}

/**
 * Runs the plan over a load of `durationMs` that started at `t0` (performance.now()), each fault
 * in a window of `stats`. Answers what happened, per fault.
 */
export async function runFaults({ plan, instances, stats, t0, durationMs, log, running }) {
  const results = [];
  for (const fault of plan) {
    const wait = t0 + fault.at * durationMs - performance.now();
    if (wait > 0) await sleep(wait);
    if (!running()) break;
    log(`fault: ${fault.name}`);
    const { window, close } = stats.fault(fault.name);
    const notes = [];
    const note = (text) => {
      notes.push(`${((performance.now() - window.start) / 1000).toFixed(1)} s ${text}`);
      log(`  ${notes.at(-1)}`);
    };
    const crashesBefore = instances.reduce((n, i) => n + i.crashes.length, 0);
    let error;
    try {
      await fault.inject(note);
    } catch (e) {
      error = e instanceof Error ? e.message : String(e);
      note(`failed: ${error}`);
    }
    const healthMs = await allHealthy(instances);
    note(Number.isNaN(healthMs) ? 'instances NOT healthy after 120 s' : 'both instances healthy');
    close(graceMs);
    // An instance that exited and was started again by the harness did not recover by itself.
    const crashed = instances.reduce((n, i) => n + i.crashes.length, 0) - crashesBefore;
    if (crashed) note(`${crashed} instance exit(s) in the window: started again by the harness`);
    results.push({
      name: fault.name,
      window,
      notes,
      error,
      recovered: !Number.isNaN(healthMs) && crashed === 0,
    });
  }
  return results;
}
