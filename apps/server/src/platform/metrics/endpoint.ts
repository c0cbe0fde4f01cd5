import { timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Logger } from '../logger';
import type { Metrics } from './metrics';

/*
 * The metrics are not public: they are served on their own listener, bound to loopback only
 * (METRICS_PORT), where the monitoring agent of the machine scrapes them; the public port has no
 * /metrics at all. With METRICS_TOKEN set, a scrape must also send `Authorization: Bearer <token>`.
 */

export interface MetricsEndpoint {
  /** The port it listens on (the one asked for, or the system's pick for 0). */
  readonly port: number;
  /** The address it is bound to. */
  readonly host: string;
  close(): Promise<void>;
}

export interface MetricsEndpointOptions {
  metrics: Metrics;
  port: number;
  /** @default '127.0.0.1' */
  host?: string;
  /** When set, required as a bearer token. */
  token?: string | undefined;
  log: Pick<Logger, 'warn'>;
}

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

export async function startMetricsEndpoint(
  options: MetricsEndpointOptions,
): Promise<MetricsEndpoint> {
  const { metrics, token } = options;
  const server = http.createServer((request, response) => {
    const path = (request.url ?? '').split('?')[0];
    if (request.method !== 'GET' || path !== '/metrics') {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('not found\n');
      return;
    }
    if (token !== undefined) {
      const header = request.headers.authorization ?? '';
      const given = header.startsWith('Bearer ') ? header.slice('Bearer '.length) : '';
      if (!sameSecret(given, token)) {
        response
          .writeHead(401, { 'content-type': 'text/plain', 'www-authenticate': 'Bearer' })
          .end('unauthorized\n');
        return;
      }
    }
    metrics.registry.metrics().then(
      (text) => {
        response.writeHead(200, { 'content-type': metrics.registry.contentType }).end(text);
      },
      (error: unknown) => {
        options.log.warn({ err: error }, 'metrics: collecting failed');
        response.writeHead(500, { 'content-type': 'text/plain' }).end('collecting failed\n');
      },
    );
  });
  // A scrape is small and quick: a client that holds a socket open gets cut.
  server.requestTimeout = 10_000;
  server.headersTimeout = 5_000;
  server.keepAliveTimeout = 5_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host ?? '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  const bound = server.address() as AddressInfo;
  return {
    port: bound.port,
    host: bound.address,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
