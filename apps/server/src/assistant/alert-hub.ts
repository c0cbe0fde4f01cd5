import type { AlertEvent } from '@cep/contract';
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { createNoticeListener } from '../db/notice-listener';
import type { Pool } from '../db/pool';
import type { Tables } from '../db/schema';
import type { PatientScope } from '../services/patients';
import { authenticate } from '../services/sessions';
import { ALERT_CHANNEL, findFinding, unreadAlerts, type AlertNotice } from './findings';

/*
 * The bell's live feed (issue 14): each open `/api/alert/stream` is a Server-Sent Events response.
 * Every server instance LISTENs on one PostgreSQL channel; a new alert (or a clinician's reads)
 * is NOTIFYed in the transaction that made it, so each instance hears it once it is committed,
 * whichever instance made it, and tells the streams it holds whose patients it concerns. Nothing
 * about who is connected is shared: each instance answers for its own streams.
 */

export interface AlertHubOptions {
  pool: Pool;
  sql: Kysely<Tables>;
  log: FastifyBaseLogger;
  sessionMaxAgeMs?: number | undefined;
  /** A comment line keeps proxies from closing a quiet stream; the session is checked then too. */
  heartbeatMs?: number;
  /** A stream ends after this long; the client reconnects (to any instance). */
  maxStreamMs?: number | undefined;
}

interface Subscriber {
  userId: number;
  scope: PatientScope;
  send(event: AlertEvent): void;
  end(): void;
}

export interface AlertHub {
  /** Answers the request with the caller's stream (the reply is the hub's from here on). */
  stream(
    request: FastifyRequest,
    reply: FastifyReply,
    who: { userId: number; scope: PatientScope; token: string },
  ): Promise<FastifyReply>;
  close(): Promise<void>;
}

export function createAlertHub(options: AlertHubOptions): AlertHub {
  const { pool, sql, log, sessionMaxAgeMs, heartbeatMs = 20_000, maxStreamMs = 600_000 } = options;
  const subscribers = new Set<Subscriber>();

  async function deliver(notice: AlertNotice): Promise<void> {
    for (const subscriber of subscribers) {
      try {
        if ('userId' in notice) {
          if (notice.userId !== subscriber.userId) continue;
          subscriber.send({ unread: await unreadAlerts(sql, subscriber.scope, subscriber.userId) });
        } else {
          const alert = await findFinding(
            sql,
            subscriber.scope,
            subscriber.userId,
            notice.findingId,
          );
          if (!alert) continue;
          const unread = await unreadAlerts(sql, subscriber.scope, subscriber.userId);
          subscriber.send({ unread, alert });
        }
      } catch (error) {
        log.warn({ err: error }, 'alert delivery failed');
      }
    }
  }

  /** Everyone's count again: after a lost connection, notices may have been missed. */
  async function refreshAll(): Promise<void> {
    for (const subscriber of subscribers) {
      try {
        subscriber.send({ unread: await unreadAlerts(sql, subscriber.scope, subscriber.userId) });
      } catch (error) {
        log.warn({ err: error }, 'alert count failed');
      }
    }
  }

  // One LISTEN connection while any stream is open; after a lost connection, every count again.
  const listener = createNoticeListener({
    pool,
    channel: ALERT_CHANNEL,
    log,
    wanted: () => subscribers.size > 0,
    onNotice: (payload) => void deliver(JSON.parse(payload) as AlertNotice),
    onReconnect: () => void refreshAll(),
  });

  return {
    async stream(request, reply, who) {
      await listener.listen();
      const unread = await unreadAlerts(sql, who.scope, who.userId);
      reply.hijack();
      const out = reply.raw;
      out.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        connection: 'keep-alive',
        'x-content-type-options': 'nosniff',
        // Proxies such as nginx would otherwise hold the events back.
        'x-accel-buffering': 'no',
      });
      const subscriber: Subscriber = {
        userId: who.userId,
        scope: who.scope,
        send: (event) => out.write(`data: ${JSON.stringify(event)}\n\n`),
        end: () => end(),
      };
      const end = () => {
        clearInterval(heartbeat);
        clearTimeout(lifetime);
        subscribers.delete(subscriber);
        if (subscribers.size === 0) void listener.unlisten();
        if (!out.writableEnded) out.end();
      };
      subscribers.add(subscriber);
      subscriber.send({ unread });
      // A signed-out or expired session ends its stream at the next beat.
      const heartbeat = setInterval(() => {
        authenticate(pool, who.token, sessionMaxAgeMs).then(
          () => out.write(': beat\n\n'),
          () => {
            out.write('event: end\ndata: {}\n\n');
            end();
          },
        );
      }, heartbeatMs);
      const lifetime = setTimeout(end, maxStreamMs);
      request.raw.on('close', end);
      return reply;
    },
    async close() {
      // Open streams would keep the server from closing: end them (clients reconnect elsewhere).
      for (const subscriber of [...subscribers]) subscriber.end();
      await listener.close();
    },
  };
}
