import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import { createNoticeListener } from './notice-listener';
import { concernsPerson, type AccessTicket, type AccessWatch } from './access-watch';
import type { Pool } from '../db/pool';
import { authenticate, type Session } from '../auth/sessions';
import { ApiError } from '../http/api-error';

/*
 * The one pattern of the server's live feeds (the bell's alerts, the community's notices): each
 * open stream is a Server-Sent Events response held by the instance that answered it. Every
 * instance LISTENs on the feed's PostgreSQL channel while it holds a stream; a change is NOTIFYed
 * in the transaction that made it, so each instance hears it once it is committed, whichever
 * instance made it, and tells the streams it holds. Who is connected is never shared: each
 * instance answers for its own streams. A feed says only what it sends and to whom.
 *
 * Each stream holds a slot of its feed's `kind` (live-connections.ts: so many per account and per
 * client network, on all instances), and a reader that falls behind by more than
 * MAX_BACKLOG_BYTES is cut off (its browser reconnects and gets the current state first) rather
 * than kept in the instance's memory.
 *
 * Each stream is re-authorized at once when a change to anyone's roles, care teams or account is
 * committed (access-watch.ts, on every instance): the session is checked again, then the feed's
 * `permission`, then whatever the feed derives from the session (`reauthorize`). A stream whose
 * right is gone ends with `event: end` and the refusal's `{ code, message }`; the client's
 * reconnection is refused the same way.
 */

/** What one stream may have waiting to be sent before its reader counts as gone. */
const MAX_BACKLOG_BYTES = 256 * 1024;

export interface StreamSubscriber<Who, Event> {
  /** Who the stream is for; `reauthorize` replaces it when their rights change. */
  who: Who;
  send(event: Event): void;
  end(): void;
}

export interface EventStreamFeed<Who, Event> {
  /** The name its streams are counted under (live-connections.ts), e.g. `alerts`. */
  kind: string;
  /** The PostgreSQL channel the feed's changes are NOTIFYed on. */
  channel: string;
  /** What a new stream says first; read before the reply is taken over, so a failure answers as an error. */
  first(who: Who): Promise<Event> | Event;
  /** A committed notice: tell the streams it concerns (each failure is the feed's to log). */
  deliver(payload: string, subscribers: ReadonlySet<StreamSubscriber<Who, Event>>): Promise<void>;
  /** After a lost LISTEN connection, notices may have been missed. */
  resync(subscribers: ReadonlySet<StreamSubscriber<Who, Event>>): Promise<void> | void;
  /** The permission code a stream needs (its call's `access`), checked again on every re-check. */
  permission?: string;
  /**
   * Someone's roles, care teams or account changed (maybe this caller's): derive `who` again from
   * the session and tell the stream what changed for it. Throwing an ApiError ends the stream
   * with that refusal.
   */
  reauthorize?(subscriber: StreamSubscriber<Who, Event>, session: Session): Promise<void> | void;
}

export interface EventStreamOptions {
  pool: Pool;
  /** Re-authorizes the streams when access changes (access-watch.ts). */
  access: AccessWatch;
  log: FastifyBaseLogger;
  sessionMaxAgeMs?: number | undefined;
  /** A comment line keeps proxies from closing a quiet stream; the session is checked then too. */
  heartbeatMs?: number;
  /** A stream ends after this long; the client reconnects (to any instance). */
  maxStreamMs?: number | undefined;
}

export interface EventStreamHub<Who> {
  /** Answers the request with the caller's stream (the reply is the hub's from here on). */
  stream(
    request: FastifyRequest,
    reply: FastifyReply,
    who: Who & { token: string; userId: number },
  ): Promise<FastifyReply>;
  close(): Promise<void>;
}

export function createEventStreamHub<Who, Event>(
  feed: EventStreamFeed<Who, Event>,
  options: EventStreamOptions,
): EventStreamHub<Who> {
  const { pool, access, log, sessionMaxAgeMs } = options;
  const { heartbeatMs = 20_000, maxStreamMs = 600_000 } = options;
  const subscribers = new Set<StreamSubscriber<Who, Event>>();

  // One LISTEN connection while any stream is open.
  const listener = createNoticeListener({
    pool,
    channel: feed.channel,
    log,
    wanted: () => subscribers.size > 0,
    onNotice: (payload) => void feed.deliver(payload, subscribers),
    onReconnect: () => void feed.resync(subscribers),
  });

  return {
    async stream(request, reply, who) {
      const slot = await request.server.liveConnections.acquire(feed.kind, {
        userId: who.userId,
        ip: request.ip,
      });
      let first: Event;
      // Listening for access changes before the first read: none after it goes unheard.
      let ticket: AccessTicket | undefined;
      try {
        ticket = await access.prepare();
        await listener.listen();
        first = await feed.first(who);
      } catch (error) {
        ticket?.cancel();
        slot.release();
        throw error;
      }
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
      const subscriber: StreamSubscriber<Who, Event> = {
        who,
        send: (event) => {
          if (out.writableLength > MAX_BACKLOG_BYTES) {
            request.log.info(
              { kind: feed.kind, userId: who.userId },
              'live stream reader too slow: ended',
            );
            end();
            // What is still buffered would never be read: drop it with the connection.
            out.destroy();
            return;
          }
          out.write(`data: ${JSON.stringify(event)}\n\n`);
        },
        end: () => end(),
      };
      let ended = false;
      const end = () => {
        if (ended) return;
        ended = true;
        slot.release();
        unwatch();
        clearInterval(heartbeat);
        clearTimeout(lifetime);
        subscribers.delete(subscriber);
        if (subscribers.size === 0) void listener.unlisten();
        if (!out.writableEnded) out.end();
      };
      /** The stream's last word: why it ends (the client stops, or reconnects to be told again). */
      const refuse = (refusal: ApiError) => {
        if (!ended && !out.writableEnded) {
          out.write(
            `event: end\ndata: ${JSON.stringify({ code: refusal.code, message: refusal.message })}\n\n`,
          );
        }
        end();
      };
      /** The session, and the feed's permission, again. */
      const session = async () => {
        const current = await authenticate(pool, who.token, sessionMaxAgeMs);
        if (feed.permission && !current.permissions.includes(feed.permission)) {
          throw new ApiError(40301);
        }
        return current;
      };
      const unwatch = ticket.watch({
        concerns: concernsPerson(who.userId),
        recheck: async () => {
          if (ended) return;
          try {
            const current = await session();
            if (!ended) await feed.reauthorize?.(subscriber, current);
          } catch (error) {
            if (!(error instanceof ApiError)) throw error;
            refuse(error);
          }
        },
      });
      subscribers.add(subscriber);
      subscriber.send(first);
      // A signed-out or expired session ends its stream at the next beat.
      const heartbeat = setInterval(() => {
        session().then(
          () => out.write(': beat\n\n'),
          (error: unknown) => {
            if (error instanceof ApiError) return refuse(error);
            // As before a refusal could be read: the stream ends, the client reconnects.
            out.write('event: end\ndata: {}\n\n');
            end();
          },
        );
      }, heartbeatMs);
      const lifetime = setTimeout(end, maxStreamMs);
      request.raw.on('close', end);
      // Gone before the listener was there: its close has already been emitted.
      if (out.destroyed) end();
      return reply;
    },
    async close() {
      // Open streams would keep the server from closing: end them (clients reconnect elsewhere).
      for (const subscriber of [...subscribers]) subscriber.end();
      await listener.close();
    },
  };
}
