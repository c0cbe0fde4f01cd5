// What the harness measured, per call class: latencies, errors, and whether each happened inside
// a fault window (a fault's start to its recovery plus a grace period). Errors inside a window are
// expected and counted apart; any error outside one fails the run.

export class Stats {
  constructor() {
    this.classes = new Map(); // name → { ms: number[], msFault: number[], errors, faultErrors, list }
    this.windows = [];
    this.samples = [];
    this.faultSamples = [];
    this.startedAt = performance.now();
    /** Calls that start before this are left out of the percentiles (JIT, first plans, pools). */
    this.warmupEnd = this.startedAt;
  }

  /** Opens a fault window now; `close(graceMs)` ends it `graceMs` after the recovery. */
  fault(name) {
    const window = {
      name,
      start: performance.now(),
      end: Infinity,
      recoveredMs: NaN,
      answers: new Map(),
    };
    this.windows.push(window);
    return {
      window,
      close: (graceMs) => {
        window.recoveredMs = performance.now() - window.start;
        window.end = performance.now() + graceMs;
      },
    };
  }

  /** Whether [start, end] (performance.now() times) touches a fault window. */
  inFault(start, end) {
    return this.windows.some((w) => start <= w.end && end >= w.start);
  }

  /** One call of class `name` that started at `start` (performance.now()); `list` marks list calls. */
  record(name, start, ok, detail, list = false, status = undefined) {
    const end = performance.now();
    let c = this.classes.get(name);
    if (!c) {
      c = { ms: [], msFault: [], errors: 0, faultErrors: 0, list };
      this.classes.set(name, c);
    }
    const fault = this.inFault(start, end);
    if (start >= this.warmupEnd) (fault ? c.msFault : c.ms).push(end - start);
    if (!ok && fault && status !== undefined) {
      for (const w of this.windows) {
        if (start <= w.end && end >= w.start)
          w.answers.set(status, (w.answers.get(status) ?? 0) + 1);
      }
    }
    if (!ok) {
      if (fault) c.faultErrors += 1;
      else c.errors += 1;
      const samples = fault ? this.faultSamples : this.samples;
      if (samples.length < 8) samples.push(`${name}: ${detail}`);
    }
  }

  /** Rows for the report: per class req/s over `seconds`, p50/p99 outside faults, errors. */
  rows(seconds) {
    return [...this.classes.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([name, c]) => {
        const outside = [...c.ms].sort((a, b) => a - b);
        const all = [...c.ms, ...c.msFault].sort((a, b) => a - b);
        return {
          name,
          list: c.list,
          count: all.length,
          rps: all.length / seconds,
          p50: percentile(outside, 50),
          p99: percentile(outside, 99),
          p99all: percentile(all, 99),
          errors: c.errors,
          faultErrors: c.faultErrors,
        };
      });
  }
}

export function percentile(sorted, p) {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}
