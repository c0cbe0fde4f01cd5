import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/*
 * The server's Prometheus series (issue 29 §3), one registry per app so tests and several apps in
 * one process never share counters. The kernel's series are made here; a domain adds its own to
 * `registry` (signals/ingest-metrics.ts), so this file names no domain. Every label has a bounded
 * set of values: route patterns (never a raw URL, which would carry patient ids), status codes,
 * the contract's error codes, connection kinds and job names written in the code.
 */

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's Prometheus series (app.ts makes them); domains add theirs to its registry. */
    metrics: Metrics;
  }
}

export type JobOutcome = 'succeeded' | 'failed';

export interface Metrics {
  readonly registry: Registry;
  /** Answers by method, route pattern and HTTP status. */
  readonly httpRequests: Counter<'method' | 'route' | 'status'>;
  /** Time to answer, in seconds, by the same labels. */
  readonly httpDuration: Histogram<'method' | 'route' | 'status'>;
  /** Error envelopes sent, by the contract's code (40401, 50302 …). */
  readonly apiErrors: Counter<'code'>;
  /** Open long-lived connections of this instance (WebSockets, event streams) by kind. */
  readonly liveConnections: Gauge<'kind'>;
  /** Runs of the server's periodic jobs by job and outcome. */
  readonly jobRuns: Counter<'job' | 'outcome'>;
}

export interface MetricsOptions {
  /**
   * The process's own series (prom-client's defaults: event-loop lag, memory, CPU, handles). They
   * start timers and observers for the life of the process, so only the served registry has them.
   * @default false
   */
  process?: boolean;
}

export function createMetrics(options: MetricsOptions = {}): Metrics {
  const registry = new Registry();
  if (options.process) collectDefaultMetrics({ register: registry });
  const registers = [registry];
  const requestLabels = ['method', 'route', 'status'] as const;
  return {
    registry,
    httpRequests: new Counter({
      name: 'cep_http_requests_total',
      help: 'HTTP requests answered, by method, route pattern and status',
      labelNames: requestLabels,
      registers,
    }),
    httpDuration: new Histogram({
      name: 'cep_http_request_duration_seconds',
      help: 'Time from a request arriving to its answer sent, by method, route pattern and status',
      labelNames: requestLabels,
      // From a cached read (~1 ms) to the request timeout (30 s).
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
      registers,
    }),
    apiErrors: new Counter({
      name: 'cep_api_errors_total',
      help: 'Error answers by the API error code',
      labelNames: ['code'],
      registers,
    }),
    liveConnections: new Gauge({
      name: 'cep_live_connections',
      help: 'Open WebSocket and event-stream connections of this instance, by kind',
      labelNames: ['kind'],
      registers,
    }),
    jobRuns: new Counter({
      name: 'cep_job_runs_total',
      help: 'Runs of periodic jobs by job and outcome',
      labelNames: ['job', 'outcome'],
      registers,
    }),
  };
}
