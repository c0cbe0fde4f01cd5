import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Pool } from '../platform/db/pool';
import type { Tables } from '../platform/db/schema';
import { registerSignalIngest } from './ingest';
import type { IngestTimings } from './ingest-limits';
import { createLiveAccessWatch, type LiveAccessWatch } from './live-access';
import { createLiveHub, type LiveHub } from './live-hub';

declare module 'fastify' {
  interface FastifyInstance {
    /** Live frames of the devices (signals/live-hub.ts), read by the viewers' stream. */
    signalHub: LiveHub;
    /** Re-authorizes the viewers' streams when access changes (signals/live-access.ts). */
    signalLiveAccess: LiveAccessWatch;
  }
}

/**
 * The parts of signal acquisition outside the table of calls: the devices' WebSocket ingest, the
 * live hub that carries their frames to viewers (over Redis between instances), and the watch
 * that re-authorizes those viewers when access changes (over PostgreSQL NOTIFY).
 */
export function registerSignals(
  app: FastifyInstance,
  options: {
    sql: Kysely<Tables>;
    pool: Pool;
    sessionMaxAgeMs?: number | undefined;
    redisUrl?: string | undefined;
    redisPrefix?: string | undefined;
    ingest?: IngestTimings | undefined;
  },
): void {
  const hub = createLiveHub({
    redisUrl: options.redisUrl,
    prefix: options.redisPrefix,
    log: app.log,
  });
  app.decorate('signalHub', hub);
  const access = createLiveAccessWatch({
    access: app.liveAccess,
    pool: options.pool,
    db: options.sql,
    log: app.log,
    sessionMaxAgeMs: options.sessionMaxAgeMs,
  });
  app.decorate('signalLiveAccess', access);
  registerSignalIngest(app, {
    db: options.sql,
    hub,
    access: app.liveAccess,
    timings: options.ingest,
  });
  // Open live streams end first (their clients reconnect elsewhere).
  app.addHook('preClose', () => access.close());
  app.addHook('onClose', () => hub.close());
  // Playback's budget is server time (bench/server/signals.mjs reads it): from the request's
  // arrival to its answer serialized, in a Server-Timing header.
  const arrived = new WeakMap<object, bigint>();
  app.addHook('onRequest', (request, _reply, done) => {
    if (request.url.startsWith('/api/recording/window'))
      arrived.set(request, process.hrtime.bigint());
    done();
  });
  app.addHook('onSend', (request, reply, payload, done) => {
    const start = arrived.get(request);
    if (start !== undefined) {
      const ms = Number(process.hrtime.bigint() - start) / 1e6;
      void reply.header('server-timing', `app;dur=${ms.toFixed(1)}`);
    }
    done(null, payload);
  });
}
